import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { FLAGS } from '@/access'
import { onlyFlags } from '@/access/permissions'
import type { ReportTable } from '@/modules/statistics'
import { startTestApp, type TestApp } from '../../helpers/app'

/**
 * Issue 14 §2 "Merged statistics with versions and toggles; mixed statistics with versions":
 * the merge and mixin calls through the real route handlers over a formula report (harvested
 * rows inserted below) and a manual report (values written through its calls), on SQLite and
 * PostgreSQL (TEST_DB). The expected figures are worked out by hand next to the data.
 */

type Envelope<T> = { result: T; message?: string }
type Option = { key: string; kind: string; label: string; reportId: string }
type MergeItem = { _id: string; type: string; name: string; itemIds: string[] }
type Merge = { _id: string; name: string; mergeItems: MergeItem[]; status: string }
type Version = {
  _id: string
  versionName: string
  year: number
  status: string
  mergeStatistics?: string
  mixinStatistics?: string
  tables?: ReportTable[]
}
type Mixin = { _id: string; name: string; mergeReportId: string }

const API = '/api/shennong/statistics'
const YEAR = 2025
const TIR = 'Total_Item_Requests'

let app: TestApp
let admin: string
let reader: string
let noStats: string
let formulaId: string
let countAll: string
let countOa: string
let manualId: string
let deskField: { _id: string; items: { _id: string; name: string }[] }
let manualSets: { _id: string; month: string }[]
let merge: Merge
let mixin: Mixin

const get = <T>(path: string, token = admin) => app.api.get<Envelope<T>>(`${API}/${path}`, { token })
const put = <T>(path: string, body?: unknown, token = admin) =>
  app.api.put<Envelope<T>>(`${API}/${path}`, body ?? {}, { token })
