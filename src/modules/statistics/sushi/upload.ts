import type { PayloadRequest } from 'payload'

import { inTransaction } from '@/crud/transaction'
import { AppError } from '@/lib/errors'
import { extensionOf } from '@/lib/fileTypes'
import type { DataOriginalSet } from '@/payload-types'
import { HARVESTER_WRITE } from '../collections/data-original-settings'
import { HARVEST_STATE_LABEL, type HarvestState } from '../shared/harvestState'
import type { Classification } from './classify'
import { type SushiRelease, releaseOfUrl } from './client'
import { storeOutcome } from './harvest'
import { isHarvesting } from './runs'
import { SUSHI_MSG } from './messages'
import { MAX_INIT_MONTHS, SETTINGS, ensureGroupsAndSets, findSetting, monthRange, setsOfSetting } from './service'
import { UPLOAD_FORMATS, type UploadFormat } from './uploadParse'
import { parseUploadInWorker } from './uploadParser'

/**
 * Uploading a COUNTER report into a source (docs/statistics.md §2 "Uploading
 * a COUNTER file"): for a vendor without SUSHI, or a month SUSHI cannot give, staff upload the
 * report as the JSON a harvest gets or as COUNTER's tabular form (.tsv/.csv/.xlsx, converted to
 * the COUNTER JSON of its release by ./tabular.ts). The upload takes the harvest's way: the
 * same parser and classifier, the report type and release checked against the source, the
 * source's group for the report type and a set per month covered (created as init does), and
 * each month stored by the harvest's own `storeOutcome` (rows replaced, state, the raw answer
 * kept so the month can be re-parsed). Everything is checked before anything is written: a
 * refused file changes nothing. The file is read (converted, bounded, parsed, classified) in a
 * worker thread (./uploadParser.ts); the months are stored here, on the request's thread, once
 * the worker is done.
 */

export { UPLOAD_FORMATS, type UploadFormat }

/** The largest file taken (the size a harvest takes from a vendor, SUSHI_MAX_BYTES' default). */
export const MAX_COUNTER_UPLOAD_BYTES = 50 * 1024 * 1024

export type IncomingFile = { name: string; data: Buffer; size: number }

export type UploadedMonth = {
  month: string
  setId: string
  state: HarvestState
  stateLabel: string
  rowCount: number
  total: number
  message: string
}

export type UploadResult = {
  settingId: string
  fileName: string
  format: UploadFormat
  reportType: string
  release: SushiRelease
  /** The months the file covers, oldest first, each as stored. */
  months: UploadedMonth[]
  /** The rows stored, all months. */
  rowCount: number
  /** The sets (months) the upload created; the others existed and were replaced. */
  setsCreated: number
}

const isFormat = (extension: string): extension is UploadFormat =>
  (UPLOAD_FORMATS as readonly string[]).includes(extension)

/** The classification of one month of the file: a month of the period without rows had no usage. */
const monthClassification = (classification: Classification, month: string): Classification => {
  const rows = classification.rows.filter((row) => row.month === month)
  if (classification.state === 'done' && rows.length === 0)
    return { ...classification, state: 'noUsage', code: null, message: '該月份無使用量（報表沒有資料列）', rows }
  return { ...classification, rows }
}

/**
 * Read, convert and check a file (in the worker thread), then the months it covers; answers what
 * to store, or throws a 4xx naming the problem.
 */
const readUpload = async (
  file: IncomingFile,
  setting: { reportTypes?: string[] | null; url: string; release?: string | null },
) => {
  const extension = extensionOf(file.name)
  if (!isFormat(extension)) throw new AppError(400, SUSHI_MSG.uploadExtension(extension))
  if (file.size > MAX_COUNTER_UPLOAD_BYTES || file.data.length > MAX_COUNTER_UPLOAD_BYTES)
    throw new AppError(413, SUSHI_MSG.uploadTooLarge(MAX_COUNTER_UPLOAD_BYTES / 1024 / 1024))
  const parsed = await parseUploadInWorker({
    format: extension,
    data: file.data,
    reportTypes: (setting.reportTypes ?? []).map((type) => type.toUpperCase()),
    sourceRelease: releaseOfUrl(setting.url, (setting.release as SushiRelease | null | undefined) ?? '5'),
  })
  // The months covered: the report's period, and any month its rows hold.
  const covered = new Set(parsed.rowMonths)
  if (parsed.period) {
    const range = monthRange(parsed.period.begin, parsed.period.end)
    if (range.length > MAX_INIT_MONTHS) throw new AppError(400, SUSHI_MSG.uploadTooManyMonths)
    for (const month of range) covered.add(month)
  }
  const months = [...covered].sort()
  if (months.length === 0) throw new AppError(400, SUSHI_MSG.uploadNoPeriod)
  if (months.length > MAX_INIT_MONTHS) throw new AppError(400, SUSHI_MSG.uploadTooManyMonths)
  return {
    format: extension,
    body: parsed.body,
    reportType: parsed.reportType,
    release: parsed.release,
    classification: parsed.classification,
    months,
  }
}

