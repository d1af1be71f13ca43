import type { PayloadRequest, Where } from 'payload'
import { z } from 'zod'

import { LIBRARY_TIME_ZONE } from '../../lib/timeZone'
import { isTime } from '../../fields/validate'
import { MODULE_MSG, OPENING_STATUS_LABEL, WEEKDAY_LABEL } from '../../i18n/modules'
import { MSG } from '../../i18n/messages'
import { AppError } from '../../lib/errors'
import { isObjectId } from '../../lib/objectId'
import type { OpeningDate, OpeningSetting } from '../../payload-types'
import { type ContractRecord, toContract } from '../../crud/contentCrud'
import { IMPORT_MSG, type ImportColumn, type ImportRow, type RowError, readSpreadsheet, validateRows } from '../../crud/imports'
import { optionalId, optionalText, optionalUrl, storedDay } from '../../crud/links'
import { type ListQuery, type Paginated, allOf, keywordWhere, toPaginated } from '../../crud/listQuery'
import { inTransaction } from '../../crud/transaction'

/**
 * Opening hours (spec doc 2 §3 "Opening date" / "Opening settings", §7 "Opening"): the weekly
 * rule lives in the `opening-settings` global (opening and closing time, opening weekdays), and
 * single days that differ (a holiday, a special announcement) are `opening-dates`, one entry
 * per day. A day's entry wins over the weekly rule. The week starts on Monday (spec §9).
 *
 * Days are `YYYY-MM-DD` strings. Payload stores a day-only date as a timestamp at 12:00 UTC
 * (its date picker does so too), so the UTC calendar day of a stored value is its day.
 */

// ---------------------------------------------------------------------------------------------
// Days (pure)
// ---------------------------------------------------------------------------------------------

/** Monday first (spec doc 2 §9). */
export const WEEKDAYS = Object.keys(WEEKDAY_LABEL) as Weekday[]
export type Weekday = keyof typeof WEEKDAY_LABEL
export type OpeningStatus = keyof typeof OPENING_STATUS_LABEL

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/
const LOOSE_DAY = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/

const pad = (value: number, width = 2) => String(value).padStart(width, '0')

const isRealDay = (year: number, month: number, day: number): boolean => {
  if (month < 1 || month > 12 || day < 1) return false
  return day <= daysInMonth(year, month)
}

/** Days in a month (1-12). */
export const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate()

/** A strict `YYYY-MM-DD` that names a real day. */
export const isDayKey = (value: string): boolean => {
  const match = DAY.exec(value)
  return Boolean(match && isRealDay(Number(match[1]), Number(match[2]), Number(match[3])))
}

/** The day of a stored date value (ISO timestamp or Date): its UTC calendar day. */
export const dayKey = (value: string | Date | null | undefined): string | undefined => {
  if (value === null || value === undefined || value === '') return undefined
  if (typeof value === 'string' && isDayKey(value)) return value
  const time = value instanceof Date ? value.getTime() : Date.parse(value)
  return Number.isNaN(time) ? undefined : new Date(time).toISOString().slice(0, 10)
}

/**
 * A day as a person or a spreadsheet writes it: `2026-01-05`, `2026/1/5`, `2026.01.05`, an ISO
 * timestamp, or a Date (spreadsheet date cells). Undefined when it names no real day.
 */
export const parseDay = (value: unknown): string | undefined => {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString().slice(0, 10)
  if (typeof value !== 'string') return undefined
  const text = value.trim()
  const loose = LOOSE_DAY.exec(text)
  if (loose) {
    const [year, month, day] = [Number(loose[1]), Number(loose[2]), Number(loose[3])]
    return isRealDay(year, month, day) ? `${pad(year, 4)}-${pad(month)}-${pad(day)}` : undefined
  }
  if (/^\d{4}-\d{2}-\d{2}T/.test(text)) return dayKey(text)
  return undefined
}

export { storedDay }

/** The day after (`YYYY-MM-DD`). */
export const nextDay = (day: string): string => {
  const date = new Date(`${day}T00:00:00.000Z`)
  date.setUTCDate(date.getUTCDate() + 1)
  return date.toISOString().slice(0, 10)
}

