import { defineModule } from '@/modules/define'
import { OpeningDates } from './collections/opening-dates'
import { OpeningSettings } from './collections/openingSettings'
import { openingEndpoints } from './endpoints'
import { openingManifest } from './manifest'
import { openingPublicEndpoints } from './publicEndpoints'

/** 開館時間: the opening calendar, its settings and imports. */
export const openingModule = defineModule(openingManifest, {
  collections: [OpeningDates],
  globals: [OpeningSettings],
  endpoints: [...openingEndpoints, ...openingPublicEndpoints],
  // Its demo data (seed.ts), loaded only when the demo seed runs.
  seed: async (payload) => (await import('./seed')).seedOpening(payload),
})

export {
  type CalendarDay,
  type OpeningStatus,
  type Weekday,
  buildCalendar,
  dayKey,
  daysInMonth,
  openingDayOf,
  parseDay,
  resolveMonth,
  todayKey,
  weekdayOf,
} from './calendar'
export { duplicateDayErrors, openingDateRowSchema } from './import'
export { OPENING_MSG } from './messages'
export {
  PUBLIC_MODULE_MSG,
  type PublicCalendarDay,
  type PublicOpeningSettings,
  openingDatesQueryOf,
  publicCalendar,
  publicOpeningDay,
  publicOpeningSettings,
} from './public'
export { calendarQuerySchema, openingDatesFilterSchema, openingSettingsSchema } from './schemas'
export { openingDay } from './service'
export { readOpeningSettings } from './settings'
export { OPENING_STATUS_LABEL, WEEKDAY_LABEL } from './labels'
