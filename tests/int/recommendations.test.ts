import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { onlyFlags } from '@/access/permissions'
import { DEMO_RECOMMENDATION_IDS as ID } from '@/modules/recommendations/seed'
import { startTestApp, type TestApp } from '../helpers/app'
import { listeningOn } from '../helpers/listener'

type Envelope<T> = { result: T; message?: string }
type Failure = { message: string }
type Staff = {
  _id: string
  status: string
  statusLabel: string
  repliedContent: string
  name: string
  isbn: string
  barcode: string
  note: string
  readable: { question: string; answer: string }[]
}
type Visitor = {
  _id: string
  status: string
  statusLabel: string
  repliedContent: string
  readable: { question: string; answer: string }[]
} & Record<string, unknown>

let app: TestApp
let admin: string
let reader: string

const answers = (name: string, extra: { _id: string; answers: unknown[] }[] = []) => [
  {
    _id: ID.group,
    questions: [
      { _id: ID.name, answers: [name] },
      { _id: ID.author, answers: ['王小明'] },
      { _id: ID.type, answers: [ID.typeBook] },
      { _id: ID.reason, answers: ['臨床教學需要'] },
      ...extra,
    ],
  },
]

const respondent = (overrides: Record<string, unknown> = {}) => ({
  name: '林讀者',
  email: 'reader@test.example',
  username: 'editor',
  password: 'Editor@12345',
  ...overrides,
})

const submit = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  app.api.post<Envelope<{ _id: string; key: string }> & Failure>('/api/public/recommendations/answer', body, {
    headers,
  })

const count = async () =>
  (await app.payload.count({ collection: 'recommendation-answers', overrideAccess: true })).totalDocs

// Each submission from its own address, so the sign-in and submission limits of one test never touch another's.
let address = 10
const fresh = () => ({ 'X-Forwarded-For': `203.0.113.${address++}` })

beforeAll(async () => {
  app = await startTestApp({ smtp: true })
  admin = await app.login('admin', 'Admin@12345')
  const role = await app.payload.create({
    collection: 'roles',
    data: { name: 'rec reader', enabled: true, flags: onlyFlags(['recommendations__auth', 'recommendations__read']) },
  })
  await app.payload.create({
    collection: 'users',
    data: {
      username: 'recreader',
      name: 'recreader',
      email: 'recreader@test.example',
      password: 'Passw0rd!x',
      accountStatus: 'Enabled',
      roles: [role.id],
      mustChangePassword: false,
    },
    context: { passwordSetBy: 'system' },
  })
  reader = await app.login('recreader', 'Passw0rd!x')
  await app.payload.updateGlobal({
    slug: 'module-notifiers',
    data: { moduleNotifiers: [{ moduleName: 'recommendations', email: 'acquisitions@test.example' }] },
  })
})
afterAll(async () => app?.close())

describe('the recommendation questionnaire', () => {
  it('refuses a structure the engine rejects when staff save it', async () => {
    const bad = [{ _id: 'g', title: '', forward: 'Group', forwardGroup: null, questions: [] }]
    const res = await app.api.post<Failure>(
      '/api/globals/recommendation-questionnaire',
      { questionGroups: bad },
      { token: admin },
    )
    expect(res.status).toBe(400)
    const stored = await app.payload.findGlobal({ slug: 'recommendation-questionnaire' })
    expect((stored.questionGroups as { _id: string }[])[0]!._id).toBe(ID.group)
  })

  it('serves the seeded questionnaire', async () => {
    const res = await app.api.get<Envelope<{ title: string; questionGroups: { questions: { question: string }[] }[] }>>(
      '/api/public/recommendations/questionnaire',
    )
    expect(res.status).toBe(200)
    expect(res.body.result.title).toBe('資源推薦')
    expect(res.body.result.questionGroups[0]!.questions.map((q) => q.question)).toEqual([
      '資源名稱',
      '作者',
      'ISBN',
      '資源類型',
      '推薦理由',
    ])
  })
})