/** A where clause matching any stored time of that day. */
export const dayWhere = (field: string, day: string): Where => ({
  and: [{ [field]: { greater_than_equal: `${day}T00:00:00.000Z` } }, { [field]: { less_than: `${nextDay(day)}T00:00:00.000Z` } }],
})

/** A where clause matching any stored time of that month. */
export const monthWhere = (field: string, year: number, month: number): Where => {
  const first = `${pad(year, 4)}-${pad(month)}-01`
  const after = month === 12 ? `${pad(year + 1, 4)}-01-01` : `${pad(year, 4)}-${pad(month + 1)}-01`
  return { and: [{ [field]: { greater_than_equal: `${first}T00:00:00.000Z` } }, { [field]: { less_than: `${after}T00:00:00.000Z` } }] }
}

/** The weekday of a day. */
export const weekdayOf = (day: string): Weekday => {
  const sundayFirst = new Date(`${day}T00:00:00.000Z`).getUTCDay()
  return WEEKDAYS[(sundayFirst + 6) % 7]!
}

/** The library's time zone: "today" is the day on the library's wall clock. */
export { LIBRARY_TIME_ZONE }

/** Today (`YYYY-MM-DD`) in the library's time zone. */
export const todayKey = (now: Date = new Date(), timeZone: string = LIBRARY_TIME_ZONE): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)

// ---------------------------------------------------------------------------------------------
// Calendar (pure)
// ---------------------------------------------------------------------------------------------

export type OpeningRule = {
  openingTime?: string | null
  closingTime?: string | null
  openingDays?: readonly string[] | null
}

export type OpeningDateEntry = {
  id?: string
  date: string
  openingStatus: OpeningStatus
  announcement?: string | null
  linkUrl?: string | null
  imageUrl?: string | null
}

export type CalendarDay = {
  date: string
  weekday: Weekday
  /** 0 = Monday … 6 = Sunday: the column of a Monday-first calendar. */
  weekdayIndex: number
  openingStatus: OpeningStatus
  openingTime: string | null
  closingTime: string | null
  announcement: string | null
  linkUrl: string | null
  imageUrl: string | null
  /** `date`: an opening-dates entry decided the day; `settings`: the weekly rule did. */
  source: 'date' | 'settings'
  /** The opening-dates entry of the day, when there is one. */
  _id?: string
}

/**
 * One day: its opening-dates entry wins; otherwise the day is open when its weekday is one of
 * the settings' opening days. Open days carry the settings' hours; closed days carry none.
 */
export const openingDayOf = (day: string, rule: OpeningRule | null | undefined, entry?: OpeningDateEntry): CalendarDay => {
  const weekday = weekdayOf(day)
  const weekdayIndex = WEEKDAYS.indexOf(weekday)
  const openingStatus: OpeningStatus = entry ? entry.openingStatus : (rule?.openingDays ?? []).includes(weekday) ? 'Open' : 'Closed'
  const open = openingStatus === 'Open'
  return {
    date: day,
    weekday,
    weekdayIndex,
    openingStatus,
    openingTime: open ? (rule?.openingTime ?? null) : null,
    closingTime: open ? (rule?.closingTime ?? null) : null,
    announcement: entry?.announcement ?? null,
    linkUrl: entry?.linkUrl ?? null,
    imageUrl: entry?.imageUrl ?? null,
    source: entry ? 'date' : 'settings',
    ...(entry?.id ? { _id: entry.id } : {}),
  }
}

/** Every day of a month (1-12), each decided by `openingDayOf`. */
export const buildCalendar = (year: number, month: number, rule: OpeningRule | null | undefined, entries: readonly OpeningDateEntry[]): CalendarDay[] => {
  const byDay = new Map<string, OpeningDateEntry>()
  for (const entry of entries) {
    const day = dayKey(entry.date)
    if (day) byDay.set(day, entry)
  }
  return Array.from({ length: daysInMonth(year, month) }, (_, i) => {
    const day = `${pad(year, 4)}-${pad(month)}-${pad(i + 1)}`
    return openingDayOf(day, rule, byDay.get(day))
  })
}

