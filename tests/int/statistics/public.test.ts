import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { ReportTable } from '@/modules/statistics'
import { publicStatisticsAll } from '@/modules/statistics'
import { startTestApp, type TestApp } from '../../helpers/app'

/**
 * Issue 14 §3 "Public /statistics: the published (toggled-on) versions": GET /api/public/statistics
 * and /{id} with no sign-in, on SQLite and PostgreSQL. Versions are stored directly with known
 * snapshots; only Enabled ones (and enabled front report sets of enabled front reports) show.
 */

type Envelope<T> = { result: T; message?: string }
type Item = { _id: string; kind: string; title: string; reportName: string; year: number | null }

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
  merge = String((await app.payload.create({ collection: 'merge-statistics', data: { name: '合併甲', mergeItems: [], status: 'Enabled' }, overrideAccess: true })).id)
  mixin = String((await app.payload.create({ collection: 'mixin-statistics', data: { name: '混合乙', mergeReportId: merge, mixinItems: [], extraStatistics: [], status: 'Enabled' }, overrideAccess: true })).id)
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
    const version = async (collection: 'merge-statistics-versions' | 'mixin-statistics-versions', versionName: string, year: number, status: 'Enabled' | 'Disabled', snapshot: unknown) =>
      String(
        (
          await app.payload.create({
            collection,
            data: { versionName, year, status, snapshot, ...(collection === 'merge-statistics-versions' ? { mergeStatistics: merge } : { mixinStatistics: mixin }) } as never,
            overrideAccess: true,
          })
        ).id,
      )
    ids.old = await version('merge-statistics-versions', '2023 年版', 2023, 'Enabled', table('甲 2023', 1))
    ids.hidden = await version('merge-statistics-versions', '草稿版', 2025, 'Disabled', table('甲 2025', 9))
    ids.mix = await version('mixin-statistics-versions', '2024 混合', 2024, 'Enabled', [table('區塊一', 2), table('摘要', 3)])

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
    const setting = await app.payload.create({ collection: 'front-report-settings', data: { name: '前台年報', reportType: 'yearly', fields: [], status: 'Enabled' } as never, overrideAccess: true })
    const set = await app.payload.create({ collection: 'front-report-sets', data: { name: '前台年報 2024', setting: setting.id, period: '2024', fields: [], status: 'Enabled' } as never, overrideAccess: true })
    await app.payload.create({ collection: 'front-report-sets', data: { name: '前台年報 2023', setting: setting.id, period: '2023', fields: [], status: 'Disabled' } as never, overrideAccess: true })
    const response = await app.api.get<Envelope<Item[]>>('/api/public/statistics')
    expect(response.body.result.map((item) => [item.kind, item.title])).toEqual([
      ['mixin', '2024 混合'],
      ['merge', '2023 年版'],
      ['front', '前台年報 2024'],
    ])
    const one = await app.api.get<Envelope<Item & { tables: ReportTable[] }>>(`/api/public/statistics/${set.id}`)
    expect(one.status).toBe(200)
    expect(one.body.result.kind).toBe('front')
  })
})
