import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { FLAGS } from '@/access'
import { onlyFlags } from '@/access/permissions'
import { publishedFrontSets } from '@/modules/statistics'
import type { ReportTable } from '@/modules/statistics'
import { startTestApp, type TestApp } from '../../helpers/app'

/**
 * Issue 14 §2 "Front report settings and sets, with toggles": the front calls through the real
 * route handlers over a formula report on known rows, on SQLite and PostgreSQL.
 */

type Envelope<T> = { result: T; message?: string }
type Failure = { message: string }
type Setting = {
  _id: string
  name: string
  reportType: string
  fields: {
    _id: string
    type: string
    refId: string
    children: { name: string; rowItems: string[]; colItems: string[] }[]
  }[]
  status: string
}
type FrontSet = {
  _id: string
  name: string
  setting: string
  period: string
  fields: { _id: string; type: string }[]
  status: string
  tables?: ReportTable[]
}

const BASE = '/api/shennong/statistics'
let app: TestApp
let admin: string
let reader: string
let formulaId: string
let itemIds: string[]

beforeAll(async () => {
  app = await startTestApp()
  admin = await app.login('admin', 'Admin@12345')
  const role = await app.payload.create({
    collection: 'roles',
    data: { name: 'stats reader', enabled: true, flags: onlyFlags([FLAGS.statistics.auth, FLAGS.statistics.read]) },
  })
  await app.payload.create({
    collection: 'users',
    data: {
      username: 'statsreader',
      name: 'statsreader',
      email: 'statsreader@test.example',
      password: 'Passw0rd!x',
      accountStatus: 'Enabled',
      roles: [role.id],
      mustChangePassword: false,
    },
    context: { passwordSetBy: 'system' },
  })
  reader = await app.login('statsreader', 'Passw0rd!x')

  const setting = String(
    (
      await app.payload.create({
        collection: 'data-original-settings',
        data: {
          name: '出版社甲',
          url: 'https://sushi.example.org/r5',
          release: '5',
          status: 'Enabled',
          health: 'unknown',
        },
        overrideAccess: true,
      })
    ).id,
  )
  const group = await app.payload.create({
    collection: 'data-original-groups',
    data: { setting, reportType: 'TR_J1', status: 'Enabled' },
    overrideAccess: true,
  })
  const counts: [string, number, string][] = [
    ['2025-01', 10, 'Controlled'],
    ['2025-02', 20, 'Controlled'],
    ['2025-03', 30, 'OA_Gold'],
    ['2025-05', 5, 'Controlled'],
  ]
  for (const [month, count, accessType] of counts) {
    const set = await app.payload.create({
      collection: 'data-original-sets',
      data: { setting, group: group.id, reportType: 'TR_J1', month, state: 'done' },
      overrideAccess: true,
    })
    await app.payload.create({
      collection: 'data-original-items',
      data: {
        set: set.id,
        setting,
        reportType: 'TR_J1',
        metricType: 'Total_Item_Requests',
        month,
        count,
        title: 'Journal X',
        accessType,
      },
      overrideAccess: true,
    })
  }
  const formula = await app.api.put<Envelope<{ _id: string; countItems: { _id: string }[] }>>(
    `${BASE}/formula-report-settings`,
    {
      name: '期刊使用量',
      countItems: [
        { name: '全部', source: setting, sourceItem: 'TR_J1', target: 'Total_Item_Requests' },
        {
          name: '訂閱',
          source: setting,
          sourceItem: 'TR_J1',
          target: 'Total_Item_Requests',
          filters: [{ name: 'Access_Type', value: 'Controlled' }],
        },
      ],
    },
    { token: admin },
  )
  formulaId = formula.body.result._id
  itemIds = formula.body.result.countItems.map((item) => item._id)
})

afterAll(async () => app?.close())

const save = (body: unknown, token = admin) =>
  app.api.put<Envelope<Setting> & Failure>(`${BASE}/front-report-settings`, body, { token })
const block = (children: unknown[], extra: Record<string, unknown> = {}) => ({
  type: 'formula',
  refId: formulaId,
  children,
  ...extra,
})