// ---------------------------------------------------------------------------------------------
// Input rules
// ---------------------------------------------------------------------------------------------

export const OPENING_LABEL = {
  date: '日期',
  openingStatus: '開館狀態',
  openingTime: '開館時間',
  closingTime: '閉館時間',
  openingDays: '開館日',
  year: '年份',
  month: '月份',
  openingDates: '開館日資料',
} as const

const OPENING_LABEL_ROWS = '開館日資料'

export const OPENING_MSG = {
  notDay: '日期格式須為 YYYY-MM-DD',
  badStatus: '開館狀態須為開館或閉館（Open 或 Closed）',
  badWeekday: '開館日須為星期一到星期日',
  badYear: '年份須為 1970 到 9999 之間的整數',
  badMonth: '月份須為 1 到 12 之間的整數',
  badMonthFilter: '月份格式須為 YYYY-MM',
  duplicateDay: '此日期在匯入資料中重複',
  dateTaken: '此日期已有開館設定，請直接編輯該日期',
  noFile: '請選擇要匯入的檔案',
  noRows: `${OPENING_LABEL_ROWS}為必填欄位`,
} as const

const STATUS_ALIASES: Record<string, OpeningStatus> = {
  open: 'Open',
  closed: 'Closed',
  [OPENING_STATUS_LABEL.Open]: 'Open',
  [OPENING_STATUS_LABEL.Closed]: 'Closed',
}

/** A day field: required, any of the forms `parseDay` reads, normalised to `YYYY-MM-DD`. */
export const dayField = (label: string) =>
  z.preprocess(
    (value) => {
      if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return undefined
      return parseDay(value) ?? String(value)
    },
    z.string({ error: MSG.required(label) }).refine(isDayKey, { error: OPENING_MSG.notDay }),
  )

/** Open | Closed, also 開館 | 閉館 and any letter case. */
export const openingStatusField = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value ?? undefined
    const text = value.trim()
    return text === '' ? undefined : (STATUS_ALIASES[text.toLowerCase()] ?? text)
  },
  z.enum(['Open', 'Closed'], { error: (issue) => (issue.input === undefined ? MSG.required(OPENING_LABEL.openingStatus) : OPENING_MSG.badStatus) }),
)

/** An opening-dates entry (spec doc 2 §5: date and openingStatus required). */
export const openingDateSchema = z.object({
  _id: optionalId,
  date: dayField(OPENING_LABEL.date),
  openingStatus: openingStatusField,
  announcement: optionalText,
  linkUrl: optionalUrl,
  imageUrl: optionalUrl,
})

export type OpeningDateInput = z.infer<typeof openingDateSchema>

const requiredTime = (label: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() || undefined : (value ?? undefined)),
    z.string({ error: MSG.required(label) }).refine(isTime, { error: MODULE_MSG.notTime }),
  )

/**
 * Opening settings (spec doc 2 §5: openingTime and closingTime required, 24-hour HH:mm; the
 * closing time after the opening time). Opening days are weekday names, kept Monday-first.
 */
export const openingSettingsSchema = z
  .object({
    openingTime: requiredTime(OPENING_LABEL.openingTime),
    closingTime: requiredTime(OPENING_LABEL.closingTime),
    openingDays: z
      .array(z.enum(WEEKDAYS as [Weekday, ...Weekday[]], { error: OPENING_MSG.badWeekday }), { error: OPENING_MSG.badWeekday })
      .nullable()
      .optional()
      .transform((days) => (days ? WEEKDAYS.filter((day) => days.includes(day)) : days)),
    temporaryAnnouncement: optionalText,
    temporaryLinkUrl: optionalUrl,
    temporaryImageUrl: optionalUrl,
    backgroundColor: optionalText,
    textColor: optionalText,
  })
  .refine((value) => value.closingTime > value.openingTime, { error: MODULE_MSG.closingBeforeOpening, path: ['closingTime'] })

export type OpeningSettingsInput = z.infer<typeof openingSettingsSchema>

