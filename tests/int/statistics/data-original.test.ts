import fs from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DataOriginalSetting } from '@/payload-types'
import { admin, app, useModuleCollections } from '../../helpers/moduleCollections'
import { type SushiServer, counterFixturesDir, startSushiServer } from '../../helpers/sushiServer'

useModuleCollections()

describe('data-original settings (statistics)', () => {
  it('stores the SUSHI source with its report types (through its call)', async () => {
    const res = await app.api.put<{ result: { _id: string } }>(
      '/api/shennong/statistics/data-original-settings',
      {
        name: 'PubMed Central',
        url: 'https://sushi.example.org/r5',
        reportTypes: ['TR_J1', 'DR'],
        customerId: 'C1',
        requestorId: 'R1',
        platform: 'PMC',
      },
      { token: admin },
    )
    expect(res.status).toBe(201)
    const read = await app.api.get<DataOriginalSetting>(`/api/data-original-settings/${res.body.result._id}`, {
      token: admin,
    })
    expect(read.body).toMatchObject({
      name: 'PubMed Central',
      url: 'https://sushi.example.org/r5',
      reportTypes: ['TR_J1', 'DR'],
      platform: 'PMC',
    })
  })

  it('the url is required and must be an absolute URL', async () => {
    const missing = await app.api.put<{ message: string }>(
      '/api/shennong/statistics/data-original-settings',
      { name: '無網址' },
      { token: admin },
    )
    expect(missing.status).toBe(400)
    const relative = await app.api.put<{ message: string }>(
      '/api/shennong/statistics/data-original-settings',
      { name: '相對網址', url: '/sushi' },
      { token: admin },
    )
    expect(relative.status).toBe(400)
  })

  it('statistics collections are written only through their calls: Payload REST refuses writes, even to the super-admin', async () => {
    for (const slug of [
      'data-original-settings',
      'manual-report-settings',
      'merge-statistics',
      'formula-report-settings',
      'basic-statistics',
    ] as const) {
      const before = (await app.payload.count({ collection: slug, overrideAccess: true })).totalDocs
      const res = await app.api.post(
        `/api/${slug}`,
        { name: '旁門', url: 'https://sushi.example.org/r5', mergeItems: [{ type: 'weird' }] },
        { token: admin },
      )
      expect(res.status, slug).toBe(403)
      expect((await app.payload.count({ collection: slug, overrideAccess: true })).totalDocs, slug).toBe(before)
    }
  })

  it('statistics collections default to Enabled', async () => {
    const res = await app.api.put<{ result: { status: string; basedLatestValue: boolean } }>(
      '/api/shennong/statistics/manual-report-settings',
      { name: '每月借閱' },
      { token: admin },
    )
    expect(res.status).toBe(200)
    expect(res.body.result).toMatchObject({ status: 'Enabled', basedLatestValue: false })
  })
})

// ---------------------------------------------------------------------------------------------
// Issue 26: the source list's paging (#6), the month detail per metric type (#5), a source used
// by formula reports (#9), ids in request bodies (#12).

const S = '/api/shennong/statistics'
type Env<T> = { result: T; message?: string }

const newSource = async (name: string, extra: Record<string, unknown> = {}): Promise<string> => {
  const res = await app.api.put<Env<{ _id: string }>>(
    `${S}/data-original-settings`,
    { name, url: 'https://sushi.example.org/r5', reportTypes: ['TR_J1'], ...extra },
    { token: admin },
  )
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body.result._id
}

const formulaUsing = async (name: string, sources: string[]) => {
  const res = await app.api.put<Env<{ _id: string; countItems: { _id: string }[] }>>(
    `${S}/formula-report-settings`,
    {
      name,
      countItems: sources.map((source, at) => ({
        name: `項目 ${at + 1}`,
        source,
        sourceItem: 'TR_J1',
        target: 'Total_Item_Requests',
      })),
    },
    { token: admin },
  )
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body.result
}

