import type { PayloadRequest } from 'payload'

import { MSG } from '@/i18n/messages'
import { AppError } from '@/lib/errors'
import { isObjectId } from '@/lib/objectId'
import type { OpeningDate } from '@/payload-types'
import { type ContractRecord, toContract } from '@/crud/contentCrud'
import { storedDay } from '@/crud/inputs'
import { type ListQuery, type Paginated, allOf, keywordWhere, toPaginated } from '@/crud/listQuery'
import { inTransaction } from '@/crud/transaction'
import {
  type CalendarDay,
  type OpeningDateEntry,
  buildCalendar,
  dayKey,
  dayWhere,
  monthWhere,
  openingDayOf,
} from './calendar'
import { OPENING_MSG } from './messages'
import type { OpeningDateInput } from './schemas'
import { type OpeningAccess, readOpeningSettings } from './settings'

/**
 * The opening calendar and its single days: the
 * `opening-dates` entries, one per day, read together with the weekly rule of the settings
 * (settings.ts) into calendar days (calendar.ts).
 */

const entryOf = (doc: OpeningDate): OpeningDateEntry => ({
  id: String(doc.id),
  date: doc.date,
  openingStatus: doc.openingStatus,
  announcement: doc.announcement,
  linkUrl: doc.linkUrl,
  imageUrl: doc.imageUrl,
})

/** An opening-dates record of the contract: `_id`, and `date` as `YYYY-MM-DD`. */
export const openingDateRecord = (doc: OpeningDate): ContractRecord => ({
  ...toContract(doc),
  date: dayKey(doc.date) ?? doc.date,
})

/** GET /shennong/calendar: every day of the month with its opening status and hours. */
export const calendarOf = async (
  req: PayloadRequest,
  year: number,
  month: number,
  access: OpeningAccess = {},
): Promise<CalendarDay[]> => {
  const overrideAccess = access.overrideAccess ?? false
  const [settings, found] = await Promise.all([
    readOpeningSettings(req, access),
    req.payload.find({
      collection: 'opening-dates',
      where: monthWhere('date', year, month),
      pagination: false,
      depth: 0,
      overrideAccess,
      req,
    }),
  ])
  return buildCalendar(year, month, settings, found.docs.map(entryOf))
}

/** The opening status of one day (the home header's "today"). */
export const openingDay = async (
  req: PayloadRequest,
  day: string,
  access: OpeningAccess = {},
): Promise<CalendarDay> => {
  const overrideAccess = access.overrideAccess ?? false
  const [settings, found] = await Promise.all([
    readOpeningSettings(req, access),
    req.payload.find({
      collection: 'opening-dates',
      where: dayWhere('date', day),
      limit: 1,
      depth: 0,
      overrideAccess,
      req,
    }),
  ])
  const doc = found.docs[0]
  return openingDayOf(day, settings, doc ? entryOf(doc) : undefined)
}

/** GET /shennong/opening-dates: paginated, by date, optionally one month only. */
export const listOpeningDates = async (
  req: PayloadRequest,
  query: ListQuery,
  month?: { year: number; month: number },
  access: OpeningAccess = {},
): Promise<Paginated<ContractRecord>> => {
  const found = await req.payload.find({
    collection: 'opening-dates',
    where: allOf(
      keywordWhere(query.keyword, ['announcement']),
      month ? monthWhere('date', month.year, month.month) : undefined,
    ),
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
  const found = await req.payload.find({
    collection: 'opening-dates',
    where: dayWhere('date', day),
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return found.docs[0]
}

/** GET /shennong/opening-dates/{id}. */
export const getOpeningDate = async (req: PayloadRequest, id: string): Promise<ContractRecord> => {
  const doc = isObjectId(id)
    ? await req.payload.findByID({
        collection: 'opening-dates',
        id,
        depth: 0,
        overrideAccess: false,
        disableErrors: true,
        req,
      })
    : null
  if (!doc) throw new AppError(404, MSG.notFound)
  return openingDateRecord(doc)
}

type EntryData = Omit<OpeningDateInput, '_id' | 'date'> & { date: string }

const entryData = (input: Omit<OpeningDateInput, '_id'>): EntryData => {
  const data: EntryData = { date: storedDay(input.date), openingStatus: input.openingStatus }
  for (const key of ['announcement', 'linkUrl', 'imageUrl'] as const)
    if (input[key] !== undefined) data[key] = input[key]
  return data
}

/**
 * Write one entry: one entry per day, so a day that already has one is updated. With `_id` that
 * entry is updated; moving it onto a day another entry holds is refused. Used by the save call
 * and by the import (import.ts).
 */
export const upsertEntry = async (
  req: PayloadRequest,
  input: OpeningDateInput,
): Promise<{ doc: OpeningDate; created: boolean }> => {
  const data = entryData(input)
  const sameDay = await findByDay(req, input.date)
  if (input._id) {
    const existing = await req.payload.findByID({
      collection: 'opening-dates',
      id: input._id,
      depth: 0,
      overrideAccess: false,
      disableErrors: true,
      req,
    })
    if (!existing) throw new AppError(404, MSG.notFound)
    if (sameDay && String(sameDay.id) !== String(existing.id)) throw new AppError(409, OPENING_MSG.dateTaken)
    const doc = await req.payload.update({
      collection: 'opening-dates',
      id: existing.id,
      data,
      depth: 0,
      overrideAccess: false,
      req,
    })
    return { doc, created: false }
  }
  if (sameDay) {
    const doc = await req.payload.update({
      collection: 'opening-dates',
      id: sameDay.id,
      data,
      depth: 0,
      overrideAccess: false,
      req,
    })
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
    ? await req.payload.findByID({
        collection: 'opening-dates',
        id,
        depth: 0,
        overrideAccess: false,
        disableErrors: true,
        req,
      })
    : null
  if (!doc) throw new AppError(404, MSG.notFound)
  await req.payload.delete({ collection: 'opening-dates', id: doc.id, overrideAccess: false, req })
  return { _id: String(doc.id) }
}
