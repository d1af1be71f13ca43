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
export type Group = { _id: string; reportType: string; months: number; counts: Record<HarvestState, number>; rowCount: number }
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
export type Progress = { running: boolean; total: number; finished: number; counts: Partial<Record<HarvestState, number>>; current: string | null; error: string | null } | null
export type Row = { _id: string; title?: string | null; itemId?: string | null; metricType: string; count: number; platform?: string | null; database?: string | null }
export type Paged<T> = { data: T[]; total: number; page: number; limit: number }

export const dateTime = (value: string | null | undefined) => (value ? new Date(value).toLocaleString('zh-TW', { hour12: false }) : '—')

export const thisMonth = () => new Date().toISOString().slice(0, 7)
export const monthsBack = (n: number) => {
  const now = new Date()
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - n, 1))
  return date.toISOString().slice(0, 7)
}
