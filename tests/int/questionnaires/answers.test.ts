import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ALL_FLAGS } from '@/access/catalog'
import { onlyFlags } from '@/access/permissions'
import { restHandlers } from '@/endpoints/restHandlers'
import type { QuestionStatistic } from '@/modules/questionnaires/answers'
import type { AnswerDetail, AnswerList, StatisticsResult } from '@/modules/questionnaires/answers/service'
import { startTestApp, type TestApp } from '../../helpers/app'
import { GROUPS, RESPONSES } from '../../unit/questionnaires/stats.fixture'

/**
 * The staff's answer calls over HTTP (spec doc 2 §7 "Questionnaires"): the list (pagination,
 * round filter, search), one answer, the statistics on a hand-counted answer set, the .xlsx
 * export read back with exceljs, and the refusals (401/403 without the read flag, 404, 400).
 */

/** An answer: `T` is what `result` holds, as the test names it (`unknown` when it does not read it). */
type Body<T = unknown> = { result: T; message: string }

let app: TestApp
let admin: string
let editor: string
let questionnaireId: string
let otherQuestionnaireId: string
let rounds: { id: string; title: string }[]
const answerIds: string[] = []

const A = '/api/shennong'
const NO_ID = '0123456789abcdef01234567'
const get = <T = unknown>(path: string, token = admin) => app.api.get<Body<T>>(`${A}${path}`, { token })

const seed = async () => {
  const context = { seed: true, passwordSetBy: 'system' }
  const superAdmin = await app.payload.create({
    collection: 'roles',
    data: { name: '超級管理員', enabled: true, isSuperAdmin: true },
    context,
  })
  const newsEditor = await app.payload.create({
    collection: 'roles',
    data: {
      name: '最新消息編輯',
      enabled: true,
      flags: onlyFlags(ALL_FLAGS.filter((flag) => flag.startsWith('news__'))),
    },
    context,
  })
  for (const account of [
    {
      username: 'admin',
      password: 'Admin@12345',
      name: '系統管理員',
      email: 'admin@library.example',
      roles: [superAdmin.id],
    },
    {
      username: 'editor',
      password: 'Editor@12345',
      name: '消息編輯',
      email: 'editor@library.example',
      roles: [newsEditor.id],
    },
  ]) {
    await app.payload.create({
      collection: 'users',
      data: { ...account, accountStatus: 'Enabled', mustChangePassword: false },
      context,
    })
  }
  const questionnaire = await app.payload.create({
    collection: 'questionnaires',
    overrideAccess: true,
    data: {
      title: '讀者滿意度調查',
      status: 'Published',
      rounds: [
        { title: '上半年', start: '2026-01-01T00:00:00.000Z', end: '2026-06-30T00:00:00.000Z' },
        { title: '下半年', start: '2026-07-01T00:00:00.000Z', end: '2026-12-31T00:00:00.000Z' },
      ],
      questionGroups: GROUPS,
    },
  })
  questionnaireId = String(questionnaire.id)
  rounds = (questionnaire.rounds ?? []).map((round) => ({ id: String(round.id), title: String(round.title) }))
  const other = await app.payload.create({
    collection: 'questionnaires',
    overrideAccess: true,
    data: { title: '另一份問卷', status: 'Published', questionGroups: GROUPS },
  })
  otherQuestionnaireId = String(other.id)
  const people = [
    { name: '王小明', email: 'wang@example.com' },
    { name: '李大華', email: 'lee@example.com', primaryDepartment: '內科部' },
    { name: '陳美玲', email: 'chen@example.com' },
    { name: '林志強', email: 'lin@example.com' },
  ]
  // Responses 1-3 in the first round, 4 in the second; one answer to another questionnaire.
  for (const [index, questionGroups] of RESPONSES.entries()) {
    const doc = await app.payload.create({
      collection: 'questionnaire-answers',
      overrideAccess: true,
      data: {
        questionnaireId,
        roundId: index < 3 ? rounds[0]!.id : rounds[1]!.id,
        questionGroups,
        respondent: people[index]!,
      },
    })
    answerIds.push(String(doc.id))
  }
  await app.payload.create({
    collection: 'questionnaire-answers',
    overrideAccess: true,
    data: {
      questionnaireId: otherQuestionnaireId,
      questionGroups: RESPONSES[0],
      respondent: { name: '旁人', email: 'x@example.com' },
    },
  })
}

