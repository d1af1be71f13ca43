import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { FLAGS } from '@/access'
import { onlyFlags } from '@/access/permissions'
import { formulaTable, listFormulaRows } from '@/modules/statistics'
import type { ReportTable } from '@/modules/statistics'
import { startTestApp, type TestApp } from '../../helpers/app'
import { rawRequest } from '../../helpers/raw'
import { type SushiServer, startSushiServer } from '../../helpers/sushiServer'

/**
 * Issue 14 §2 "Formula reports": the formula calls through the real route handlers, and the
 * formula math on a known data set (sums worked out by hand below), on SQLite and PostgreSQL.
 */

type Envelope<T> = { result: T; message?: string }
type Failure = { message: string }
type Record_ = {
  _id: string
  name: string
  countItems: { _id: string; name: string; source: string; filters: { name: string; value: string }[] }[]
  status: string
}

let app: TestApp
let admin: string
let reader: string
let noStats: string
let sourceA: string
let sourceB: string

const BASE = '/api/shennong/statistics'

type Row = {
  reportType: string
  metricType: string
  month: string
  count: number
  title: string
  platform?: string
  accessType?: string
  yop?: string
}

const insertRows = async (setting: string, reportType: string, rows: Row[]) => {
  const group = await app.payload.create({
    collection: 'data-original-groups',
    data: { setting, reportType, status: 'Enabled' },
    overrideAccess: true,
  })
  const months = [...new Set(rows.map((row) => row.month))]
  const sets = new Map<string, string>()
  for (const month of months) {
    const set = await app.payload.create({
      collection: 'data-original-sets',
      data: { setting, group: group.id, reportType, month, state: 'done' },
      overrideAccess: true,
    })
    sets.set(month, String(set.id))
  }
  for (const row of rows)
    await app.payload.create({
      collection: 'data-original-items',
      data: { ...row, setting, set: sets.get(row.month)! },
      overrideAccess: true,
    })
}

beforeAll(async () => {
  app = await startTestApp()
  admin = await app.login('admin', 'Admin@12345')
  const readRole = await app.payload.create({
    collection: 'roles',
    data: { name: 'stats reader', enabled: true, flags: onlyFlags([FLAGS.statistics.auth, FLAGS.statistics.read]) },
  })
  const otherRole = await app.payload.create({
    collection: 'roles',
    data: { name: 'no stats', enabled: true, flags: onlyFlags([FLAGS.reservations.auth]) },
  })
  for (const [username, role] of [
    ['statsreader', readRole.id],
    ['nostats', otherRole.id],
  ] as const) {
    await app.payload.create({
      collection: 'users',
      data: {
        username,
        name: username,
        email: `${username}@test.example`,
        password: 'Passw0rd!x',
        accountStatus: 'Enabled',
        roles: [role],
        mustChangePassword: false,
      },
      context: { passwordSetBy: 'system' },
    })
  }
  reader = await app.login('statsreader', 'Passw0rd!x')
  noStats = await app.login('nostats', 'Passw0rd!x')

  sourceA = String(
    (
      await app.payload.create({
        collection: 'data-original-settings',
        data: {
          name: '出版社甲',
          url: 'https://sushi.example.org/r5',
          reportTypes: ['TR_J1', 'DR'],
          release: '5',
          status: 'Enabled',
          health: 'unknown',
        },
        overrideAccess: true,
      })
    ).id,
  )
  sourceB = String(
    (
      await app.payload.create({
        collection: 'data-original-settings',
        data: {
          name: '出版社乙',
          url: 'https://sushi.example.net/r5',
          reportTypes: ['TR_J1'],
          release: '5',
          status: 'Enabled',
          health: 'unknown',
        },
        overrideAccess: true,
      })
    ).id,
  )

  const TIR = 'Total_Item_Requests'
  await insertRows(sourceA, 'TR_J1', [
    {
      reportType: 'TR_J1',
      metricType: TIR,
      month: '2025-01',
      count: 10,
      title: 'Journal X',
      platform: 'P1',
      accessType: 'Controlled',
      yop: '2020',
    },
    {
      reportType: 'TR_J1',
      metricType: TIR,
      month: '2025-02',
      count: 5,
      title: 'Journal X',
      platform: 'P1',
      accessType: 'Controlled',
      yop: '2020',
    },
    {
      reportType: 'TR_J1',
      metricType: TIR,
      month: '2025-03',
      count: 0,
      title: 'Journal X',
      platform: 'P1',
      accessType: 'Controlled',
      yop: '2020',
    },
    {
      reportType: 'TR_J1',
      metricType: TIR,
      month: '2025-01',
      count: 7,
      title: 'Journal Y',
      platform: 'P1',
      accessType: 'OA_Gold',
      yop: '2021',
    },
    {
      reportType: 'TR_J1',
      metricType: 'Unique_Item_Requests',
      month: '2025-01',
      count: 3,
      title: 'Journal Y',
      platform: 'P1',
      accessType: 'OA_Gold',
    },
    {
      reportType: 'TR_J1',
      metricType: TIR,
      month: '2025-01',
      count: 4,
      title: 'Journal Z',
      platform: 'P2',
      accessType: 'Controlled',
      yop: '2020',
    },
    {
      reportType: 'TR_J1',
      metricType: TIR,
      month: '2024-12',
      count: 100,
      title: 'Journal X',
      platform: 'P1',
      accessType: 'Controlled',
    },
    {
      reportType: 'TR_J1',
      metricType: TIR,
      month: '2025-12',
      count: 2,
      title: 'Journal Z',
      platform: 'P2',
      accessType: 'Controlled',
    },
  ])
  await insertRows(sourceA, 'DR', [
    { reportType: 'DR', metricType: TIR, month: '2025-01', count: 500, title: 'Database D', platform: 'P1' },
  ])
  await insertRows(sourceB, 'TR_J1', [
    {
      reportType: 'TR_J1',
      metricType: TIR,
      month: '2025-01',
      count: 1000,
      title: 'Journal X',
      platform: 'P9',
      accessType: 'Controlled',
    },
  ])
})

