import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { FLAGS } from '@/access'
import { onlyFlags } from '@/access/permissions'
import { formulaTable, listFormulaRows } from '@/modules/statistics'
import type { ReportTable } from '@/modules/statistics'
import { startTestApp, type TestApp } from '../../helpers/app'

/**
 * Issue 14 §2 "Formula reports": the formula calls through the real route handlers, and the
 * formula math on a known data set (sums worked out by hand below), on SQLite and PostgreSQL.
 */

type Envelope<T> = { result: T; message?: string }
type Failure = { message: string }
type Record_ = { _id: string; name: string; countItems: { _id: string; name: string; source: string; filters: { name: string; value: string }[] }[]; status: string }

let app: TestApp
let admin: string
let reader: string
let noStats: string
let sourceA: string
let sourceB: string

const BASE = '/api/shennong/statistics'

type Row = { reportType: string; metricType: string; month: string; count: number; title: string; platform?: string; accessType?: string; yop?: string }

const insertRows = async (setting: string, reportType: string, rows: Row[]) => {
  const group = await app.payload.create({ collection: 'data-original-groups', data: { setting, reportType, status: 'Enabled' }, overrideAccess: true })
  const months = [...new Set(rows.map((row) => row.month))]
  const sets = new Map<string, string>()
  for (const month of months) {
    const set = await app.payload.create({ collection: 'data-original-sets', data: { setting, group: group.id, reportType, month, state: 'done' }, overrideAccess: true })
    sets.set(month, String(set.id))
  }
  for (const row of rows) await app.payload.create({ collection: 'data-original-items', data: { ...row, setting, set: sets.get(row.month)! }, overrideAccess: true })
}

beforeAll(async () => {
  app = await startTestApp()
  admin = await app.login('admin', 'Admin@12345')
  const readRole = await app.payload.create({ collection: 'roles', data: { name: 'stats reader', enabled: true, flags: onlyFlags([FLAGS.statistics.auth, FLAGS.statistics.read]) } })
  const otherRole = await app.payload.create({ collection: 'roles', data: { name: 'no stats', enabled: true, flags: onlyFlags([FLAGS.reservations.auth]) } })
  for (const [username, role] of [
    ['statsreader', readRole.id],
    ['nostats', otherRole.id],
  ] as const) {
    await app.payload.create({
      collection: 'users',
      data: { username, name: username, email: `${username}@test.example`, password: 'Passw0rd!x', accountStatus: 'Enabled', roles: [role], mustChangePassword: false },
      context: { passwordSetBy: 'system' },
    })
  }
  reader = await app.login('statsreader', 'Passw0rd!x')
  noStats = await app.login('nostats', 'Passw0rd!x')

  sourceA = String((await app.payload.create({ collection: 'data-original-settings', data: { name: '出版社甲', url: 'https://sushi.example.org/r5', reportTypes: ['TR_J1', 'DR'], release: '5', status: 'Enabled', health: 'unknown' }, overrideAccess: true })).id)
  sourceB = String((await app.payload.create({ collection: 'data-original-settings', data: { name: '出版社乙', url: 'https://sushi.example.net/r5', reportTypes: ['TR_J1'], release: '5', status: 'Enabled', health: 'unknown' }, overrideAccess: true })).id)

  const TIR = 'Total_Item_Requests'
  await insertRows(sourceA, 'TR_J1', [
    { reportType: 'TR_J1', metricType: TIR, month: '2025-01', count: 10, title: 'Journal X', platform: 'P1', accessType: 'Controlled', yop: '2020' },
    { reportType: 'TR_J1', metricType: TIR, month: '2025-02', count: 5, title: 'Journal X', platform: 'P1', accessType: 'Controlled', yop: '2020' },
    { reportType: 'TR_J1', metricType: TIR, month: '2025-03', count: 0, title: 'Journal X', platform: 'P1', accessType: 'Controlled', yop: '2020' },
    { reportType: 'TR_J1', metricType: TIR, month: '2025-01', count: 7, title: 'Journal Y', platform: 'P1', accessType: 'OA_Gold', yop: '2021' },
    { reportType: 'TR_J1', metricType: 'Unique_Item_Requests', month: '2025-01', count: 3, title: 'Journal Y', platform: 'P1', accessType: 'OA_Gold' },
    { reportType: 'TR_J1', metricType: TIR, month: '2025-01', count: 4, title: 'Journal Z', platform: 'P2', accessType: 'Controlled', yop: '2020' },
    { reportType: 'TR_J1', metricType: TIR, month: '2024-12', count: 100, title: 'Journal X', platform: 'P1', accessType: 'Controlled' },
    { reportType: 'TR_J1', metricType: TIR, month: '2025-12', count: 2, title: 'Journal Z', platform: 'P2', accessType: 'Controlled' },
  ])
  await insertRows(sourceA, 'DR', [{ reportType: 'DR', metricType: TIR, month: '2025-01', count: 500, title: 'Database D', platform: 'P1' }])
  await insertRows(sourceB, 'TR_J1', [{ reportType: 'TR_J1', metricType: TIR, month: '2025-01', count: 1000, title: 'Journal X', platform: 'P9', accessType: 'Controlled' }])
})

