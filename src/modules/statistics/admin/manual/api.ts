'use client'

import { adminRequest } from '@/ui/apiClient'
import type { ReportTable } from '../../shared/table'

/** The manual report calls the screens make (docs/statistics.md §4). */
const BASE = '/api/shennong/statistics'

export type FieldType = 'normal' | 'multiple' | 'detail'
export const FIELD_TYPE_LABEL: Record<FieldType, string> = {
  normal: '一般填報',
  multiple: '多人填報',
  detail: '明細欄位',
}
export type Writer = { id: string; name: string }
export type Field = {
  _id: string
  name: string
  type: FieldType
  items: { _id: string; name: string }[]
  writeUsers: Writer[]
}
export type Setting = {
  _id: string
  name: string
  basedLatestValue: boolean
  status: 'Enabled' | 'Disabled'
  fields: Field[]
  writeUsers: Writer[]
}
export type MonthSet = { _id: string; month: string; locked: boolean }
export type Line = { text: string; value: number }
export type FillItem = {
  _id: string
  name: string
  value: number | null
  ownValue: number | null
  ownLines: Line[]
  entries: { writer: Writer | null; value: number | null; lines: Line[] }[]
}
export type FillField = { _id: string; name: string; type: FieldType; writable: boolean; items: FillItem[] }
export type SelfReport = {
  _id: string
  name: string
  sets: (MonthSet & { filled: number; total: number })[]
  progress: { filled: number; total: number }
}
export type MonthWork = {
  setting: { _id: string; name: string }
  set: MonthSet | null
  month: string
  locked: boolean
  fields: FillField[]
}
export type Write = { fieldId: string; itemId: string; value?: number | null; lines?: Line[] }

export const api = {
  settings: () => adminRequest<{ data: Setting[]; total: number }>('GET', `${BASE}/manual-report-settings?limit=100`),
  save: (setting: Partial<Setting>) =>
    adminRequest<Setting>('PUT', `${BASE}/manual-report-settings`, {
      ...setting,
      writeUsers: (setting.writeUsers ?? []).map((writer) => writer.id),
      fields: (setting.fields ?? []).map((field) => ({
        ...field,
        writeUsers: field.writeUsers.map((writer) => writer.id),
      })),
    }),
  remove: (ids: string[]) => adminRequest<{ ids: string[] }>('DELETE', `${BASE}/manual-report-settings`, { ids }),
  sets: (id: string, year: number) => adminRequest<MonthSet[]>('GET', `${BASE}/manual-report-sets/${id}?year=${year}`),
  initSets: (id: string, year: number) => adminRequest<MonthSet[]>('POST', `${BASE}/init-manual-sets`, { id, year }),
  toggleLock: (month: string) =>
    adminRequest<{ month: string; locked: boolean }>('PUT', `${BASE}/toggle-manual-report-lock`, { date: month }),
  sums: (year: number) =>
    adminRequest<{ _id: string; name: string; basedLatestValue: boolean; table: ReportTable }[]>(
      'GET',
      `${BASE}/sum-manual-report-sets-by-year?year=${year}`,
    ),
  exportReport: (id: string, year: number) =>
    adminRequest<{ downloadUrl: string; name: string }>('GET', `${BASE}/export-manual-report/${id}?year=${year}`),
  writerOptions: (keyword: string) =>
    adminRequest<{ id: string; name: string; username: string }[]>(
      'GET',
      `${BASE}/manual-report-writer-options?keyword=${encodeURIComponent(keyword)}`,
    ),
  selfReports: (year: number) =>
    adminRequest<SelfReport[]>('GET', `${BASE}/query-self-manual-reports-by-year?year=${year}`),
  selfMonth: (year: number, month: number) =>
    adminRequest<MonthWork[]>('GET', `${BASE}/self-manual-report-items-by-month?year=${year}&month=${month}`),
  write: (setId: string, values: Write[]) =>
    adminRequest<unknown>('PUT', `${BASE}/manual-report-items/${setId}`, { values }),
}

export const monthName = (month: string): string => `${Number(month.slice(5, 7))} 月`
export const thisYear = (): number => new Date().getFullYear()
