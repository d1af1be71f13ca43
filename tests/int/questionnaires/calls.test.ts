import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { onlyFlags } from '@/access/permissions'
import type { QuestionGroup } from '@/forms/types'
import { startTestApp, type TestApp } from '../../helpers/app'

type Rec = { _id: string; title?: string; status?: string; questionGroups?: QuestionGroup[] } & Record<string, unknown>
type Page<T> = { result: { data: T[]; total: number } }
type Fail = { message: string; errors?: unknown[] }

let app: TestApp
let admin: string
let underReview: string

const DAY = 24 * 3600 * 1000
const openRound = () => [
  {
    title: '本年度',
    start: new Date(Date.now() - DAY).toISOString(),
    end: new Date(Date.now() + 365 * DAY).toISOString(),
  },
]

/** g1: a required choice whose 「不曾使用」 jumps to the end; g2 Number + required text; g3 Likert. */
const structure = (): QuestionGroup[] => [
  {
    _id: 'g1',
    title: '使用經驗',
    forward: 'Next',
    forwardGroup: null,
    questions: [
      {
        _id: 'q1',
        question: '是否使用過圖書館',
        type: 'MultipleChoices',
        isRequired: true,
        hasOtherOption: false,
        options: [
          { _id: 'yes', text: '使用過', forward: 'Next', forwardGroup: null },
          { _id: 'never', text: '不曾使用', forward: 'End', forwardGroup: null },
          { _id: 'likert', text: '只想評分', forward: 'Group', forwardGroup: 3 },
        ],
      },
    ],
  },
  {
    _id: 'g2',
    title: '使用頻率',
    forward: 'Next',
    forwardGroup: null,
    questions: [
      { _id: 'q2', question: '每月到館次數', type: 'Number', isRequired: false, hasOtherOption: false, options: [] },
      { _id: 'q3', question: '最常使用的服務', type: 'TextBox', isRequired: true, hasOtherOption: false, options: [] },
    ],
  },
  {
    _id: 'g3',
    title: '滿意度',
    forward: 'End',
    forwardGroup: null,
    questions: [
      {
        _id: 'q4',
        question: '整體滿意度',
        type: 'LikertScale',
        isRequired: true,
        hasOtherOption: false,
        options: [],
        likertRows: ['館藏'],
        likertColumns: ['不滿意', '滿意'],
      },
    ],
  },
]

const respondent = { name: '王小明', email: 'visitor@test.example' }

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

const create = async (data: Record<string, unknown>, token = admin) => {
  const res = await app.api.put<{ result: Rec }>(
    '/api/shennong/questionnaires',
    { questionGroups: structure(), rounds: openRound(), ...data },
    { token },
  )
  expect(res.status).toBe(200)
  return res.body.result
}

const countAnswers = async () =>
  (await app.payload.count({ collection: 'questionnaire-answers', overrideAccess: true })).totalDocs

beforeAll(async () => {
  app = await startTestApp()
  admin = await app.login('admin', 'Admin@12345')
  underReview = await makeUser('q-editor', [
    'questionnaires__auth',
    'questionnaires__read',
    'questionnaires__edit',
    'questionnaires__review__required',
  ])
})
afterAll(async () => app?.close())

