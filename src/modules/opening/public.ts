import { type Payload, type PayloadRequest, type Where, createLocalReq } from 'payload'
import { z } from 'zod'

import { MSG } from '@/i18n/messages'
import { AppError } from '@/lib/errors'
import type { ContractRecord } from '@/crud/contentCrud'
import { type CalendarDay, type Weekday, isDayKey, monthWhere, nextDay, parseDay, resolveMonth } from './calendar'
import { OPENING_MSG } from './messages'
import { openingDatesFilterSchema } from './schemas'
import { calendarOf, openingDateRecord, openingDay } from './service'
import { openingSettingsRecord, readOpeningSettings } from './settings'

/**
 * What an anonymous visitor may see of the opening hours: the calendar,
 * a day's status, the weekly rule and banner, and the special days of a month or a range. Every
 * function takes the Local API and answers plain JSON. The back-office services are reused with
 * `overrideAccess` (a visitor holds no module flag).
 */

const DAY_MS = 24 * 60 * 60 * 1000

/** The refusals of the public opening-dates call's range query. */
export const PUBLIC_MODULE_MSG = {
  rangeNeedsBoth: '查詢期間須同時提供起日與迄日',
  rangeReversed: '起日不可晚於迄日',
  rangeTooLong: '查詢期間最長為 366 天',
  rangeOrMonth: '請以年月或起訖日期擇一查詢',
} as const

/** The longest from/to span of the opening-dates call, in days (both ends included). */
export const MAX_RANGE_DAYS = 366

/** A local request without a user, for the back-office services that take one. */
const localReq = (payload: Payload): Promise<PayloadRequest> => createLocalReq({}, payload)

/** A calendar day as a visitor sees it: no record id, no note of what decided it. */
export type PublicCalendarDay = Omit<CalendarDay, '_id' | 'source'>

const publicDay = (day: CalendarDay): PublicCalendarDay => {
  const { _id: _entry, source: _source, ...rest } = day
  return rest
}

/** GET /public/calendar: every day of the month with its opening status and hours. */
export const publicCalendar = async (payload: Payload, year: number, month: number): Promise<PublicCalendarDay[]> =>
  (await calendarOf(await localReq(payload), year, month, { overrideAccess: true })).map(publicDay)

/** One day's opening status and hours (today on the opening page and the home header). */
export const publicOpeningDay = async (payload: Payload, day: string): Promise<PublicCalendarDay> =>
  publicDay(await openingDay(await localReq(payload), day, { overrideAccess: true }))

export type PublicOpeningSettings = {
  openingTime: string | null
  closingTime: string | null
  openingDays: Weekday[]
  temporaryAnnouncement: string | null
  temporaryLinkUrl: string | null
  temporaryImageUrl: string | null
  backgroundColor: string | null
  textColor: string | null
}

/** The weekly rule and the temporary announcement banner. */
export const publicOpeningSettings = async (payload: Payload): Promise<PublicOpeningSettings> => {
  const {
    _id: _ignoredId,
    updatedAt: _ignoredUpdatedAt,
    ...settings
  } = openingSettingsRecord(await readOpeningSettings(await localReq(payload), { overrideAccess: true }))
  return settings
}

export type OpeningDatesRange =
  { kind: 'month'; year: number; month: number } | { kind: 'range'; from: string; to: string }

const optionalDay = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? (parseDay(value) ?? value.trim()) : undefined),
  z.string().refine(isDayKey, { error: OPENING_MSG.notDay }).optional(),
)

const daysBetween = (from: string, to: string): number =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS

/**
 * The query of the opening-dates call: `?year=&month=` (or `?month=YYYY-MM`), or `?from=&to=`
 * (days, both given, at most 366 days), never both. Nothing given means this month.
 */
export const openingDatesQueryOf = (params: Record<string, string>, now = new Date()): OpeningDatesRange => {
  const dates = z.object({ from: optionalDay, to: optionalDay }).safeParse(params)
  if (!dates.success) throw new AppError(400, dates.error.issues[0]?.message ?? MSG.badRequest)
  const { from, to } = dates.data
  const wantsMonth = Boolean(params.year?.trim() || params.month?.trim())
  if (from || to) {
    if (wantsMonth) throw new AppError(400, PUBLIC_MODULE_MSG.rangeOrMonth)
    if (!from || !to) throw new AppError(400, PUBLIC_MODULE_MSG.rangeNeedsBoth)
    if (from > to) throw new AppError(400, PUBLIC_MODULE_MSG.rangeReversed)
    if (daysBetween(from, to) + 1 > MAX_RANGE_DAYS) throw new AppError(400, PUBLIC_MODULE_MSG.rangeTooLong)
    return { kind: 'range', from, to }
  }
  const month = openingDatesFilterSchema.safeParse({ year: params.year, month: params.month })
  if (!month.success) throw new AppError(400, month.error.issues[0]?.message ?? MSG.badRequest)
  return { kind: 'month', ...(month.data ?? resolveMonth({}, now)) }
}

/** GET /public/opening-dates: the special open and closed days of a month or a range, by date. */
export const publicOpeningDates = async (payload: Payload, range: OpeningDatesRange): Promise<ContractRecord[]> => {
  const where: Where =
    range.kind === 'month'
      ? monthWhere('date', range.year, range.month)
      : {
          and: [
            { date: { greater_than_equal: `${range.from}T00:00:00.000Z` } },
            { date: { less_than: `${nextDay(range.to)}T00:00:00.000Z` } },
          ],
        }
  const found = await payload.find({
    collection: 'opening-dates',
    where,
    pagination: false,
    sort: 'date',
    depth: 0,
    overrideAccess: true,
  })
  return found.docs.map(openingDateRecord)
}
