import type { HarvestState } from '../shared/harvestState'
import type { FinalWhy } from './policy'
import { type ParsedAnswer, type SushiExceptionInfo, type UsageRow, parseSushiBody } from './parse'

/**
 * What a vendor's answer means for one month of one report (docs/statistics.md §2 "Harvest
 * states"): strict about the SUSHI exception codes, whatever form they came in.
 *
 * - data (`done`), 3030 or an empty report (`noUsage`, stored as zero rows);
 * - 3031 `notReady`, 3040 `partial` (rows stored and flagged), 1011 `queued`, 1020 `rateLimited`;
 * - 2000–2020 (credentials or requestor), R5.1's 2030 (IP address) and 1030 (customer id refused): `broken`;
 * - anything else `failed`: 1000/1010 (service down or busy), 3000/3010/3020/3032 (the report,
 *   version or dates refused), a report of another type, no JSON, no report.
 */
export type Classification = {
  state: Exclude<HarvestState, 'pending'>
  /** The exception code that decided, when one did. */
  code: number | null
  /** The vendor's words and ours, for the screen (zh-TW). */
  message: string
  exceptions: SushiExceptionInfo[]
  /** The rows to store (done, partial; none otherwise). */
  rows: UsageRow[]
  release: '5' | '5.1' | null
  /** A failure known to be final whatever its code (an answer over the size limit, a url refused). */
  final?: FinalWhy
}

/** Credentials, requestor, customer id (2000–2020, 1030) and R5.1's 2030 (IP address not authorised). */
export const isCredentialCode = (code: number): boolean =>
  (code >= 2000 && code <= 2020) || code === 2030 || code === 1030

const CODE_WORDS: Record<number, string> = {
  1000: '服務暫停',
  1010: '服務忙碌',
  1011: '報表排隊產生中',
  1020: '請求過於頻繁',
  1030: '客戶編號或申請資訊不足，請檢查設定',
  2000: '申請者未獲授權，請檢查 Requestor ID',
  2010: '申請者無權取得此機構的使用量，請檢查 Customer ID',
  2011: '廠商不提供全球（不分機構）報表',
  2020: 'API 金鑰無效，請檢查設定',
  2030: 'IP 位址未獲授權存取此服務，請向廠商登記本館的 IP 位址',
  3000: '廠商不提供此報表類型',
  3010: '廠商不支援此報表版本',
  3020: '日期參數不正確',
  3030: '該月份無使用量',
  3031: '該月份資料尚未備妥',
  3032: '該月份資料已不再提供',
  3040: '僅取得部分資料',
}

/** The words for a code (ours, then the vendor's message). */
export const wordsOf = (exception: SushiExceptionInfo): string => {
  const ours = CODE_WORDS[exception.code]
  const theirs = [exception.message, exception.data].filter(Boolean).join('：')
  return [ours ?? `例外代碼 ${exception.code}`, theirs ? `（${theirs}）` : ''].join('')
}

/**
 * The answer of a request that never got one (network, timeout, size limit, url refused): always
 * failed; `final` when asking again cannot help (over the size limit, a url refused).
 */
export const failedClassification = (message: string, final?: FinalWhy): Classification => ({
  state: 'failed',
  code: null,
  message,
  exceptions: [],
  rows: [],
  release: null,
  ...(final ? { final } : {}),
})

const pick = (exceptions: SushiExceptionInfo[], test: (code: number) => boolean) => exceptions.find((e) => test(e.code))

/**
 * Classify a received answer: its HTTP status and body, and the report id asked for (a report
 * of another type is refused).
 */
export const classifyAnswer = (
  answer: { status: number; body: string; reportId?: string },
  parsed: ParsedAnswer = parseSushiBody(answer.body),
): Classification => {
  const { exceptions } = parsed
  const base = { exceptions, rows: [] as UsageRow[], release: parsed.release }
  const decide = (
    state: Classification['state'],
    exception: SushiExceptionInfo,
    rows: UsageRow[] = [],
  ): Classification => ({
    ...base,
    state,
    code: exception.code,
    message: wordsOf(exception),
    rows,
  })

  const credential = pick(exceptions, isCredentialCode)
  if (credential) return decide('broken', credential)
  const limited = pick(exceptions, (c) => c === 1020)
  if (limited) return decide('rateLimited', limited)
  const queued = pick(exceptions, (c) => c === 1011)
  if (queued) return decide('queued', queued)
  const down = pick(exceptions, (c) => c >= 1000 && c < 2000)
  if (down) return decide('failed', down)
  const notReady = pick(exceptions, (c) => c === 3031)
  if (notReady) return decide('notReady', notReady)

  if (parsed.kind === 'invalid') {
    if (answer.status === 429) return { ...base, state: 'rateLimited', code: null, message: '請求過於頻繁（HTTP 429）' }
    if (answer.status === 401 || answer.status === 403)
      return { ...base, state: 'broken', code: null, message: `廠商拒絕存取（HTTP ${answer.status}），請檢查憑證` }
    return failedClassification(
      answer.status >= 400 ? `廠商回應錯誤（HTTP ${answer.status}）` : '廠商的回應不是 COUNTER 報表',
    )
  }

  // Without rows, any exception but the informational ones (0, 3030 handled below, the 3050+
  // parameter warnings) means the month was not delivered: 3000/3010/3020/3032, vendor codes.
  const refused = pick(exceptions, (c) => c !== 0 && c !== 3030 && !(c >= 3050 && c < 4000))
  if (parsed.kind === 'exceptions') {
    const noUsage = pick(exceptions, (c) => c === 3030)
    if (noUsage) return decide('noUsage', noUsage)
    const first = refused ?? exceptions[0]!
    return decide('failed', first)
  }

  // A report.
  if (answer.reportId && parsed.reportId && parsed.reportId !== answer.reportId.toUpperCase()) {
    return {
      ...base,
      state: 'failed',
      code: null,
      message: `廠商回傳的報表類型（${parsed.reportId}）與要求的（${answer.reportId.toUpperCase()}）不符`,
    }
  }
  const partial = pick(exceptions, (c) => c === 3040)
  if (partial) return decide('partial', partial, parsed.rows)
  if (parsed.rows.length > 0) {
    const warning = exceptions.find((e) => e.code !== 0)
    return {
      ...base,
      state: 'done',
      code: warning?.code ?? null,
      message: warning ? `已完成；${wordsOf(warning)}` : '已完成',
      rows: parsed.rows,
    }
  }
  if (refused) return decide('failed', refused)
  const noUsage = pick(exceptions, (c) => c === 3030)
  if (noUsage) return decide('noUsage', noUsage)
  return { ...base, state: 'noUsage', code: null, message: '該月份無使用量（報表沒有資料列）' }
}
