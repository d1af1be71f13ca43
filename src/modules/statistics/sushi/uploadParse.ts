import { AppError } from '@/lib/errors'
import { type Classification, classifyAnswer, wordsOf } from './classify'
import type { SushiRelease } from './client'
import { SUSHI_MSG } from './messages'
import { parseSushiBody } from './parse'
import { type TabularFormat, counterJsonOfFile, reportingPeriodOf } from './tabular'
import { checkCounterJson, checkJsonBytes } from './uploadBounds'

/**
 * Reading an uploaded COUNTER file (./upload.ts): the conversion of a table to COUNTER JSON, the
 * bounds, the harvest's parser and classifier, and the checks against the source. It runs in the
 * upload's worker thread (./uploadWorker.ts, started by ./uploadParser.ts), not on the request's
 * event loop: everything here is pure and takes and answers plain data only (what crosses
 * between the threads). A refusal is an AppError (its status and zh-TW message cross).
 */

export const UPLOAD_FORMATS = ['json', 'xlsx', 'csv', 'tsv'] as const
export type UploadFormat = (typeof UPLOAD_FORMATS)[number]

/** A file to read, and what of its source it is checked against. */
export type ParseInput = {
  format: UploadFormat
  data: Uint8Array
  /** The source's report types, upper case. */
  reportTypes: string[]
  /** The source's COUNTER release. */
  sourceRelease: SushiRelease
}

/** What the file holds, checked: its COUNTER JSON (the raw answer kept), the report and its rows. */
export type ParsedUpload = {
  body: string
  reportType: string
  release: SushiRelease
  classification: Classification
  /** The period the report's header states, or null. */
  period: { begin: string; end: string } | null
  /** The months the rows hold, oldest first. */
  rowMonths: string[]
}

/** The states a file may bring in: rows, partial rows, or no usage (anything else is refused). */
const STORABLE: ReadonlySet<Classification['state']> = new Set<Classification['state']>(['done', 'partial', 'noUsage'])

/** Read, convert and check a file; answers what to store, or throws a 4xx naming the problem. */
export const parseUpload = async ({ format, data, reportTypes, sourceRelease }: ParseInput): Promise<ParsedUpload> => {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength)
  // The bounds of ./uploadBounds.ts, before anything is parsed: a JSON's bytes before it is
  // read as text, a table's while it is read (./tabular.ts), the report's values and usage counts
  // before the parser (JSON.parse, then a row per count) sees it.
  if (format === 'json') checkJsonBytes(bytes.length)
  const body = format === 'json' ? bytes.toString('utf8') : await counterJsonOfFile(format as TabularFormat, bytes)
  checkCounterJson(body)
  const parsed = parseSushiBody(body)
  if (parsed.kind === 'invalid') throw new AppError(400, SUSHI_MSG.uploadNotReport)
  if (parsed.kind === 'exceptions')
    throw new AppError(400, SUSHI_MSG.uploadOnlyExceptions(parsed.exceptions.map(wordsOf).join('；')))
  const reportType = parsed.reportId
  if (!reportType) throw new AppError(400, SUSHI_MSG.uploadNoReportType)
  if (!reportTypes.includes(reportType)) throw new AppError(400, SUSHI_MSG.uploadTypeNotListed(reportType, reportTypes))
  if (!parsed.release) throw new AppError(400, SUSHI_MSG.uploadNoFileRelease)
  if (parsed.release !== sourceRelease)
    throw new AppError(400, SUSHI_MSG.uploadReleaseMismatch(parsed.release, sourceRelease))
  const classification = classifyAnswer({ status: 200, body, reportId: reportType }, parsed)
  if (!STORABLE.has(classification.state)) throw new AppError(400, SUSHI_MSG.uploadRefused(classification.message))
  let value: unknown = null
  try {
    value = JSON.parse(body.replace(/^\uFEFF/, ''))
  } catch {
    value = null
  }
  return {
    body,
    reportType,
    release: parsed.release,
    classification,
    period: reportingPeriodOf(value),
    rowMonths: [...new Set(classification.rows.map((row) => row.month))].sort(),
  }
}
