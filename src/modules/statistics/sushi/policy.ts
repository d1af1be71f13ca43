import type { HarvestState } from '../shared/harvestState'

/**
 * When to ask the vendor again (docs/statistics.md §2 "Harvest states and the retry policy").
 * Pure: the harvester stores `nextAttemptAt`, the job wakes for it; a set is due when it is
 * pending or its time has come.
 *
 * - Each retried state has its own cap, counted in automatic attempts of that state only: a
 *   harvest started by hand is not counted, and a new state starts its count again.
 * - "Not ready" (3031) and partial data (3040) are asked again every day until COUNTER's deadline
 *   for the month (the 28th of the following month): the last attempt is the morning after it.
 * - Only failures without a code and COUNTER's service codes (1000–1999) are retried on failure;
 *   a refused report (3000, 3010, 3020, 3032 …) and a vendor's own code are final.
 */

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** The automatic attempts a state may take before it is no longer retried by itself. */
export const RETRY_CAPS = {
  /** 1011: 1 h, 2 h … (at most a day): about three days. */
  queued: 12,
  /** 1020: 15 min doubling (at most a day): about three days. */
  rateLimited: 10,
  /** No code, 1000/1010, network, timeout: 1 h doubling (at most a day): about three days. */
  failed: 8,
} as const satisfies Partial<Record<HarvestState, number>>

/** 1011: the report is being prepared; ask again in an hour, then each hour longer (at most a day). */
export const QUEUED_DELAY_MS = HOUR
/** 1020: back off from 15 minutes, doubling, at most a day (or the vendor's Retry-After when longer). */
export const RATE_LIMIT_BASE_MS = 15 * MINUTE
/** Failures without a code (network, timeouts, 1000/1010): from an hour, doubling, at most a day. */
export const FAILURE_BASE_MS = HOUR
/** The minute of every hour the harvest job runs when no retry is due sooner. */
export const HOURLY_MINUTE = 17

/** The states the harvester may ask again by itself. */
export const RETRY_STATES: ReadonlySet<HarvestState> = new Set([
  'queued',
  'rateLimited',
  'notReady',
  'partial',
  'failed',
])

const capped = (ms: number) => Math.min(ms, DAY)

/** The start of the next UTC day plus two hours (3031/3040 are asked again the next day). */
export const nextDay = (now: Date): Date =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 2))

const monthParts = (month: string): [number, number] => {
  const [year, m] = month.split('-').map(Number) as [number, number]
  return [year, m]
}

/** COUNTER's deadline for a data month ('YYYY-MM'): the vendor must have it by the 28th of the following month (UTC). */
export const counterDeadline = (month: string): Date => {
  const [year, m] = monthParts(month)
  return new Date(Date.UTC(year, m, 28))
}

/** The last automatic attempt for a month not ready: the morning (02:00 UTC) after the deadline day. */
export const lastDeadlineAttempt = (month: string): Date => {
  const [year, m] = monthParts(month)
  return new Date(Date.UTC(year, m, 29, 2))
}

/** COUNTER's service codes (1000–1999): the service was down, busy or asked to wait; asking again may help. */
const isServiceCode = (code: number): boolean => code >= 1000 && code < 2000

export type RetryDecision = {
  at: Date | null
  /** retry: scheduled; final: asking again cannot help; exhausted: the state's cap reached; deadline: past COUNTER's deadline. */
  reason: 'retry' | 'final' | 'exhausted' | 'deadline'
}

export type RetryInput = {
  state: HarvestState
  /** The exception code that decided the state, when one did. */
  code: number | null
  /** The automatic attempts counted in this state so far, this one included (0 after a first attempt by hand). */
  attempts: number
  /** The data month ('YYYY-MM'): "not ready" and partial months are retried until its deadline. */
  month: string
  now: Date
  retryAfterMs?: number | null
}

/** Whether, when and why (not) to ask again after an answer classified `state`. */
export const retryDecision = (input: RetryInput): RetryDecision => {
  const { state, code, attempts, now } = input
  const n = Math.max(1, attempts)
  const within = (cap: number, at: Date): RetryDecision =>
    attempts >= cap ? { at: null, reason: 'exhausted' } : { at, reason: 'retry' }
  switch (state) {
    case 'queued':
      return within(RETRY_CAPS.queued, new Date(now.getTime() + capped(QUEUED_DELAY_MS * n)))
    case 'rateLimited':
      return within(
        RETRY_CAPS.rateLimited,
        new Date(now.getTime() + Math.max(capped(RATE_LIMIT_BASE_MS * 2 ** (n - 1)), input.retryAfterMs ?? 0)),
      )
    case 'notReady':
    case 'partial': {
      // The vendor has not (all of) the month yet: ask again the next day, until COUNTER's deadline.
      const at = nextDay(now)
      return at.getTime() <= lastDeadlineAttempt(input.month).getTime()
        ? { at, reason: 'retry' }
        : { at: null, reason: 'deadline' }
    }
    case 'failed':
      if (code !== null && !isServiceCode(code)) return { at: null, reason: 'final' }
      return within(RETRY_CAPS.failed, new Date(now.getTime() + capped(FAILURE_BASE_MS * 2 ** (n - 1))))
    default:
      return { at: null, reason: 'final' }
  }
}

/** The next attempt after an answer classified `state`; null = no retry on its own. */
export const nextAttemptAt = (input: RetryInput): Date | null => retryDecision(input).at

/**
 * The automatic attempts counted for a state after an attempt: those of the same state before it
 * (a new state starts again from none), plus this one when the job made it (not by hand).
 */
export const countedAttempts = (input: {
  previousState: HarvestState
  previousCount: number
  state: HarvestState
  automatic: boolean
}): number => (input.state === input.previousState ? input.previousCount : 0) + (input.automatic ? 1 : 0)

/**
 * The words added to a month's last message about what happens next (zh-TW): never a promise of
 * a retry that is not scheduled. Null when there is nothing to add (a final answer).
 */
/** The words of a scheduled retry (replaced by RETRY_SUSPENDED_WORDS while the source or report type cannot be harvested). */
export const RETRY_SCHEDULED_WORDS = '將自動再試（時間見「下次嘗試」）'
export const RETRY_SUSPENDED_WORDS = '來源或報表類型已停用或憑證錯誤，不會自動再試'

export const retryWords = (decision: RetryDecision, context: { month: string; attempts: number }): string | null => {
  switch (decision.reason) {
    case 'retry':
      return RETRY_SCHEDULED_WORDS
    case 'deadline':
      return `已過 COUNTER 規定的提供期限（${counterDeadline(context.month).toISOString().slice(0, 10)}），不再自動重試；可手動重新收割`
    case 'exhausted':
      return `已自動嘗試 ${context.attempts} 次，不再自動重試；可手動重新收割`
    default:
      return null
  }
}

/** The next hourly run of the harvest job after `now` (minute HOURLY_MINUTE). */
export const nextHourlyRun = (now: Date): Date => {
  const at = new Date(now.getTime())
  at.setUTCMinutes(HOURLY_MINUTE, 0, 0)
  if (at.getTime() <= now.getTime()) at.setUTCHours(at.getUTCHours() + 1)
  return at
}

/**
 * When the harvest job should run next: at the next hourly run (last month's sets are made
 * then), or sooner when a retry is due sooner (at once when one is due already).
 */
export const nextHarvestRunAt = (now: Date, earliestRetry: Date | null): Date => {
  const hourly = nextHourlyRun(now)
  if (!earliestRetry) return hourly
  const retry = Math.max(earliestRetry.getTime(), now.getTime())
  return new Date(Math.min(hourly.getTime(), retry))
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
