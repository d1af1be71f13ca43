import { textOfBlocks } from '@/fields/blocks'
import type { ReviewStatus } from './types'

/** Status words of the review screen (the reviewer approves or returns). */
export const STATUS_LABEL: Record<ReviewStatus, string> = {
  Pending: '待審核',
  Approved: '已核准',
  Rejected: '已退回',
}

export const STATUS_PILL: Record<ReviewStatus, 'warning' | 'success' | 'error'> = {
  Pending: 'warning',
  Approved: 'success',
  Rejected: 'error',
}

export const isReviewStatus = (value: unknown): value is ReviewStatus =>
  value === 'Pending' || value === 'Approved' || value === 'Rejected'

const pad = (n: number) => String(n).padStart(2, '0')

/** `yyyy/MM/dd HH:mm` in the browser's time zone (the admin's date format); '—' when absent. */
export const formatDateTime = (value: string | null | undefined): string => {
  if (!value) return '—'
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return value
  return `${date.getFullYear()}/${pad(date.getMonth() + 1)}/${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/

/** A stored date-time (`2026-01-02T03:04:05.000Z`). */
export const isIsoDate = (value: unknown): value is string => typeof value === 'string' && ISO_DATE.test(value)

/** How one field value shows in the diff table. */
export type Shown =
  | { kind: 'empty' }
  | { kind: 'text'; text: string }
  /** Several lines (or a long text): compared line by line. */
  | { kind: 'lines'; text: string }
  | { kind: 'json'; text: string }

const LONG_TEXT = 80

/** Values that are page-builder blocks show as their visible text; otherwise as compact JSON. */
const blocksShown = (value: unknown): Shown => {
  const text = textOfBlocks(value)
  if (text) return { kind: 'lines', text }
  return { kind: 'json', text: JSON.stringify(value) }
}

export const shownValue = (field: string, value: unknown): Shown => {
  if (value === null || value === undefined || value === '') return { kind: 'empty' }
  if (Array.isArray(value) && value.length === 0) return { kind: 'empty' }
  if (typeof value === 'boolean') return { kind: 'text', text: value ? '是' : '否' }
  if (typeof value === 'number') return { kind: 'text', text: String(value) }
  if (isIsoDate(value)) return { kind: 'text', text: formatDateTime(value) }
  if (typeof value === 'string')
    return value.includes('\n') || value.length > LONG_TEXT
      ? { kind: 'lines', text: value }
      : { kind: 'text', text: value }
  if (field === 'blocks') return blocksShown(value)
  if (typeof value === 'object' && value !== null && 'id' in value && ('name' in value || 'title' in value)) {
    const named = value as { id: unknown; name?: unknown; title?: unknown }
    return { kind: 'text', text: String(named.name ?? named.title ?? named.id) }
  }
  return { kind: 'json', text: JSON.stringify(value) }
}
