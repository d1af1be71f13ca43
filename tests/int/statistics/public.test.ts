import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { ReportTable } from '@/modules/statistics'
import { publicStatisticsAll } from '@/modules/statistics'
import { onKeptExpiry } from '@/lib/keptStore'
import { PUBLIC_TAGS } from '@/lib/publicCache'
import { startTestApp, type TestApp } from '../../helpers/app'

/**
 * Issue 14 §3 "Public /statistics: the published (toggled-on) versions": GET /api/public/statistics
 * and /{id} with no sign-in, on SQLite and PostgreSQL. Versions are stored directly with known
 * snapshots; only Enabled ones (and enabled front report sets of enabled front reports) show.
 */

type Envelope<T> = { result: T; message?: string }
type Item = {
  _id: string
  kind: string
  title: string
  reportName: string
  year: number | null
  updatedAt: string | null
}

let app: TestApp
let merge: string
let mixin: string
const ids: Record<string, string> = {}

const table = (title: string, value: number): ReportTable => ({
  title,
  columns: [{ key: '2024-01', label: '1月' }],
  rows: [{ key: 'r', label: '下載', values: [value], total: value }],
})

beforeAll(async () => {
  app = await startTestApp()
  merge = String(
    (
      await app.payload.create({
        collection: 'merge-statistics',
        data: { name: '合併甲', mergeItems: [], status: 'Enabled' },
        overrideAccess: true,
      })
    ).id,
  )
  mixin = String(
    (
      await app.payload.create({
        collection: 'mixin-statistics',
        data: { name: '混合乙', mergeReportId: merge, mixinItems: [], extraStatistics: [], status: 'Enabled' },
        overrideAccess: true,
      })
    ).id,
  )
})

afterAll(async () => app?.close())

describe('public statistics', () => {
  it('is an empty list when nothing is published', async () => {
    const response = await app.api.get<Envelope<Item[]>>('/api/public/statistics')
    expect(response.status).toBe(200)
    expect(response.body.result).toEqual([])
    expect(await publicStatisticsAll(app.payload)).toEqual([])
  })

  it('lists the Enabled versions, newest year first, without their tables', async () => {
    const version = async (
      collection: 'merge-statistics-versions' | 'mixin-statistics-versions',
      versionName: string,
      year: number,
      status: 'Enabled' | 'Disabled',
      snapshot: unknown,
    ) =>
      String(
        (
          await app.payload.create({
            collection,
            data: {
              versionName,
              year,
              status,
              snapshot,
              ...(collection === 'merge-statistics-versions' ? { mergeStatistics: merge } : { mixinStatistics: mixin }),
            } as never,
            overrideAccess: true,
          })
        ).id,
      )
    ids.old = await version('merge-statistics-versions', '2023 年版', 2023, 'Enabled', table('甲 2023', 1))
    ids.hidden = await version('merge-statistics-versions', '草稿版', 2025, 'Disabled', table('甲 2025', 9))
    ids.mix = await version('mixin-statistics-versions', '2024 混合', 2024, 'Enabled', [
      table('區塊一', 2),
      table('摘要', 3),
    ])

    const response = await app.api.get<Envelope<(Item & { tables?: unknown })[]>>('/api/public/statistics')
    expect(response.status).toBe(200)
    expect(response.body.result.map((item) => [item._id, item.kind, item.title, item.reportName, item.year])).toEqual([
      [ids.mix, 'mixin', '2024 混合', '混合乙', 2024],
      [ids.old, 'merge', '2023 年版', '合併甲', 2023],
    ])
    expect(response.body.result.every((item) => item.tables === undefined)).toBe(true)
  })

  it('returns one published report with its frozen tables; withdrawn and unknown ids are 404', async () => {
    const one = await app.api.get<Envelope<Item & { tables: ReportTable[] }>>(`/api/public/statistics/${ids.mix}`)
    expect(one.status).toBe(200)
    expect(one.body.result.tables.map((t) => [t.title, t.rows[0]!.total])).toEqual([
      ['區塊一', 2],
      ['摘要', 3],
    ])
    const merged = await app.api.get<Envelope<{ tables: ReportTable[] }>>(`/api/public/statistics/${ids.old}`)
    expect(merged.body.result.tables).toHaveLength(1)
    for (const id of [ids.hidden, 'c'.repeat(24), 'nope']) {
      const response = await app.api.get<{ message: string }>(`/api/public/statistics/${id}`)
      expect(response.status, id).toBe(404)
      expect(response.body.message).toBe('找不到此統計資料')
    }
  })

  it('lists an enabled front report set of an enabled front report after the versions', async () => {
    const setting = await app.payload.create({
      collection: 'front-report-settings',
      data: { name: '前台年報', reportType: 'yearly', fields: [], status: 'Enabled' } as never,
      overrideAccess: true,
    })
    const set = await app.payload.create({
      collection: 'front-report-sets',
      data: { name: '前台年報 2024', setting: setting.id, period: '2024', fields: [], status: 'Enabled' } as never,
      overrideAccess: true,
    })
    await app.payload.create({
      collection: 'front-report-sets',
      data: { name: '前台年報 2023', setting: setting.id, period: '2023', fields: [], status: 'Disabled' } as never,
      overrideAccess: true,
    })
    const response = await app.api.get<Envelope<Item[]>>('/api/public/statistics')
    expect(response.body.result.map((item) => [item.kind, item.title])).toEqual([
      ['mixin', '2024 混合'],
      ['merge', '2023 年版'],
      ['front', '前台年報 2024'],
    ])
    const one = await app.api.get<Envelope<Item & { tables: ReportTable[] }>>(`/api/public/statistics/${set.id}`)
    expect(one.status).toBe(200)
    expect(one.body.result.kind).toBe('front')
    ids.frontSetting = String(setting.id)
    ids.frontSet = String(set.id)
  })

  it('gives a front report set its report name, year and last change, on the list, the detail and the page (issue 43, item 10)', async () => {
    const set = await app.payload.findByID({
      collection: 'front-report-sets',
      id: ids.frontSet!,
      depth: 0,
      overrideAccess: true,
    })
    const expected = { reportName: '前台年報', year: 2024, updatedAt: set.updatedAt }
    const response = await app.api.get<Envelope<Item[]>>('/api/public/statistics')
    const front = response.body.result.find((item) => item._id === ids.frontSet)
    expect(front).toMatchObject({ kind: 'front', title: '前台年報 2024', ...expected })
    expect(typeof front!.updatedAt).toBe('string')
    expect(Number.isNaN(Date.parse(front!.updatedAt!))).toBe(false)
    const one = await app.api.get<Envelope<Item>>(`/api/public/statistics/${ids.frontSet}`)
    expect(one.body.result).toMatchObject(expected)
    const page = (await publicStatisticsAll(app.payload)).find((item) => item._id === ids.frontSet)
    expect(page).toMatchObject(expected)

    // A monthly set carries its period's year too; a renamed report is seen under its new name.
    const monthly = await app.payload.create({
      collection: 'front-report-settings',
      data: { name: '前台月報甲', reportType: 'monthly', fields: [], status: 'Enabled' } as never,
      overrideAccess: true,
    })
    const may = await app.payload.create({
      collection: 'front-report-sets',
      data: {
        name: '前台月報甲 2025 年 5 月',
        setting: monthly.id,
        period: '2025-05',
        fields: [],
        status: 'Enabled',
      } as never,
      overrideAccess: true,
    })
    await app.payload.update({
      collection: 'front-report-settings',
      id: monthly.id,
      data: { name: '前台月報乙' } as never,
      overrideAccess: true,
    })
    const listed = (await app.api.get<Envelope<Item[]>>('/api/public/statistics')).body.result
    expect(listed.find((item) => item._id === String(may.id))).toMatchObject({
      kind: 'front',
      reportName: '前台月報乙',
      year: 2025,
      updatedAt: may.updatedAt,
    })
    await app.payload.delete({ collection: 'front-report-sets', id: may.id, overrideAccess: true })
    await app.payload.delete({ collection: 'front-report-settings', id: monthly.id, overrideAccess: true })
  })
})