beforeAll(async () => {
  app = await startTestApp({ seed: false })
  await seed()
  admin = await app.login('admin', 'Admin@12345')
  editor = await app.login('editor', 'Editor@12345')
})
afterAll(async () => app?.close())

describe('permissions and refusals', () => {
  const calls = () => [
    `/questionnaire-answer-list/${questionnaireId}`,
    `/questionnaire-answer-detail/${answerIds[0]}`,
    `/questionnaire-statistics/${questionnaireId}`,
    `/questionnaire-answer-export/${questionnaireId}`,
  ]

  it('401 without a token, 403 without questionnaires.read', async () => {
    for (const path of calls()) {
      expect((await app.api.get<Body>(`${A}${path}`)).status).toBe(401)
      const refused = await get(path, editor)
      expect(refused.status).toBe(403)
      expect(refused.body.message).toMatch(/[\u4e00-\u9fff]/)
    }
  })

  it('404 with a zh-TW message for an unknown questionnaire or answer', async () => {
    for (const path of ['/questionnaire-answer-list/', '/questionnaire-statistics/', '/questionnaire-answer-export/']) {
      const res = await get(`${path}${NO_ID}`)
      expect(res.status).toBe(404)
      expect(res.body.message).toBe('找不到此問卷')
    }
    const res = await get(`/questionnaire-answer-detail/${NO_ID}`)
    expect(res.status).toBe(404)
    expect(res.body.message).toBe('找不到此填答')
  })

  it('400 for a round the questionnaire does not have, a malformed id and a bad page size', async () => {
    for (const path of ['/questionnaire-answer-list/', '/questionnaire-statistics/', '/questionnaire-answer-export/']) {
      const res = await get(`${path}${questionnaireId}?roundId=nope`)
      expect(res.status).toBe(400)
      expect(res.body.message).toBe('填答期間不存在')
    }
    expect((await get('/questionnaire-statistics/not-an-id')).status).toBe(400)
    const limit = await get(`/questionnaire-answer-list/${questionnaireId}?limit=0`)
    expect(limit.status).toBe(400)
    expect(limit.body.message).toMatch(/[\u4e00-\u9fff]/)
  })
})

describe('GET questionnaire-answer-list/{id}', () => {
  it('pages the answers of this questionnaire only, newest first', async () => {
    const first = await get<AnswerList>(`/questionnaire-answer-list/${questionnaireId}?page=1&limit=3`)
    expect(first.status).toBe(200)
    // The contract's list shape (DESIGN.md §4), like every other list.
    expect(Object.keys(first.body.result).sort()).toEqual(['data', 'limit', 'page', 'total'])
    expect(first.body.result).toMatchObject({ total: 4, page: 1, limit: 3 })
    expect(first.body.result.data.map((d) => d.respondent.name)).toEqual(['林志強', '陳美玲', '李大華'])
    const second = await get<AnswerList>(`/questionnaire-answer-list/${questionnaireId}?page=2&limit=3`)
    expect(second.body.result.data.map((d) => d.respondent.name)).toEqual(['王小明'])
    expect(second.body.result.data[0]).toMatchObject({
      id: answerIds[0],
      roundId: rounds[0]!.id,
      roundTitle: '上半年',
      respondent: { email: 'wang@example.com' },
    })
  })

  it('gives every answer at once for the download-all page size (Number.MAX_SAFE_INTEGER)', async () => {
    const all = await get<AnswerList>(`/questionnaire-answer-list/${questionnaireId}?limit=${Number.MAX_SAFE_INTEGER}`)
    expect(all.status).toBe(200)
    expect(all.body.result).toMatchObject({ total: 4, page: 1, limit: Number.MAX_SAFE_INTEGER })
    expect(all.body.result.data).toHaveLength(4)
  })

  it('filters by round', async () => {
    const res = await get<AnswerList>(`/questionnaire-answer-list/${questionnaireId}?roundId=${rounds[1]!.id}`)
    expect(res.body.result.total).toBe(1)
    expect(res.body.result.data[0].respondent.name).toBe('林志強')
  })

  it('searches the respondent name and email and the text answers (other texts included)', async () => {
    const byName = await get<AnswerList>(
      `/questionnaire-answer-list/${questionnaireId}?search=${encodeURIComponent('李大')}`,
    )
    expect(byName.body.result.data.map((d) => d.id)).toEqual([answerIds[1]])
    const byEmail = await get<AnswerList>(`/questionnaire-answer-list/${questionnaireId}?search=CHEN%40`)
    expect(byEmail.body.result.data.map((d) => d.id)).toEqual([answerIds[2]])
    const byOther = await get<AnswerList>(
      `/questionnaire-answer-list/${questionnaireId}?search=${encodeURIComponent('朋友')}`,
    )
    expect(byOther.body.result.data.map((d) => d.id)).toEqual([answerIds[1]])
    const byText = await get<AnswerList>(
      `/questionnaire-answer-list/${questionnaireId}?search=${encodeURIComponent('很好')}&roundId=${rounds[0]!.id}`,
    )
    expect(byText.body.result).toMatchObject({ total: 1, data: [{ id: answerIds[0] }] })
    const none = await get<AnswerList>(
      `/questionnaire-answer-list/${questionnaireId}?search=${encodeURIComponent('很好')}&roundId=${rounds[1]!.id}`,
    )
    expect(none.body.result).toMatchObject({ total: 0, data: [] })
  })
})