describe('front report settings', () => {
  it('refuses bad input with a 400 naming the field, and enforces the enumerations', async () => {
    const cases: [unknown, RegExp][] = [
      [{ reportType: 'monthly' }, /名稱/],
      [{ name: 'x' }, /報表類型/],
      [{ name: 'x', reportType: 'weekly' }, /報表類型/],
      [{ name: 'x', reportType: 'Monthly' }, /報表類型/],
      [{ name: 'x', reportType: 'monthly', fields: [block([{ name: 't' }], { type: 'chart' })] }, /區塊類型/],
      [
        { name: 'x', reportType: 'monthly', fields: [block([{ name: 't' }], { refId: 'aaaaaaaaaaaaaaaaaaaaaaaa' })] },
        /公式報表不存在/,
      ],
      [{ name: 'x', reportType: 'monthly', fields: [block([{ name: 't', rowItems: ['nope'] }])] }, /列項目 nope/],
      [{ name: 'x', reportType: 'monthly', fields: [block([{ name: 't', colItems: ['3'] }])] }, /欄項目「3」/],
      [{ name: 'x', reportType: 'yearly', fields: [block([{ name: 't', colItems: ['month'] }])] }, /欄項目「month」/],
      [{ name: 'x', reportType: 'monthly', fields: [block([])] }, /至少要有一個表格/],
      [{ name: 'x', reportType: 'monthly', fields: [block([{ name: 't' }], { type: 'manual' })] }, /手動報表不存在/],
    ]
    for (const [body, message] of cases) {
      const response = await save(body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(response.body.message, JSON.stringify(body)).toMatch(message)
    }
    expect((await app.payload.count({ collection: 'front-report-settings', overrideAccess: true })).totalDocs).toBe(0)
    expect((await save({ name: 'x', reportType: 'monthly' }, reader)).status).toBe(403)
    expect((await app.api.get(`${BASE}/front-report-settings`)).status).toBe(401)
  })
})

describe('a monthly front report, its sets and publishing', () => {
  let setting: Setting
  let sets: FrontSet[]

  it('saves a setting with a formula block', async () => {
    const response = await save({
      name: '館藏使用',
      reportType: 'monthly',
      fields: [
        block([
          { name: '本月使用量', rowItems: [itemIds[1], itemIds[0]], colItems: [] },
          { name: '全部（本月）', rowItems: [itemIds[0]], colItems: ['month'] },
        ]),
      ],
    })
    expect(response.status).toBe(200)
    setting = response.body.result
    expect(setting.fields[0]!._id).toMatch(/^[0-9a-f]{24}$/)
    const detail = await app.api.get<Envelope<Setting>>(`${BASE}/front-report-settings/detail/${setting._id}`, {
      token: reader,
    })
    expect(detail.body.result.reportType).toBe('monthly')
    const list = await app.api.get<Envelope<{ total: number }>>(`${BASE}/front-report-settings`, { token: reader })
    expect(list.body.result.total).toBe(1)
  })

  it('creates twelve Disabled sets for a year, once', async () => {
    const response = await app.api.post<Envelope<{ created: number; data: FrontSet[] }>>(
      `${BASE}/init-front-sets`,
      { id: setting._id, year: 2025 },
      { token: admin },
    )
    expect(response.status).toBe(201)
    expect(response.body.result.created).toBe(12)
    sets = response.body.result.data
    expect(sets.map((set) => set.period)).toEqual(
      Array.from({ length: 12 }, (_, index) => `2025-${String(index + 1).padStart(2, '0')}`),
    )
    expect(sets[4]!.name).toBe('館藏使用 2025年5月')
    expect(sets.every((set) => set.status === 'Disabled')).toBe(true)
    expect(sets[0]!.fields).toEqual([{ _id: setting.fields[0]!._id, type: 'formula' }])
    const again = await app.api.post<Envelope<{ created: number }>>(
      `${BASE}/init-front-sets`,
      { id: setting._id, year: 2025 },
      { token: admin },
    )
    expect(again.body.result.created).toBe(0)
    expect((await app.payload.count({ collection: 'front-report-sets', overrideAccess: true })).totalDocs).toBe(12)
    expect(
      (await app.api.post(`${BASE}/init-front-sets`, { id: setting._id, year: '2025' }, { token: admin })).status,
    ).toBe(400)
    expect(
      (await app.api.post(`${BASE}/init-front-sets`, { id: 'aaaaaaaaaaaaaaaaaaaaaaaa', year: 2025 }, { token: admin }))
        .status,
    ).toBe(404)
    const listed = await app.api.get<Envelope<{ data: FrontSet[]; total: number }>>(
      `${BASE}/front-report-sets/${setting._id}?limit=100`,
      { token: reader },
    )
    expect(listed.body.result.total).toBe(12)
    expect(listed.body.result.data[0]!.period).toBe('2025-12')
  })

  it('computes a set: the month and the year to date of the chosen rows', async () => {
    const may = sets[4]!
    const response = await app.api.get<Envelope<FrontSet>>(`${BASE}/front-report-sets/detail/${may._id}`, {
      token: reader,
    })
    expect(response.status).toBe(200)
    const [first, second] = response.body.result.tables!
    expect(first!.title).toBe('本月使用量')
    expect(first!.columns.map((column) => column.label)).toEqual(['5月', '本年累計（1–5月）'])
    // 訂閱 (Controlled): May 5, Jan–May 10+20+5 = 35; 全部: May 5, Jan–May 65
    expect(first!.rows.map((row) => [row.label, row.values, row.total])).toEqual([
      ['訂閱', [5, 35], 35],
      ['全部', [5, 65], 65],
    ])
    expect(second!.columns.map((column) => column.label)).toEqual(['5月'])
    expect(second!.rows.map((row) => row.values)).toEqual([[5]])
    const april = await app.api.get<Envelope<FrontSet>>(`${BASE}/front-report-sets/detail/${sets[3]!._id}`, {
      token: reader,
    })
    expect(april.body.result.tables![0]!.rows[1]!.values).toEqual([null, 60])
  })

  it('edits a set: its name and blocks; a block of another setting is refused', async () => {
    const may = sets[4]!
    const renamed = await app.api.put<Envelope<FrontSet>>(
      `${BASE}/front-report-sets/${may._id}`,
      { name: '五月報表' },
      { token: admin },
    )
    expect(renamed.status).toBe(200)
    expect(renamed.body.result.name).toBe('五月報表')
    const bad = await app.api.put<Failure>(
      `${BASE}/front-report-sets/${may._id}`,
      { fields: [{ _id: 'aaaaaaaaaaaaaaaaaaaaaaaa', type: 'formula' }] },
      { token: admin },
    )
    expect(bad.status).toBe(400)
    const wrongType = await app.api.put<Failure>(
      `${BASE}/front-report-sets/${may._id}`,
      { fields: [{ _id: setting.fields[0]!._id, type: 'manual' }] },
      { token: admin },
    )
    expect(wrongType.status).toBe(400)
    const emptied = await app.api.put<Envelope<FrontSet>>(
      `${BASE}/front-report-sets/${sets[0]!._id}`,
      { fields: [] },
      { token: admin },
    )
    expect(emptied.body.result.fields).toEqual([])
    const detail = await app.api.get<Envelope<FrontSet>>(`${BASE}/front-report-sets/detail/${sets[0]!._id}`, {
      token: reader,
    })
    expect(detail.body.result.tables).toEqual([])
    expect((await app.api.put(`${BASE}/front-report-sets/${may._id}`, { name: 'x' }, { token: reader })).status).toBe(
      403,
    )
  })

  it('publishes a set by toggling it; only enabled sets of enabled settings are public', async () => {
    expect(await publishedFrontSets(app.payload)).toEqual([])
    const toggled = await app.api.put<Envelope<FrontSet>>(
      `${BASE}/toggle-front-report-sets/${sets[4]!._id}`,
      {},
      { token: admin },
    )
    expect(toggled.status).toBe(200)
    expect(toggled.body.result.status).toBe('Enabled')
    const published = await publishedFrontSets(app.payload)
    expect(published.map((set) => set.name)).toEqual(['五月報表'])
    expect(published[0]!.tables[0]!.rows[0]!.total).toBe(35)
    await save({
      _id: setting._id,
      name: setting.name,
      reportType: 'monthly',
      fields: setting.fields,
      status: 'Disabled',
    })
    expect(await publishedFrontSets(app.payload)).toEqual([])
    await save({
      _id: setting._id,
      name: setting.name,
      reportType: 'monthly',
      fields: setting.fields,
      status: 'Enabled',
    })
    const back = await app.api.put<Envelope<FrontSet>>(
      `${BASE}/toggle-front-report-sets/${sets[4]!._id}`,
      {},
      { token: admin },
    )
    expect(back.body.result.status).toBe('Disabled')
    expect(
      (await app.api.put(`${BASE}/toggle-front-report-sets/aaaaaaaaaaaaaaaaaaaaaaaa`, {}, { token: admin })).status,
    ).toBe(404)
  })

  it('keeps the report type once sets exist, and deletes a setting with its sets', async () => {
    const change = await save({ _id: setting._id, name: setting.name, reportType: 'yearly', fields: [] })
    expect(change.status).toBe(400)
    expect(change.body.message).toContain('報表類型')
    expect((await app.api.delete(`${BASE}/front-report-settings/${setting._id}`, { token: reader })).status).toBe(403)
    expect((await app.api.delete(`${BASE}/front-report-settings/${setting._id}`, { token: admin })).status).toBe(200)
    expect((await app.payload.count({ collection: 'front-report-sets', overrideAccess: true })).totalDocs).toBe(0)
    expect((await app.api.get(`${BASE}/front-report-settings/detail/${setting._id}`, { token: admin })).status).toBe(
      404,
    )
  })
})

describe('a yearly front report', () => {
  it('has one set per year with the chosen months and their sum', async () => {
    const created = await save({
      name: '年度使用',
      reportType: 'yearly',
      fields: [block([{ name: '第一季', rowItems: [itemIds[0]], colItems: ['3', '1', '2'] }])],
    })
    expect(created.status).toBe(200)
    const init = await app.api.post<Envelope<{ data: FrontSet[] }>>(
      `${BASE}/init-front-sets`,
      { id: created.body.result._id, year: 2025 },
      { token: admin },
    )
    expect(init.body.result.data.map((set) => [set.period, set.name])).toEqual([['2025', '年度使用 2025年']])
    const detail = await app.api.get<Envelope<FrontSet>>(
      `${BASE}/front-report-sets/detail/${init.body.result.data[0]!._id}`,
      { token: reader },
    )
    const table = detail.body.result.tables![0]!
    expect(table.columns.map((column) => column.key)).toEqual(['2025-01', '2025-02', '2025-03'])
    expect(table.rows).toEqual([{ key: itemIds[0], label: '全部', values: [10, 20, 30], total: 60 }])
  })
})

describe('a manual block', () => {
  it('shows the rows of a manual report picked by fieldId:itemId', async () => {
    const manual = await app.api.put<Envelope<{ _id: string; fields: { _id: string; items: { _id: string }[] }[] }>>(
      `${BASE}/manual-report-settings`,
      { name: '參考服務', fields: [{ name: '參考諮詢', type: 'normal', items: [{ name: '櫃台' }, { name: '電話' }] }] },
      { token: admin },
    )
    expect(manual.status).toBe(200)
    const field = manual.body.result.fields[0]!
    const rowKey = `${field._id}:${field.items[1]!._id}`
    const bad = await save({
      name: '手動',
      reportType: 'yearly',
      fields: [{ type: 'manual', refId: manual.body.result._id, children: [{ name: 't', rowItems: ['nope'] }] }],
    })
    expect(bad.status).toBe(400)
    const created = await save({
      name: '手動',
      reportType: 'yearly',
      fields: [
        {
          type: 'manual',
          refId: manual.body.result._id,
          children: [{ name: '電話諮詢', rowItems: [rowKey], colItems: ['1'] }],
        },
      ],
    })
    expect(created.status).toBe(200)
    const init = await app.api.post<Envelope<{ data: FrontSet[] }>>(
      `${BASE}/init-front-sets`,
      { id: created.body.result._id, year: 2025 },
      { token: admin },
    )
    const detail = await app.api.get<Envelope<FrontSet>>(
      `${BASE}/front-report-sets/detail/${init.body.result.data[0]!._id}`,
      { token: reader },
    )
    expect(detail.status).toBe(200)
    const table = detail.body.result.tables![0]!
    expect(table.title).toBe('電話諮詢')
    expect(table.rows.map((row) => row.key)).toEqual([rowKey])
    expect(table.rows[0]!.label).toContain('電話')
    expect(table.rows[0]!.values).toEqual([null])
  })
})

describe('captions say what each public table sums (issue 26, defect 11)', () => {
  it('a monthly set: the year to date, with the metric counted; a yearly set: the months shown', async () => {
    const monthly = await save({
      name: '說明月報',
      reportType: 'monthly',
      fields: [block([{ name: '使用量', rowItems: [itemIds[0]], colItems: [] }])],
    })
    expect(monthly.status).toBe(200)
    const sets = (
      await app.api.post<Envelope<{ data: FrontSet[] }>>(
        `${BASE}/init-front-sets`,
        { id: monthly.body.result._id, year: 2025 },
        { token: admin },
      )
    ).body.result.data
    const may = (
      await app.api.get<Envelope<FrontSet>>(`${BASE}/front-report-sets/detail/${sets[4]!._id}`, { token: reader })
    ).body.result.tables![0]!
    expect(may.caption).toBe('Total_Item_Requests；合計為 1 月至 5 月加總')
    expect(may.caption).not.toContain('全年')
    // Published, the public call carries the same caption.
    expect((await app.api.put(`${BASE}/toggle-front-report-sets/${sets[4]!._id}`, {}, { token: admin })).status).toBe(
      200,
    )
    const shown = await app.api.get<Envelope<{ tables: ReportTable[] }>>(`/api/public/statistics/${sets[4]!._id}`)
    expect(shown.body.result.tables[0]!.caption).toBe('Total_Item_Requests；合計為 1 月至 5 月加總')

    const yearly = await save({
      name: '說明年報',
      reportType: 'yearly',
      fields: [
        block([
          { name: '上半年', rowItems: [itemIds[0]], colItems: ['1', '2', '3', '4', '5', '6'] },
          { name: '全年', rowItems: [itemIds[0]], colItems: [] },
        ]),
      ],
    })
    const year = (
      await app.api.post<Envelope<{ data: FrontSet[] }>>(
        `${BASE}/init-front-sets`,
        { id: yearly.body.result._id, year: 2025 },
        { token: admin },
      )
    ).body.result.data[0]!
    const tables = (
      await app.api.get<Envelope<FrontSet>>(`${BASE}/front-report-sets/detail/${year._id}`, { token: reader })
    ).body.result.tables!
    expect(tables.map((table) => table.caption)).toEqual([
      'Total_Item_Requests；合計為 1 月至 6 月加總',
      'Total_Item_Requests；合計為全年加總',
    ])
  })

  it('a manual report totalled by its latest value: the latest figure, and a caption that says so', async () => {
    const manual = await app.api.put<Envelope<{ _id: string; fields: { _id: string; items: { _id: string }[] }[] }>>(
      `${BASE}/manual-report-settings`,
      { name: '館藏量', basedLatestValue: true, fields: [{ name: '期刊', type: 'normal', items: [{ name: '種數' }] }] },
      { token: admin },
    )
    expect(manual.status).toBe(200)
    const field = manual.body.result.fields[0]!
    const monthSets = (
      await app.api.post<Envelope<{ _id: string; month: string }[]>>(
        `${BASE}/init-manual-sets`,
        { id: manual.body.result._id, year: 2025 },
        { token: admin },
      )
    ).body.result
    for (const [month, value] of [
      ['2025-01', 100],
      ['2025-03', 120],
    ] as const) {
      const set = monthSets.find((entry) => entry.month === month)!
      expect(
        (
          await app.api.put(
            `${BASE}/manual-report-items/${set._id}`,
            { values: [{ fieldId: field._id, itemId: field.items[0]!._id, value }] },
            { token: admin },
          )
        ).status,
      ).toBe(200)
    }
    const created = await save({
      name: '館藏月報',
      reportType: 'monthly',
      fields: [
        { type: 'manual', refId: manual.body.result._id, children: [{ name: '期刊種數', rowItems: [], colItems: [] }] },
      ],
    })
    expect(created.status).toBe(200)
    const sets = (
      await app.api.post<Envelope<{ data: FrontSet[] }>>(
        `${BASE}/init-front-sets`,
        { id: created.body.result._id, year: 2025 },
        { token: admin },
      )
    ).body.result.data
    const april = (
      await app.api.get<Envelope<FrontSet>>(`${BASE}/front-report-sets/detail/${sets[3]!._id}`, { token: reader })
    ).body.result.tables![0]!
    expect(april.caption).toBe('合計為 1 月至 4 月的最新一期數值')
    expect(april.columns.map((column) => column.label)).toEqual(['4月', '本年最新值（1–4月）'])
    expect(april.rows[0]!.values).toEqual([null, 120])
    expect(april.rows[0]!.total).toBe(120)
  })
})
