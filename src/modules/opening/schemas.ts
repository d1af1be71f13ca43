import { z } from 'zod'

import { isTime } from '@/fields/validate'
import { MODULE_MSG } from '@/i18n/modules'
import { OPENING_STATUS_LABEL } from './labels'
import { MSG } from '@/i18n/messages'
import { optionalId, optionalText, optionalUrl } from '@/crud/inputs'
import { type OpeningStatus, WEEKDAYS, type Weekday, isDayKey, parseDay } from './calendar'
import { OPENING_LABEL, OPENING_MSG } from './messages'

/** The input rules of the opening-hours calls, with zh-TW messages. */

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
  z.enum(['Open', 'Closed'], {
    error: (issue) => (issue.input === undefined ? MSG.required(OPENING_LABEL.openingStatus) : OPENING_MSG.badStatus),
  }),
)

/** An opening-dates entry (date and openingStatus required). */
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
 * Opening settings (openingTime and closingTime required, 24-hour HH:mm; the
 * closing time after the opening time). Opening days are weekday names, kept Monday-first.
 */
export const openingSettingsSchema = z
  .object({
    openingTime: requiredTime(OPENING_LABEL.openingTime),
    closingTime: requiredTime(OPENING_LABEL.closingTime),
    openingDays: z
      .array(z.enum(WEEKDAYS as [Weekday, ...Weekday[]], { error: OPENING_MSG.badWeekday }), {
        error: OPENING_MSG.badWeekday,
      })
      .nullable()
      .optional()
      .transform((days) => (days ? WEEKDAYS.filter((day) => days.includes(day)) : days)),
    temporaryAnnouncement: optionalText,
    temporaryLinkUrl: optionalUrl,
    temporaryImageUrl: optionalUrl,
    backgroundColor: optionalText,
    textColor: optionalText,
  })
  .refine((value) => value.closingTime > value.openingTime, {
    error: MODULE_MSG.closingBeforeOpening,
    path: ['closingTime'],
  })

export type OpeningSettingsInput = z.infer<typeof openingSettingsSchema>

const yearField = z.preprocess(
  (value) => (value === undefined || value === '' ? undefined : Number(value)),
  z
    .number({ error: OPENING_MSG.badYear })
    .int({ error: OPENING_MSG.badYear })
    .min(1970, { error: OPENING_MSG.badYear })
    .max(9999, { error: OPENING_MSG.badYear })
    .optional(),
)
const monthField = z.preprocess(
  (value) => (value === undefined || value === '' ? undefined : Number(value)),
  z
    .number({ error: OPENING_MSG.badMonth })
    .int({ error: OPENING_MSG.badMonth })
    .min(1, { error: OPENING_MSG.badMonth })
    .max(12, { error: OPENING_MSG.badMonth })
    .optional(),
)

/** `?year=&month=` of the calendar; either missing means this month (library time). */
export const calendarQuerySchema = z.object({ year: yearField, month: monthField })

/** The month filter of the opening-dates list: `?month=YYYY-MM`, or `?year=&month=`. */
export const openingDatesFilterSchema = z
  .object({
    year: yearField,
    month: z.preprocess((value) => (value === undefined || value === '' ? undefined : value), z.string().optional()),
  })
  .transform((value, ctx): { year: number; month: number } | undefined => {
    if (value.month === undefined) {
      if (value.year !== undefined)
        ctx.addIssue({ code: 'custom', message: OPENING_MSG.badMonthFilter, path: ['month'] })
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