const yearField = z.preprocess(
  (value) => (value === undefined || value === '' ? undefined : Number(value)),
  z.number({ error: OPENING_MSG.badYear }).int({ error: OPENING_MSG.badYear }).min(1970, { error: OPENING_MSG.badYear }).max(9999, { error: OPENING_MSG.badYear }).optional(),
)
const monthField = z.preprocess(
  (value) => (value === undefined || value === '' ? undefined : Number(value)),
  z.number({ error: OPENING_MSG.badMonth }).int({ error: OPENING_MSG.badMonth }).min(1, { error: OPENING_MSG.badMonth }).max(12, { error: OPENING_MSG.badMonth }).optional(),
)

/** `?year=&month=` of the calendar; either missing means this month (library time). */
export const calendarQuerySchema = z.object({ year: yearField, month: monthField })

/** The month filter of the opening-dates list: `?month=YYYY-MM`, or `?year=&month=`. */
export const openingDatesFilterSchema = z
  .object({
    year: yearField,
    month: z.preprocess(
      (value) => (value === undefined || value === '' ? undefined : value),
      z.string().optional(),
    ),
  })
  .transform((value, ctx): { year: number; month: number } | undefined => {
    if (value.month === undefined) {
      if (value.year !== undefined) ctx.addIssue({ code: 'custom', message: OPENING_MSG.badMonthFilter, path: ['month'] })
      return undefined
    }
    const combined = /^(\d{4})-(\d{1,2})$/.exec(value.month)
    if (combined) {
      const month = Number(combined[2])
      if (month >= 1 && month <= 12) return { year: Number(combined[1]), month }
      ctx.addIssue({ code: 'custom', message: OPENING_MSG.badMonth, path: ['month'] })
      return z.NEVER
    }
    const month = Number(value.month)
    if (!Number.isInteger(month) || month < 1 || month > 12) {
      ctx.addIssue({ code: 'custom', message: OPENING_MSG.badMonth, path: ['month'] })
      return z.NEVER
    }
    if (value.year === undefined) {
      ctx.addIssue({ code: 'custom', message: OPENING_MSG.badMonthFilter, path: ['month'] })
      return z.NEVER
    }
    return { year: value.year, month }
  })

/** The year and month a calendar query means: missing parts are today's (library time). */
export const resolveMonth = (query: { year?: number; month?: number }, now: Date = new Date()): { year: number; month: number } => {
  const [year, month] = todayKey(now).split('-').map(Number) as [number, number]
  return { year: query.year ?? year, month: query.month ?? month }
}

// ---------------------------------------------------------------------------------------------
// Calls
// ---------------------------------------------------------------------------------------------

type Access = { overrideAccess?: boolean }

const entryOf = (doc: OpeningDate): OpeningDateEntry => ({
  id: String(doc.id),
  date: doc.date,
  openingStatus: doc.openingStatus,
  announcement: doc.announcement,
  linkUrl: doc.linkUrl,
  imageUrl: doc.imageUrl,
})

/** An opening-dates record of the contract: `_id`, and `date` as `YYYY-MM-DD`. */
export const openingDateRecord = (doc: OpeningDate): ContractRecord => ({ ...toContract(doc), date: dayKey(doc.date) ?? doc.date })

/** The weekly rule and banner of the `opening-settings` global. */
export const readOpeningSettings = (req: PayloadRequest, access: Access = {}): Promise<OpeningSetting> =>
  req.payload.findGlobal({ slug: 'opening-settings', depth: 0, overrideAccess: access.overrideAccess ?? false, req })

/** GET /shennong/calendar: every day of the month with its opening status and hours. */
export const calendarOf = async (req: PayloadRequest, year: number, month: number, access: Access = {}): Promise<CalendarDay[]> => {
  const overrideAccess = access.overrideAccess ?? false
  const [settings, found] = await Promise.all([
    readOpeningSettings(req, access),
    req.payload.find({ collection: 'opening-dates', where: monthWhere('date', year, month), pagination: false, depth: 0, overrideAccess, req }),
  ])
  return buildCalendar(year, month, settings, found.docs.map(entryOf))
}