describe('submitting a recommendation', () => {
  it.each([
    ['name', '姓名為必填欄位'],
    ['email', '電子郵件為必填欄位'],
    ['username', '帳號為必填欄位'],
    ['password', '密碼為必填欄位'],
  ])('refuses a missing respondent %s with a 400 naming it, storing nothing', async (field, message) => {
    const before = await count()
    const res = await submit({ respondent: respondent({ [field]: undefined }), answers: answers('缺欄位') }, fresh())
    expect(res.status).toBe(400)
    expect(res.body.message).toBe(message)
    expect(await count()).toBe(before)
  })

  it('refuses an invalid email', async () => {
    const res = await submit({ respondent: respondent({ email: 'not-an-email' }), answers: answers('壞信箱') }, fresh())
    expect(res.status).toBe(400)
    expect(await count()).toBe(0)
  })

  it('refuses a wrong password or an unknown account with a 401 and stores nothing', async () => {
    const wrong = await submit(
      { respondent: respondent({ password: 'Wrong@12345' }), answers: answers('錯誤密碼') },
      fresh(),
    )
    expect(wrong.status).toBe(401)
    expect(wrong.body.message).toBe('帳號或密碼錯誤，無法確認讀者身分')
    const unknown = await submit(
      { respondent: respondent({ username: 'nobody' }), answers: answers('無此帳號') },
      fresh(),
    )
    expect(unknown.status).toBe(401)
    expect(await count()).toBe(0)
  })

  it('tells an account that must change its password so (403, with the code the form links on), only when the password is right', async () => {
    await app.payload.create({
      collection: 'users',
      data: {
        username: 'newpatron',
        name: '新進讀者',
        email: 'newpatron@test.example',
        password: 'First@12345',
        accountStatus: 'Enabled',
        mustChangePassword: true,
      },
      context: { passwordSetBy: 'system' },
    })
    const who = { username: 'newpatron', email: 'newpatron@test.example', name: '新進讀者' }
    const wrong = await submit(
      { respondent: respondent({ ...who, password: 'Wrong@12345' }), answers: answers('須改密碼') },
      fresh(),
    )
    expect(wrong.status).toBe(401)
    const right = await app.api.post<Failure & { code?: string }>(
      '/api/public/recommendations/answer',
      { respondent: respondent({ ...who, password: 'First@12345' }), answers: answers('須改密碼') },
      { headers: fresh() },
    )
    expect(right.status).toBe(403)
    expect(right.body).toMatchObject({
      message: '此帳號須先變更密碼，才能確認讀者身分',
      code: 'PASSWORD_CHANGE_REQUIRED',
    })
    expect(await count()).toBe(0)
    // The sign-in check says so too (the reservation form uses it).
    const verdict = await app.api.post<{ result: { valid: boolean; mustChangePassword?: boolean } }>(
      '/api/auth/validate-internal',
      { username: 'newpatron', password: 'First@12345' },
      { headers: fresh() },
    )
    expect(verdict.body.result).toEqual({ valid: false, mustChangePassword: true })
  })

  it('refuses a filled honeypot', async () => {
    const res = await submit(
      { respondent: respondent(), answers: answers('機器人'), website: 'http://spam.example' },
      fresh(),
    )
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('送出失敗，請重新整理頁面後再試')
    expect(await count()).toBe(0)
  })

  it('refuses answers that do not fit the questionnaire', async () => {
    const missingRequired = [{ _id: ID.group, questions: [{ _id: ID.name, answers: ['只有名稱'] }] }]
    const cases: [unknown, string][] = [
      [missingRequired, '第 1 題組第 5 題：推薦理由為必填欄位'],
      [
        answers('未知選項').map((g) => ({
          ...g,
          questions: g.questions.map((q) => (q._id === ID.type ? { ...q, answers: ['no-such-option'] } : q)),
        })),
        '第 1 題組第 4 題：',
      ],
      [
        answers('錯誤型別').map((g) => ({
          ...g,
          questions: g.questions.map((q) => (q._id === ID.name ? { ...q, answers: [42] } : q)),
        })),
        '第 1 題組第 1 題：請輸入文字',
      ],
      [[{ _id: 'no-such-group', questions: [] }], '題組不存在（no-such-group）'],
      [answers('未知題目', [{ _id: 'no-such-question', answers: ['x'] }]), '第 1 題組：題目不存在（no-such-question）'],
    ]
    for (const [given, message] of cases) {
      const res = await submit({ respondent: respondent(), answers: given }, fresh())
      expect(res.status).toBe(400)
      expect(res.body.message.startsWith(message)).toBe(true)
    }
    expect(await count()).toBe(0)
  })

  let id: string
  let key: string
  it('stores a valid recommendation without the password, and mails the visitor the link and the notifier recipients', async () => {
    const res = await submit({ respondent: respondent(), answers: answers('內科學精要 第三版') }, fresh())
    expect(res.status).toBe(200)
    id = res.body.result._id
    key = res.body.result.key
    const stored = await app.payload.findByID({
      collection: 'recommendation-answers',
      id,
      overrideAccess: true,
      showHiddenFields: true,
    })
    expect(stored.status).toBe('Pending')
    expect(stored.name).toBe('內科學精要 第三版')
    expect(stored.respondent).toMatchObject({ name: '林讀者', email: 'reader@test.example', username: 'editor' })
    expect(JSON.stringify(stored)).not.toContain('Editor@12345')
    expect(stored.accessKeyHash).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(stored)).not.toContain(key)

    await app.runQueue('mail')
    const visitorMail = await app.smtp!.waitFor('reader@test.example')
    expect(visitorMail.text).toContain(`/recommendation/${id}?key=${encodeURIComponent(key)}`)
    const staffMail = await app.smtp!.waitFor('acquisitions@test.example')
    expect(staffMail.subject).toContain('內科學精要 第三版')
    // The mail log keeps the link without its key.
    const logs = await app.payload.find({
      collection: 'email-logs',
      where: { to: { equals: 'reader@test.example' } },
      overrideAccess: true,
    })
    expect(logs.docs[0]!.text).not.toContain(key)
  })

  it('shows the visitor the status and their answers with the key, and the same 404 otherwise', async () => {
    const res = await app.api.get<Envelope<Visitor>>(`/api/public/recommendations/answer/${id}`, {
      headers: { 'X-Access-Key': key },
    })
    expect(res.status).toBe(200)
    expect(res.body.result).toMatchObject({ status: 'Pending', statusLabel: '待審核', repliedContent: '' })
    expect(res.body.result.readable).toContainEqual({ group: '推薦資源', question: '資源類型', answer: '圖書' })
    expect(res.body.result).not.toHaveProperty('accessKeyHash')
    expect(res.body.result).not.toHaveProperty('note')
    const byQuery = await app.api.get(`/api/public/recommendations/answer/${id}?key=${encodeURIComponent(key)}`)
    expect(byQuery.status).toBe(200)

    const other = (
      await submit({ respondent: respondent({ email: 'other@test.example' }), answers: answers('另一本書') }, fresh())
    ).body.result
    const refusals = await Promise.all([
      app.api.get<Failure>(`/api/public/recommendations/answer/${id}`),
      app.api.get<Failure>(`/api/public/recommendations/answer/${id}?key=wrong`),
      app.api.get<Failure>(`/api/public/recommendations/answer/${id}`, { headers: { 'X-Access-Key': other.key } }),
      app.api.get<Failure>(`/api/public/recommendations/answer/${'a'.repeat(24)}`, {
        headers: { 'X-Access-Key': key },
      }),
    ])
    for (const refusal of refusals) {
      expect(refusal.status).toBe(404)
      expect(refusal.body).toEqual(refusals[0]!.body)
    }
  })

  describe('staff', () => {
    it('lists with filters and shows the answers readably', async () => {
      const list = await app.api.get<Envelope<{ data: Staff[]; total: number }>>(
        '/api/shennong/recommendations/answers?status=Pending&keyword=內科',
        { token: reader },
      )
      expect(list.status).toBe(200)
      expect(list.body.result.total).toBe(1)
      const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)
      expect(
        (
          await app.api.get<Envelope<{ total: number }>>(
            `/api/shennong/recommendations/answers?startDate=${tomorrow}`,
            { token: reader },
          )
        ).body.result.total,
      ).toBe(0)
      expect(
        (
          await app.api.get<Envelope<{ total: number }>>(`/api/shennong/recommendations/answers?endDate=${tomorrow}`, {
            token: reader,
          })
        ).body.result.total,
      ).toBe(2)
      expect((await app.api.get('/api/shennong/recommendations/answers?status=Maybe', { token: reader })).status).toBe(
        400,
      )
      for (const [query, label] of [
        ['startDate=1', '開始日期'],
        ['endDate=0', '結束日期'],
        ['startDate=0001-01-01', '開始日期'],
        ['endDate=12345', '結束日期'],
        ['startDate=2026-02-30', '開始日期'],
      ]) {
        const res = await app.api.get<{ message: string }>(`/api/shennong/recommendations/answers?${query}`, {
          token: reader,
        })
        expect([res.status, res.body.message], query).toEqual([400, `${label}格式須為 YYYY-MM-DD`])
      }
      const detail = await app.api.get<Envelope<Staff>>(`/api/shennong/recommendations/answers/${id}`, {
        token: reader,
      })
      expect(detail.body.result.readable).toContainEqual({
        group: '推薦資源',
        question: '推薦理由',
        answer: '臨床教學需要',
      })
      expect(detail.body.result).not.toHaveProperty('accessKeyHash')
      expect((await app.api.get('/api/shennong/recommendations/answers')).status).toBe(401)
    })

    it('needs recommendations edit to decide or modify', async () => {
      expect(
        (
          await app.api.post(
            '/api/shennong/recommendations/approve',
            { _id: id, repliedContent: '好' },
            { token: reader },
          )
        ).status,
      ).toBe(403)
      expect(
        (await app.api.post('/api/shennong/recommendations/modify', { _id: id, name: 'x' }, { token: reader })).status,
      ).toBe(403)
      expect((await app.api.post('/api/shennong/recommendations/close', { _id: id }, { token: reader })).status).toBe(
        403,
      )
    })

    it('needs a reply to approve or reject', async () => {
      for (const action of ['approve', 'reject']) {
        const res = await app.api.post<Failure>(
          `/api/shennong/recommendations/${action}`,
          { _id: id, repliedContent: '  ' },
          { token: admin },
        )
        expect(res.status).toBe(400)
        expect(res.body.message).toBe('回覆內容為必填欄位')
      }
    })

    it('refuses to close a recommendation still Pending', async () => {
      const res = await app.api.post<Failure>('/api/shennong/recommendations/close', { _id: id }, { token: admin })
      expect(res.status).toBe(409)
      expect(res.body.message).toBe('請先核准或退回此推薦，再結案')
    })

    it('approves once, mails the visitor, and shows the reply at the link', async () => {
      const res = await app.api.post<Envelope<Staff>>(
        '/api/shennong/recommendations/approve',
        { _id: id, repliedContent: '已列入下季採購清單' },
        { token: admin },
      )
      expect(res.status).toBe(200)
      expect(res.body.result.status).toBe('Approved')
      const again = await app.api.post<Failure>(
        '/api/shennong/recommendations/reject',
        { _id: id, repliedContent: '改變主意' },
        { token: admin },
      )
      expect(again.status).toBe(409)
      expect(again.body.message).toBe('此推薦已審核，無法再次核准或退回')
      await app.runQueue('mail')
      await expect
        .poll(
          () =>
            app.smtp!.received.find((m) => m.to.includes('reader@test.example') && m.subject.includes('已核准'))?.text,
        )
        .toContain('已列入下季採購清單')
      // The decision mail links back to the visitor's recommendation page.
      const decided = app.smtp!.received.find(
        (m) => m.to.includes('reader@test.example') && m.subject.includes('已核准'),
      )!
      expect(decided.text).toContain(`/recommendation/${id}?key=${encodeURIComponent(key)}`)
      const view = await app.api.get<Envelope<Visitor>>(`/api/public/recommendations/answer/${id}`, {
        headers: { 'X-Access-Key': key },
      })
      expect(view.body.result).toMatchObject({
        status: 'Approved',
        statusLabel: '已核准',
        repliedContent: '已列入下季採購清單',
      })
    })

    it('modifies the bibliographic notes, checking the ISBN', async () => {
      const bad = await app.api.post<Failure>(
        '/api/shennong/recommendations/modify',
        { _id: id, isbn: '9780306406158' },
        { token: admin },
      )
      expect(bad.status).toBe(400)
      expect(bad.body.message).toBe('ISBN 格式不正確（須為 ISBN-10 或 ISBN-13）')
      const res = await app.api.post<Envelope<Staff>>(
        '/api/shennong/recommendations/modify',
        { _id: id, name: '內科學精要', isbn: '978-0-306-40615-7', barcode: 'B000123', note: '採購中' },
        { token: admin },
      )
      expect(res.status).toBe(200)
      const stored = await app.payload.findByID({ collection: 'recommendation-answers', id, overrideAccess: true })
      expect(stored).toMatchObject({
        name: '內科學精要',
        isbn: '978-0-306-40615-7',
        barcode: 'B000123',
        note: '採購中',
        status: 'Approved',
      })
      const view = await app.api.get<Envelope<Visitor>>(`/api/public/recommendations/answer/${id}`, {
        headers: { 'X-Access-Key': key },
      })
      expect(JSON.stringify(view.body.result)).not.toContain('採購中')
    })

    it('closes a decided recommendation once and mails the visitor', async () => {
      const res = await app.api.post<Envelope<Staff>>(
        '/api/shennong/recommendations/close',
        { _id: id },
        { token: admin },
      )
      expect(res.status).toBe(200)
      expect(res.body.result.status).toBe('Closed')
      const again = await app.api.post<Failure>('/api/shennong/recommendations/close', { _id: id }, { token: admin })
      expect(again.status).toBe(409)
      expect(again.body.message).toBe('此推薦已結案，無法再變更')
      await app.runQueue('mail')
      await expect
        .poll(() =>
          app.smtp!.received.some((m) => m.to.includes('reader@test.example') && m.subject.includes('已結案')),
        )
        .toBe(true)
    })

    it('answers 404 for an unknown recommendation', async () => {
      expect(
        (
          await app.api.post(
            '/api/shennong/recommendations/approve',
            { _id: 'b'.repeat(24), repliedContent: '好' },
            { token: admin },
          )
        ).status,
      ).toBe(404)
    })
  })
})