describe('switched off is off the public call and page at once (issue 26, defect 3)', () => {
  const API = '/api/shennong/statistics'
  let admin: string
  const expired: (readonly string[])[] = []
  const listed = async () =>
    (await app.api.get<Envelope<Item[]>>('/api/public/statistics')).body.result.map((item) => item._id)
  /** A change's answers are kept only once it has settled (src/lib/keptStore.ts, SETTLE_MS). */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 2100))
  /** Read the list once so it is kept: what follows must expire it to be seen. */
  const keepList = async () => {
    await settle()
    const first = await listed()
    expect(await listed()).toEqual(first)
    expired.splice(0)
    return first
  }

  beforeAll(async () => {
    admin = await app.login('admin', 'Admin@12345')
    onKeptExpiry('public-test-listener', (tags) => expired.push(tags))
  })

  it('a disabled or deleted front report takes its published set off the list, the detail and the page', async () => {
    const saved = await app.api.put<Envelope<{ _id: string; name: string; reportType: string; fields: unknown[] }>>(
      `${API}/front-report-settings`,
      { name: '前台月報', reportType: 'monthly', fields: [] },
      { token: admin },
    )
    expect(saved.status).toBe(200)
    const setting = saved.body.result
    const init = await app.api.post<Envelope<{ data: { _id: string; period: string }[] }>>(
      `${API}/init-front-sets`,
      { id: setting._id, year: 2024 },
      { token: admin },
    )
    expect(init.status).toBe(201)
    const set = init.body.result.data.find((entry) => entry.period === '2024-05')!
    expect((await app.api.put(`${API}/toggle-front-report-sets/${set._id}`, {}, { token: admin })).status).toBe(200)
    expect(await keepList()).toContain(set._id)

    const off = await app.api.put(
      `${API}/front-report-settings`,
      { _id: setting._id, name: setting.name, reportType: 'monthly', fields: [], status: 'Disabled' },
      { token: admin },
    )
    expect(off.status).toBe(200)
    expect(expired.flat()).toContain(PUBLIC_TAGS.statistics)
    expect(await listed()).not.toContain(set._id)
    expect((await app.api.get(`/api/public/statistics/${set._id}`)).status).toBe(404)
    expect((await publicStatisticsAll(app.payload)).map((item) => item._id)).not.toContain(set._id)

    // On again, then deleted.
    expect(
      (
        await app.api.put(
          `${API}/front-report-settings`,
          { _id: setting._id, name: setting.name, reportType: 'monthly', fields: [], status: 'Enabled' },
          { token: admin },
        )
      ).status,
    ).toBe(200)
    expect(await keepList()).toContain(set._id)
    expect((await app.api.delete(`${API}/front-report-settings/${setting._id}`, { token: admin })).status).toBe(200)
    expect(expired.flat()).toContain(PUBLIC_TAGS.statistics)
    expect(await listed()).not.toContain(set._id)
  })

  it('a disabled merge or mix withdraws its published versions, on the list, the detail and the page', async () => {
    // A mix needs a merge item, a merge item a source row: a manual report's item.
    const manual = await app.api.put<Envelope<{ _id: string; fields: { _id: string; items: { _id: string }[] }[] }>>(
      `${API}/manual-report-settings`,
      { name: '公開手動', fields: [{ name: '諮詢', type: 'normal', items: [{ name: '櫃台' }] }] },
      { token: admin },
    )
    expect(manual.status).toBe(200)
    const field = manual.body.result.fields[0]!
    const mergeItems = [
      {
        _id: 'abcdefabcdefabcdefabcdef',
        type: 'single',
        name: '諮詢',
        itemIds: [`manual:${manual.body.result._id}:${field._id}:${field.items[0]!._id}`],
      },
    ]
    const saved = await app.api.put<Envelope<{ _id: string; name: string }>>(
      `${API}/merge-statistics`,
      { name: '公開合併', mergeItems },
      { token: admin },
    )
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    const mergeId = saved.body.result._id
    const version = await app.api.put<Envelope<{ _id: string }>>(
      `${API}/merge-statistics-versions`,
      { versionName: '公開合併 2024', mergeStatistics: mergeId, year: 2024 },
      { token: admin },
    )
    expect(version.status).toBe(200)
    const versionId = version.body.result._id
    expect(
      (await app.api.put(`${API}/toggle-merge-statistics-versions/${versionId}`, {}, { token: admin })).status,
    ).toBe(200)
    const mixinItems = [{ name: '區塊', items: [{ name: '諮詢', countTotalIds: [mergeItems[0]!._id] }] }]
    const mix = await app.api.put<Envelope<{ _id: string }>>(
      `${API}/mixin-statistics`,
      { name: '公開混合', mergeReportId: mergeId, mixinItems },
      { token: admin },
    )
    expect(mix.status, JSON.stringify(mix.body)).toBe(200)
    const mixVersion = await app.api.put<Envelope<{ _id: string }>>(
      `${API}/mixin-statistics-versions`,
      { versionName: '公開混合 2024', mixinStatistics: mix.body.result._id, year: 2024 },
      { token: admin },
    )
    expect(mixVersion.status, JSON.stringify(mixVersion.body)).toBe(200)
    expect(
      (await app.api.put(`${API}/toggle-mixin-statistics-versions/${mixVersion.body.result._id}`, {}, { token: admin }))
        .status,
    ).toBe(200)
    expect(await keepList()).toEqual(expect.arrayContaining([versionId, mixVersion.body.result._id]))

    expect(
      (
        await app.api.put(
          `${API}/merge-statistics`,
          { _id: mergeId, name: '公開合併', mergeItems, status: 'Disabled' },
          { token: admin },
        )
      ).status,
    ).toBe(200)
    expect(expired.flat()).toContain(PUBLIC_TAGS.statistics)
    const afterMerge = await listed()
    expect(afterMerge).not.toContain(versionId)
    expect(afterMerge).toContain(mixVersion.body.result._id)
    expect((await app.api.get(`/api/public/statistics/${versionId}`)).status).toBe(404)
    expect((await publicStatisticsAll(app.payload)).map((item) => item._id)).not.toContain(versionId)
    // The version keeps its own switch: enabling the merge again brings it back.
    expect(
      (
        await app.api.put(
          `${API}/merge-statistics`,
          { _id: mergeId, name: '公開合併', mergeItems, status: 'Enabled' },
          { token: admin },
        )
      ).status,
    ).toBe(200)
    expect(await keepList()).toContain(versionId)

    expect(
      (
        await app.api.put(
          `${API}/mixin-statistics`,
          { _id: mix.body.result._id, name: '公開混合', mergeReportId: mergeId, mixinItems, status: 'Disabled' },
          { token: admin },
        )
      ).status,
    ).toBe(200)
    expect(expired.flat()).toContain(PUBLIC_TAGS.statistics)
    expect(await listed()).not.toContain(mixVersion.body.result._id)
    expect((await app.api.get(`/api/public/statistics/${mixVersion.body.result._id}`)).status).toBe(404)
  })
})
