import { z } from 'zod'

import { isUrl, timeOf } from '@/fields/validate'
import { MODULE_MSG } from '@/i18n/modules'
import { MSG } from '@/i18n/messages'
import { isObjectId } from '@/lib/objectId'
import { requiredText } from '@/validation'

/**
 * The small zod pieces the module calls share: optional and required ids, text,
 * URLs, dates and flags, with zh-TW messages. Blank text is stored as null; a day-only date is
 * stored at 12:00 UTC, as Payload's day-only date picker stores it.
 */

const blankToNull = (value: unknown): unknown =>
  typeof value === 'string' ? (value.trim() === '' ? null : value.trim()) : value

/** An optional record id: absent, null or '' means "new". */
export const optionalId = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.string({ error: MSG.notObjectId }).refine(isObjectId, { error: MSG.notObjectId }).optional(),
)

/** A required record id. */
export const requiredId = (label: string) => requiredText(label).refine(isObjectId, { error: MSG.notObjectId })

/** Optional trimmed text; blank is stored as null. */
export const optionalText = z.preprocess(blankToNull, z.string({ error: MSG.badRequest }).nullable().optional())

/** A required link: an absolute http(s) URL or a path on this site. */
export const requiredUrl = (label: string) => requiredText(label).refine(isUrl, { error: MSG.notUrl })

/** An optional link; blank is stored as null. */
export const optionalUrl = z.preprocess(
  blankToNull,
  z.string({ error: MSG.notUrl }).refine(isUrl, { error: MSG.notUrl }).nullable().optional(),
)

export const DATE_MSG = { notDate: '日期格式錯誤' } as const

/** The stored value of a day-only date: 12:00 UTC, as Payload's day-only date picker stores it. */
export const storedDay = (day: string): string => `${day}T12:00:00.000Z`

/** A `YYYY-MM-DD` day is stored at 12:00 UTC; a full timestamp is kept. */
const dateValue = (value: string): string => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? storedDay(value) : value)

/** An optional date (ISO timestamp or YYYY-MM-DD); blank is stored as null. */
export const optionalDate = z.preprocess(
  blankToNull,
  z
    .string({ error: DATE_MSG.notDate })
    .refine((value) => timeOf(value) !== undefined, { error: DATE_MSG.notDate })
    .transform(dateValue)
    .nullable()
    .optional(),
)

/** A required date (ISO timestamp or YYYY-MM-DD). */
export const requiredDate = (label: string) =>
  requiredText(label)
    .refine((value) => timeOf(value) !== undefined, { error: DATE_MSG.notDate })
    .transform(dateValue)

/** An optional flag; null means "not given" (the stored value or the default stays). */
export const optionalBoolean = z
  .boolean({ error: MSG.badRequest })
  .nullable()
  .optional()
  .transform((value) => value ?? undefined)

/** The object without its undefined keys: what a client left out is not written. */
export const definedOnly = <T extends Record<string, unknown>>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>

/** `endDate` not before `startDate` (same rule and message as the collections' date ranges). */
export const endNotBeforeStart = (value: { startDate?: string | null; endDate?: string | null }): boolean => {
  const start = timeOf(value.startDate)
  const end = timeOf(value.endDate)
  return start === undefined || end === undefined || end >= start
}

/** The end-before-start refusal, on `endDate`. */
export const END_BEFORE_START = { error: MODULE_MSG.endBeforeStart, path: ['endDate'] }
