import type { PayloadRequest } from 'payload'
import { z } from 'zod'

import { MODULE_MSG } from '@/i18n/modules'

/**
 * Field validators of the module collections, with the spec's zh-TW messages.
 * An empty value is refused only when the field is required, with Payload's own required
 * message (what the admin shows for every other required field).
 */

type Options = { required?: boolean; req: PayloadRequest; siblingData?: unknown }

const isEmpty = (value: unknown): boolean => value === undefined || value === null || value === ''

const requiredOrTrue = ({ required, req }: Options): string | true => (required ? req.t('validation:required') : true)

/** An absolute http(s) URL with a host. */
export const isAbsoluteUrl = (value: string): boolean => {
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0 && !/\s/.test(value)
  } catch {
    return false
  }
}

/**
 * A link the site can follow: an absolute http(s) URL, or a path on this site (`/cms/…`,
 * `/api/…` for archive files). Protocol-relative `//host`, `/\host` (browsers read it as `//host`),
 * any backslash and other schemes are refused.
 */
export const isUrl = (value: string): boolean =>
  (value.startsWith('/') && !/^\/[\\/]/.test(value) && !value.includes('\\') && !/\s/.test(value)) ||
  isAbsoluteUrl(value)

const EMAIL = z.email()

export const isEmail = (value: string): boolean => EMAIL.safeParse(value).success

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

/** 24-hour `HH:mm`. */
export const isTime = (value: string): boolean => TIME.test(value)

const TREE_SORT = /^\d+(-\d+)*$/

/** A tree position such as `1-2` (dash-separated). */
export const isTreeSort = (value: string): boolean => TREE_SORT.test(value)

const textValidator =
  (check: (value: string) => boolean, message: string) =>
  (value: string | null | undefined, options: Options): string | true => {
    if (isEmpty(value)) return requiredOrTrue(options)
    return check(String(value)) ? true : message
  }

/** URL or site path: '不是網址格式'. */
export const validateUrl = textValidator(isUrl, MODULE_MSG.notUrl)

/** Absolute http(s) URL only (server-side calls such as the usage-report service). */
export const validateAbsoluteUrl = textValidator(isAbsoluteUrl, MODULE_MSG.notUrl)

/** '不是電子郵件格式'. */
export const validateEmail = textValidator(isEmail, MODULE_MSG.notEmail)

export const validateTime = textValidator(isTime, MODULE_MSG.notTime)

export const validateTreeSort = textValidator(isTreeSort, MODULE_MSG.notTreeSort)

/** Numbers with the spec's '最小值為 {min}' / '最大值為 {max}' messages. */
export const validateNumber =
  (bounds: { min?: number; max?: number }) =>
  (value: number | number[] | null | undefined, options: Options): string | true => {
    if (isEmpty(value)) return requiredOrTrue(options)
    const values = Array.isArray(value) ? value : [value]
    for (const n of values) {
      if (typeof n !== 'number' || Number.isNaN(n)) return options.req.t('validation:enterNumber')
      if (bounds.min !== undefined && n < bounds.min) return MODULE_MSG.min(bounds.min)
      if (bounds.max !== undefined && n > bounds.max) return MODULE_MSG.max(bounds.max)
    }
    return true
  }

/** Milliseconds of a date value (Date, ISO string) or undefined. */
export const timeOf = (value: unknown): number | undefined => {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.getTime()
  if (typeof value === 'string' && ISO_DATE.test(value)) {
    const time = Date.parse(value)
    if (Number.isNaN(time)) return undefined
    // A calendar day that does not exist (2026-02-30) is not rolled over into the next month.
    const [year, month, day] = value.slice(0, 10).split('-').map(Number)
    const calendar = new Date(Date.UTC(year, month - 1, day))
    return calendar.getUTCMonth() === month - 1 && calendar.getUTCDate() === day ? time : undefined
  }
  return undefined
}

/** A date as the contract writes it: `YYYY-MM-DD`, optionally followed by an ISO time. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/

/**
 * A date: a Date or an ISO string (`YYYY-MM-DD`, optionally with a time). Replaces Payload's own
 * date check, which lets any falsy value through (`false` reached PostgreSQL as the text "false").
 */
export const validateDate = (value: unknown, options: Options): string | true => {
  if (isEmpty(value)) return requiredOrTrue(options)
  return timeOf(value) === undefined ? MODULE_MSG.notDate : true
}

/**
 * An end date that must not come before `startKey` of the same row (strictly after it with
 * `strict`, for time ranges). Empty values pass unless required.
 */
export const validateEndAfter =
  (startKey: string, strict: boolean) =>
  (value: Date | string | null | undefined, options: Options): string | true => {
    if (isEmpty(value)) return requiredOrTrue(options)
    const end = timeOf(value)
    // This validator replaces Payload's own date check on the field, so it refuses what is no date.
    if (end === undefined) return MODULE_MSG.notDate
    const start = timeOf((options.siblingData as Record<string, unknown> | undefined)?.[startKey])
    if (start === undefined) return true
    return end > start || (!strict && end === start) ? true : MODULE_MSG.endBeforeStart
  }