describe('decision mails', () => {
  it('state the decision that caused them, even when the next decision comes before the mail job runs', async () => {
    const { _id: id } = (
      await submit(
        { respondent: respondent({ email: 'quick@test.example' }), answers: answers('快速決定的書') },
        fresh(),
      )
    ).body.result
    await app.runQueue('mail')
    await app.smtp!.waitFor('quick@test.example')
    // Approve, then close at once: both jobs are still queued when the close is stored.
    expect(
      (
        await app.api.post(
          '/api/shennong/recommendations/approve',
          { _id: id, repliedContent: '將於下月到館' },
          { token: admin },
        )
      ).status,
    ).toBe(200)
    expect((await app.api.post('/api/shennong/recommendations/close', { _id: id }, { token: admin })).status).toBe(200)
    await app.runQueue('mail')
    const mails = () =>
      app.smtp!.received.filter(
        (m) =>
          m.to.includes('quick@test.example') && m.subject.includes('快速決定的書') && !m.subject.includes('已收到'),
      )
    await expect.poll(() => mails().length).toBe(2)
    expect(
      mails()
        .map((m) => m.subject.replace(/.*」/, ''))
        .sort(),
    ).toEqual(['已核准', '已結案'])
    const approved = mails().find((m) => m.subject.endsWith('已核准'))!
    expect(approved.text).toContain('目前狀態：已核准')
    expect(approved.text).toContain('將於下月到館')
  })
})