/**
 * The uploads of a source are stored one after the other in this process (the screen sends
 * several files at once; two of one report type would otherwise create the same month twice).
 */
const storing = new Map<string, Promise<unknown>>()
const oneAtATime = async <T>(key: string, work: () => Promise<T>): Promise<T> => {
  const next = (storing.get(key) ?? Promise.resolve()).catch(() => undefined).then(work)
  storing.set(key, next)
  try {
    return await next
  } finally {
    if (storing.get(key) === next) storing.delete(key)
  }
}

/** POST upload-counter-report/{settingId}: store an uploaded COUNTER report into the source's months. */
export const uploadCounterReport = async (
  req: PayloadRequest,
  settingId: string,
  file: IncomingFile | undefined,
): Promise<UploadResult> => {
  if (!file || file.size === 0 || file.data.length === 0) throw new AppError(400, SUSHI_MSG.uploadNoFile)
  const upload = await readUpload(file, await findSetting(req.payload, settingId))
  return oneAtATime(settingId, () => storeUpload(req, settingId, file, upload))
}

const storeUpload = async (
  req: PayloadRequest,
  settingId: string,
  file: IncomingFile,
  upload: Awaited<ReturnType<typeof readUpload>>,
): Promise<UploadResult> => {
  const setting = await findSetting(req.payload, settingId)
  if (await isHarvesting(req.payload, settingId)) throw new AppError(409, SUSHI_MSG.harvestRunning)

  const created = await inTransaction(req, () =>
    ensureGroupsAndSets(req, settingId, [upload.reportType], upload.months),
  )
  const sets = await setsOfSetting(req.payload, settingId, req, {
    reportType: upload.reportType,
    months: upload.months,
  })
  const byMonth = new Map<string, DataOriginalSet>(sets.map((set) => [set.month, set]))
  const now = new Date()
  const raw = {
    url: `upload:${file.name}`.slice(0, 2000),
    status: 200,
    contentType: 'application/json',
    body: upload.body,
  }
  const months: UploadedMonth[] = []
  for (const month of upload.months) {
    const set = byMonth.get(month)
    if (!set) continue
    const classification = monthClassification(upload.classification, month)
    const outcome = await storeOutcome(req.payload, set, classification, raw, {
      now,
      attempts: set.attempts ?? 0,
      automatic: false,
    })
    months.push({
      month,
      setId: String(set.id),
      state: outcome.state,
      stateLabel: HARVEST_STATE_LABEL[outcome.state],
      rowCount: outcome.rowCount,
      total: classification.rows.reduce((sum, row) => sum + row.count, 0),
      message: outcome.message,
    })
  }
  // Storing a month marks the source healthy, as a harvest that got data does; an upload says
  // nothing about the vendor's SUSHI service, so its health and last words are put back.
  const after = await findSetting(req.payload, settingId)
  if (
    after.health !== setting.health ||
    (after.lastError ?? null) !== (setting.lastError ?? null) ||
    (after.lastCheckedAt ?? null) !== (setting.lastCheckedAt ?? null)
  ) {
    await req.payload.update({
      collection: SETTINGS,
      id: settingId,
      data: {
        health: setting.health ?? 'unknown',
        lastError: setting.lastError ?? null,
        lastCheckedAt: setting.lastCheckedAt ?? null,
      },
      overrideAccess: true,
      req,
      context: { [HARVESTER_WRITE]: true },
    })
  }
  return {
    settingId,
    fileName: file.name,
    format: upload.format,
    reportType: upload.reportType,
    release: upload.release,
    months,
    rowCount: months.reduce((sum, month) => sum + month.rowCount, 0),
    setsCreated: created.setsCreated,
  }
}
