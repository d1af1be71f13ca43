import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { FLAGS } from '@/access'
import { onlyFlags } from '@/access/permissions'
import { listManualRows, manualTable } from '@/modules/statistics'
import { startTestApp, type TestApp } from '../../helpers/app'

/**
 * Issue 14 §2 "Manual reports": settings, month sets, the writers' values of the three field
 * kinds, the month lock, the sums and the export, through the real route handlers on SQLite and
 * PostgreSQL (TEST_DB).
 */

type Envelope<T> = { result: T; message?: string }
type Field = {
  _id: string
  name: string
  type: string
  items: { _id: string; name: string }[]
  writeUsers: { id: string; name: string }[]
}
type Setting = {
  _id: string
  name: string
  basedLatestValue: boolean
  fields: Field[]
  writeUsers: { id: string; name: string }[]
  status: string
}
type SetView = { _id: string; month: string; locked: boolean; year: number }
type Table = {
  title: string
  columns: { key: string; label: string }[]
  rows: { key: string; label: string; values: (number | null)[]; total: number | null }[]
}

const API = '/api/shennong/statistics'
const YEAR = 2031

let app: TestApp
let admin: string
let readOnly: string
let writerA: string
let writerB: string
let outsider: string
let writerAId: string
let writerBId: string
let setting: Setting
let sets: SetView[]

const user = async (username: string, roles: string[] = []): Promise<string> =>
  String(
    (
      await app.payload.create({
        collection: 'users',
        data: {
          username,
          name: `${username} 姓名`,
          email: `${username}@test.example`,
          password: 'Passw0rd!x',
          accountStatus: 'Enabled',
          roles,
          mustChangePassword: false,
        },
        context: { passwordSetBy: 'system' },
      })
    ).id,
  )

const put = <T>(path: string, body: unknown, token: string) =>
  app.api.put<Envelope<T>>(`${API}/${path}`, body, { token })
const get = <T>(path: string, token: string) => app.api.get<Envelope<T>>(`${API}/${path}`, { token })

const field = (name: string) => setting.fields.find((candidate) => candidate.name === name)!
const setOf = (month: number) => sets.find((set) => set.month === `${YEAR}-${String(month).padStart(2, '0')}`)!

beforeAll(async () => {
  app = await startTestApp()
  admin = await app.login('admin', 'Admin@12345')
  const role = await app.payload.create({
    collection: 'roles',
    data: { name: 'stats reader', enabled: true, flags: onlyFlags([FLAGS.statistics.auth, FLAGS.statistics.read]) },
  })
  await user('statsreader', [String(role.id)])
  readOnly = await app.login('statsreader', 'Passw0rd!x')
  writerAId = await user('writera')
  writerBId = await user('writerb')
  await user('outsider')
  writerA = await app.login('writera', 'Passw0rd!x')
  writerB = await app.login('writerb', 'Passw0rd!x')
  outsider = await app.login('outsider', 'Passw0rd!x')
})
afterAll(async () => app?.close())

