import { formatMinute } from '@/lib/dates'
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
 *   a refused report (3000, 3010, 3020, 3032 …), a vendor's own code, an answer over the size
 *   limit and a url that may not be reached are final (asking again gets the same answer).
 * - Every failure's words say whether it is asked again, when, and why (`retryWords`).
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

/** COUNTER's report codes (3000–3999): the report, version, dates or month refused. */
const isCounterReportCode = (code: number): boolean => code >= 3000 && code < 4000

/**
 * Why a failure is final (not asked again): the credentials were refused (until the source is
 * corrected), COUNTER's report codes refused the report or month (3000–3999), the vendor's own
 * code (not one COUNTER says may be retried), the answer was over the size limit, the url may
 * not be reached, or the month kept the data it had (a re-harvest that brought none).
 */
export type FinalWhy = 'credentials' | 'refused' | 'vendorCode' | 'tooLarge' | 'urlRefused' | 'kept'

export type RetryDecision = {
  at: Date | null
  /** retry: scheduled; final: asking again cannot help; exhausted: the state's cap reached; deadline: past COUNTER's deadline. */
  reason: 'retry' | 'final' | 'exhausted' | 'deadline'
  /** For a final failure: why it is not asked again (absent when nothing failed). */
  why?: FinalWhy
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
  /** A failure known before any code to be final (an answer over the size limit, a url refused). */
  final?: FinalWhy | null
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
      if (input.final) return { at: null, reason: 'final', why: input.final }
      if (code !== null && !isServiceCode(code))
        return { at: null, reason: 'final', why: isCounterReportCode(code) ? 'refused' : 'vendorCode' }
      return within(RETRY_CAPS.failed, new Date(now.getTime() + capped(FAILURE_BASE_MS * 2 ** (n - 1))))
    case 'broken':
      return { at: null, reason: 'final', why: 'credentials' }
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

/** The words of a retry promised when the source or report type can no longer be harvested. */
export const RETRY_SUSPENDED_WORDS = '來源或報表類型已停用或憑證錯誤，不會自動再試'

/**
 * A stored promise of a retry: 將自動再試（下次嘗試：…；…）, and the words of the stores made
 * before issue 43 (將自動再試（時間見「下次嘗試」）). Replaced by RETRY_SUSPENDED_WORDS when the
 * month list shows a source or report type that cannot be harvested.
 */
const SCHEDULED_PATTERN = /將自動再試（[^（）]*）/

/** A month's words with its promised retry replaced by why there is none (the source or report type is off or broken). */
export const suspendedWords = (message: string): string => message.replace(SCHEDULED_PATTERN, RETRY_SUSPENDED_WORDS)

/** Why a retried state is asked again (zh-TW). */
const RETRY_WHY: Partial<Record<HarvestState, (month: string) => string>> = {
  queued: () => '廠商正在產生報表',
  rateLimited: () => '廠商限制請求頻率',
  notReady: (month) =>
    `COUNTER 規定廠商須於 ${counterDeadline(month).toISOString().slice(0, 10)} 前提供該月資料，期限前每天再試`,
  partial: (month) =>
    `COUNTER 規定廠商須於 ${counterDeadline(month).toISOString().slice(0, 10)} 前提供該月資料，期限前每天再試`,
  failed: () => '可能是暫時的問題',
}

/** Why a final failure is not asked again, and what staff can do (zh-TW). */
const FINAL_WHY: Record<FinalWhy, (context: { code: number | null; maxMb: number }) => string> = {
  credentials: () =>
    '廠商拒絕此來源的憑證，再試也會被拒；修正來源的連線設定（服務網址、客戶編號、申請者編號、API 金鑰等）後，此月份會重新排入收割',
  refused: () => '廠商已明確拒絕提供此報表或月份，再試結果相同；可手動重新收割',
  vendorCode: ({ code }) =>
    `例外代碼 ${code ?? '—'} 是廠商自訂的錯誤，不是 COUNTER 規定可再試的代碼，無法判斷何時能成功；請洽廠商，排除後可手動重新收割`,
  tooLarge: ({ maxMb }) =>
    `同一月份的回應再試仍會超過上限；請洽廠商，或由系統管理者調高上限（SUSHI_MAX_BYTES，目前 ${maxMb} MB）後手動重新收割`,
  urlRefused: () => '服務網址不允許連線，再試結果相同；請修正來源的服務網址後手動重新收割',
  kept: () => '此月份已有先前取得的資料，重新收割與否由人員決定；可再手動重新收割',
}

/**
 * The words added to a month's last message about what happens next (zh-TW): whether it is
 * asked again, when (the stored next attempt, in the library's time zone) and why; never a
 * promise of a retry that is not scheduled. Null when nothing failed (data, no usage).
 */
export const retryWords = (
  decision: RetryDecision,
  context: { month: string; attempts: number; state?: HarvestState; code?: number | null; maxMb?: number },
): string | null => {
  switch (decision.reason) {
    case 'retry': {
      const why = (context.state && RETRY_WHY[context.state]?.(context.month)) || '可能是暫時的問題'
      const cap = context.state ? (RETRY_CAPS as Partial<Record<HarvestState, number>>)[context.state] : undefined
      const count = cap ? `；自動嘗試上限 ${cap} 次，已用 ${context.attempts} 次` : ''
      return `將自動再試（下次嘗試：${decision.at ? formatMinute(decision.at) : '—'}；${why}${count}）`
    }
    case 'deadline':
      return `已過 COUNTER 規定的提供期限（${counterDeadline(context.month).toISOString().slice(0, 10)}），不再自動重試；可手動重新收割`
    case 'exhausted':
      return `已自動嘗試 ${context.attempts} 次，不再自動重試；可手動重新收割`
    default:
      return decision.why
        ? `不會自動再試：${FINAL_WHY[decision.why]({ code: context.code ?? null, maxMb: context.maxMb ?? 50 })}`
        : null
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