afterAll(async () => app?.close())

const item = (name: string, source: string, filters: { name: string; value: string }[] = [], extra: Record<string, unknown> = {}) => ({
  name,
  source,
  sourceItem: 'TR_J1',
  target: 'Total_Item_Requests',
  filters,
  ...extra,
})

const save = (body: unknown, token = admin) => app.api.put<Envelope<Record_> & Failure>(`${BASE}/formula-report-settings`, body, { token })

describe('formula report settings', () => {
  it('refuses a missing name, a missing source, an unknown filter attribute and an unknown source with a 400 naming the field', async () => {
    const noName = await save({ countItems: [] })
    expect(noName.status).toBe(400)
    expect(noName.body.message).toBe('名稱為必填欄位')
    const noSource = await save({ name: 'r', countItems: [{ name: 'a', sourceItem: 'TR_J1', target: 'Total_Item_Requests' }] })
    expect(noSource.status).toBe(400)
    expect(noSource.body.message).toContain('資料來源')
    const noTarget = await save({ name: 'r', countItems: [item('a', sourceA, [], { target: '' })] })
    expect(noTarget.status).toBe(400)
    expect(noTarget.body.message).toBe('計量類型為必填欄位')
    const badFilter = await save({ name: 'r', countItems: [item('a', sourceA, [{ name: 'Colour', value: 'red' }])] })
    expect(badFilter.status).toBe(400)
    expect(badFilter.body.message).toContain('「Colour」')
    const unknownSource = await save({ name: 'r', countItems: [item('甲項', 'aaaaaaaaaaaaaaaaaaaaaaaa')] })
    expect(unknownSource.status).toBe(400)
    expect(unknownSource.body.message).toContain('甲項')
    const badStatus = await save({ name: 'r', status: 'enabled' })
    expect(badStatus.status).toBe(400)
    const extraKey = await save({ name: 'r', colour: 'red' })
    expect(extraKey.status).toBe(400)
    expect((await app.payload.count({ collection: 'formula-report-settings', overrideAccess: true })).totalDocs).toBe(0)
  })

  it('needs a session (401) and the statistics flags (403)', async () => {
    expect((await app.api.get(`${BASE}/formula-report-settings`)).status).toBe(401)
    expect((await app.api.get(`${BASE}/formula-report-settings`, { token: noStats })).status).toBe(403)
    expect((await app.api.get(`${BASE}/formula-report-settings`, { token: reader })).status).toBe(200)
    expect((await save({ name: 'r' }, reader)).status).toBe(403)
  })

  it('creates, lists, reads, updates and deletes a report; unknown ids are 404', async () => {
    const created = await save({ name: '暫存報表', countItems: [item('全部', sourceA)] })
    expect(created.status).toBe(200)
    const id = created.body.result._id
    expect(created.body.result.countItems[0]!._id).toMatch(/^[0-9a-f]{24}$/)
    expect(created.body.result.status).toBe('Enabled')
    const list = await app.api.get<Envelope<{ data: Record_[]; total: number }>>(`${BASE}/formula-report-settings?keyword=暫存`, { token: admin })
    expect(list.body.result.total).toBe(1)
    expect(list.body.result.data[0]!._id).toBe(id)
    const itemId = created.body.result.countItems[0]!._id
    const updated = await save({ _id: id, name: '暫存報表二', countItems: [{ ...item('全部', sourceA), _id: itemId }], status: 'Disabled' })
    expect(updated.status).toBe(200)
    expect(updated.body.result.countItems[0]!._id).toBe(itemId)
    const detail = await app.api.get<Envelope<Record_>>(`${BASE}/formula-report-settings/detail/${id}`, { token: admin })
    expect(detail.body.result.name).toBe('暫存報表二')
    expect(detail.body.result.status).toBe('Disabled')
    expect((await app.api.delete(`${BASE}/formula-report-settings/${id}`, { token: reader })).status).toBe(403)
    expect((await app.api.delete(`${BASE}/formula-report-settings/${id}`, { token: admin })).status).toBe(200)
    expect((await app.api.get(`${BASE}/formula-report-settings/detail/${id}`, { token: admin })).status).toBe(404)
    expect((await app.api.delete(`${BASE}/formula-report-settings/${id}`, { token: admin })).status).toBe(404)
    expect((await save({ _id: id, name: 'x' })).status).toBe(404)
    expect((await app.api.get(`${BASE}/formula-report-settings/detail/not-an-id`, { token: admin })).status).toBe(400)
  })

  it('offers the sources with the report types, metric types and attribute values of their harvested rows', async () => {
    const response = await app.api.get<
      Envelope<{ data: { _id: string; name: string; reportTypes: { name: string; metricTypes: string[]; harvested: boolean }[]; filterValues: Record<string, string[]> }[]; limit: number }>
    >(`${BASE}/formula-original-settings`, { token: reader })
    expect(response.status).toBe(200)
    expect(response.body.result.limit).toBe(10000)
    const a = response.body.result.data.find((source) => source._id === sourceA)!
    expect(a.reportTypes).toEqual([
      { name: 'DR', metricTypes: ['Total_Item_Requests'], harvested: true },
      { name: 'TR_J1', metricTypes: ['Total_Item_Requests', 'Unique_Item_Requests'], harvested: true },
    ])
    expect(a.filterValues.Access_Type).toEqual(['Controlled', 'OA_Gold'])
    expect(a.filterValues.Platform).toEqual(['P1', 'P2'])
    expect(a.filterValues.YOP).toEqual(['2020', '2021'])
  })
})