describe('settings', () => {
  it('refuses bad input with a 400 naming the field', async () => {
    const cases: [unknown, string][] = [
      [{ name: '', fields: [] }, '報表名稱為必填欄位'],
      [{ name: 'X', fields: [{ name: '', type: 'normal', items: [] }] }, '欄位名稱為必填欄位'],
      [{ name: 'X', fields: [{ name: 'F', type: 'Normal', items: [] }] }, '欄位類型須為一般填報、多人填報或明細欄位'],
      [{ name: 'X', fields: [{ name: 'F', type: 'normal', items: [{ name: ' ' }] }] }, '項目名稱為必填欄位'],
      [{ name: 'X', writeUsers: ['aaaaaaaaaaaaaaaaaaaaaaaa'] }, '填報人員須為已存在的使用者'],
      [
        { name: 'X', fields: [{ name: 'F', type: 'multiple', items: [], writeUsers: ['bbbbbbbbbbbbbbbbbbbbbbbb'] }] },
        '填報人員須為已存在的使用者',
      ],
    ]
    for (const [body, message] of cases) {
      const response = await put<Setting>('manual-report-settings', body, admin)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(response.body.message).toBe(message)
    }
    expect((await app.payload.count({ collection: 'manual-report-settings', overrideAccess: true })).totalDocs).toBe(0)
  })

  it('saves a setting with the three field kinds, ids given to fields and items, writers by id or { id, name }', async () => {
    const response = await put<Setting>(
      'manual-report-settings',
      {
        name: '參考服務統計',
        writeUsers: [{ id: writerAId, name: 'ignored' }],
        fields: [
          { name: '參考諮詢', type: 'normal', items: [{ name: '櫃台' }, { name: '電話' }] },
          { name: '館際合作', type: 'multiple', items: [{ name: '申請件數' }], writeUsers: [writerBId] },
          { name: '利用指導', type: 'detail', items: [{ name: '場次人數' }] },
        ],
      },
      admin,
    )
    expect(response.status).toBe(200)
    setting = response.body.result
    expect(setting.basedLatestValue).toBe(false)
    expect(setting.status).toBe('Enabled')
    expect(setting.writeUsers).toEqual([{ id: writerAId, name: 'writera 姓名' }])
    expect(setting.fields.map((f) => f.type)).toEqual(['normal', 'multiple', 'detail'])
    expect(
      setting.fields.every(
        (f) => /^[0-9a-f]{24}$/.test(f._id) && f.items.every((item) => /^[0-9a-f]{24}$/.test(item._id)),
      ),
    ).toBe(true)
    expect(field('館際合作').writeUsers[0]?.id).toBe(writerBId)

    // An update keeps the ids it is given.
    const again = await put<Setting>('manual-report-settings', { ...setting, writeUsers: [writerAId] }, admin)
    expect(again.status).toBe(200)
    expect(again.body.result.fields.map((f) => f._id)).toEqual(setting.fields.map((f) => f._id))

    const list = await get<{ data: Setting[]; total: number }>('manual-report-settings', readOnly)
    expect(list.status).toBe(200)
    expect(list.body.result.total).toBe(1)
    const detail = await get<Setting>(`manual-report-settings/detail/${setting._id}`, readOnly)
    expect(detail.body.result.name).toBe('參考服務統計')
    expect((await get(`manual-report-settings/detail/${'c'.repeat(24)}`, admin)).status).toBe(404)
  })

  it('guards the staff calls with the statistics flags', async () => {
    expect((await app.api.get(`${API}/manual-report-settings`)).status).toBe(401)
    expect((await get('manual-report-settings', writerA)).status).toBe(403)
    expect((await put('manual-report-settings', { name: 'Y' }, readOnly)).status).toBe(403)
    expect(
      (await app.api.post(`${API}/init-manual-sets`, { id: setting._id, year: YEAR }, { token: readOnly })).status,
    ).toBe(403)
  })

  it('creates the twelve month sets of a year, once', async () => {
    const first = await app.api.post<Envelope<SetView[]>>(
      `${API}/init-manual-sets`,
      { id: setting._id, year: YEAR },
      { token: admin },
    )
    expect(first.status).toBe(201)
    expect(first.body.result.map((set) => set.month)).toEqual(
      Array.from({ length: 12 }, (_, i) => `${YEAR}-${String(i + 1).padStart(2, '0')}`),
    )
    const second = await app.api.post<Envelope<SetView[]>>(
      `${API}/init-manual-sets`,
      { id: setting._id, year: YEAR },
      { token: admin },
    )
    expect(second.body.result.map((set) => set._id)).toEqual(first.body.result.map((set) => set._id))
    expect((await app.payload.count({ collection: 'manual-report-sets', overrideAccess: true })).totalDocs).toBe(12)
    expect(
      (await app.api.post(`${API}/init-manual-sets`, { id: setting._id, year: '2031' }, { token: admin })).status,
    ).toBe(400)
    sets = (await get<SetView[]>(`manual-report-sets/${setting._id}?year=${YEAR}`, readOnly)).body.result
    expect(sets).toHaveLength(12)
    const detail = await get<SetView & { settingName: string }>(`manual-report-sets/detail/${setOf(3)._id}`, readOnly)
    expect(detail.body.result).toMatchObject({ month: `${YEAR}-03`, locked: false, settingName: '參考服務統計' })
  })
})