describe('the source list pages at 30 (issue 26 #6)', () => {
  it('answers 30 sources a page unless a limit is asked, with the total and the next page', async () => {
    for (let n = 1; n <= 31; n++) {
      await app.payload.create({
        collection: 'data-original-settings',
        data: {
          name: `分頁來源 ${String(n).padStart(2, '0')}`,
          url: 'https://sushi.example.org/r5',
          status: 'Enabled',
          health: 'unknown',
          release: '5',
        },
        overrideAccess: true,
      })
    }
    const first = await app.api.get<Env<{ data: { name: string }[]; total: number; page: number; limit: number }>>(
      `${S}/data-original-settings?keyword=${encodeURIComponent('分頁來源')}`,
      { token: admin },
    )
    expect(first.body.result).toMatchObject({ total: 31, page: 1, limit: 30 })
    expect(first.body.result.data).toHaveLength(30)
    const second = await app.api.get<Env<{ data: { name: string }[]; page: number }>>(
      `${S}/data-original-settings?keyword=${encodeURIComponent('分頁來源')}&page=2`,
      { token: admin },
    )
    expect(second.body.result.data.map((s) => s.name)).toEqual(['分頁來源 31'])
  })
})

describe('the month detail gives rows and totals per metric type (issue 26 #5)', () => {
  it('data-original-items answers the set per metric type (metric, rows, total), not one sum over every metric', async () => {
    const source = await newSource('每計量類型')
    const form = new FormData()
    form.append(
      'file',
      new Blob([fs.readFileSync(path.join(counterFixturesDir(), 'r5', 'Sample-TR_J1.tsv'))]),
      'Sample-TR_J1.tsv',
    )
    const uploaded = await app.api.post<
      Env<{ months: { month: string; setId: string; rowCount: number; total: number }[] }>
    >(`${S}/upload-counter-report/${source}`, form, { token: admin })
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200)
    const january = uploaded.body.result.months.find((m) => m.month === '2016-01')!
    const rows = (
      await app.payload.find({
        collection: 'data-original-items',
        where: { set: { equals: january.setId } },
        pagination: false,
        depth: 0,
        overrideAccess: true,
      })
    ).docs
    const expected = [...new Set(rows.map((r) => r.metricType))].sort().map((metricType) => {
      const own = rows.filter((r) => r.metricType === metricType)
      return { metricType, rows: own.length, total: own.reduce((sum, r) => sum + r.count, 0) }
    })
    expect(expected.length).toBe(2)
    const detail = await app.api.get<
      Env<{ data: unknown[]; total: number; metrics: { metricType: string; rows: number; total: number }[] }>
    >(`${S}/data-original-items/${january.setId}?limit=2`, { token: admin })
    expect(detail.status).toBe(200)
    expect(detail.body.result.data).toHaveLength(2)
    expect(detail.body.result.metrics).toEqual(expected)
    expect(detail.body.result.metrics.reduce((sum, m) => sum + m.rows, 0)).toBe(january.rowCount)
    expect(detail.body.result.metrics.reduce((sum, m) => sum + m.total, 0)).toBe(january.total)
    // A metric filter narrows the rows, not the per-metric summary of the month.
    const filtered = await app.api.get<Env<{ total: number; metrics: unknown[] }>>(
      `${S}/data-original-items/${january.setId}?metricType=Unique_Item_Requests`,
      { token: admin },
    )
    expect(filtered.body.result.total).toBe(expected[1]!.rows)
    expect(filtered.body.result.metrics).toEqual(expected)
  })
})

