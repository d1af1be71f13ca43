import type { Where } from 'payload'

/**
 * What an anonymous visitor may see of content with a display window:
 * only published versions (a draft under review never shows), inside their display window.
 */

const DAY_MS = 24 * 60 * 60 * 1000

/** Published content (the main document of a drafts-enabled collection). */
export const PUBLISHED: Where = { _status: { equals: 'published' } }

/**
 * Inside the display window at `now`: started (or no start) and not ended (or no end). Dates
 * are whole days: an end date is shown through that whole day.
 */
export const displayWindow = (now: Date): Where => ({
  and: [
    {
      or: [
        { startDate: { exists: false } },
        { startDate: { equals: null } },
        { startDate: { less_than_equal: now.toISOString() } },
      ],
    },
    {
      or: [
        { endDate: { exists: false } },
        { endDate: { equals: null } },
        { endDate: { greater_than: new Date(now.getTime() - DAY_MS).toISOString() } },
      ],
    },
  ],
})

export type Windowed = { startDate?: string | null; endDate?: string | null }

/** `displayWindow` for a document already read: the same rule, in memory. */
export const inDisplayWindow = (item: Windowed, now: Date): boolean => {
  const start = item.startDate ? Date.parse(item.startDate) : Number.NaN
  const end = item.endDate ? Date.parse(item.endDate) : Number.NaN
  if (!Number.isNaN(start) && start > now.getTime()) return false
  if (!Number.isNaN(end) && end <= now.getTime() - DAY_MS) return false
  return true
}
