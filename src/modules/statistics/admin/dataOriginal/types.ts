/** The data-original screen's shapes and small helpers (shared by its parts). */
import { type HarvestState } from '../../shared/harvestState'

export const BASE = '/api/shennong/statistics'

export type DataOriginalRights = { edit: boolean; delete: boolean }

export type Setting = {
  _id: string
  name: string
  url: string
  customerId?: string | null
  requestorId?: string | null
  platform?: string | null
  reportTypes?: string[] | null
  release: '5' | '5.1'
  status?: 'Enabled' | 'Disabled'
  health?: 'unknown' | 'ok' | 'broken'
  healthLabel: string
  lastError?: string | null
  lastCheckedAt?: string | null
  hasApiKey: boolean
}
export type Group = {
  _id: string
  reportType: string
  months: number
  counts: Record<HarvestState, number>
  rowCount: number
}
export type SetView = {
  _id: string
  month: string
  reportType: string
  state: HarvestState
  stateLabel: string
  attempts: number
  lastCode: number | null
  lastError: string | null
  rowCount: number
  total: number
  nextAttemptAt: string | null
  harvestedAt: string | null
}
export type Progress = {
  running: boolean
  total: number
  finished: number
  counts: Partial<Record<HarvestState, number>>
  current: string | null
  error: string | null
} | null
export type Row = {
  _id: string
  title?: string | null
  itemId?: string | null
  metricType: string
  count: number
  platform?: string | null
  database?: string | null
}
export type Paged<T> = { data: T[]; total: number; page: number; limit: number }
/** A month's rows and total of one metric type (data-original-items' `metrics`). */
export type MetricTotal = { metricType: string; rows: number; total: number }
export type RowsPage = Paged<Row> & { metrics: MetricTotal[] }
/** A source's detail (data-original-settings/detail): the formula reports that count its rows. */
export type SettingDetail = Setting & { usedBy?: { _id: string; name: string }[] }

/** The files an upload takes (upload-counter-report) and their size limit (the server checks again). */
export const UPLOAD_ACCEPT = ['json', 'xlsx', 'csv', 'tsv'] as const
export const UPLOAD_MAX_BYTES = 50 * 1024 * 1024
export type UploadedMonth = {
  month: string
  setId: string
  state: HarvestState
  stateLabel: string
  rowCount: number
  total: number
}
export type UploadResult = {
  fileName: string
  format: string
  reportType: string
  release: string
  months: UploadedMonth[]
  rowCount: number
  setsCreated: number
}

/** The months of an upload in words: `2016-01 至 2016-03（3 個月）`, or the one month. */
export const monthsInWords = (months: readonly { month: string }[]): string => {
  if (months.length === 0) return '沒有月份'
  const first = months[0]!.month
  const last = months[months.length - 1]!.month
  return months.length === 1 ? first : `${first} 至 ${last}（${months.length} 個月）`
}

export const dateTime = (value: string | null | undefined) =>
  value ? new Date(value).toLocaleString('zh-TW', { hour12: false }) : '—'

export const thisMonth = () => new Date().toISOString().slice(0, 7)
export const monthsBack = (n: number) => {
  const now = new Date()
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - n, 1))
  return date.toISOString().slice(0, 7)
}