const del = <T>(path: string, token = admin) => app.api.delete<Envelope<T>>(`${API}/${path}`, { token })
const at = (table: ReportTable, label: string) => table.rows.find((row) => row.label === label)!

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
  ] as const)
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
  reader = await app.login('statsreader', 'Passw0rd!x')
  noStats = await app.login('nostats', 'Passw0rd!x')

  // A harvested source: TR_J1 Total_Item_Requests, Jan 10+7, Feb 5, Mar 0 (Journal Y is OA_Gold).
  const setting = String(
    (
      await app.payload.create({
        collection: 'data-original-settings',
        data: {
          name: '出版社甲',
          url: 'https://sushi.example.org/r5',
          reportTypes: ['TR_J1'],
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
  const rows = [
    { month: `${YEAR}-01`, count: 10, title: 'Journal X', accessType: 'Controlled' },
    { month: `${YEAR}-01`, count: 7, title: 'Journal Y', accessType: 'OA_Gold' },
    { month: `${YEAR}-02`, count: 5, title: 'Journal X', accessType: 'Controlled' },
    { month: `${YEAR}-03`, count: 0, title: 'Journal X', accessType: 'Controlled' },
  ]
  const sets = new Map<string, string>()
  for (const month of new Set(rows.map((row) => row.month)))
    sets.set(
      month,
      String(
        (
          await app.payload.create({
            collection: 'data-original-sets',
            data: { setting, group: group.id, reportType: 'TR_J1', month, state: 'done' },
            overrideAccess: true,
          })
        ).id,
      ),
    )
  for (const row of rows)
    await app.payload.create({
      collection: 'data-original-items',
      data: { ...row, reportType: 'TR_J1', metricType: TIR, platform: 'P1', setting, set: sets.get(row.month)! },
      overrideAccess: true,
    })

  const formula = await app.api.put<Envelope<{ _id: string; countItems: { _id: string; name: string }[] }>>(
    `${API}/formula-report-settings`,
    {
      name: '期刊使用',
      countItems: [
        { name: '全部下載', source: setting, sourceItem: 'TR_J1', target: TIR, filters: [] },
        {
          name: 'OA 下載',
          source: setting,
          sourceItem: 'TR_J1',
          target: TIR,
          filters: [{ name: 'Access_Type', value: 'OA_Gold' }],
        },
      ],
    },
    { token: admin },
  )
  expect(formula.status).toBe(200)
  formulaId = formula.body.result._id
  countAll = formula.body.result.countItems[0]!._id
  countOa = formula.body.result.countItems[1]!._id

  // A manual report: reference desk questions, Jan 3, Feb 4.
  const manual = await put<{ _id: string; fields: { _id: string; items: { _id: string; name: string }[] }[] }>(
    'manual-report-settings',
    {
      name: '參考服務',
      fields: [{ name: '諮詢', type: 'normal', items: [{ name: '櫃台' }] }],
    },
  )
  expect(manual.status).toBe(200)
  manualId = manual.body.result._id
  deskField = manual.body.result.fields[0]!
  const init = await app.api.post<Envelope<{ _id: string; month: string }[]>>(
    `${API}/init-manual-sets`,
    { id: manualId, year: YEAR },
    { token: admin },
  )
  manualSets = init.body.result
  for (const [month, value] of [
    [1, 3],
    [2, 4],
  ] as const) {
    const set = manualSets.find((candidate) => candidate.month === `${YEAR}-0${month}`)!
    const written = await put(`manual-report-items/${set._id}`, {
      values: [{ fieldId: deskField._id, itemId: deskField.items[0]!._id, value }],
    })
    expect(written.status, JSON.stringify(written.body)).toBe(200)
  }
})

afterAll(async () => app?.close())

const formulaKey = (countItem: string) => `formula:${formulaId}:${countItem}`
const manualKey = () => `manual:${manualId}:${deskField._id}:${deskField.items[0]!._id}`

describe('merge-statistics-items', () => {
  it('offers the formula count items and the manual field items, labelled with their reports', async () => {
    const response = await get<Option[]>('merge-statistics-items', reader)
    expect(response.status).toBe(200)
    const keys = response.body.result.map((option) => option.key)
    expect(keys).toEqual(expect.arrayContaining([formulaKey(countAll), formulaKey(countOa), manualKey()]))
    expect(response.body.result.find((option) => option.key === formulaKey(countAll))).toMatchObject({
      kind: 'formula',
      label: '期刊使用 / 全部下載',
      reportId: formulaId,
    })
    expect(response.body.result.find((option) => option.key === manualKey())).toMatchObject({
      kind: 'manual',
      reportId: manualId,
    })
  })

  it('needs a session and the statistics read flag', async () => {
    expect((await app.api.get(`${API}/merge-statistics-items`)).status).toBe(401)
    expect((await get('merge-statistics-items', noStats)).status).toBe(403)
  })
})

describe('merged statistics', () => {
  it('refuses bad input with a 400 naming the field, and stores nothing', async () => {
    const cases: [unknown, string | RegExp][] = [
      [{ mergeItems: [] }, '名稱為必填欄位'],
      [
        { name: 'm', mergeItems: [{ type: 'single', name: '', itemIds: [formulaKey(countAll)] }] },
        '合併項目名稱為必填欄位',
      ],
      [
        { name: 'm', mergeItems: [{ type: 'Single', name: 'a', itemIds: [formulaKey(countAll)] }] },
        '合併項目類型須為單一（single）或多項加總（multiple）',
      ],
      [{ name: 'm', mergeItems: [{ name: 'a', itemIds: [formulaKey(countAll)] }] }, '合併項目類型為必填欄位'],
      [
        {
          name: 'm',
          mergeItems: [{ type: 'single', name: 'a', itemIds: [formulaKey(countAll), formulaKey(countOa)] }],
        },
        /恰好選擇一個/,
      ],
      [{ name: 'm', mergeItems: [{ type: 'multiple', name: 'a', itemIds: [] }] }, /至少選擇一個/],
      [
        { name: 'm', mergeItems: [{ type: 'single', name: 'a', itemIds: [`formula:${formulaId}:${'d'.repeat(24)}`] }] },
        /來源項目不存在/,
      ],
      [{ name: 'm', mergeItems: [{ type: 'single', name: 'a', itemIds: ['whatever'] }] }, /來源項目格式錯誤/],
      [{ name: 'm', mergeItems: [], status: 'enabled' }, /狀態/],
      [{ name: 'm', mergeItems: [], colour: 'red' }, /.+/],
    ]
    for (const [body, message] of cases) {
      const response = await put<unknown>('merge-statistics', body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(response.body.message).toMatch(message)
    }
    expect((await app.payload.count({ collection: 'merge-statistics', overrideAccess: true })).totalDocs).toBe(0)
    expect((await put('merge-statistics', { name: 'm', mergeItems: [] }, reader)).status).toBe(403)
  })

  it('creates, lists, reads and updates a merge; unknown ids are 404', async () => {
    const created = await put<Merge>('merge-statistics', {
      name: '年度使用統計',
      mergeItems: [
        { type: 'single', name: '期刊下載', itemIds: [formulaKey(countAll)] },
        { type: 'multiple', name: '全部服務', itemIds: [formulaKey(countAll), manualKey()] },
      ],
    })
    expect(created.status).toBe(200)
    merge = created.body.result
    expect(merge.status).toBe('Enabled')
    expect(merge.mergeItems.every((item) => /^[0-9a-f]{24}$/.test(item._id))).toBe(true)
    const list = await get<{ data: Merge[]; total: number }>('merge-statistics?keyword=年度', reader)
    expect(list.body.result.total).toBe(1)
    expect((await get<Merge>(`merge-statistics/detail/${merge._id}`, reader)).body.result.name).toBe('年度使用統計')
    expect((await get(`merge-statistics/detail/${'c'.repeat(24)}`)).status).toBe(404)
    expect((await get(`merge-statistics/detail/nope`)).status).toBe(400)

    // An update keeps the item ids it is given.
    const updated = await put<Merge>('merge-statistics', {
      _id: merge._id,
      name: '年度使用統計',
      remark: '給院方',
      mergeItems: merge.mergeItems,
    })
    expect(updated.status).toBe(200)
    expect(updated.body.result.mergeItems.map((item) => item._id)).toEqual(merge.mergeItems.map((item) => item._id))
    expect((await put('merge-statistics', { _id: 'e'.repeat(24), name: 'x', mergeItems: [] })).status).toBe(404)
  })

  it('computes the year: single rows as they are, multiple rows summed month by month', async () => {
    const response = await get<ReportTable>(`merge-statistics/reports/${merge._id}?year=${YEAR}`, reader)
    expect(response.status).toBe(200)
    const table = response.body.result
    expect(table.columns.map((column) => column.key)).toEqual(
      Array.from({ length: 12 }, (_, i) => `${YEAR}-${String(i + 1).padStart(2, '0')}`),
    )
    expect(at(table, '期刊下載').values.slice(0, 4)).toEqual([17, 5, 0, null])
    expect(at(table, '期刊下載').total).toBe(22)
    expect(at(table, '全部服務').values.slice(0, 4)).toEqual([20, 9, 0, null])
    expect(at(table, '全部服務').total).toBe(29)
    // Another year has no data; a bad year is a 400.
    const empty = await get<ReportTable>(`merge-statistics/reports/${merge._id}?year=2019`)
    expect(empty.body.result.rows.every((row) => row.total === null)).toBe(true)
    expect((await get(`merge-statistics/reports/${merge._id}?year=20x5`)).status).toBe(400)
    expect((await get(`merge-statistics/reports/${'c'.repeat(24)}?year=${YEAR}`)).status).toBe(404)
  })

  it('shows the structure with each source resolved to its label', async () => {
    const response = await get<
      Omit<Merge, 'mergeItems'> & {
        mergeItems: (MergeItem & { sources: { key: string; label: string; found: boolean }[] })[]
      }
    >(`merge-statistics/structure/${merge._id}`, reader)
    expect(response.status).toBe(200)
    const all = response.body.result.mergeItems.find((item) => item.name === '全部服務')!
    expect(all.sources.map((source) => [source.label, source.found])).toEqual([
      ['期刊使用 / 全部下載', true],
      [expect.stringContaining('參考服務'), true],
    ])
  })

  it('exports the year to .xlsx, filed in report-management', async () => {
    const response = await get<{ downloadUrl: string }>(`export-merge-statistics/${merge._id}?year=${YEAR}`, reader)
    expect(response.status).toBe(200)
    expect(response.body.result.downloadUrl).toMatch(/\/api\/shennong\/reports\/.+\/download/)
    expect(
      (
        await app.payload.count({
          collection: 'reports',
          where: { module: { equals: 'statistics' } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBeGreaterThan(0)
  })
})

describe('merge versions', () => {
  let version: Version

  it('requires versionName, an existing merge and a valid year', async () => {
    const cases: [unknown, number, string | RegExp][] = [
      [{ mergeStatistics: merge._id, year: YEAR }, 400, '版本名稱為必填欄位'],
      [{ versionName: ' ', mergeStatistics: merge._id, year: YEAR }, 400, '版本名稱為必填欄位'],
      [{ versionName: 'v', year: YEAR }, 400, '合併統計為必填欄位'],
      [{ versionName: 'v', mergeStatistics: merge._id, year: 'abc' }, 400, /年度/],
      [{ versionName: 'v', mergeStatistics: merge._id, year: String(YEAR) }, 400, /年度/],
      [{ versionName: 'v', mergeStatistics: merge._id, year: YEAR, status: 'On' }, 400, /狀態/],
      [{ versionName: 'v', mergeStatistics: 'c'.repeat(24), year: YEAR }, 404, '找不到此合併統計'],
    ]
    for (const [body, status, message] of cases) {
      const response = await put<unknown>('merge-statistics-versions', body)
      expect(response.status, JSON.stringify(body)).toBe(status)
      expect(response.body.message).toMatch(message)
    }
    expect((await app.payload.count({ collection: 'merge-statistics-versions', overrideAccess: true })).totalDocs).toBe(
      0,
    )
  })

  it('freezes the year when made, unpublished; later data does not change it', async () => {
    const made = await put<Version>('merge-statistics-versions', {
      versionName: '2025 年度定稿',
      mergeStatistics: merge._id,
      year: YEAR,
    })
    expect(made.status).toBe(200)
    version = made.body.result
    expect(version).toMatchObject({
      versionName: '2025 年度定稿',
      mergeStatistics: merge._id,
      year: YEAR,
      status: 'Disabled',
    })
    expect(at(version.tables![0]!, '全部服務').total).toBe(29)

    // March is filled in afterwards: the live report moves, the version does not.
    const march = manualSets.find((set) => set.month === `${YEAR}-03`)!
    expect(
      (
        await put(`manual-report-items/${march._id}`, {
          values: [{ fieldId: deskField._id, itemId: deskField.items[0]!._id, value: 100 }],
        })
      ).status,
    ).toBe(200)
    const live = await get<ReportTable>(`merge-statistics/reports/${merge._id}?year=${YEAR}`)
    expect(at(live.body.result, '全部服務').total).toBe(129)
    const frozen = await get<Version>(`merge-statistics-versions/${version._id}`, reader)
    expect(at(frozen.body.result.tables![0]!, '全部服務').total).toBe(29)
    expect(at(frozen.body.result.tables![0]!, '全部服務').values.slice(0, 3)).toEqual([20, 9, 0])
  })

  it('lists versions by merge, renames one, and refuses moving it to another year', async () => {
    const list = await get<{ data: Version[]; total: number }>(
      `merge-statistics-versions?mergeStatistics=${merge._id}`,
      reader,
    )
    expect(list.body.result.total).toBe(1)
    expect(list.body.result.data[0]!.tables).toBeUndefined()
    const renamed = await put<Version>('merge-statistics-versions', {
      _id: version._id,
      versionName: '2025 年度（定稿）',
      mergeStatistics: merge._id,
      year: YEAR,
    })
    expect(renamed.body.result.versionName).toBe('2025 年度（定稿）')
    const moved = await put<unknown>('merge-statistics-versions', {
      _id: version._id,
      versionName: 'x',
      mergeStatistics: merge._id,
      year: YEAR - 1,
    })
    expect(moved.status).toBe(400)
    expect(moved.body.message).toBe('版本建立後不可變更其報表與年度，請另建版本')
  })

  it('toggles publication; the public calls show only what is published', async () => {
    expect((await put(`toggle-merge-statistics-versions/${version._id}`, {}, reader)).status).toBe(403)
    expect((await app.api.get<Envelope<unknown[]>>('/api/public/statistics')).body.result).toEqual([])
    expect((await app.api.get(`/api/public/statistics/${version._id}`)).status).toBe(404)

    const on = await put<Version>(`toggle-merge-statistics-versions/${version._id}`)
    expect(on.status).toBe(200)
    expect(on.body.result.status).toBe('Enabled')
    const stored = await app.payload.findByID({
      collection: 'merge-statistics-versions',
      id: version._id,
      overrideAccess: true,
    })
    expect(stored.status).toBe('Enabled')

    const list =
      await app.api.get<Envelope<{ _id: string; kind: string; title: string; reportName: string; year: number }[]>>(
        '/api/public/statistics',
      )
    expect(list.status).toBe(200)
    expect(list.body.result).toEqual([
      expect.objectContaining({
        _id: version._id,
        kind: 'merge',
        title: '2025 年度（定稿）',
        reportName: '年度使用統計',
        year: YEAR,
      }),
    ])
    const one = await app.api.get<Envelope<{ tables: ReportTable[] }>>(`/api/public/statistics/${version._id}`)
    expect(one.status).toBe(200)
    expect(at(one.body.result.tables[0]!, '期刊下載').values.slice(0, 3)).toEqual([17, 5, 0])

    const off = await put<Version>(`toggle-merge-statistics-versions/${version._id}`)
    expect(off.body.result.status).toBe('Disabled')
    expect((await app.api.get(`/api/public/statistics/${version._id}`)).status).toBe(404)
    await put(`toggle-merge-statistics-versions/${version._id}`)
    expect((await put(`toggle-merge-statistics-versions/${'c'.repeat(24)}`)).status).toBe(404)
  })
})

describe('mixed statistics', () => {
  let ids: { journals: string; all: string }

  it('refuses a missing merge, unknown merge items, unknown totals and loops', async () => {
    ids = { journals: merge.mergeItems[0]!._id, all: merge.mergeItems[1]!._id }
    const item = (name: string, countTotalIds: string[]) => ({ name, countTotalIds })
    const total = (name: string, keys: string[]) => ({ name, hasTotalItemsKeys: true, totalItemsKeys: keys })
    const cases: [unknown, number, string | RegExp][] = [
      [{ mergeReportId: merge._id, mixinItems: [] }, 400, '名稱為必填欄位'],
      [{ name: 'x', mixinItems: [] }, 400, '合併統計為必填欄位'],
      [{ name: 'x', mergeReportId: 'c'.repeat(24), mixinItems: [] }, 400, '找不到此合併統計'],
      [
        { name: 'x', mergeReportId: merge._id, mixinItems: [{ name: 's', items: [item('a', ['c'.repeat(24)])] }] },
        400,
        /引用的合併項目不存在/,
      ],
      [
        { name: 'x', mergeReportId: merge._id, mixinItems: [{ name: 's', items: [total('t', ['nope'])] }] },
        400,
        '「t」加總的項目不存在：「nope」',
      ],
      [
        {
          name: 'x',
          mergeReportId: merge._id,
          mixinItems: [{ name: 's', items: [total('a', ['b']), total('b', ['a'])] }],
        },
        400,
        '加總項目不可互相引用（循環：a → b → a）',
      ],
      [
        {
          name: 'x',
          mergeReportId: merge._id,
          mixinItems: [{ name: 's', items: [item('a', [ids.journals]), item('a', [ids.all])] }],
        },
        400,
        /名稱重複/,
      ],
      [
        {
          name: 'x',
          mergeReportId: merge._id,
          mixinItems: [],
          extraStatistics: [{ name: 'e', items: [{ totalItemsKeys: ['zz'] }] }],
        },
        400,
        /加總的項目不存在/,
      ],
    ]
    for (const [body, status, message] of cases) {
      const response = await put<unknown>('mixin-statistics', body)
      expect(response.status, JSON.stringify(body)).toBe(status)
      expect(response.body.message).toMatch(message)
    }
    expect((await app.payload.count({ collection: 'mixin-statistics', overrideAccess: true })).totalDocs).toBe(0)
  })

  it('computes sections, totals of totals and the extra tables', async () => {
    const created = await put<Mixin>('mixin-statistics', {
      name: '院方報告',
      mergeReportId: merge._id,
      mixinItems: [
        { name: '電子資源', items: [{ name: '期刊', countTotalIds: [ids.journals] }] },
        {
          name: '服務',
          items: [
            { name: '全部', countTotalIds: [ids.all] },
            { name: '總計', hasTotalItemsKeys: true, totalItemsKeys: ['期刊', '全部'] },
          ],
        },
      ],
      extraStatistics: [{ name: '摘要', items: [{ name: '總計再加期刊', totalItemsKeys: ['總計', '期刊'] }] }],
    })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    mixin = created.body.result
    const report = await get<ReportTable[]>(`mixin-statistics/reports/${mixin._id}?year=${YEAR}`, reader)
    expect(report.status).toBe(200)
    const [resources, services, summary] = report.body.result
    expect(report.body.result).toHaveLength(3)
    // 期刊 = 17, 5, 0 → 22; 全部 = 20, 9, 100 → 129 (March was filled in above); 總計 = 151.
    expect(at(resources!, '期刊').total).toBe(22)
    expect(at(services!, '全部').total).toBe(129)
    expect(at(services!, '總計').values.slice(0, 3)).toEqual([37, 14, 100])
    expect(at(services!, '總計').total).toBe(151)
    expect(at(summary!, '總計再加期刊').total).toBe(173)
    expect((await get(`mixin-statistics/detail/${mixin._id}`, reader)).status).toBe(200)
    expect((await get<{ total: number }>('mixin-statistics', reader)).body.result.total).toBe(1)
    expect((await get(`export-mixin-statistics/${mixin._id}?year=${YEAR}`, reader)).status).toBe(200)
  })

  it('has versions that publish like merge versions', async () => {
    const made = await put<Version>('mixin-statistics-versions', {
      versionName: '院方報告 2025',
      mixinStatistics: mixin._id,
      year: YEAR,
    })
    expect(made.status).toBe(200)
    expect(made.body.result.tables).toHaveLength(3)
    expect((await put<Version>(`toggle-mixin-statistics-versions/${made.body.result._id}`)).body.result.status).toBe(
      'Enabled',
    )
    const list = await app.api.get<Envelope<{ _id: string; kind: string }[]>>('/api/public/statistics')
    expect(list.body.result.map((item) => item.kind).sort()).toEqual(['merge', 'mixin'])
    const one = await app.api.get<Envelope<{ tables: ReportTable[] }>>(`/api/public/statistics/${made.body.result._id}`)
    expect(one.body.result.tables.map((table) => table.title)).toEqual([
      expect.stringContaining('電子資源'),
      expect.stringContaining('服務'),
      expect.stringContaining('摘要'),
    ])
  })
})

describe('deleting', () => {
  it('refuses to delete a merge a mix is laid over (409), then deletes with the versions', async () => {
    expect((await del(`merge-statistics/${merge._id}`, reader)).status).toBe(403)
    const refused = await del<unknown>(`merge-statistics/${merge._id}`)
    expect(refused.status).toBe(409)
    expect(refused.body.message).toContain('院方報告')

    expect((await del(`mixin-statistics/${mixin._id}`)).status).toBe(200)
    expect((await app.payload.count({ collection: 'mixin-statistics-versions', overrideAccess: true })).totalDocs).toBe(
      0,
    )
    const version = (await app.payload.find({ collection: 'merge-statistics-versions', overrideAccess: true })).docs[0]!
    expect((await del(`merge-statistics-versions/${version.id}`, reader)).status).toBe(403)
    expect((await del(`merge-statistics/${merge._id}`)).status).toBe(200)
    expect((await app.payload.count({ collection: 'merge-statistics-versions', overrideAccess: true })).totalDocs).toBe(
      0,
    )
    expect((await app.api.get<Envelope<unknown[]>>('/api/public/statistics')).body.result).toEqual([])
    expect((await del(`merge-statistics/${merge._id}`)).status).toBe(404)
  })
})

describe('no usage is 0 through merge and mix (issue 26, defect 2)', () => {
  it('carries a harvested month without usage as 0: 0 + no data = 0, no data alone stays no data', async () => {
    // April of the source's TR_J1 was harvested and the vendor said "no usage" (3030): zero rows.
    const source = (
      await app.payload.find({
        collection: 'data-original-settings',
        where: { name: { equals: '出版社甲' } },
        overrideAccess: true,
      })
    ).docs[0]!
    const group = (
      await app.payload.find({
        collection: 'data-original-groups',
        where: { setting: { equals: source.id } },
        overrideAccess: true,
      })
    ).docs[0]!
    await app.payload.create({
      collection: 'data-original-sets',
      data: {
        setting: source.id,
        group: group.id,
        reportType: 'TR_J1',
        month: `${YEAR}-04`,
        state: 'noUsage',
        lastCode: 3030,
      },
      overrideAccess: true,
    })
    // May was asked for but is not ready yet: no data.
    await app.payload.create({
      collection: 'data-original-sets',
      data: {
        setting: source.id,
        group: group.id,
        reportType: 'TR_J1',
        month: `${YEAR}-05`,
        state: 'notReady',
        lastCode: 3031,
      },
      overrideAccess: true,
    })

    const created = await put<Merge>('merge-statistics', {
      name: '零值合併',
      mergeItems: [
        { type: 'single', name: '期刊', itemIds: [formulaKey(countAll)] },
        { type: 'multiple', name: '期刊與諮詢', itemIds: [formulaKey(countAll), manualKey()] },
        { type: 'single', name: '諮詢', itemIds: [manualKey()] },
      ],
    })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    const merged = (await get<ReportTable>(`merge-statistics/reports/${created.body.result._id}?year=${YEAR}`, reader))
      .body.result
    expect(at(merged, '期刊').values.slice(3, 6)).toEqual([0, null, null])
    expect(at(merged, '期刊與諮詢').values.slice(3, 6)).toEqual([0, null, null])
    expect(at(merged, '諮詢').values.slice(3, 6)).toEqual([null, null, null])

    const mix = await put<Mixin>('mixin-statistics', {
      name: '零值混合',
      mergeReportId: created.body.result._id,
      mixinItems: [
        {
          name: '區塊',
          items: [
            { name: '期刊', countTotalIds: [merged.rows[0]!.key] },
            { name: '諮詢', countTotalIds: [merged.rows[2]!.key] },
            { name: '合計', hasTotalItemsKeys: true, totalItemsKeys: ['期刊', '諮詢'] },
          ],
        },
      ],
      extraStatistics: [{ name: '摘要', items: [{ totalItemsKeys: ['合計'] }] }],
    })
    expect(mix.status, JSON.stringify(mix.body)).toBe(200)
    const [section, summary] = (
      await get<ReportTable[]>(`mixin-statistics/reports/${mix.body.result._id}?year=${YEAR}`, reader)
    ).body.result
    expect(at(section!, '期刊').values.slice(3, 6)).toEqual([0, null, null])
    expect(at(section!, '合計').values.slice(3, 6)).toEqual([0, null, null])
    expect(summary!.rows[0]!.values.slice(3, 6)).toEqual([0, null, null])
    expect((await del(`mixin-statistics/${mix.body.result._id}`)).status).toBe(200)
    expect((await del(`merge-statistics/${created.body.result._id}`)).status).toBe(200)
  })
})