describe('back-office questionnaire calls', () => {
  it('refuses a bad structure with place-named messages and stores nothing', async () => {
    const before = (await app.payload.count({ collection: 'questionnaires', overrideAccess: true })).totalDocs
    const groups = structure()
    groups[0]!.questions[0]!.options[0]!.text = ''
    groups[1]!.forward = 'Group'
    const res = await app.api.put<Fail>(
      '/api/shennong/questionnaires',
      { title: '壞問卷', questionGroups: groups },
      { token: admin },
    )
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('第 1 題組第 1 題第 1 個選項：選項文字為必填欄位')
    expect(res.body.errors).toHaveLength(2)
    const noTitle = await app.api.put<Fail>(
      '/api/shennong/questionnaires',
      { title: ' ', questionGroups: structure() },
      { token: admin },
    )
    expect(noTitle.status).toBe(400)
    expect(noTitle.body.message).toBe('問卷標題為必填欄位')
    const badType = structure() as unknown as { questions: { type: string }[] }[]
    badType[1]!.questions[0]!.type = 'Essay'
    const typed = await app.api.put<Fail>(
      '/api/shennong/questionnaires',
      { title: 'x', questionGroups: badType },
      { token: admin },
    )
    expect(typed.body.message).toBe('第 2 題組第 1 題：題型不正確')
    expect((await app.payload.count({ collection: 'questionnaires', overrideAccess: true })).totalDocs).toBe(before)
  })

  it('saves, reads, duplicates (Drafting, no answers) and deletes', async () => {
    const saved = await create({ title: '館藏意見調查', status: 'Published', isEnable: true, isFillable: true })
    expect(saved.status).toBe('Published')
    const read = await app.api.get<{ result: Rec }>(`/api/shennong/questionnaires/${saved._id}`, { token: admin })
    // The contract's modifiedAt and modifiedUser.name (spec doc 2 §3), on one record and in the list.
    expect(read.body.result.modifiedAt).toBe(read.body.result.updatedAt)
    expect(read.body.result.modifiedUser).toEqual({ name: expect.any(String) })
    expect((read.body.result.modifiedUser as { name: string }).name).not.toBe('')
    const listed = await app.api.get<Page<Rec>>(
      `/api/shennong/questionnaires?keyword=${encodeURIComponent('館藏意見調查')}`,
      { token: admin },
    )
    expect(listed.body.result.data[0]).toMatchObject({
      modifiedAt: expect.any(String),
      modifiedUser: { name: (read.body.result.modifiedUser as { name: string }).name },
    })
    expect(read.body.result.questionGroups).toHaveLength(3)
    const copy = await app.api.post<{ result: Rec }>(`/api/shennong/questionnaires/${saved._id}`, {}, { token: admin })
    expect(copy.status).toBe(200)
    expect(copy.body.result).toMatchObject({ title: '館藏意見調查（複製）', status: 'Drafting' })
    expect(copy.body.result.questionGroups).toEqual(read.body.result.questionGroups)
    const copyAnswers = await app.payload.count({
      collection: 'questionnaire-answers',
      where: { questionnaireId: { equals: copy.body.result._id } },
      overrideAccess: true,
    })
    expect(copyAnswers.totalDocs).toBe(0)
    // The copy is a draft: the public does not see it.
    expect((await app.api.get(`/api/public/questionnaires/${copy.body.result._id}`)).status).toBe(404)
    const removed = await app.api.delete(`/api/shennong/questionnaires/${copy.body.result._id}`, { token: admin })
    expect(removed.status).toBe(200)
    expect((await app.api.get(`/api/shennong/questionnaires/${copy.body.result._id}`, { token: admin })).status).toBe(
      404,
    )
  })

  it('deletes a questionnaire with answers only with the count confirmed, answers and all, in one go', async () => {
    const saved = await create({ title: '有填答的問卷', status: 'Published', isEnable: true, isFillable: true })
    const where = { questionnaireId: { equals: saved._id } }
    for (let index = 0; index < 100; index += 1) {
      await app.payload.create({
        collection: 'questionnaire-answers',
        overrideAccess: true,
        data: {
          questionnaireId: saved._id,
          questionGroups: [],
          respondent: { name: `填答者${index}`, email: `r${index}@example.com` },
        },
      })
    }
    const count = await app.api.get<{ result: { answers: number } }>(
      `/api/shennong/questionnaires/${saved._id}/answer-count`,
      { token: admin },
    )
    expect(count.body.result).toEqual({ answers: 100 })
    const stillThere = async () => ({
      questionnaire: (
        await app.payload.count({
          collection: 'questionnaires',
          where: { id: { equals: saved._id } },
          overrideAccess: true,
        })
      ).totalDocs,
      answers: (await app.payload.count({ collection: 'questionnaire-answers', where, overrideAccess: true }))
        .totalDocs,
    })
    // Without the count, or with a count that is no longer right: refused, named, nothing gone.
    const plain = await app.api.delete<Fail>(`/api/shennong/questionnaires/${saved._id}`, { token: admin })
    expect(plain.status).toBe(409)
    expect(plain.body.message).toContain('已有 100 份填答')
    const stale = await app.api.delete<Fail>(`/api/shennong/questionnaires/${saved._id}?withAnswers=99`, {
      token: admin,
    })
    expect(stale.status).toBe(409)
    // Payload's own REST delete is held to the same rule.
    const rest = await app.api.delete<{ errors?: { message: string }[] }>(`/api/questionnaires/${saved._id}`, {
      token: admin,
    })
    expect(rest.status).toBe(409)
    expect(JSON.stringify(rest.body)).toContain('已有 100 份填答')
    expect(await stillThere()).toEqual({ questionnaire: 1, answers: 100 })
    const unknown = await app.api.delete<Fail>(`/api/shennong/questionnaires/${saved._id}?withAnswer=100`, {
      token: admin,
    })
    expect(unknown.status).toBe(400)
    expect(unknown.body.message).toBe('不接受的欄位：withAnswer')
    // With the count the confirmation named: the questionnaire and its 100 answers go together.
    const confirmed = await app.api.delete(`/api/shennong/questionnaires/${saved._id}?withAnswers=100`, {
      token: admin,
    })
    expect(confirmed.status).toBe(200)
    expect(await stillThere()).toEqual({ questionnaire: 0, answers: 0 })
  })

  it('reads and saves the settings (the personal-data statement)', async () => {
    const put = await app.api.put<{ result: { privacyStatement: string } }>(
      '/api/shennong/questionnaire-settings',
      { privacyStatement: '本館依個資法蒐集您的資料。' },
      { token: admin },
    )
    expect(put.status).toBe(200)
    const get = await app.api.get<{ result: { privacyStatement: string } }>('/api/shennong/questionnaire-settings', {
      token: admin,
    })
    expect(get.body.result.privacyStatement).toBe('本館依個資法蒐集您的資料。')
    expect(
      (await app.api.put('/api/shennong/questionnaire-settings', { privacyStatement: 'x' }, { token: underReview }))
        .status,
    ).toBe(200)
    expect((await app.api.get('/api/shennong/questionnaire-settings')).status).toBe(401)
  })

  it('keeps the announcement page as sanitised page-builder blocks', async () => {
    const blocks = [
      { className: '', elements: [{ tagName: 'p', context: '<p>歡迎填寫<script>alert(1)</script><b>問卷</b></p>' }] },
    ]
    const put = await app.api.put(
      '/api/shennong/questionnaire-settings',
      { announcementContent: blocks },
      { token: admin },
    )
    expect(put.status).toBe(200)
    const get = await app.api.get<{ result: { announcementContent: { elements: { context: string }[] }[] } }>(
      '/api/shennong/questionnaire-settings',
      { token: admin },
    )
    const html = get.body.result.announcementContent[0]!.elements[0]!.context
    expect(html).toContain('<b>問卷</b>')
    expect(html).not.toContain('script')
  })
})

