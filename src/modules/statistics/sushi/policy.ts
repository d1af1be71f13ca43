import type { HarvestState } from '../shared/harvestState'
import { TERMINAL_CODES } from './classify'

/**
 * When to ask the vendor again (docs/statistics.md §2 "Retries"). Pure: the harvester and the
 * monthly job store `nextAttemptAt`; a set is due when it is pending or its time has come.
 */

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** After this many attempts a set is not retried on its own any more (staff may still harvest it). */
export const MAX_ATTEMPTS = 8
/** 1011: the report is being prepared; ask again in an hour, then each hour longer (at most a day). */
export const QUEUED_DELAY_MS = HOUR
/** 1020: back off from 15 minutes, doubling, at most a day (or the vendor's Retry-After when longer). */
export const RATE_LIMIT_BASE_MS = 15 * MINUTE
/** Failures without a code (network, timeouts, 1000/1010): from an hour, doubling, at most a day. */
export const FAILURE_BASE_MS = HOUR

/** The states the harvester may ask again by itself. */
export const RETRY_STATES: ReadonlySet<HarvestState> = new Set(['queued', 'rateLimited', 'notReady', 'partial', 'failed'])

const capped = (ms: number) => Math.min(ms, DAY)

/** The start of the next UTC day plus two hours (3031: "usage not ready" is retried next day). */
export const nextDay = (now: Date): Date => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 2))

/**
 * The next attempt after an answer classified `state` (with `code`) on attempt number
 * `attempts` (1 = the first); null = no retry on its own.
 */
export const nextAttemptAt = (input: { state: HarvestState; code: number | null; attempts: number; now: Date; retryAfterMs?: number | null }): Date | null => {
  const { state, code, attempts, now } = input
  if (!RETRY_STATES.has(state)) return null
  if (attempts >= MAX_ATTEMPTS) return null
  const n = Math.max(1, attempts)
  switch (state) {
    case 'queued':
      return new Date(now.getTime() + capped(QUEUED_DELAY_MS * n))
    case 'rateLimited':
      return new Date(now.getTime() + Math.max(capped(RATE_LIMIT_BASE_MS * 2 ** (n - 1)), input.retryAfterMs ?? 0))
    case 'notReady':
      return nextDay(now)
    case 'partial':
      // The vendor has not all of the month yet: ask again the next day.
      return nextDay(now)
    case 'failed':
      if (code !== null && TERMINAL_CODES.has(code)) return null
      return new Date(now.getTime() + capped(FAILURE_BASE_MS * 2 ** (n - 1)))
    default:
      return null
  }
}

/** Is a set due for harvesting at `now` (pending, or its retry time has come)? */
export const isDue = (set: { state: HarvestState; nextAttemptAt?: string | Date | null }, now: Date): boolean => {
  if (set.state === 'pending') return true
  if (!RETRY_STATES.has(set.state) || !set.nextAttemptAt) return false
  return new Date(set.nextAttemptAt).getTime() <= now.getTime()
}

/** The Retry-After header in ms (seconds or an HTTP date), or null. */
export const retryAfterMs = (header: string | null | undefined, now: Date): number | null => {
  if (!header) return null
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000
  const at = Date.parse(header)
  return Number.isNaN(at) ? null : Math.max(0, at - now.getTime())
}
