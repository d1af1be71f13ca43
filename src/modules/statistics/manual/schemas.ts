import { z } from 'zod'

import { MSG } from '@/i18n/messages'
import { isObjectId } from '@/lib/objectId'
import { idAlias, idAliasShape, requiredText } from '@/validation'
import { MANUAL_MSG } from './messages'
import { MANUAL_FIELD_TYPES } from './rules'

/**
 * Request bodies and queries of the manual report calls (zod, strict; enumerations refused, not
 * coerced). Bodies refuse unknown keys in zh-TW naming them; a body names its record `_id`, `id`
 * accepted as its alias (idAlias of '@/validation'; both given must agree).
 */

const objectId = (label: string) => requiredText(label).refine(isObjectId, { error: `${label}${MSG.notObjectId}` })

/** A writer: a user id, or `{ id, name? }` as the spec's writeUsers list has it (`_id` accepted for `id`). */
const writer = z
  .union(
    [
      objectId('填報人員'),
      z
        .strictObject({ ...idAliasShape(objectId('填報人員')), name: z.string().optional() })
        .transform(idAlias('填報人員')),
    ],
    { error: MANUAL_MSG.userMissing },
  )
  .transform((value) => (typeof value === 'string' ? value : value._id).toLowerCase())

/** A field's or item's `_id`: blank or missing for a new one. */
const ownId = z.string({ error: '_id 須為文字' })

const itemSchema = z
  .strictObject({
    ...idAliasShape(ownId),
    name: requiredText('項目名稱').pipe(z.string().max(200, { error: '項目名稱不可超過 200 字' })),
  })
  .transform(idAlias())

const fieldSchema = z
  .strictObject({
    ...idAliasShape(ownId),
    name: requiredText('欄位名稱').pipe(z.string().max(200, { error: '欄位名稱不可超過 200 字' })),
    type: z.enum(MANUAL_FIELD_TYPES as [string, ...string[]], { error: MANUAL_MSG.fieldType }),
    items: z.array(itemSchema, { error: '項目須為清單' }).default([]),
    writeUsers: z.array(writer, { error: '填報人員須為清單' }).default([]),
  })
  .transform(idAlias())

/** PUT manual-report-settings: a setting as read may be sent back as is (its createdAt/updatedAt are ignored). */
export const settingSaveSchema = z
  .strictObject({
    ...idAliasShape(objectId('手動報表設定')),
    name: requiredText('報表名稱').pipe(z.string().max(200, { error: '報表名稱不可超過 200 字' })),
    basedLatestValue: z.boolean({ error: '以最新值計算須為是或否' }).optional(),
    fields: z.array(fieldSchema, { error: '填報欄位須為清單' }).default([]),
    writeUsers: z.array(writer, { error: '填報人員須為清單' }).default([]),
    status: z.enum(['Enabled', 'Disabled'], { error: '狀態須為啟用或停用' }).optional(),
    createdAt: z.unknown().optional(),
    updatedAt: z.unknown().optional(),
  })
  .transform(idAlias())
  .transform(({ createdAt: _createdAt, updatedAt: _updatedAt, ...rest }) => rest)
export type SettingSaveInput = z.infer<typeof settingSaveSchema>

const idList = z.array(objectId('手動報表設定'), { error: MANUAL_MSG.ids }).min(1, { error: MANUAL_MSG.ids })
export const deleteBodySchema = z.strictObject({ ids: idList })

const yearText = z
  .string({ error: MANUAL_MSG.year })
  .regex(/^\d{4}$/, { error: MANUAL_MSG.year })
  .transform(Number)
  .refine((year) => year >= 1900 && year <= 2999, { error: MANUAL_MSG.year })
const monthText = z
  .string({ error: MANUAL_MSG.month })
  .regex(/^\d{1,2}$/, { error: MANUAL_MSG.month })
  .transform(Number)
  .refine((month) => month >= 1 && month <= 12, { error: MANUAL_MSG.month })
export const yearNumber = z
  .number({ error: MANUAL_MSG.year })
  .int({ error: MANUAL_MSG.year })
  .min(1900, { error: MANUAL_MSG.year })
  .max(2999, { error: MANUAL_MSG.year })

export const yearQuerySchema = z.object({ year: yearText })
export const optionalYearQuerySchema = z.object({ year: yearText.optional() })
export const monthQuerySchema = z.object({ year: yearText, month: monthText })
/** POST init-manual-sets: the setting as `_id` or `id` (the endpoint reads it as `id`). */
export const initSetsSchema = z
  .strictObject({ ...idAliasShape(objectId('手動報表設定')), year: yearNumber })
  .transform(idAlias('手動報表設定'))
  .transform(({ _id, ...rest }) => ({ ...rest, id: _id }))

const lineSchema = z.strictObject({
  text: z.string({ error: MANUAL_MSG.lineText }),
  value: z.number({ error: '明細數值須為數字' }),
})
const writeSchema = z.strictObject({
  fieldId: requiredText('欄位'),
  itemId: requiredText('項目'),
  value: z.number({ error: '數值須為數字' }).nullable().optional(),
  lines: z.array(lineSchema, { error: '明細須為清單' }).optional(),
})
export const writeBodySchema = z.strictObject({ values: z.array(writeSchema, { error: '填報數值須為清單' }) })
export const writeByMonthBodySchema = z.strictObject({
  settingId: objectId('手動報表設定'),
  values: writeBodySchema.shape.values,
})

export const lockQuerySchema = z.object({ date: z.string({ error: MANUAL_MSG.date }).optional() })
export const lockBodySchema = z.strictObject({ date: z.string({ error: MANUAL_MSG.date }).optional() })