describe('review workflow', () => {
  it('an editor under review publishes through a review request; the public keeps the published version', async () => {
    const published = await create({ title: '審核前的問卷', status: 'Published', isEnable: true, isFillable: true })
    const change = await app.api.put<{ result: Rec }>(
      `/api/shennong/questionnaires/${published._id}`,
      {
        title: '審核中的新標題',
        questionGroups: structure(),
        rounds: openRound(),
        status: 'Published',
        isEnable: true,
        isFillable: true,
      },
      { token: underReview },
    )
    expect(change.status).toBe(200)
    expect(change.body.result.status).toBe('Reviewing')
    const request = await app.payload.find({
      collection: 'auth-requests',
      where: { documentId: { equals: published._id } },
      overrideAccess: true,
    })
    expect(request.docs[0]).toMatchObject({ module: 'questionnaires', status: 'Pending' })
    const pub = await app.api.get<{ result: Rec }>(`/api/public/questionnaires/${published._id}`)
    expect(pub.body.result.title).toBe('審核前的問卷')
    const list = await app.api.get<Page<Rec>>('/api/public/questionnaires?limit=100')
    expect(list.body.result.data.map((q) => q.title)).toContain('審核前的問卷')
    expect(list.body.result.data.map((q) => q.title)).not.toContain('審核中的新標題')

    const approve = await app.api.post(
      `/api/shennong/auth-requests/${request.docs[0]!.id}/Approved`,
      {},
      { token: admin },
    )
    expect(approve.status).toBe(200)
    const after = await app.api.get<{ result: Rec }>(`/api/public/questionnaires/${published._id}`)
    expect(after.body.result.title).toBe('審核中的新標題')
  })
})