describe("Payload's generic paths are no back door", () => {
  it("REST cannot change a visitor's answer", async () => {
    const res = await app.api.patch<unknown>(
      `/api/questionnaire-answers/${answerIds[0]}`,
      { respondent: { name: '冒名', email: 'fake@example.com' } },
      { token: admin },
    )
    expect(res.status).toBe(403)
    expect(JSON.stringify(res.body)).toContain('問卷填答是讀者送出的內容，只能由讀者填寫建立，無法新增或修改')
    const stored = await app.payload.findByID({
      collection: 'questionnaire-answers',
      id: answerIds[0]!,
      overrideAccess: true,
    })
    expect(stored.respondent?.name).toBe('王小明')
  })
})

describe('GET questionnaire-answer-detail/{id}', () => {
  it('puts the question texts beside the answers, option ids as texts, the other text, Likert rows with their column', async () => {
    const res = await get<AnswerDetail>(`/questionnaire-answer-detail/${answerIds[1]}`)
    expect(res.status).toBe(200)
    const { result } = res.body
    expect(result).toMatchObject({
      questionnaireId,
      questionnaireTitle: '讀者滿意度調查',
      roundTitle: '上半年',
      respondent: { name: '李大華', primaryDepartment: '內科部' },
    })
    const [g1, g2] = result.groups
    expect(g1.title).toBe('服務')
    expect(g1.questions[0]).toMatchObject({ question: '如何得知', answers: [], other: '朋友介紹' })
    expect(g1.questions[1]).toMatchObject({ question: '常用服務', answers: ['期刊'], other: '自填' })
    expect(g1.questions[2]).toMatchObject({ question: '是否推薦', answers: ['否'] })
    expect(g1.questions[3].likert).toEqual([
      { row: '服務', column: '滿意' },
      { row: '環境', column: null },
    ])
    expect(g2.questions[0]).toMatchObject({ question: '每月到館次數', answers: ['20'] })
  })
})