describe('the formula math', () => {
  let id: string
  let ids: string[]

  beforeAll(async () => {
    const created = await save({
      name: '期刊使用量',
      countItems: [
        item('全部期刊', sourceA),
        item('訂閱期刊', sourceA, [{ name: 'Access_Type', value: 'Controlled' }]),
        item('訂閱期刊 P1', sourceA, [
          { name: 'Access_Type', value: 'Controlled' },
          { name: 'Platform', value: 'P1' },
        ]),
        item('不重複請求', sourceA, [], { target: 'Unique_Item_Requests' }),
        item('出版社乙', sourceB),
        item('全部期刊（重複）', sourceA),
        item('期刊 X', sourceA, [{ name: 'Title', value: 'Journal X' }]),
        item('無資料', sourceA, [{ name: 'YOP', value: '1999' }]),
      ],
    })
    expect(created.status).toBe(200)
    id = created.body.result._id
    ids = created.body.result.countItems.map((entry) => entry._id)
  })

  const calc = (query: string, token = reader) => app.api.get<Envelope<ReportTable> & Failure>(`${BASE}/calculate-formula-report/${id}${query}`, { token })
  const months = (values: Record<number, number>) => Array.from({ length: 12 }, (_, index) => values[index + 1] ?? null)

  it('sums each count item by month over its source, report type, metric and filters (hand-computed)', async () => {
    const response = await calc('?year=2025')
    expect(response.status).toBe(200)
    const table = response.body.result
    expect(table.columns.map((column) => column.key)).toEqual(months({}).map((_, index) => `2025-${String(index + 1).padStart(2, '0')}`))
    expect(table.rows.map((row) => row.key)).toEqual(ids)
    const byName = Object.fromEntries(table.rows.map((row) => [row.label, row]))
    // Jan: X 10 + Y 7 + Z 4 (the DR row, the other source and Dec 2024 are not counted)
    expect(byName['全部期刊']!.values).toEqual(months({ 1: 21, 2: 5, 3: 0, 12: 2 }))
    expect(byName['全部期刊']!.total).toBe(28)
    expect(byName['訂閱期刊']!.values).toEqual(months({ 1: 14, 2: 5, 3: 0, 12: 2 }))
    expect(byName['訂閱期刊']!.total).toBe(21)
    expect(byName['訂閱期刊 P1']!.values).toEqual(months({ 1: 10, 2: 5, 3: 0 }))
    expect(byName['訂閱期刊 P1']!.total).toBe(15)
    expect(byName['不重複請求']!.values).toEqual(months({ 1: 3 }))
    expect(byName['出版社乙']!.values).toEqual(months({ 1: 1000 }))
    expect(byName['全部期刊（重複）']!.values).toEqual(byName['全部期刊']!.values)
    expect(byName['期刊 X']!.total).toBe(15)
    expect(byName['無資料']!.values).toEqual(months({}))
    expect(byName['無資料']!.total).toBeNull()
  })

  it('computes one month when month is given', async () => {
    const response = await calc('?year=2025&month=1')
    expect(response.status).toBe(200)
    expect(response.body.result.columns).toEqual([{ key: '2025-01', label: '1月' }])
    expect(response.body.result.rows.map((row) => row.values[0])).toEqual([21, 14, 10, 3, 1000, 21, 10, null])
    const december = await calc('?year=2024&month=12')
    expect(december.body.result.rows[0]!.values).toEqual([100])
  })

  it('is what formulaTable and listFormulaRows give to other parts of the module', async () => {
    const table = await formulaTable(app.payload, id, { year: 2025, month: 2 })
    expect(table.rows[0]!.values).toEqual([5])
    const rows = await listFormulaRows(app.payload)
    expect(rows.filter((row) => row.reportId === id).map((row) => row.key)).toEqual(ids)
    expect(rows.find((row) => row.key === ids[0])).toEqual({ key: ids[0], label: '全部期刊', reportId: id, reportName: '期刊使用量' })
  })

  it('refuses a bad year or month with a 400 and an unknown report with a 404', async () => {
    for (const query of ['', '?year=25', '?year=abcd', '?year=2025&month=13', '?year=2025&month=0', '?year=2025&month=x']) {
      const response = await calc(query)
      expect(response.status, query).toBe(400)
      expect(response.body.message, query).toMatch(/年度|月份/)
    }
    expect((await app.api.get(`${BASE}/calculate-formula-report/aaaaaaaaaaaaaaaaaaaaaaaa?year=2025`, { token: reader })).status).toBe(404)
    expect((await calc('?year=2025', noStats)).status).toBe(403)
  })

  it('exports the year to .xlsx and files it in report-management', async () => {
    const response = await app.api.get<Envelope<{ _id: string; downloadUrl: string; module: string; filename: string }>>(`${BASE}/export-formula-report/${id}?year=2025`, { token: admin })
    expect(response.status).toBe(200)
    expect(response.body.result.module).toBe('statistics')
    expect(response.body.result.filename).toMatch(/\.xlsx$/)
    expect(response.body.result.downloadUrl).toBeTruthy()
    const stored = await app.payload.find({ collection: 'reports', overrideAccess: true })
    expect(stored.docs.map((doc) => String((doc as { id: unknown }).id))).toContain(response.body.result._id)
  })
})
