import { z } from 'zod'

import { MSG } from '@/i18n/messages'
import { objectIdField } from './index'

/**
 * Fields of create-or-update bodies that may be left out (a create form sends an empty `_id`),
 * and enumerated fields: shared by the accounts, notifier and organisation-list schemas.
 */

/** `null` and '' mean "not given". */
export const absentAsUndefined = (value: unknown): unknown => (value === null || value === '' ? undefined : value)

/** The `_id` of a create-or-update body: absent (create) or a 24-hex id (update). */
export const optionalId = (label: string) => z.preprocess(absentAsUndefined, objectIdField(label).optional())

export const optionalBoolean = (message: string) =>
  z.preprocess(absentAsUndefined, z.boolean({ error: message }).optional())

/** An enumerated value: missing says `<label>為必填欄位`, anything else outside the set says `invalid`. */
export const enumField = <const T extends readonly [string, ...string[]]>(values: T, label: string, invalid: string) =>
  z.enum(values, {
    error: (issue) => (issue.input === undefined || issue.input === '' ? MSG.required(label) : invalid),
  })
