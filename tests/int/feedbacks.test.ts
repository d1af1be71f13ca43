import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { onlyFlags } from '@/access/permissions'
import { startTestApp, type TestApp } from '../helpers/app'
import { LIBRARY_TIME_ZONE } from '@/lib/timeZone'

type Ticket = {
  _id: string
  title: string
  status: string
  rating: number | null
  isClosed: boolean
  categoryName: string
  messages: { sender: string; senderName: string; message: string; photoUrl: string }[]
}
type Created = { _id: string; key: string; link: string }

let app: TestApp
let admin: string
let reader: string
let categoryId: string
let addressCounter = 0
/** Each test its own client address, so the submission limit only trips where the test means it to. */
const fresh = () => ({ 'X-Forwarded-For': `198.51.100.${++addressCounter}` })

const makeUser = async (username: string, flags: string[]) => {
  const role = await app.payload.create({
    collection: 'roles',
    data: { name: `${username} role`, enabled: true, flags: onlyFlags(flags) },
  })
  await app.payload.create({
    collection: 'users',
    data: {
      username,
      name: username,
      email: `${username}@test.example`,
      password: 'Passw0rd!x',
      accountStatus: 'Enabled',
      roles: [role.id],
      mustChangePassword: false,
    },
    context: { passwordSetBy: 'system' },
  })
  return app.login(username, 'Passw0rd!x')
}

const body = (overrides: Record<string, unknown> = {}) => ({
  categoryId,
  title: '三樓自修室冷氣太冷',
  description: '晚上七點後溫度很低，可以調高嗎？',
  respondent: { name: '王小明', email: 'ming@test.example', phoneNumber: '02-1234-5678', jobTitle: '護理師' },
  ...overrides,
})

const create = async (overrides: Record<string, unknown> = {}) => {
  const res = await app.api.post<{ result: Created }>('/api/public/feedbacks', body(overrides), { headers: fresh() })
  expect(res.status).toBe(200)
  return res.body.result
}

const withKey = (key: string) => ({ headers: { ...fresh(), 'X-Access-Key': key } })

const count = async () => (await app.payload.count({ collection: 'feedbacks', overrideAccess: true })).totalDocs

type Received = NonNullable<typeof app.smtp>['received'][number]

