import type { Endpoint, PayloadRequest } from 'payload'

import { ok } from '@/endpoints/http'
import { publicRead } from '@/endpoints/publicRead'
import { PUBLIC_TAGS } from '@/lib/publicCache'
import { readQuery } from '@/endpoints/query'
import { resolveMonth } from './calendar'
import { openingDatesQueryOf, publicCalendar, publicOpeningDates } from './public'
import { calendarQuerySchema } from './schemas'

/**
 * The public calls of the opening hours: anyone may call them; a bad
 * query is a 400 with a zh-TW message.
 */

const queryParams = (req: PayloadRequest): Record<string, string> => {
  const params: Record<string, string> = {}
  req.searchParams?.forEach((value, key) => {
    params[key] = value
  })
  return params
}

export const openingPublicEndpoints: Endpoint[] = [
  publicRead('/public/calendar', [PUBLIC_TAGS.opening], async (req) => {
    const { year, month } = resolveMonth(readQuery(req, calendarQuerySchema))
    return ok(await publicCalendar(req.payload, year, month))
  }),
  publicRead('/public/opening-dates', [PUBLIC_TAGS.opening], async (req) =>
    ok(await publicOpeningDates(req.payload, openingDatesQueryOf(queryParams(req)))),
  ),
]