/** The opening status of one day (the home header's "today"). */
export const openingDay = async (req: PayloadRequest, day: string, access: Access = {}): Promise<CalendarDay> => {
  const overrideAccess = access.overrideAccess ?? false
  const [settings, found] = await Promise.all([
    readOpeningSettings(req, access),
    req.payload.find({ collection: 'opening-dates', where: dayWhere('date', day), limit: 1, depth: 0, overrideAccess, req }),
  ])
  const doc = found.docs[0]
  return openingDayOf(day, settings, doc ? entryOf(doc) : undefined)
}

/** GET /shennong/opening-dates: paginated, by date, optionally one month only. */
export const listOpeningDates = async (
  req: PayloadRequest,
  query: ListQuery,
  month?: { year: number; month: number },
  access: Access = {},
): Promise<Paginated<ContractRecord>> => {
  const found = await req.payload.find({
    collection: 'opening-dates',
    where: allOf(keywordWhere(query.keyword, ['announcement']), month ? monthWhere('date', month.year, month.month) : undefined),
    page: query.page,
    limit: query.limit,
    sort: 'date',
    depth: 0,
    overrideAccess: access.overrideAccess ?? false,
    req,
  })
  return toPaginated(found, query, openingDateRecord)
}

const findByDay = async (req: PayloadRequest, day: string): Promise<OpeningDate | undefined> => {
  const found = await req.payload.find({ collection: 'opening-dates', where: dayWhere('date', day), limit: 1, depth: 0, overrideAccess: true, req })
  return found.docs[0]
}

/** GET /shennong/opening-dates/{id}. */
export const getOpeningDate = async (req: PayloadRequest, id: string): Promise<ContractRecord> => {
  const doc = isObjectId(id)
    ? await req.payload.findByID({ collection: 'opening-dates', id, depth: 0, overrideAccess: false, disableErrors: true, req })
    : null
  if (!doc) throw new AppError(404, MSG.notFound)
  return openingDateRecord(doc)
}

type EntryData = Omit<OpeningDateInput, '_id' | 'date'> & { date: string }

const entryData = (input: Omit<OpeningDateInput, '_id'>): EntryData => {
  const data: EntryData = { date: storedDay(input.date), openingStatus: input.openingStatus }
  for (const key of ['announcement', 'linkUrl', 'imageUrl'] as const) if (input[key] !== undefined) data[key] = input[key]
  return data
}

/**
 * Write one entry: one entry per day, so a day that already has one is updated. With `_id` that
 * entry is updated; moving it onto a day another entry holds is refused.
 */
const upsertEntry = async (req: PayloadRequest, input: OpeningDateInput): Promise<{ doc: OpeningDate; created: boolean }> => {
  const data = entryData(input)
  const sameDay = await findByDay(req, input.date)
  if (input._id) {
    const existing = await req.payload.findByID({ collection: 'opening-dates', id: input._id, depth: 0, overrideAccess: false, disableErrors: true, req })
    if (!existing) throw new AppError(404, MSG.notFound)
    if (sameDay && String(sameDay.id) !== String(existing.id)) throw new AppError(409, OPENING_MSG.dateTaken)
    const doc = await req.payload.update({ collection: 'opening-dates', id: existing.id, data, depth: 0, overrideAccess: false, req })
    return { doc, created: false }
  }
  if (sameDay) {
    const doc = await req.payload.update({ collection: 'opening-dates', id: sameDay.id, data, depth: 0, overrideAccess: false, req })
    return { doc, created: false }
  }
  const doc = await req.payload.create({ collection: 'opening-dates', data, depth: 0, overrideAccess: false, req })
  return { doc, created: true }
}

/** POST /shennong/opening-dates: create, or update the entry of that day (or with `_id`). */
export const saveOpeningDate = async (req: PayloadRequest, input: OpeningDateInput): Promise<ContractRecord> =>
  inTransaction(req, async () => openingDateRecord((await upsertEntry(req, input)).doc))

/** DELETE /shennong/opening-dates/{id}. */
export const removeOpeningDate = async (req: PayloadRequest, id: string): Promise<{ _id: string }> => {
  const doc = isObjectId(id)
    ? await req.payload.findByID({ collection: 'opening-dates', id, depth: 0, overrideAccess: false, disableErrors: true, req })
    : null
  if (!doc) throw new AppError(404, MSG.notFound)
  await req.payload.delete({ collection: 'opening-dates', id: doc.id, overrideAccess: false, req })
  return { _id: String(doc.id) }
}

