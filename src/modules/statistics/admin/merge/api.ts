'use client'

import { adminRequest } from '@/ui/apiClient'
import type { ReportTable } from '../../shared/table'

/** The back-office calls of merged, mixed and basic statistics (docs/statistics.md §5, §7). */
export const STATS_API = '/api/shennong/statistics'

export type Status = 'Enabled' | 'Disabled'
export type Paged<T> = { data: T[]; total: number; page: number; limit: number }
export type MergeItem = { _id?: string; type: 'single' | 'multiple'; name: string; itemIds: string[] }
export type Merge = {
  _id: string
  name: string
  mergeItems: MergeItem[]
  status: Status
  remark: string | null
  updatedAt?: string
}
export type SourceOption = {
  key: string
  kind: 'formula' | 'manual'
  label: string
  reportId: string
  reportName: string
  itemLabel: string
}
export type Version = {
  _id: string
  versionName: string
  year: number
  status: Status
  createdAt?: string
  mergeStatistics?: string | null
  mixinStatistics?: string | null
  tables?: ReportTable[]
}
export type MixinItem = { name: string; countTotalIds: string[]; hasTotalItemsKeys: boolean; totalItemsKeys: string[] }
export type Mixin = {
  _id: string
  name: string
  mergeReportId: string | null
  mixinItems: { name: string; items: MixinItem[] }[]
  extraStatistics: { name: string; items: { name?: string; totalItemsKeys: string[] }[] }[]
  status: Status
}
export type Basic = { _id: string; name: string; items: string[]; status: Status }
export type BasicItem = { key: string; label: string; description: string }
export type Exported = { downloadUrl?: string; name?: string }

export const STATUS_LABEL: Record<Status, string> = { Enabled: '啟用', Disabled: '停用' }

const q = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') search.set(key, String(value))
  const text = search.toString()
  return text ? `?${text}` : ''
}

export const api = {
  get: <T>(path: string, params: Record<string, string | number | undefined> = {}, signal?: AbortSignal) =>
    adminRequest<T>('GET', `${STATS_API}/${path}${q(params)}`, undefined, signal),
  put: <T>(path: string, body?: unknown) => adminRequest<T>('PUT', `${STATS_API}/${path}`, body),
  post: <T>(path: string, body?: unknown) => adminRequest<T>('POST', `${STATS_API}/${path}`, body),
  del: <T>(path: string) => adminRequest<T>('DELETE', `${STATS_API}/${path}`),
}

export const thisYear = () => new Date().getFullYear()