describe('public questionnaires', () => {
  let fillable: Rec

  beforeAll(async () => {
    fillable = await create({ title: '公開填答問卷', status: 'Published', isEnable: true, isFillable: true })
  })

  it('lists only isEnable and Published, without staff fields', async () => {
    await create({ title: '不顯示的問卷', status: 'Published', isEnable: false, isFillable: true })
    await create({ title: '草稿問卷', isEnable: true })
    const list = await app.api.get<Page<Rec>>('/api/public/questionnaires?limit=100')
    const titles = list.body.result.data.map((q) => q.title)
    expect(titles).toContain('公開填答問卷')
    // The demo seed's questionnaire is published, listed and fillable.
    expect(titles).toContain('圖書館服務滿意度調查')
    expect(titles).not.toContain('不顯示的問卷')
    expect(titles).not.toContain('草稿問卷')
    const one = await app.api.get<{ result: Rec }>(`/api/public/questionnaires/${fillable._id}`)
    expect(one.body.result).not.toHaveProperty('status')
    expect(one.body.result).not.toHaveProperty('modifiedUser')
    expect(one.body.result).not.toHaveProperty('reviewComment')
  })

  const post = (body: Record<string, unknown>) =>
    app.api.post<Fail & { result: { _id: string } }>('/api/public/questionnaire-answers', {
      questionnaireId: fillable._id,
      respondent,
      ...body,
    })

  const refused = async (body: Record<string, unknown>, message: string) => {
    const before = await countAnswers()
    const res = await post(body)
    expect(res.status).toBe(400)
    expect(res.body.message).toBe(message)
    expect(await countAnswers()).toBe(before)
  }

  it('refuses an answer on a skipped group', () =>
    refused(
      {
        questionGroups: [
          { _id: 'g1', questions: [{ _id: 'q1', answers: ['never'] }] },
          { _id: 'g2', questions: [{ _id: 'q3', answers: ['借書'] }] },
        ],
      },
      '第 2 題組不在這次的作答路徑上，不能作答',
    ))

  it('refuses a missing required answer on the path', () =>
    refused(
      { questionGroups: [{ _id: 'g1', questions: [{ _id: 'q1', answers: ['likert'] }] }] },
      '第 3 題組第 1 題：整體滿意度為必填欄位',
    ))

  it('refuses an unknown option', () =>
    refused(
      { questionGroups: [{ _id: 'g1', questions: [{ _id: 'q1', answers: ['maybe'] }] }] },
      '第 1 題組第 1 題：選項不存在',
    ))

  it('refuses a wrong type', () =>
    refused(
      {
        questionGroups: [
          { _id: 'g1', questions: [{ _id: 'q1', answers: ['yes'] }] },
          {
            _id: 'g2',
            questions: [
              { _id: 'q2', answers: ['3'] },
              { _id: 'q3', answers: ['借書'] },
            ],
          },
          { _id: 'g3', questions: [{ _id: 'q4', answers: [1] }] },
        ],
      },
      '第 2 題組第 1 題：請輸入數字',
    ))

  it('refuses a missing or invalid respondent and a filled honeypot', async () => {
    await refused({ respondent: { name: '王小明', email: 'not-mail' }, questionGroups: [] }, '不是電子郵件格式')
    await refused({ respondent: { email: 'a@test.example' }, questionGroups: [] }, '姓名為必填欄位')
    await refused(
      {
        website: 'http://spam.example',
        questionGroups: [{ _id: 'g1', questions: [{ _id: 'q1', answers: ['never'] }] }],
      },
      '送出失敗，請重新整理頁面後再試',
    )
  })

  it('refuses 開放填寫 without any 填答期間 (it was published and never fillable)', async () => {
    const res = await app.api.put<Fail>(
      '/api/shennong/questionnaires',
      { title: '沒有期間的問卷', questionGroups: structure(), rounds: [], isFillable: true, status: 'Published' },
      { token: admin },
    )
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('開放填寫的問卷至少需要一個填答期間')
    // Not fillable, it may have no round yet.
    expect(
      (
        await app.api.put(
          '/api/shennong/questionnaires',
          { title: '尚未開放的問卷', questionGroups: structure(), rounds: [], isFillable: false },
          { token: admin },
        )
      ).status,
    ).toBe(200)
  })

  it('refuses outside every round and when not fillable', async () => {
    const past = await create({
      title: '已結束的問卷',
      status: 'Published',
      isEnable: true,
      isFillable: true,
      rounds: [
        {
          title: '去年',
          start: new Date(Date.now() - 400 * DAY).toISOString(),
          end: new Date(Date.now() - 35 * DAY).toISOString(),
        },
      ],
    })
    const closed = await create({ title: '不開放的問卷', status: 'Published', isEnable: true, isFillable: false })
    const answer = [{ _id: 'g1', questions: [{ _id: 'q1', answers: ['never'] }] }]
    await refused({ questionnaireId: past._id, questionGroups: answer }, '目前不在此問卷的填答期間內，暫不開放填寫')
    await refused({ questionnaireId: closed._id, questionGroups: answer }, '此問卷目前不開放填寫')
  })

  it('asks for consent when the statement is enabled', async () => {
    const withStatement = await create({
      title: '需同意聲明的問卷',
      status: 'Published',
      isEnable: true,
      isFillable: true,
      enabledStatement: true,
    })
    const answer = [{ _id: 'g1', questions: [{ _id: 'q1', answers: ['never'] }] }]
    await refused({ questionnaireId: withStatement._id, questionGroups: answer }, '請先閱讀並同意個人資料聲明')
    const res = await post({ questionnaireId: withStatement._id, questionGroups: answer, consent: true })
    expect(res.status).toBe(200)
  })

  it('stores an accepted answer with only the groups on the path, in the current round', async () => {
    const res = await post({
      questionGroups: [
        { _id: 'g1', questions: [{ _id: 'q1', answers: ['likert'] }] },
        {
          _id: 'g2',
          questions: [
            { _id: 'q2', answers: [] },
            { _id: 'q3', answers: [] },
          ],
        },
        { _id: 'g3', questions: [{ _id: 'q4', answers: [1] }] },
      ],
    })
    expect(res.status).toBe(200)
    const stored = await app.payload.findByID({
      collection: 'questionnaire-answers',
      id: res.body.result._id,
      overrideAccess: true,
      depth: 0,
    })
    expect(stored.questionGroups).toEqual([
      { _id: 'g1', questions: [{ _id: 'q1', answers: ['likert'] }] },
      { _id: 'g3', questions: [{ _id: 'q4', answers: [1] }] },
    ])
    const questionnaire = await app.payload.findByID({
      collection: 'questionnaires',
      id: fillable._id,
      overrideAccess: true,
      depth: 0,
    })
    expect(stored.roundId).toBe(questionnaire.rounds?.[0]?.id)
    expect(stored.respondent).toMatchObject(respondent)
  })
})