/** Run the mail queue until at least `atLeast` mails to `address` (that `matching` accepts) arrived. */
const mailsTo = async (address: string, atLeast: number, matching: (mail: Received) => boolean = () => true) => {
  const found = () => app.smtp!.received.filter((m) => m.to.includes(address) && matching(m))
  for (let i = 0; i < 50; i++) {
    await app.runQueue('mail')
    if (found().length >= atLeast) return found()
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return found()
}

const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer()

const upload = async (feedbackId: string, key: string | null, file: Blob, name: string) => {
  const form = new FormData()
  form.append('file', file, name)
  return app.api.post<{ result: { photoUrl: string }; message: string }>(
    `/api/public/feedbacks/upload?feedbackId=${feedbackId}`,
    form,
    {
      headers: { ...fresh(), ...(key ? { 'X-Access-Key': key } : {}) },
    },
  )
}

beforeAll(async () => {
  app = await startTestApp({ smtp: true })
  admin = await app.login('admin', 'Admin@12345')
  reader = await makeUser('feedback-reader', ['feedbacks__auth', 'feedbacks__read'])
  const category = await app.payload.create({ collection: 'feedback-categories', data: { name: '空間設備', sort: 1 } })
  categoryId = String(category.id)
  await app.payload.updateGlobal({
    slug: 'module-notifiers',
    data: { moduleNotifiers: [{ moduleName: 'feedbacks', email: 'feedback-desk@test.example' }] },
  })
})
afterAll(async () => app?.close())

describe('the ticket secret', () => {
  let ticket: Created
  let other: Created
  beforeAll(async () => {
    ticket = await create()
    other = await create({ title: '另一張回饋單' })
  })

  it('answers the key only once and stores only its hash', async () => {
    expect(ticket.key.length).toBeGreaterThan(30)
    expect(ticket.link).toContain(`/feedback/${ticket._id}?key=`)
    const stored = await app.payload.findByID({ collection: 'feedbacks', id: ticket._id, overrideAccess: true })
    expect(stored.accessKeyHash).toMatch(/^[0-9a-f]{64}$/)
    expect(stored.accessKeyHash).not.toContain(ticket.key)
    expect(stored.status).toBe('Pending')
  })

  it("gives no key, a wrong key, another ticket's key and an unknown id the same 404", async () => {
    const answers = await Promise.all([
      app.api.get(`/api/public/feedbacks/${ticket._id}`),
      app.api.get(`/api/public/feedbacks/${ticket._id}`, withKey('wrong-key')),
      app.api.get(`/api/public/feedbacks/${ticket._id}`, withKey(other.key)),
      app.api.get(`/api/public/feedbacks/${'b'.repeat(24)}`, withKey(ticket.key)),
      app.api.get(`/api/public/feedbacks/not-an-id?key=${ticket.key}`),
    ])
    for (const res of answers) {
      expect(res.status).toBe(404)
      expect(res.body).toEqual(answers[0]!.body)
    }
    expect((answers[0]!.body as { message: string }).message).toMatch(/找不到/)
    // Writes on a ticket without its key are the same 404, and change nothing.
    const put = await app.api.put(`/api/public/feedbacks`, { _id: ticket._id, message: '插話' }, withKey(other.key))
    expect(put.status).toBe(404)
    expect((await app.api.post(`/api/public/feedbacks/close/${ticket._id}/5`, {}, { headers: fresh() })).status).toBe(
      404,
    )
    const stored = await app.payload.findByID({ collection: 'feedbacks', id: ticket._id, overrideAccess: true })
    expect(stored.messages ?? []).toHaveLength(0)
    expect(stored.status).toBe('Pending')
  })

  it('opens the ticket with its key (header or query) and never shows the hash', async () => {
    const byHeader = await app.api.get<{ result: Ticket }>(`/api/public/feedbacks/${ticket._id}`, withKey(ticket.key))
    expect(byHeader.status).toBe(200)
    expect(byHeader.body.result.title).toBe('三樓自修室冷氣太冷')
    expect(byHeader.body.result.categoryName).toBe('空間設備')
    const byQuery = await app.api.get(`/api/public/feedbacks/${ticket._id}?key=${encodeURIComponent(ticket.key)}`)
    expect(byQuery.status).toBe(200)
    const staff = await app.api.get(`/api/shennong/feedbacks/${ticket._id}`, { token: admin })
    const list = await app.api.get(`/api/shennong/feedbacks?limit=100`, { token: admin })
    for (const res of [byHeader, byQuery, staff, list]) expect(JSON.stringify(res.body)).not.toMatch(/accessKeyHash/)
  })
})

describe('refusals: a 4xx naming the field, and nothing stored', () => {
  it.each([
    ['a bad email', () => body({ respondent: { name: '王小明', email: 'not-an-email' } }), '不是電子郵件格式'],
    ['a missing title', () => body({ title: '' }), '標題為必填欄位'],
    ['a missing name', () => body({ respondent: { name: '', email: 'ming@test.example' } }), '姓名為必填欄位'],
    ['a filled honeypot', () => body({ website: 'http://spam.example' }), '送出失敗'],
    ['an unknown category', () => body({ categoryId: 'c'.repeat(24) }), '分類'],
    ['a malformed category', () => body({ categoryId: 'x' }), 'ObjectId'],
  ] as const)('refuses %s', async (_name, payload, fragment) => {
    const before = await count()
    const res = await app.api.post<{ message: string }>('/api/public/feedbacks', payload(), { headers: fresh() })
    expect(res.status).toBe(400)
    expect(res.body.message).toContain(fragment)
    expect(await count()).toBe(before)
  })

  it('refuses ratings 0, 6 and 2.5 and keeps the ticket open', async () => {
    const ticket = await create()
    for (const rating of ['0', '6', '2.5']) {
      const res = await app.api.post<{ message: string }>(
        `/api/public/feedbacks/close/${ticket._id}/${rating}`,
        {},
        withKey(ticket.key),
      )
      expect(res.status).toBe(400)
      expect(res.body.message).toBe('滿意度須為 1 到 5 的整數')
    }
    expect((await app.payload.findByID({ collection: 'feedbacks', id: ticket._id, overrideAccess: true })).status).toBe(
      'Pending',
    )
  })

  it('refuses a non-image and an oversize upload, storing no archive item', async () => {
    const ticket = await create()
    const archives = async () =>
      (
        await app.payload.count({
          collection: 'archives',
          where: { module: { equals: 'feedbacks' }, type: { equals: 'File' } },
          overrideAccess: true,
        })
      ).totalDocs
    const before = await archives()
    const text = await upload(ticket._id, ticket.key, new Blob(['just text, not a picture']), 'note.txt')
    expect(text.status).toBe(415)
    expect(text.body.message).toContain('不是圖片檔')
    const disguised = await upload(ticket._id, ticket.key, new Blob(['%PDF-1.4 not really a png']), 'photo.png')
    expect(disguised.status).toBe(415)
    const big = Buffer.concat([await png(), Buffer.alloc(6 * 1024 * 1024, 1)])
    const oversize = await upload(ticket._id, ticket.key, new Blob([new Uint8Array(big)]), 'huge.png')
    expect(oversize.status).toBe(413)
    expect(oversize.body.message).toBe('照片大小不可超過 5 MB')
    const noKey = await upload(ticket._id, null, new Blob([new Uint8Array(await png())]), 'a.png')
    expect(noKey.status).toBe(404)
    expect(await archives()).toBe(before)
  })

  it('refuses photos on a ticket where staff switched 允許上傳照片 off, and tells the page', async () => {
    const ticket = await create()
    const view = async () =>
      (
        await app.api.get<{ result: Ticket & { photosAllowed: boolean } }>(
          `/api/public/feedbacks/${ticket._id}`,
          withKey(ticket.key),
        )
      ).body.result
    expect((await view()).photosAllowed).toBe(true)
    expect(
      (await app.api.put('/api/shennong/feedbacks', { _id: ticket._id, isAllowUpdatePhoto: false }, { token: admin }))
        .status,
    ).toBe(200)
    expect((await view()).photosAllowed).toBe(false)
    const refused = await upload(ticket._id, ticket.key, new Blob([new Uint8Array(await png())]), 'a.png')
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe('此意見回饋不開放上傳照片')
  })

  it("refuses a photo URL that is not one of this ticket's uploads", async () => {
    const ticket = await create()
    const res = await app.api.put<{ message: string }>(
      '/api/public/feedbacks',
      { _id: ticket._id, message: '看圖', photoUrl: `/api/public/feedbacks/${ticket._id}/photos/${'d'.repeat(24)}` },
      withKey(ticket.key),
    )
    expect(res.status).toBe(400)
    expect(res.body.message).toContain('照片網址')
  })

  it('rate-limits ticket creation per address with a 429 in zh-TW', async () => {
    const headers = { 'X-Forwarded-For': '203.0.113.77' }
    let last = 0
    let message = ''
    for (let i = 0; i < 21; i++) {
      // Each with its own e-mail address: the limit per client address is what refuses the 21st.
      const res = await app.api.post<{ message: string }>(
        '/api/public/feedbacks',
        body({ title: `第 ${i} 張`, respondent: { name: '王小明', email: `flood${i}@test.example` } }),
        { headers },
      )
      last = res.status
      message = res.body.message
    }
    expect(last).toBe(429)
    expect(message).toMatch(/請求過於頻繁/)
  })
})

describe('the conversation, its statuses and its mails', () => {
  let ticket: Created
  const visitor = 'conversation@test.example'

  it('mails the visitor the link with the key, and the notifier recipients, on create', async () => {
    ticket = await create({ respondent: { name: '陳小姐', email: visitor } })
    const [mail] = await mailsTo(visitor, 1)
    expect(mail!.subject).toContain('已收到您的意見')
    expect(mail!.text).toContain(`/feedback/${ticket._id}?key=${ticket.key}`)
    // Earlier tickets mailed the desk too: wait for this ticket's own mail.
    const desk = await mailsTo(
      'feedback-desk@test.example',
      1,
      (m) => m.subject.includes(ticket._id) || m.text.includes(ticket._id),
    )
    expect(desk).toHaveLength(1)
    expect(desk[0]!.subject).toContain('新意見回饋')
    // The mail log keeps the visitor's mail with the key masked. The log is written once the SMTP
    // server has accepted the mail, so the mail can arrive a moment before its log row: wait for it.
    const findLogged = async () =>
      (
        await app.payload.find({
          collection: 'email-logs',
          where: { subject: { like: '已收到您的意見' } },
          limit: 100,
          overrideAccess: true,
        })
      ).docs.find((doc) => JSON.stringify(doc).includes(ticket._id))
    let logged = await findLogged()
    for (let i = 0; i < 50 && !logged; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      logged = await findLogged()
    }
    expect(logged).toBeDefined()
    expect(JSON.stringify(logged)).not.toContain(ticket.key)
    expect(logged!.text).toContain('key=******')
  })

  it('lets only feedbacks edit reply: 403 with read only', async () => {
    const res = await app.api.put(
      '/api/shennong/feedbacks/reply',
      { _id: ticket._id, message: '不應成功' },
      { token: reader },
    )
    expect(res.status).toBe(403)
    expect((await app.api.get(`/api/shennong/feedbacks/${ticket._id}`, { token: reader })).status).toBe(200)
    expect((await app.api.delete(`/api/shennong/feedbacks/${ticket._id}`, { token: reader })).status).toBe(403)
    expect((await app.api.get(`/api/shennong/feedbacks/${ticket._id}`)).status).toBe(401)
  })

  it('a staff reply appends a staff message, sets Replied and mails the visitor', async () => {
    const res = await app.api.put<{ result: { status: string } }>(
      '/api/shennong/feedbacks/reply',
      { _id: ticket._id, message: '已請工務調高溫度。' },
      { token: admin },
    )
    expect(res.status).toBe(200)
    expect(res.body.result.status).toBe('Replied')
    const mails = await mailsTo(visitor, 2)
    expect(mails[1]!.subject).toContain('館員已回覆')
    expect(mails[1]!.text).toContain('已請工務調高溫度。')
    // The reply mail links back to the ticket (with the same key as the first mail).
    expect(mails[1]!.text).toContain(`/feedback/${ticket._id}?key=${ticket.key}`)
    const view = await app.api.get<{ result: Ticket }>(`/api/public/feedbacks/${ticket._id}`, withKey(ticket.key))
    expect(view.body.result.messages.at(-1)).toMatchObject({ sender: 'staff', message: '已請工務調高溫度。' })
  })

  it('two quick replies mail the visitor twice, each mail with its own reply', async () => {
    const quick = await create({ respondent: { name: '快回覆', email: 'quick-replies@test.example' } })
    await mailsTo('quick-replies@test.example', 1)
    // Both replies are stored before the mail queue runs.
    for (const message of ['第一則回覆：已轉交總務。', '第二則回覆：明日維修。']) {
      expect(
        (await app.api.put('/api/shennong/feedbacks/reply', { _id: quick._id, message }, { token: admin })).status,
      ).toBe(200)
    }
    const replies = (await mailsTo('quick-replies@test.example', 3)).filter((m) => m.subject.includes('館員已回覆'))
    expect(replies).toHaveLength(2)
    expect(
      replies.map((m) => (m.text.includes('第一則回覆') ? 1 : 0) + (m.text.includes('第二則回覆') ? 2 : 0)).sort(),
    ).toEqual([1, 2])
  })

  it('the visitor answers with a photo: Responded, the photo served only to the key holder and staff, the desk mailed', async () => {
    const up = await upload(ticket._id, ticket.key, new Blob([new Uint8Array(await png())]), '冷氣出風口.png')
    expect(up.status).toBe(200)
    const photoUrl = up.body.result.photoUrl
    expect(photoUrl).toMatch(new RegExp(`^/api/public/feedbacks/${ticket._id}/photos/[0-9a-f]{24}$`))
    const res = await app.api.put<{ result: Ticket }>(
      '/api/public/feedbacks',
      { _id: ticket._id, message: '謝謝，附上照片', photoUrl },
      withKey(ticket.key),
    )
    expect(res.status).toBe(200)
    expect(res.body.result.status).toBe('Responded')
    expect(res.body.result.messages.at(-1)).toMatchObject({ sender: 'client', senderName: '陳小姐', photoUrl })

    const image = await app.api.get<string>(`${photoUrl}?key=${encodeURIComponent(ticket.key)}`)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/png')
    expect((await app.api.get(photoUrl)).status).toBe(404)
    expect((await app.api.get(photoUrl, { token: reader })).status).toBe(200)
    const archiveId = photoUrl.split('/').at(-1)!
    const item = await app.payload.findByID({ collection: 'archives', id: archiveId, overrideAccess: true })
    expect(item.effectiveAuth).toBe('Internal')

    const desk = await mailsTo(
      'feedback-desk@test.example',
      1,
      (m) => m.subject.includes('讀者回覆') && m.text.includes('謝謝，附上照片'),
    )
    expect(desk).toHaveLength(1)
  })

  it('closes with a rating, then refuses every write with 409', async () => {
    const res = await app.api.post<{ result: Ticket }>(
      `/api/public/feedbacks/close/${ticket._id}/4`,
      {},
      withKey(ticket.key),
    )
    expect(res.status).toBe(200)
    expect(res.body.result).toMatchObject({ status: 'Closed', rating: 4, isClosed: true })
    const stored = await app.payload.findByID({ collection: 'feedbacks', id: ticket._id, overrideAccess: true })
    expect(stored.status).toBe('Closed')
    expect(stored.rating).toBe(4)
    const refusals = await Promise.all([
      app.api.put<{ message: string }>(
        '/api/public/feedbacks',
        { _id: ticket._id, message: '還有一件事' },
        withKey(ticket.key),
      ),
      app.api.post<{ message: string }>(`/api/public/feedbacks/close/${ticket._id}/5`, {}, withKey(ticket.key)),
      upload(ticket._id, ticket.key, new Blob([new Uint8Array(await png())]), 'late.png'),
      app.api.put<{ message: string }>(
        '/api/shennong/feedbacks/reply',
        { _id: ticket._id, message: '補充' },
        { token: admin },
      ),
    ])
    for (const refusal of refusals) {
      expect(refusal.status).toBe(409)
      expect(refusal.body.message).toBe('此意見回饋已結案，無法再新增訊息')
    }
    const after = await app.payload.findByID({ collection: 'feedbacks', id: ticket._id, overrideAccess: true })
    expect(after.messages).toHaveLength(2)
    expect(after.rating).toBe(4)
  })
})

describe("a ticket staff open on a visitor's behalf", () => {
  it('gets a key and mails the visitor its private link, which opens the ticket', async () => {
    const made = await app.api.post<{ doc: { id: string } }>(
      '/api/feedbacks',
      {
        title: '電話反映：影印機卡紙',
        description: '讀者來電反映三樓影印機卡紙。',
        respondent: { name: '電話讀者', email: 'phoned-in@test.example' },
      },
      { token: admin },
    )
    expect(made.status).toBe(201)
    const id = made.body.doc.id
    const [mail] = await mailsTo('phoned-in@test.example', 1)
    expect(mail!.subject).toContain('電話反映：影印機卡紙')
    const link = new URL(mail!.text.match(/https?:\/\/\S+\/feedback\/\S+/)![0])
    expect(link.pathname).toBe(`/feedback/${id}`)
    const key = link.searchParams.get('key')!
    const view = await app.api.get<{ result: Ticket }>(`/api/public/feedbacks/${id}`, withKey(key))
    expect(view.status).toBe(200)
    expect(view.body.result.title).toBe('電話反映：影印機卡紙')
  })
})

describe("Payload's generic paths are no back door", () => {
  it("REST cannot write the conversation, the rating or the visitor's data; title and category stay editable", async () => {
    const ticket = await create({ respondent: { name: '後門', email: 'backdoor-feedback@test.example' } })
    const forged = await app.api.patch<unknown>(
      `/api/feedbacks/${ticket._id}`,
      {
        messages: [
          {
            sender: 'client',
            senderName: '後門',
            message: '假冒的讀者訊息',
            photoUrl: '',
            date: new Date().toISOString(),
          },
        ],
      },
      { token: admin },
    )
    expect(forged.status).toBe(403)
    expect(JSON.stringify(forged.body)).toContain('意見回饋的對話與讀者資料只能透過')
    for (const data of [{ rating: 1 }, { respondent: { name: '後門', email: 'attacker@test.example' } }]) {
      expect((await app.api.patch(`/api/feedbacks/${ticket._id}`, data, { token: admin })).status).toBe(403)
    }
    const stored = await app.payload.findByID({ collection: 'feedbacks', id: ticket._id, overrideAccess: true })
    expect(stored.messages ?? []).toHaveLength(0)
    expect(stored.respondent.email).toBe('backdoor-feedback@test.example')
    expect(
      (await app.api.patch(`/api/feedbacks/${ticket._id}`, { title: '改過的標題' }, { token: admin })).status,
    ).toBe(200)
  })
})

describe('the back office', () => {
  it('filters by status, category, date and searches title, description and respondent', async () => {
    const other = await app.payload.create({ collection: 'feedback-categories', data: { name: '館藏資源', sort: 2 } })
    const a = await create({
      title: '期刊缺刊',
      categoryId: String(other.id),
      respondent: { name: '林醫師', email: 'lin@test.example' },
    })
    await app.api.put('/api/shennong/feedbacks/reply', { _id: a._id, message: '已補齊' }, { token: admin })
    const ids = async (query: string) =>
      (
        await app.api.get<{ result: { data: { _id: string }[] } }>(`/api/shennong/feedbacks?limit=100&${query}`, {
          token: reader,
        })
      ).body.result.data.map((d) => d._id)
    expect(await ids(`categoryId=${other.id}`)).toEqual([a._id])
    expect(await ids(`categoryId=${other.id}&status=Pending`)).toEqual([])
    expect(await ids(`categoryId=${other.id}&status=Replied`)).toEqual([a._id])
    expect(await ids('keyword=林醫師')).toEqual([a._id])
    expect(await ids('keyword=期刊')).toEqual([a._id])
    // Days are the library's days (LIBRARY_TIME_ZONE), not UTC ones.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: LIBRARY_TIME_ZONE }).format(new Date())
    expect(await ids(`categoryId=${other.id}&from=${today}&to=${today}`)).toEqual([a._id])
    expect(await ids(`categoryId=${other.id}&to=2000-01-01`)).toEqual([])
    const bad = await app.api.get<{ message: string }>('/api/shennong/feedbacks?status=Lost', { token: reader })
    expect(bad.status).toBe(400)
    // Not a calendar day: a 400 in zh-TW, never a RangeError further in (a 500).
    for (const query of ['from=1', 'to=0', 'from=0001-01-01', 'from=12345', 'to=2026-02-30', 'from=2026-1-1']) {
      const res = await app.api.get<{ message: string }>(`/api/shennong/feedbacks?${query}`, { token: reader })
      expect([res.status, res.body.message], query).toEqual([400, '日期格式不正確'])
    }
  })

  it('edits category, title and status with feedbacks edit; refuses a bad status and unknown fields', async () => {
    const t = await create()
    const res = await app.api.put<{ result: { title: string; status: string } }>(
      '/api/shennong/feedbacks',
      { _id: t._id, title: '冷氣（已處理）', status: 'Replied' },
      { token: admin },
    )
    expect(res.status).toBe(200)
    expect(res.body.result).toMatchObject({ title: '冷氣（已處理）', status: 'Replied' })
    expect(
      (await app.api.put('/api/shennong/feedbacks', { _id: t._id, status: 'Lost' }, { token: admin })).status,
    ).toBe(400)
    expect(
      (await app.api.put('/api/shennong/feedbacks', { _id: t._id, accessKeyHash: 'x' }, { token: admin })).status,
    ).toBe(400)
    expect((await app.api.put('/api/shennong/feedbacks', { _id: t._id, title: 'x' }, { token: reader })).status).toBe(
      403,
    )
  })

  it('deletes a ticket with feedbacks edit', async () => {
    const t = await create()
    expect((await app.api.delete(`/api/shennong/feedbacks/${t._id}`, { token: admin })).status).toBe(200)
    expect((await app.api.get(`/api/public/feedbacks/${t._id}`, withKey(t.key))).status).toBe(404)
  })

  it('manages categories like the FAQ categories, and lists them publicly', async () => {
    const res = await app.api.put<{ result: { _id: string } }>(
      '/api/shennong/feedback-categories',
      { name: '其他', sort: 9 },
      { token: admin },
    )
    expect(res.status).toBe(200)
    expect((await app.api.put('/api/shennong/feedback-categories', { name: '不行' }, { token: reader })).status).toBe(
      403,
    )
    const pub = await app.api.get<{ result: { _id: string; name: string }[] }>('/api/public/feedback-categories')
    expect(pub.body.result.map((c) => c.name)).toContain('其他')
  })
})