afterAll(async () => app?.close())

const item = (
  name: string,
  source: string,
  filters: { name: string; value: string }[] = [],
  extra: Record<string, unknown> = {},
) => ({
  name,
  source,
  sourceItem: 'TR_J1',
  target: 'Total_Item_Requests',
  filters,
  ...extra,
})

const save = (body: unknown, token = admin) =>
  app.api.put<Envelope<Record_> & Failure>(`${BASE}/formula-report-settings`, body, { token })

describe('formula report settings', () => {
  it('refuses a missing name, a missing source, an unknown filter attribute and an unknown source with a 400 naming the field', async () => {
    const noName = await save({ countItems: [] })
    expect(noName.status).toBe(400)
    expect(noName.body.message).toBe('名稱為必填欄位')
    const noSource = await save({
      name: 'r',
      countItems: [{ name: 'a', sourceItem: 'TR_J1', target: 'Total_Item_Requests' }],
    })
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
    const list = await app.api.get<Envelope<{ data: Record_[]; total: number }>>(
      `${BASE}/formula-report-settings?keyword=暫存`,
      { token: admin },
    )
    expect(list.body.result.total).toBe(1)
    expect(list.body.result.data[0]!._id).toBe(id)
    const itemId = created.body.result.countItems[0]!._id
    const updated = await save({
      _id: id,
      name: '暫存報表二',
      countItems: [{ ...item('全部', sourceA), _id: itemId }],
      status: 'Disabled',
    })
    expect(updated.status).toBe(200)
    expect(updated.body.result.countItems[0]!._id).toBe(itemId)
    const detail = await app.api.get<Envelope<Record_>>(`${BASE}/formula-report-settings/detail/${id}`, {
      token: admin,
    })
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
      Envelope<{
        data: {
          _id: string
          name: string
          reportTypes: { name: string; metricTypes: string[]; harvested: boolean }[]
          filterValues: Record<string, string[]>
        }[]
        limit: number
      }>
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

  const calc = (query: string, token = reader) =>
    app.api.get<Envelope<ReportTable> & Failure>(`${BASE}/calculate-formula-report/${id}${query}`, { token })
  const months = (values: Record<number, number>) => Array.from({ length: 12 }, (_, index) => values[index + 1] ?? null)

  it('sums each count item by month over its source, report type, metric and filters (hand-computed)', async () => {
    const response = await calc('?year=2025')
    expect(response.status).toBe(200)
    const table = response.body.result
    expect(table.columns.map((column) => column.key)).toEqual(
      months({}).map((_, index) => `2025-${String(index + 1).padStart(2, '0')}`),
    )
    expect(table.rows.map((row) => row.key)).toEqual(ids)
    const byName = Object.fromEntries(table.rows.map((row) => [row.label, row]))
    // Jan: X 10 + Y 7 + Z 4 (the DR row, the other source and Dec 2024 are not counted)
    expect(byName['全部期刊']!.values).toEqual(months({ 1: 21, 2: 5, 3: 0, 12: 2 }))
    expect(byName['全部期刊']!.total).toBe(28)
    expect(byName['訂閱期刊']!.values).toEqual(months({ 1: 14, 2: 5, 3: 0, 12: 2 }))
    expect(byName['訂閱期刊']!.total).toBe(21)
    // Source A's TR_J1 was harvested in Jan, Feb, Mar and Dec: a month of those without a matching
    // row is 0 (harvested, no such use), the other months no data (issue 26, defect 2).
    expect(byName['訂閱期刊 P1']!.values).toEqual(months({ 1: 10, 2: 5, 3: 0, 12: 0 }))
    expect(byName['訂閱期刊 P1']!.total).toBe(15)
    expect(byName['不重複請求']!.values).toEqual(months({ 1: 3, 2: 0, 3: 0, 12: 0 }))
    expect(byName['出版社乙']!.values).toEqual(months({ 1: 1000 }))
    expect(byName['全部期刊（重複）']!.values).toEqual(byName['全部期刊']!.values)
    expect(byName['期刊 X']!.total).toBe(15)
    expect(byName['無資料']!.values).toEqual(months({ 1: 0, 2: 0, 3: 0, 12: 0 }))
    expect(byName['無資料']!.total).toBe(0)
  })

  it('computes one month when month is given', async () => {
    const response = await calc('?year=2025&month=1')
    expect(response.status).toBe(200)
    expect(response.body.result.columns).toEqual([{ key: '2025-01', label: '1月' }])
    expect(response.body.result.rows.map((row) => row.values[0])).toEqual([21, 14, 10, 3, 1000, 21, 10, 0])
    const december = await calc('?year=2024&month=12')
    expect(december.body.result.rows[0]!.values).toEqual([100])
  })

  it('is what formulaTable and listFormulaRows give to other parts of the module', async () => {
    const table = await formulaTable(app.payload, id, { year: 2025, month: 2 })
    expect(table.rows[0]!.values).toEqual([5])
    const rows = await listFormulaRows(app.payload)
    expect(rows.filter((row) => row.reportId === id).map((row) => row.key)).toEqual(ids)
    expect(rows.find((row) => row.key === ids[0])).toEqual({
      key: ids[0],
      label: '全部期刊',
      reportId: id,
      reportName: '期刊使用量',
    })
  })

  it('refuses a bad year or month with a 400 and an unknown report with a 404', async () => {
    for (const query of [
      '',
      '?year=25',
      '?year=abcd',
      '?year=2025&month=13',
      '?year=2025&month=0',
      '?year=2025&month=x',
    ]) {
      const response = await calc(query)
      expect(response.status, query).toBe(400)
      expect(response.body.message, query).toMatch(/年度|月份/)
    }
    expect(
      (await app.api.get(`${BASE}/calculate-formula-report/aaaaaaaaaaaaaaaaaaaaaaaa?year=2025`, { token: reader }))
        .status,
    ).toBe(404)
    expect((await calc('?year=2025', noStats)).status).toBe(403)
  })

  it('exports the year to .xlsx and files it in report-management', async () => {
    const response = await app.api.get<
      Envelope<{ _id: string; downloadUrl: string; module: string; filename: string }>
    >(`${BASE}/export-formula-report/${id}?year=2025`, { token: admin })
    expect(response.status).toBe(200)
    expect(response.body.result.module).toBe('statistics')
    expect(response.body.result.filename).toMatch(/\.xlsx$/)
    expect(response.body.result.downloadUrl).toBeTruthy()
    const stored = await app.payload.find({ collection: 'reports', overrideAccess: true })
    expect(stored.docs.map((doc) => String((doc as { id: unknown }).id))).toContain(response.body.result._id)
  })
})

describe('formulas over harvested COUNTER samples (issue 26)', () => {
  let sushi: SushiServer
  const months = (values: (number | null)[]) => [...values, ...Array.from({ length: 12 - values.length }, () => null)]

  /** A source on the loopback SUSHI server, `reportType` harvested for the months (waits for the harvest). */
  const harvested = async (
    name: string,
    reportType: string,
    startMonth: string,
    endMonth: string,
    release: '5' | '5.1' = '5',
  ) => {
    const created = await app.api.put<Envelope<{ _id: string }>>(
      `${BASE}/data-original-settings`,
      {
        name,
        url: sushi.url,
        customerId: 'cust-1',
        requestorId: 'req-1',
        apiKey: 'key-1',
        release,
        reportTypes: [reportType],
      },
      { token: admin },
    )
    expect(created.status).toBe(201)
    const id = created.body.result._id
    expect(
      (
        await app.api.post(
          `${BASE}/init-original-groups-and-sets`,
          { id, reportTypes: [reportType], startMonth, endMonth },
          { token: admin },
        )
      ).status,
    ).toBe(200)
    const harvest = await app.api.post<Envelope<{ sets: { month: string; state: string }[] }>>(
      `${BASE}/download-sushi-report/${id}`,
      { wait: true },
      { token: admin },
    )
    expect(harvest.status, JSON.stringify(harvest.body)).toBe(200)
    const sets = await app.payload.find({
      collection: 'data-original-sets',
      where: { setting: { equals: id } },
      sort: 'month',
      pagination: false,
      overrideAccess: true,
    })
    return { id, states: sets.docs.map((set) => [set.month, set.state]) }
  }

  const report = async (name: string, countItems: unknown[], year: number) => {
    const created = await save({ name, countItems })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    const response = await app.api.get<Envelope<ReportTable>>(
      `${BASE}/calculate-formula-report/${created.body.result._id}?year=${year}`,
      { token: reader },
    )
    expect(response.status).toBe(200)
    return response.body.result
  }

  beforeAll(async () => {
    process.env.SUSHI_ALLOWED_HOSTS = '127.0.0.1'
    sushi = await startSushiServer({ credentials: { customerId: 'cust-1', apiKey: 'key-1' } })
  })
  afterAll(async () => sushi?.close())

  it('reads a month with no usage as 0, not as no data: Sample-TR_B1 gives 0, 0, 5 as its .tsv says (defect 2)', async () => {
    // January answers 3030 (no usage), February a report without rows, March the sample's data.
    sushi.setScenario({ report: 'tr_b1', month: '2016-01' }, { exception: 3030 })
    sushi.setScenario({ report: 'tr_b1', month: '2016-02' }, { sample: true })
    const source = await harvested('電子書出版社', 'TR_B1', '2016-01', '2016-03')
    expect(source.states).toEqual([
      ['2016-01', 'noUsage'],
      ['2016-02', 'noUsage'],
      ['2016-03', 'done'],
    ])
    const table = await report('電子書使用', [{ ...item('電子書下載', source.id), sourceItem: 'TR_B1' }], 2016)
    expect(table.rows[0]!.values).toEqual(months([0, 0, 5]))
    expect(table.rows[0]!.total).toBe(5)
    // A month in which the harvest failed stays "no data".
    sushi.setScenario({ report: 'tr_b1', month: '2016-04' }, { exception: 3000 })
    const failed = await harvested('電子書出版社二', 'TR_B1', '2016-03', '2016-04')
    expect(failed.states).toEqual([
      ['2016-03', 'done'],
      ['2016-04', 'failed'],
    ])
    const second = await report('電子書使用二', [{ ...item('電子書下載', failed.id), sourceItem: 'TR_B1' }], 2016)
    expect(second.rows[0]!.values).toEqual(months([null, null, 5, null]))
  })

  for (const [release, start, end] of [
    ['5', '2016-01', '2016-03'],
    ['5.1', '2022-01', '2022-03'],
  ] as const) {
    it(`counts TR_J1 rows filtered on the header's Access_Type=Controlled (R${release}, defect 8)`, async () => {
      const source = await harvested(`期刊出版社 R${release}`, 'TR_J1', start, end, release)
      expect(source.states.every(([, state]) => state === 'done')).toBe(true)
      const table = await report(
        `期刊使用 R${release}`,
        [
          item('全部', source.id),
          item('訂閱', source.id, [{ name: 'Access_Type', value: 'Controlled' }]),
          item('期刊', source.id, [
            { name: 'Data_Type', value: 'Journal' },
            { name: 'Access_Method', value: 'Regular' },
          ]),
        ],
        Number(start.slice(0, 4)),
      )
      const [all, controlled, journals] = table.rows
      expect(all!.total).toBeGreaterThan(0)
      expect(controlled!.values).toEqual(all!.values)
      expect(journals!.values).toEqual(all!.values)
      const stored = await app.payload.find({
        collection: 'data-original-items',
        where: { setting: { equals: source.id } },
        limit: 1,
        overrideAccess: true,
      })
      expect(stored.docs[0]).toMatchObject({ accessType: 'Controlled', accessMethod: 'Regular', dataType: 'Journal' })
    })
  }
})

describe('cost per use (issue 26, beyond 4)', () => {
  type Source = { _id: string; costs?: { year: number; amount: number }[] }
  const putSource = (body: unknown) =>
    app.api.put<Envelope<Source> & Failure>(`${BASE}/data-original-settings`, body, { token: admin })
  const stored = async (id: string) =>
    ((await app.payload.findByID({ collection: 'data-original-settings', id, overrideAccess: true })).costs ?? []).map(
      ({ year, amount }) => ({ year, amount }),
    )

  it('keeps a yearly cost per source in TWD: checked, sorted, kept when left out, cleared when empty', async () => {
    const base = { name: '出版社甲', url: 'https://sushi.example.org/r5', reportTypes: ['TR_J1', 'DR'] }
    for (const [costs, message] of [
      [[{ year: 2025, amount: -5 }], '年度費用的金額須為 0 以上的數字'],
      [[{ year: 1999, amount: 5 }], '年度費用的年度須為 2000 到 2100 的整數'],
      [
        [
          { year: 2025, amount: 5 },
          { year: 2025, amount: 6 },
        ],
        '年度費用的年度 2025 重複',
      ],
      [{ year: 2025 }, '年度費用須為清單'],
    ] as const) {
      const refused = await putSource({ _id: sourceA, ...base, costs })
      expect(refused.status, JSON.stringify(costs)).toBe(400)
      expect(refused.body.message).toBe(message)
    }
    expect(await stored(sourceA)).toEqual([])
    const saved = await putSource({
      _id: sourceA,
      ...base,
      costs: [
        { year: 2025, amount: 2200 },
        { year: 2024, amount: 1800 },
      ],
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect(saved.body.result.costs!.map(({ year, amount }) => ({ year, amount }))).toEqual([
      { year: 2024, amount: 1800 },
      { year: 2025, amount: 2200 },
    ])
    // An edit without `costs` keeps them (e.g. a rename).
    expect((await putSource({ _id: sourceA, ...base })).status).toBe(200)
    expect(await stored(sourceA)).toEqual([
      { year: 2024, amount: 1800 },
      { year: 2025, amount: 2200 },
    ])
    const detail = await app.api.get<Envelope<Source>>(`${BASE}/data-original-settings/detail/${sourceA}`, {
      token: reader,
    })
    expect(detail.body.result.costs!.map(({ year, amount }) => ({ year, amount }))).toHaveLength(2)
    const other = await putSource({
      _id: sourceB,
      name: '出版社乙',
      url: 'https://sushi.example.net/r5',
      costs: [{ year: 2025, amount: 0 }],
    })
    expect(other.status).toBe(200)
  })

  it("adds the year's cost and cost ÷ the item's yearly total to a year report and its export, — without a cost or use", async () => {
    const created = await save({
      name: '期刊成本',
      costPerUse: true,
      countItems: [
        item('全部期刊', sourceA),
        item('訂閱 P1', sourceA, [
          { name: 'Access_Type', value: 'Controlled' },
          { name: 'Platform', value: 'P1' },
        ]),
        item('出版社乙', sourceB),
        item('無資料', sourceA, [{ name: 'YOP', value: '1999' }]),
      ],
    })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    expect(created.body.result).toMatchObject({ costPerUse: true })
    const id = created.body.result._id
    const year = await app.api.get<Envelope<ReportTable>>(`${BASE}/calculate-formula-report/${id}?year=2025`, {
      token: reader,
    })
    expect(year.status).toBe(200)
    expect(year.body.result.extraColumns!.map((column) => column.label)).toEqual([
      '年度費用（新臺幣）',
      '每次使用成本（新臺幣）',
    ])
    // 全部期刊 28 (hand-computed above): 2200 / 28 = 78.571… → 78.57; 訂閱 P1 15: 146.67;
    // 出版社乙 costs 0 for 1000 uses; 無資料 used 0 times: —.
    expect(year.body.result.rows.map((row) => [row.label, row.total, row.extras])).toEqual([
      ['全部期刊', 28, [2200, 78.57]],
      ['訂閱 P1', 15, [2200, 146.67]],
      ['出版社乙', 1000, [0, 0]],
      ['無資料', 0, [2200, null]],
    ])
    // A year without a recorded cost: —.
    const older = await app.api.get<Envelope<ReportTable>>(`${BASE}/calculate-formula-report/${id}?year=2023`, {
      token: reader,
    })
    expect(older.body.result.rows.map((row) => row.extras)).toEqual([
      [null, null],
      [null, null],
      [null, null],
      [null, null],
    ])
    // A month's table has no cost columns (the cost is yearly).
    const month = await app.api.get<Envelope<ReportTable>>(`${BASE}/calculate-formula-report/${id}?year=2025&month=1`, {
      token: reader,
    })
    expect(month.body.result.extraColumns).toBeUndefined()
    // Without the switch, no cost columns.
    const plain = await save({
      _id: id,
      name: '期刊成本',
      costPerUse: false,
      countItems: created.body.result.countItems,
    })
    expect(plain.status).toBe(200)
    expect(
      (await app.api.get<Envelope<ReportTable>>(`${BASE}/calculate-formula-report/${id}?year=2025`, { token: reader }))
        .body.result.extraColumns,
    ).toBeUndefined()
    expect((await save({ _id: id, name: '期刊成本', costPerUse: 'yes' })).status).toBe(400)

    await save({ _id: id, name: '期刊成本', costPerUse: true, countItems: created.body.result.countItems })
    const exported = await app.api.get<Envelope<{ downloadUrl: string }>>(
      `${BASE}/export-formula-report/${id}?year=2025`,
      { token: admin },
    )
    expect(exported.status).toBe(200)
    const file = await rawRequest(app, 'GET', exported.body.result.downloadUrl, admin)
    expect(file.status).toBe(200)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(file.bytes as unknown as ArrayBuffer)
    const sheet = workbook.worksheets[0]!
    const rows = sheet.getSheetValues().filter(Boolean) as unknown[][]
    const header = rows.find((row) => row.includes('項目'))!
    expect(header.slice(-3)).toEqual(['合計', '年度費用（新臺幣）', '每次使用成本（新臺幣）'])
    const first = rows.find((row) => row.includes('全部期刊'))!
    expect(first.slice(-3)).toEqual([28, 2200, 78.57])
    expect(sheet.getColumn(header.length - 1).numFmt).toBe('#,##0.00')
  })
})