describe('writing values', () => {
  it('lets a writer write only the fields they are assigned to', async () => {
    const normal = field('參考諮詢')
    const multiple = field('館際合作')
    // writerA is a setting writer: every field. writerB writes only 館際合作.
    const ok = await put(
      `manual-report-items/${setOf(1)._id}`,
      { values: [{ fieldId: normal._id, itemId: normal.items[0]!._id, value: 10 }] },
      writerA,
    )
    expect(ok.status).toBe(200)
    const refused = await put<unknown>(
      `manual-report-items/${setOf(1)._id}`,
      { values: [{ fieldId: normal._id, itemId: normal.items[0]!._id, value: 99 }] },
      writerB,
    )
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe('您不是欄位「參考諮詢」的填報人員')
    const stranger = await put<unknown>(
      `manual-report-items/${setOf(1)._id}`,
      { values: [{ fieldId: multiple._id, itemId: multiple.items[0]!._id, value: 1 }] },
      outsider,
    )
    expect(stranger.status).toBe(403)
    expect(stranger.body.message).toBe('您不是此報表的填報人員')
    expect((await get(`manual-report-items-with-fields/${setOf(1)._id}`, outsider)).status).toBe(403)
    // Nothing of the refused writes was stored.
    const rows = await app.payload.find({ collection: 'manual-report-items', overrideAccess: true, pagination: false })
    expect(rows.docs.map((row) => row.value)).toEqual([10])
  })

  it('refuses negative, non-numeric and misplaced values with a 400', async () => {
    const normal = field('參考諮詢')
    const detail = field('利用指導')
    const set = setOf(1)._id
    const bad: [unknown, string][] = [
      [{ fieldId: normal._id, itemId: normal.items[0]!._id, value: -1 }, '參考諮詢 / 櫃台的數值須為不小於 0 的數字'],
      [{ fieldId: normal._id, itemId: normal.items[0]!._id, value: '3' }, '數值須為數字'],
      [{ fieldId: detail._id, itemId: detail.items[0]!._id, value: 3 }, '利用指導 / 場次人數為明細欄位，請填寫明細'],
      [{ fieldId: detail._id, itemId: detail.items[0]!._id, lines: [{ text: '', value: 3 }] }, '明細說明為必填欄位'],
      [{ fieldId: normal._id, itemId: 'nope', value: 3 }, '欄位「參考諮詢」沒有此項目'],
    ]
    for (const [value, message] of bad) {
      const response = await put<unknown>(`manual-report-items/${set}`, { values: [value] }, writerA)
      expect(response.status, JSON.stringify(value)).toBe(400)
      expect(response.body.message).toBe(message)
    }
  })

  it('keeps one value per item for a normal field, one per writer for multiple and detail fields', async () => {
    const normal = field('參考諮詢')
    const multiple = field('館際合作')
    const detail = field('利用指導')
    const set = setOf(1)._id
    // writerA overwrites the normal value; both write their own multiple value; A adds detail lines.
    await put(
      `manual-report-items/${set}`,
      {
        values: [
          { fieldId: normal._id, itemId: normal.items[0]!._id, value: 12 },
          { fieldId: multiple._id, itemId: multiple.items[0]!._id, value: 3 },
        ],
      },
      writerA,
    )
    await put(
      `manual-report-items/${set}`,
      { values: [{ fieldId: multiple._id, itemId: multiple.items[0]!._id, value: 4 }] },
      writerB,
    )
    const lines = await put<{ fields: { name: string; items: { value: number | null; ownLines: unknown[] }[] }[] }>(
      `manual-report-items/${set}`,
      {
        values: [
          {
            fieldId: detail._id,
            itemId: detail.items[0]!._id,
            lines: [
              { text: '新生導覽', value: 20 },
              { text: '資料庫課程', value: 15 },
            ],
          },
        ],
      },
      writerA,
    )
    expect(lines.status).toBe(200)
    expect(lines.body.result.fields.find((f) => f.name === '利用指導')!.items[0]!.value).toBe(35)
    // By month, for February: the set is found by setting and month.
    const byMonth = await put(
      `manual-report-items?year=${YEAR}&month=2`,
      { settingId: setting._id, values: [{ fieldId: normal._id, itemId: normal.items[0]!._id, value: 8 }] },
      writerA,
    )
    expect(byMonth.status).toBe(200)
    expect(
      (await put(`manual-report-items?year=${YEAR}&month=13`, { settingId: setting._id, values: [] }, writerA)).status,
    ).toBe(400)

    const stored = await app.payload.find({
      collection: 'manual-report-items',
      where: { set: { equals: set } },
      overrideAccess: true,
      pagination: false,
    })
    expect(stored.docs.filter((row) => row.fieldId === normal._id)).toHaveLength(1)
    expect(
      stored.docs
        .filter((row) => row.fieldId === multiple._id)
        .map((row) => row.value)
        .sort(),
    ).toEqual([3, 4])

    const view = await get<{ fields: { name: string; items: { value: number | null; ownValue: number | null }[] }[] }>(
      `manual-report-items-with-fields/${set}`,
      writerB,
    )
    expect(view.status).toBe(200)
    // writerB sees only their field, with the month's sum and their own value.
    expect(view.body.result.fields.map((f) => f.name)).toEqual(['館際合作'])
    expect(view.body.result.fields[0]!.items[0]).toMatchObject({ value: 7, ownValue: 4 })
  })

  it('lists a writer their reports, month sets and progress, and their items of a month', async () => {
    const mine = await get<
      {
        _id: string
        fields: { name: string }[]
        sets: { month: string; filled: number; total: number }[]
        progress: { filled: number; total: number }
      }[]
    >(`query-self-manual-reports-by-year?year=${YEAR}`, writerB)
    expect(mine.status).toBe(200)
    expect(mine.body.result).toHaveLength(1)
    expect(mine.body.result[0]!.fields.map((f) => f.name)).toEqual(['館際合作'])
    expect(mine.body.result[0]!.sets[0]).toMatchObject({ month: `${YEAR}-01`, filled: 1, total: 1 })
    expect(mine.body.result[0]!.progress).toEqual({ filled: 1, total: 12 })
    expect((await get<unknown[]>(`query-self-manual-reports-by-year?year=${YEAR}`, outsider)).body.result).toEqual([])
    expect((await get(`query-self-manual-reports-by-year?year=abc`, writerB)).status).toBe(400)

    const month = await get<
      {
        set: { _id: string } | null
        locked: boolean
        fields: { name: string; items: { ownValue: number | null }[] }[]
      }[]
    >(`self-manual-report-items-by-month?year=${YEAR}&month=1`, writerA)
    expect(month.status).toBe(200)
    expect(month.body.result[0]!.set?._id).toBe(setOf(1)._id)
    expect(month.body.result[0]!.fields.map((f) => f.name)).toEqual(['參考諮詢', '館際合作', '利用指導'])
    expect(month.body.result[0]!.fields[0]!.items[0]!.ownValue).toBe(12)
  })
})