describe('GET questionnaire-statistics/{id}', () => {
  const stat = (result: StatisticsResult, id: string): QuestionStatistic | undefined =>
    result.questions.find((q) => q.questionId === id)

  it('gives the hand-counted figures over every round', async () => {
    const res = await get<StatisticsResult>(`/questionnaire-statistics/${questionnaireId}`)
    expect(res.status).toBe(200)
    const { result } = res.body
    expect(result).toMatchObject({ respondents: 4, title: '讀者滿意度調查', roundId: null })
    expect(stat(result, 'q1')).toMatchObject({
      answered: 3,
      options: [{ count: 2, percent: 66.7 }, { count: 0 }, { count: 0 }],
      other: { count: 1, percent: 33.3, texts: { items: ['朋友介紹'] } },
    })
    expect(stat(result, 'q4')).toMatchObject({
      rows: [
        { row: '服務', answered: 3, counts: [1, 0, 2], percents: [33.3, 0, 66.7] },
        { row: '環境', answered: 2, counts: [0, 1, 1], percents: [0, 50, 50] },
      ],
    })
    expect(stat(result, 'q5')).toMatchObject({ n: 4, mean: 10, median: 8.5, min: 3, max: 20 })
    expect(stat(result, 'q6')).toMatchObject({ texts: { items: ['很好', '普通'], total: 2 } })
  })

  it('per round', async () => {
    const res = await get<StatisticsResult>(`/questionnaire-statistics/${questionnaireId}?roundId=${rounds[1]!.id}`)
    expect(res.body.result).toMatchObject({ respondents: 1, roundId: rounds[1]!.id })
    expect(stat(res.body.result, 'q5')).toMatchObject({ n: 1, mean: 7, median: 7, min: 7, max: 7 })
    expect(stat(res.body.result, 'q2')).toMatchObject({
      answered: 1,
      options: [{ count: 0 }, { count: 0 }, { count: 1, percent: 100 }],
    })
  })
})

describe('GET questionnaire-answer-export/{id}', () => {
  /** The export as bytes: through the same handlers as every other call, without decoding the body as text. */
  const download = async (query = '') => {
    const rest = restHandlers(app.payload.config)
    const url = new URL(`${A}/questionnaire-answer-export/${questionnaireId}${query}`, 'http://localhost:3000')
    const slug = url.pathname.replace(/^\/api\//, '').split('/')
    const response = await rest.GET(new Request(url, { headers: { Authorization: `Bearer ${admin}` } }), {
      params: Promise.resolve({ slug }),
    })
    const workbook = new ExcelJS.Workbook()
    const bytes = await response.arrayBuffer()
    if (response.status === 200) await workbook.xlsx.load(bytes)
    return { response, sheet: workbook.worksheets[0] }
  }

  it('streams one row per response with the header row, option texts, a Likert row column and the other column', async () => {
    const { response, sheet } = await download()
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    )
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('讀者滿意度調查-填答.xlsx')}`,
    )
    if (!sheet) throw new Error('no sheet')
    expect(sheet.actualRowCount).toBe(5)
    const header = (sheet.getRow(1).values as unknown[]).slice(1)
    expect(header.slice(0, 3)).toEqual(['填答時間', '填答期間', '姓名'])
    const col = (title: string) => header.indexOf(title) + 1
    expect(col('1-4 滿意度：服務')).toBeGreaterThan(0)
    expect(col('1-1 如何得知（其他）')).toBeGreaterThan(0)
    // Rows in submission order: 王小明, 李大華, 陳美玲, 林志強.
    const row = (n: number) => sheet.getRow(n + 1)
    expect(row(1).getCell(col('姓名')).value).toBe('王小明')
    expect(row(1).getCell(col('填答時間')).value).toMatch(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/)
    expect(row(2).getCell(col('填答期間')).value).toBe('上半年')
    expect(row(2).getCell(col('1-1 如何得知（其他）')).value).toBe('朋友介紹')
    expect(row(2).getCell(col('1-4 滿意度：服務')).value).toBe('滿意')
    expect(row(3).getCell(col('1-4 滿意度：服務')).value).toBe('不滿意')
    expect(row(3).getCell(col('1-4 滿意度：環境')).value).toBe('滿意')
    expect(row(1).getCell(col('1-2 常用服務')).value).toBe('借書、期刊')
    expect(row(4).getCell(col('2-1 每月到館次數')).value).toBe(7)
    expect(row(4).getCell(col('填答期間')).value).toBe('下半年')
  })

  it('one round only', async () => {
    const { response, sheet } = await download(`?roundId=${rounds[1]!.id}`)
    expect(response.status).toBe(200)
    expect(sheet?.actualRowCount).toBe(2)
    expect(response.headers.get('content-disposition')).toContain(encodeURIComponent('讀者滿意度調查-下半年-填答.xlsx'))
  })
})
