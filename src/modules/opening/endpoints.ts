import type { Endpoint } from 'payload'
import { z } from 'zod'

import { FLAGS } from '@/access'
import { AppError } from '@/lib/errors'
import { endpoint, ok, readBody } from '@/endpoints/http'
import { readMultipart } from '@/endpoints/multipart'
import { idParam, listQueryOf } from '@/endpoints/params'
import { readQuery } from '@/endpoints/query'
import { resolveMonth } from './calendar'
import { importOpeningDates } from './import'
import { OPENING_MSG } from './messages'
import { calendarQuerySchema, openingDateSchema, openingDatesFilterSchema, openingSettingsSchema } from './schemas'
import { calendarOf, getOpeningDate, listOpeningDates, removeOpeningDate, saveOpeningDate } from './service'
import { getOpeningSettings, saveOpeningSettings } from './settings'

/**
 * The back-office calls of the opening hours. Thin: parse (zod, zh-TW
 * messages) → a service → `{ result }`. Specific paths come before the generic `/:id` ones.
 */

/** Any JSON body (an import's rows may come bare); the service checks its shape. */
const anyBody = z.unknown()

/** The rows of a JSON import: `{ openingDates: [...] }` or a bare array. */
const importRowsOf = (body: unknown): unknown[] => {
  const rows = Array.isArray(body)
    ? body
    : body && typeof body === 'object'
      ? (body as Record<string, unknown>).openingDates
      : undefined
  if (!Array.isArray(rows)) throw new AppError(400, OPENING_MSG.noRows)
  return rows
}

export const openingEndpoints: Endpoint[] = [
  endpoint('get', '/shennong/calendar', { flag: FLAGS.opening_dates.read }, async (req) => {
    const { year, month } = resolveMonth(readQuery(req, calendarQuerySchema))
    return ok(await calendarOf(req, year, month))
  }),
  endpoint('get', '/shennong/opening-dates-settings', { flag: FLAGS.opening_dates.read }, async (req) =>
    ok(await getOpeningSettings(req)),
  ),
  endpoint('post', '/shennong/opening-dates-settings', { flag: FLAGS.opening_dates.edit }, async (req) =>
    ok(await saveOpeningSettings(req, await readBody(req, openingSettingsSchema))),
  ),
  endpoint('post', '/shennong/import-opening-dates', { flag: FLAGS.opening_dates.edit }, async (req) => {
    if ((req.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
      await readMultipart(req)
      if (!req.file) throw new AppError(400, OPENING_MSG.noFile)
      return ok(await importOpeningDates(req, { kind: 'file', filename: req.file.name, data: req.file.data }))
    }
    return ok(await importOpeningDates(req, { kind: 'rows', rows: importRowsOf(await readBody(req, anyBody)) }))
  }),
  endpoint('get', '/shennong/opening-dates', { flag: FLAGS.opening_dates.read }, async (req) =>
    ok(await listOpeningDates(req, listQueryOf(req), readQuery(req, openingDatesFilterSchema))),
  ),
  endpoint('get', '/shennong/opening-dates/:id', { flag: FLAGS.opening_dates.read }, async (req) =>
    ok(await getOpeningDate(req, idParam(req))),
  ),
  endpoint('post', '/shennong/opening-dates', { flag: FLAGS.opening_dates.edit }, async (req) =>
    ok(await saveOpeningDate(req, await readBody(req, openingDateSchema))),
  ),
  endpoint('delete', '/shennong/opening-dates/:id', { flag: FLAGS.opening_dates.delete }, async (req) =>
    ok(await removeOpeningDate(req, idParam(req))),
  ),
]