/** The settings as the contract answers them (`_id` null until first saved). */
export const openingSettingsRecord = (doc: OpeningSetting) => ({
  _id: doc.id === undefined || doc.id === null ? null : String(doc.id),
  openingTime: doc.openingTime ?? null,
  closingTime: doc.closingTime ?? null,
  openingDays: WEEKDAYS.filter((day) => (doc.openingDays ?? []).includes(day)),
  temporaryAnnouncement: doc.temporaryAnnouncement ?? null,
  temporaryLinkUrl: doc.temporaryLinkUrl ?? null,
  temporaryImageUrl: doc.temporaryImageUrl ?? null,
  backgroundColor: doc.backgroundColor ?? null,
  textColor: doc.textColor ?? null,
  updatedAt: doc.updatedAt ?? null,
})

/** GET /shennong/opening-dates-settings. */
export const getOpeningSettings = async (req: PayloadRequest) => openingSettingsRecord(await readOpeningSettings(req))

/** POST /shennong/opening-dates-settings: fields left out keep their value; null clears one. */
export const saveOpeningSettings = async (req: PayloadRequest, input: OpeningSettingsInput) => {
  const data = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<OpeningSetting>
  return openingSettingsRecord(await req.payload.updateGlobal({ slug: 'opening-settings', data, depth: 0, overrideAccess: false, req }))
}

// ---------------------------------------------------------------------------------------------
// Import
// ---------------------------------------------------------------------------------------------

/** Columns of an opening-dates import file: zh-TW or English headers. */
export const OPENING_DATE_COLUMNS: readonly ImportColumn[] = [
  { field: 'date', headers: ['日期', 'date'] },
  { field: 'openingStatus', headers: ['狀態', '開館狀態', 'openingStatus', 'status'] },
  { field: 'announcement', headers: ['公告', 'announcement'] },
  { field: 'linkUrl', headers: ['連結', 'linkUrl', 'link'] },
  { field: 'imageUrl', headers: ['圖片', 'imageUrl', 'image'] },
]

/** A row of an import: an entry without `_id`. */
export const openingDateRowSchema = openingDateSchema.omit({ _id: true })

export type OpeningImportSource = { kind: 'rows'; rows: unknown[] } | { kind: 'file'; filename: string; data: Buffer }

/** A day listed twice in one import is a row error on its later rows. */
export const duplicateDayErrors = (rows: readonly { row: number; date: string }[]): RowError[] => {
  const seen = new Set<string>()
  const errors: RowError[] = []
  for (const { row, date } of rows) {
    if (seen.has(date)) errors.push({ row, field: 'date', reason: OPENING_MSG.duplicateDay })
    seen.add(date)
  }
  return errors
}

/**
 * POST /shennong/import-opening-dates: rows sent as JSON or an .xlsx/.csv file (columns 日期,
 * 狀態, 公告, 連結, 圖片). Every row is checked first; one bad row saves nothing and the answer
 * names each bad row. Days that already have an entry are updated. One transaction.
 */
export const importOpeningDates = async (
  req: PayloadRequest,
  source: OpeningImportSource,
): Promise<{ imported: number; created: number; updated: number }> => {
  const rows: ImportRow[] =
    source.kind === 'file'
      ? await readSpreadsheet(source.filename, source.data, OPENING_DATE_COLUMNS)
      : source.rows.map((values, i) => ({ row: i + 1, values: values && typeof values === 'object' ? (values as Record<string, unknown>) : {} }))
  const entries = validateRows(rows, openingDateRowSchema)
  const duplicates = duplicateDayErrors(entries.map((entry, i) => ({ row: rows[i]!.row, date: entry.date })))
  if (duplicates.length > 0) throw new AppError(400, IMPORT_MSG.badRows(duplicates.length, duplicates[0]!), undefined, duplicates)
  return inTransaction(req, async () => {
    let created = 0
    for (const entry of entries) if ((await upsertEntry(req, entry)).created) created += 1
    return { imported: entries.length, created, updated: entries.length - created }
  })
}