describe("Payload's generic paths are no back door", () => {
  it("REST cannot change a recommendation's status, reply or ISBN, nor create one; the panel's actions still can", async () => {
    const { _id: id } = (
      await submit(
        { respondent: respondent({ email: 'backdoor@test.example' }), answers: answers('後門測試書') },
        fresh(),
      )
    ).body.result
    expect(
      (
        await app.api.post(
          '/api/shennong/recommendations/approve',
          { _id: id, repliedContent: '同意採購' },
          { token: admin },
        )
      ).status,
    ).toBe(200)
    expect((await app.api.post('/api/shennong/recommendations/close', { _id: id }, { token: admin })).status).toBe(200)
    const reopened = await app.api.patch<{ errors?: { message: string }[] }>(
      `/api/recommendation-answers/${id}`,
      { status: 'Pending', isbn: '12345' },
      { token: admin },
    )
    expect(reopened.status).toBe(403)
    expect(JSON.stringify(reopened.body)).toContain(
      '資源推薦請在推薦畫面以「核准」「退回」「結案」「儲存資源資料」處理',
    )
    const stored = await app.payload.findByID({ collection: 'recommendation-answers', id, overrideAccess: true })
    expect(stored).toMatchObject({ status: 'Closed', repliedContent: '同意採購' })
    expect(stored.isbn ?? null).toBeNull()
    // The admin form sends the fields back unchanged: that save is not a change of the workflow.
    const { id: _id, createdAt: _c, updatedAt: _u, ...unchanged } = stored
    expect((await app.api.patch(`/api/recommendation-answers/${id}`, unchanged, { token: admin })).status).toBe(200)
    const made = await app.api.post(
      '/api/recommendation-answers',
      { name: '館員自建', status: 'Approved', respondent: { name: '某人', email: 'x@test.example' } },
      { token: admin },
    )
    expect(made.status).toBe(403)
  })
})

describe('mailed links', () => {
  it('mails links on the address the server listens on, not the one a client names (issues 16 §4, 28 §6), and the link opens the recommendation', async () => {
    const origin = 'http://127.0.0.1:3457'
    listeningOn(origin)
    const res = await app.api.post<{ result: { _id: string; key: string } }>(
      '/api/public/recommendations/answer',
      { respondent: respondent({ email: 'other-port@test.example' }), answers: answers('他埠推薦的書') },
      { headers: { ...fresh(), 'x-forwarded-proto': 'https' }, origin: 'http://evil.example:8080' },
    )
    expect(res.status).toBe(200)
    await app.runQueue('mail')
    const mail = await app.smtp!.waitFor('other-port@test.example')
    const link = new URL(mail.text.match(/https?:\/\/\S+/)![0])
    expect(link.origin).toBe(origin)
    expect(link.pathname).toBe(`/recommendation/${res.body.result._id}`)
    // Following it: the page reads the recommendation with the key the link carries.
    const opened = await app.api.get<{ result: { _id: string } }>(
      `/api/public/recommendations/answer/${res.body.result._id}?key=${encodeURIComponent(link.searchParams.get('key')!)}`,
    )
    expect(opened.status).toBe(200)
  })
})