describe('locks and sums', () => {
  it('locks a month for everyone, staff included, and unlocks it again', async () => {
    const normal = field('參考諮詢')
    expect((await put('toggle-manual-report-lock', { date: `${YEAR}-13` }, admin)).status).toBe(400)
    expect((await put('toggle-manual-report-lock', { date: `${YEAR}-01-15` }, writerA)).status).toBe(403)
    const locked = await put<{ month: string; locked: boolean }>(
      'toggle-manual-report-lock',
      { date: `${YEAR}-01-15` },
      admin,
    )
    expect(locked.body.result).toEqual({ month: `${YEAR}-01`, locked: true })
    for (const token of [writerA, admin]) {
      const refused = await put<unknown>(
        `manual-report-items/${setOf(1)._id}`,
        { values: [{ fieldId: normal._id, itemId: normal.items[0]!._id, value: 1 }] },
        token,
      )
      expect(refused.status).toBe(409)
      expect(refused.body.message).toBe(`${YEAR} 年 1 月 已鎖定，無法填報`)
    }
    expect((await get<SetView[]>(`manual-report-sets/${setting._id}?year=${YEAR}`, admin)).body.result[0]!.locked).toBe(
      true,
    )
    // February stays open; the query form of the toggle unlocks and locks January again.
    expect(
      (
        await put(
          `manual-report-items/${setOf(2)._id}`,
          { values: [{ fieldId: normal._id, itemId: normal.items[1]!._id, value: 2 }] },
          writerA,
        )
      ).status,
    ).toBe(200)
    const unlocked = await app.api.put<Envelope<{ locked: boolean }>>(
      `${API}/toggle-manual-report-lock?date=${YEAR}-01`,
      undefined,
      { token: admin },
    )
    expect(unlocked.body.result.locked).toBe(false)
    expect(
      (
        await app.api.put<Envelope<{ locked: boolean }>>(
          `${API}/toggle-manual-report-lock?date=${YEAR}-01`,
          undefined,
          { token: admin },
        )
      ).body.result.locked,
    ).toBe(true)
    const rows = await app.payload.find({
      collection: 'manual-report-items',
      where: {
        fieldId: { equals: normal._id },
        itemId: { equals: normal.items[0]!._id },
        month: { equals: `${YEAR}-01` },
      },
      overrideAccess: true,
    })
    expect(rows.docs[0]?.value).toBe(12)
  })

  it('sums a year per field item and month, and a month', async () => {
    const year = await get<{ _id: string; table: Table }[]>(`sum-manual-report-sets-by-year?year=${YEAR}`, readOnly)
    expect(year.status).toBe(200)
    const table = year.body.result.find((entry) => entry._id === setting._id)!.table
    const normal = field('參考諮詢')
    const row = (fieldName: string, item = 0) =>
      table.rows.find((candidate) => candidate.key === `${field(fieldName)._id}:${field(fieldName).items[item]!._id}`)!
    expect(table.columns).toHaveLength(12)
    expect(row('參考諮詢').label).toBe('參考諮詢 / 櫃台')
    expect(row('參考諮詢').values.slice(0, 3)).toEqual([12, 8, null])
    expect(row('參考諮詢').total).toBe(20)
    expect(row('參考諮詢', 1).values.slice(0, 2)).toEqual([null, 2])
    expect(row('館際合作').total).toBe(7)
    expect(row('利用指導').total).toBe(35)

    const month = await get<{ _id: string; table: Table }[]>(
      `sum-manual-report-items-by-month?year=${YEAR}&month=1`,
      readOnly,
    )
    const monthTable = month.body.result[0]!.table
    expect(monthTable.columns.map((c) => c.key)).toEqual([`${YEAR}-01`])
    expect(monthTable.rows.find((r) => r.key === `${normal._id}:${normal.items[0]!._id}`)!.values).toEqual([12])
    expect((await get(`sum-manual-report-sets-by-year?year=${YEAR}`, writerA)).status).toBe(403)

    // The exported helpers agree; basedLatestValue takes the latest month instead of the sum.
    expect((await manualTable(app.payload, setting._id, YEAR)).rows.map((r) => r.total)).toEqual(
      table.rows.map((r) => r.total),
    )
    await put('manual-report-settings', { ...setting, basedLatestValue: true }, admin)
    const latest = await manualTable(app.payload, setting._id, YEAR)
    expect(latest.rows.find((r) => r.key === `${normal._id}:${normal.items[0]!._id}`)!.total).toBe(8)
    const offered = await listManualRows(app.payload)
    expect(offered).toContainEqual({
      key: `${normal._id}:${normal.items[0]!._id}`,
      label: '參考諮詢 / 櫃台',
      reportId: setting._id,
      reportName: '參考服務統計',
    })
  })

  it('exports a year as .xlsx filed in report-management', async () => {
    const response = await get<{ downloadUrl: string; name: string }>(
      `export-manual-report/${setting._id}?year=${YEAR}`,
      readOnly,
    )
    expect(response.status).toBe(201)
    expect(response.body.result.downloadUrl).toMatch(/^\/api\/shennong\/reports\/[0-9a-f]{24}\/download$/)
    expect(
      (
        await app.payload.count({
          collection: 'reports',
          where: { module: { equals: 'statistics' } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(1)
  })
})

describe('the collections behind the calls', () => {
  it('refuse direct writes of values, sets and locks, so the rules cannot be bypassed', async () => {
    const normal = field('參考諮詢')
    const direct = await app.api.post(
      '/api/manual-report-items',
      {
        set: setOf(1)._id,
        setting: setting._id,
        month: `${YEAR}-01`,
        fieldId: normal._id,
        itemId: normal.items[0]!._id,
        value: 5,
        cellKey: 'x',
      },
      { token: admin },
    )
    expect(direct.status).toBe(403)
    expect(
      (await app.api.post('/api/manual-report-locks', { month: `${YEAR}-05`, locked: true }, { token: admin })).status,
    ).toBe(403)
    expect(
      (
        await app.api.post(
          '/api/manual-report-sets',
          { setting: setting._id, year: YEAR, month: `${YEAR}-13` },
          { token: admin },
        )
      ).status,
    ).toBe(403)
  })

  it('keep the assigned writers when a setting is saved through Payload itself (the Local API; its REST refuses writes)', async () => {
    const fields = [
      { _id: 'f', name: '欄', type: 'normal', items: [{ _id: 'i', name: '項' }], writeUsers: [writerBId] },
    ]
    expect((await app.api.post('/api/manual-report-settings', { name: '旁門', fields }, { token: admin })).status).toBe(
      403,
    )
    const created = await app.payload.create({
      collection: 'manual-report-settings',
      data: { name: '直接建立', fields, status: 'Enabled', basedLatestValue: false },
      overrideAccess: true,
    })
    const mine = await get<{ name: string }[]>(`query-self-manual-reports-by-year?year=${YEAR}`, writerB)
    expect(mine.body.result.map((report) => report.name).sort()).toEqual(['參考服務統計', '直接建立'].sort())
    expect((await app.api.delete(`${API}/manual-report-settings?ids=${created.id}`, { token: admin })).status).toBe(200)
  })
})

describe('deleting', () => {
  it('deletes settings with their sets and values in one go', async () => {
    expect(
      (await app.api.delete(`${API}/manual-report-settings`, { token: admin, body: { ids: [] } } as never)).status,
    ).toBe(400)
    expect((await app.api.delete(`${API}/manual-report-settings?ids=${setting._id}`, { token: readOnly })).status).toBe(
      403,
    )
    // An unknown id among them: nothing is deleted.
    const unknown = await app.api.delete<Envelope<unknown>>(
      `${API}/manual-report-settings?ids=${setting._id},${'d'.repeat(24)}`,
      { token: admin },
    )
    expect(unknown.status).toBe(404)
    expect((await app.payload.count({ collection: 'manual-report-sets', overrideAccess: true })).totalDocs).toBe(12)
    const done = await app.api.delete<Envelope<{ ids: string[] }>>(`${API}/manual-report-settings?ids=${setting._id}`, {
      token: admin,
    })
    expect(done.status).toBe(200)
    expect(done.body.result.ids).toEqual([setting._id])
    for (const collection of ['manual-report-settings', 'manual-report-sets', 'manual-report-items'] as const) {
      expect((await app.payload.count({ collection, overrideAccess: true })).totalDocs, collection).toBe(0)
    }
  })
})