describe('a source used by formula reports is not deleted (issue 26 #9)', () => {
  it('refuses 409 naming how many reports and which; deletes once no report uses it', async () => {
    const used = await newSource('被公式使用的來源')
    const other = await newSource('另一個來源')
    const init = await app.api.post(
      `${S}/init-original-groups-and-sets`,
      { _id: used, startMonth: '2024-01', endMonth: '2024-02' },
      { token: admin },
    )
    expect(init.status).toBe(200)
    const a = await formulaUsing('二號報表', [used, other])
    const b = await formulaUsing('一號報表', [used])
    await formulaUsing('無關報表', [other])

    const detail = await app.api.get<Env<{ usedBy: { _id: string; name: string }[] }>>(
      `${S}/data-original-settings/detail/${used}`,
      { token: admin },
    )
    expect(detail.body.result.usedBy).toEqual([
      { _id: b._id, name: '一號報表' },
      { _id: a._id, name: '二號報表' },
    ])
    const refused = await app.api.delete<Env<unknown>>(`${S}/data-original-settings/${used}`, { token: admin })
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe('此來源被 2 個公式報表使用（一號報表、二號報表），請先修改報表')
    // Nothing lost.
    expect(
      await app.payload.findByID({
        collection: 'data-original-settings',
        id: used,
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
      }),
    ).not.toBeNull()
    expect(
      (
        await app.payload.count({
          collection: 'data-original-sets',
          where: { setting: { equals: used } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(2)

    // One report moved to the other source, the other deleted: the source may go.
    const moved = await app.api.put(
      `${S}/formula-report-settings`,
      {
        _id: a._id,
        name: '二號報表',
        countItems: [{ name: '項目', source: other, sourceItem: 'TR_J1', target: 'Total_Item_Requests' }],
      },
      { token: admin },
    )
    expect(moved.status).toBe(200)
    const still = await app.api.delete<Env<unknown>>(`${S}/data-original-settings/${used}`, { token: admin })
    expect(still.status).toBe(409)
    expect(still.body.message).toBe('此來源被 1 個公式報表使用（一號報表），請先修改報表')
    expect((await app.api.delete(`${S}/formula-report-settings/${b._id}`, { token: admin })).status).toBe(200)
    expect(
      (await app.api.get<Env<{ usedBy: unknown[] }>>(`${S}/data-original-settings/detail/${used}`, { token: admin }))
        .body.result.usedBy,
    ).toEqual([])
    expect((await app.api.delete(`${S}/data-original-settings/${used}`, { token: admin })).status).toBe(200)
    expect(
      (
        await app.payload.count({
          collection: 'data-original-sets',
          where: { setting: { equals: used } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(0)
  })
})

describe('ids in request bodies: `_id`, `id` as its alias, unknown keys refused in zh-TW (issue 26 #12)', () => {
  type Key = '_id' | 'id'
  type Call = {
    name: string
    method: 'put' | 'post' | 'delete'
    path: () => string
    /** The body naming its record(s) by `key`; absent for a call whose body names no record. */
    body?: (key: Key) => Record<string, unknown>
    /** A valid body (for the unknown-key case); default body('_id'). */
    valid?: () => Record<string, unknown>
    ok?: number
    /** Where a nested unknown key goes, and its path as the message names it. */
    nested?: { put: (body: Record<string, unknown>) => void; path: string }
    /** Where a disagreeing `id` goes (default: beside the body's `_id`). */
    mismatch?: (body: Record<string, unknown>) => void
  }
  const YEAR = 2025
  let sushi: SushiServer
  const ids: Record<string, string> = {}

  beforeAll(async () => {
    process.env.SUSHI_ALLOWED_HOSTS = '127.0.0.1'
    sushi = await startSushiServer()
    ids.source = await newSource('編號來源', { url: sushi.url })
    const formula = await formulaUsing('編號公式', [ids.source])
    ids.formula = formula._id
    ids.countItem = formula.countItems[0]!._id
    const front = await app.api.put<Env<{ _id: string; fields: { _id: string }[] }>>(
      `${S}/front-report-settings`,
      {
        name: '編號前台',
        reportType: 'monthly',
        fields: [
          { type: 'formula', refId: ids.formula, children: [{ name: '表', rowItems: [ids.countItem], colItems: [] }] },
        ],
      },
      { token: admin },
    )
    expect(front.status, JSON.stringify(front.body)).toBe(200)
    ids.front = front.body.result._id
    ids.block = front.body.result.fields[0]!._id
    const frontSets = await app.api.post<Env<{ data: { _id: string }[] }>>(
      `${S}/init-front-sets`,
      { _id: ids.front, year: YEAR },
      { token: admin },
    )
    expect(frontSets.status, JSON.stringify(frontSets.body)).toBe(201)
    ids.frontSet = frontSets.body.result.data[0]!._id
    const manual = await app.api.put<Env<{ _id: string; fields: { _id: string; items: { _id: string }[] }[] }>>(
      `${S}/manual-report-settings`,
      { name: '編號手動', fields: [{ name: '欄', type: 'normal', items: [{ name: '項' }] }] },
      { token: admin },
    )
    expect(manual.status, JSON.stringify(manual.body)).toBe(200)
    ids.manual = manual.body.result._id
    ids.field = manual.body.result.fields[0]!._id
    ids.fieldItem = manual.body.result.fields[0]!.items[0]!._id
    const manualSets = await app.api.post<Env<{ _id: string }[]>>(
      `${S}/init-manual-sets`,
      { _id: ids.manual, year: YEAR },
      { token: admin },
    )
    expect(manualSets.status, JSON.stringify(manualSets.body)).toBe(201)
    ids.manualSet = manualSets.body.result[0]!._id
    const merge = await app.api.put<Env<{ _id: string; mergeItems: { _id: string }[] }>>(
      `${S}/merge-statistics`,
      {
        name: '編號合併',
        mergeItems: [{ type: 'single', name: '下載', itemIds: [`formula:${ids.formula}:${ids.countItem}`] }],
      },
      { token: admin },
    )
    expect(merge.status, JSON.stringify(merge.body)).toBe(200)
    ids.merge = merge.body.result._id
    ids.mergeItem = merge.body.result.mergeItems[0]!._id
    const mergeVersion = await app.api.put<Env<{ _id: string }>>(
      `${S}/merge-statistics-versions`,
      { versionName: '版本一', mergeStatistics: ids.merge, year: YEAR },
      { token: admin },
    )
    expect(mergeVersion.status, JSON.stringify(mergeVersion.body)).toBe(200)
    ids.mergeVersion = mergeVersion.body.result._id
    const mixin = await app.api.put<Env<{ _id: string }>>(
      `${S}/mixin-statistics`,
      {
        name: '編號混合',
        mergeReportId: ids.merge,
        mixinItems: [{ name: '區', items: [{ name: '項', countTotalIds: [ids.mergeItem] }] }],
      },
      { token: admin },
    )
    expect(mixin.status, JSON.stringify(mixin.body)).toBe(200)
    ids.mixin = mixin.body.result._id
    const mixinVersion = await app.api.put<Env<{ _id: string }>>(
      `${S}/mixin-statistics-versions`,
      { versionName: '版本一', mixinStatistics: ids.mixin, year: YEAR },
      { token: admin },
    )
    expect(mixinVersion.status, JSON.stringify(mixinVersion.body)).toBe(200)
    ids.mixinVersion = mixinVersion.body.result._id
    const basic = await app.api.post<Env<{ _id: string }>>(
      `${S}/basic-statistics`,
      { name: '編號基本', items: ['news'] },
      { token: admin },
    )
    expect(basic.status, JSON.stringify(basic.body)).toBe(200)
    ids.basic = basic.body.result._id
  })
  afterAll(async () => sushi?.close())

  const calls: Call[] = [
    {
      name: 'PUT data-original-settings',
      method: 'put',
      path: () => `${S}/data-original-settings`,
      body: (k) => ({ [k]: ids.source, name: '編號來源', url: sushi.url, reportTypes: ['TR_J1'] }),
    },
    {
      name: 'POST init-original-groups-and-sets',
      method: 'post',
      path: () => `${S}/init-original-groups-and-sets`,
      body: (k) => ({ [k]: ids.source, reportTypes: ['TR_J1'], startMonth: '2020-01', endMonth: '2020-01' }),
    },
    {
      name: 'POST check-url-and-list-report-types',
      method: 'post',
      path: () => `${S}/check-url-and-list-report-types`,
      body: (k) => ({ [k]: ids.source, url: sushi.url }),
    },
    {
      name: 'POST download-sushi-report',
      method: 'post',
      path: () => `${S}/download-sushi-report/${ids.source}`,
      valid: () => ({ month: '1999-01' }),
    },
    {
      name: 'PUT formula-report-settings',
      method: 'put',
      path: () => `${S}/formula-report-settings`,
      body: (k) => ({
        [k]: ids.formula,
        name: '編號公式',
        countItems: [
          {
            [k]: ids.countItem,
            name: '項目 1',
            source: ids.source,
            sourceItem: 'TR_J1',
            target: 'Total_Item_Requests',
          },
        ],
      }),
      nested: {
        put: (body) => ((body.countItems as Record<string, unknown>[])[0]!.colour = 'red'),
        path: 'countItems.0.colour',
      },
    },
    {
      name: 'PUT front-report-settings',
      method: 'put',
      path: () => `${S}/front-report-settings`,
      body: (k) => ({
        [k]: ids.front,
        name: '編號前台',
        reportType: 'monthly',
        fields: [
          {
            [k]: ids.block,
            type: 'formula',
            refId: ids.formula,
            children: [{ name: '表', rowItems: [ids.countItem], colItems: [] }],
          },
        ],
      }),
      nested: {
        put: (body) => ((body.fields as Record<string, unknown>[])[0]!.colour = 'red'),
        path: 'fields.0.colour',
      },
    },
    {
      name: 'POST init-front-sets',
      method: 'post',
      path: () => `${S}/init-front-sets`,
      body: (k) => ({ [k]: ids.front, year: YEAR }),
      ok: 201,
    },
    {
      name: 'PUT front-report-sets/{setId}',
      method: 'put',
      path: () => `${S}/front-report-sets/${ids.frontSet}`,
      body: (k) => ({ fields: [{ [k]: ids.block, type: 'formula' }] }),
      mismatch: (body) => ((body.fields as Record<string, unknown>[])[0]!.id = 'b'.repeat(24)),
      nested: {
        put: (body) => ((body.fields as Record<string, unknown>[])[0]!.colour = 'red'),
        path: 'fields.0.colour',
      },
    },
    {
      name: 'PUT manual-report-settings',
      method: 'put',
      path: () => `${S}/manual-report-settings`,
      body: (k) => ({
        [k]: ids.manual,
        name: '編號手動',
        fields: [{ [k]: ids.field, name: '欄', type: 'normal', items: [{ [k]: ids.fieldItem, name: '項' }] }],
      }),
      nested: {
        put: (body) => ((body.fields as { items: Record<string, unknown>[] }[])[0]!.items[0]!.colour = 'red'),
        path: 'fields.0.items.0.colour',
      },
    },
    {
      name: 'POST init-manual-sets',
      method: 'post',
      path: () => `${S}/init-manual-sets`,
      body: (k) => ({ [k]: ids.manual, year: YEAR }),
      ok: 201,
    },
    {
      name: 'PUT manual-report-items/{setId}',
      method: 'put',
      path: () => `${S}/manual-report-items/${ids.manualSet}`,
      valid: () => ({ values: [{ fieldId: ids.field, itemId: ids.fieldItem, value: 1 }] }),
      nested: {
        put: (body) => ((body.values as Record<string, unknown>[])[0]!.colour = 'red'),
        path: 'values.0.colour',
      },
    },
    {
      name: 'PUT manual-report-items?year&month',
      method: 'put',
      path: () => `${S}/manual-report-items?year=${YEAR}&month=1`,
      valid: () => ({ settingId: ids.manual, values: [] }),
    },
    {
      name: 'PUT toggle-manual-report-lock',
      method: 'put',
      path: () => `${S}/toggle-manual-report-lock`,
      valid: () => ({ date: `${YEAR}-11` }),
    },
    {
      name: 'DELETE manual-report-settings',
      method: 'delete',
      path: () => `${S}/manual-report-settings`,
      valid: () => ({ ids: [ids.manual] }),
    },
    {
      name: 'PUT merge-statistics',
      method: 'put',
      path: () => `${S}/merge-statistics`,
      body: (k) => ({
        [k]: ids.merge,
        name: '編號合併',
        mergeItems: [
          { [k]: ids.mergeItem, type: 'single', name: '下載', itemIds: [`formula:${ids.formula}:${ids.countItem}`] },
        ],
      }),
      nested: {
        put: (body) => ((body.mergeItems as Record<string, unknown>[])[0]!.colour = 'red'),
        path: 'mergeItems.0.colour',
      },
    },
    {
      name: 'PUT merge-statistics-versions',
      method: 'put',
      path: () => `${S}/merge-statistics-versions`,
      body: (k) => ({ [k]: ids.mergeVersion, versionName: '版本一', mergeStatistics: ids.merge, year: YEAR }),
    },
    {
      name: 'PUT mixin-statistics',
      method: 'put',
      path: () => `${S}/mixin-statistics`,
      body: (k) => ({
        [k]: ids.mixin,
        name: '編號混合',
        mergeReportId: ids.merge,
        mixinItems: [{ name: '區', items: [{ name: '項', countTotalIds: [ids.mergeItem] }] }],
      }),
      nested: {
        put: (body) => ((body.mixinItems as { items: Record<string, unknown>[] }[])[0]!.items[0]!.colour = 'red'),
        path: 'mixinItems.0.items.0.colour',
      },
    },
    {
      name: 'PUT mixin-statistics-versions',
      method: 'put',
      path: () => `${S}/mixin-statistics-versions`,
      body: (k) => ({ [k]: ids.mixinVersion, versionName: '版本一', mixinStatistics: ids.mixin, year: YEAR }),
    },
    {
      name: 'POST basic-statistics',
      method: 'post',
      path: () => `${S}/basic-statistics`,
      body: (k) => ({ [k]: ids.basic, name: '編號基本', items: ['news'] }),
    },
  ]

  const send = (call: Call, body: Record<string, unknown>) =>
    call.method === 'delete'
      ? app.api.delete<Env<unknown>>(call.path(), { token: admin, body })
      : app.api[call.method]<Env<unknown>>(call.path(), body, { token: admin })

  for (const call of calls) {
    describe(call.name, () => {
      if (call.body) {
        for (const key of ['_id', 'id'] as const) {
          it(`takes \`${key}\``, async () => {
            const res = await send(call, call.body!(key))
            expect(res.status, JSON.stringify(res.body)).toBe(call.ok ?? 200)
          })
        }
        it('refuses `_id` and `id` naming two records, in zh-TW', async () => {
          const body = call.body!('_id')
          if (call.mismatch) call.mismatch(body)
          else body.id = 'b'.repeat(24)
          const res = await send(call, body)
          expect(res.status).toBe(400)
          expect(res.body.message).toBe('_id 與 id 不一致')
        })
      }
      it('refuses an unknown key, naming it in zh-TW, and changes nothing', async () => {
        const res = await send(call, { ...(call.valid?.() ?? call.body!('_id')), colour: 'red' })
        expect(res.status).toBe(400)
        expect(res.body.message).toBe('不接受的欄位：colour')
      })
      if (call.nested) {
        it(`refuses a nested unknown key naming its path (${call.nested.path})`, async () => {
          const body = structuredClone(call.valid?.() ?? call.body!('_id'))
          call.nested!.put(body)
          const res = await send(call, body)
          expect(res.status).toBe(400)
          expect(res.body.message).toBe(`不接受的欄位：${call.nested!.path}`)
        })
      }
    })
  }
})
