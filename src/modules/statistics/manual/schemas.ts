import { z } from 'zod'

import { MSG } from '@/i18n/messages'
import { isObjectId } from '@/lib/objectId'
import { requiredText } from '@/validation'
import { MANUAL_MSG } from './messages'
import { MANUAL_FIELD_TYPES } from './rules'

/** Request bodies and queries of the manual report calls (zod, strict; enumerations refused, not coerced). */

const objectId = (label: string) => requiredText(label).refine(isObjectId, { error: `${label}${MSG.notObjectId}` })

/** A writer: a user id, or `{ id, name? }` as the spec's writeUsers list has it. */
const writer = z
  .union([objectId('填報人員'), z.object({ id: objectId('填報人員'), name: z.string().optional() })], { error: MANUAL_MSG.userMissing })
  .transform((value) => (typeof value === 'string' ? value : value.id).toLowerCase())

const itemSchema = z.object({ _id: z.string().optional(), name: requiredText('項目名稱').pipe(z.string().max(200, { error: '項目名稱不可超過 200 字' })) })

const fieldSchema = z.object({
  _id: z.string().optional(),
  name: requiredText('欄位名稱').pipe(z.string().max(200, { error: '欄位名稱不可超過 200 字' })),
  type: z.enum(MANUAL_FIELD_TYPES as [string, ...string[]], { error: MANUAL_MSG.fieldType }),
  items: z.array(itemSchema, { error: '項目須為清單' }).default([]),
  writeUsers: z.array(writer, { error: '填報人員須為清單' }).default([]),
})

export const settingSaveSchema = z.object({
  _id: objectId('手動報表設定').optional(),
  name: requiredText('報表名稱').pipe(z.string().max(200, { error: '報表名稱不可超過 200 字' })),
  basedLatestValue: z.boolean({ error: '以最新值計算須為是或否' }).optional(),
  fields: z.array(fieldSchema, { error: '填報欄位須為清單' }).default([]),
  writeUsers: z.array(writer, { error: '填報人員須為清單' }).default([]),
  status: z.enum(['Enabled', 'Disabled'], { error: '狀態須為啟用或停用' }).optional(),
})
export type SettingSaveInput = z.infer<typeof settingSaveSchema>

const idList = z.array(objectId('手動報表設定'), { error: MANUAL_MSG.ids }).min(1, { error: MANUAL_MSG.ids })
export const deleteBodySchema = z.object({ ids: idList })

const yearText = z.string({ error: MANUAL_MSG.year }).regex(/^\d{4}$/, { error: MANUAL_MSG.year }).transform(Number).refine((year) => year >= 1900 && year <= 2999, { error: MANUAL_MSG.year })
const monthText = z.string({ error: MANUAL_MSG.month }).regex(/^\d{1,2}$/, { error: MANUAL_MSG.month }).transform(Number).refine((month) => month >= 1 && month <= 12, { error: MANUAL_MSG.month })
export const yearNumber = z.number({ error: MANUAL_MSG.year }).int({ error: MANUAL_MSG.year }).min(1900, { error: MANUAL_MSG.year }).max(2999, { error: MANUAL_MSG.year })

export const yearQuerySchema = z.object({ year: yearText })
export const optionalYearQuerySchema = z.object({ year: yearText.optional() })
export const monthQuerySchema = z.object({ year: yearText, month: monthText })
export const initSetsSchema = z.object({ id: objectId('手動報表設定'), year: yearNumber })

const lineSchema = z.object({ text: z.string({ error: MANUAL_MSG.lineText }), value: z.number({ error: '明細數值須為數字' }) })
const writeSchema = z.object({
  fieldId: requiredText('欄位'),
  itemId: requiredText('項目'),
  value: z.number({ error: '數值須為數字' }).nullable().optional(),
  lines: z.array(lineSchema, { error: '明細須為清單' }).optional(),
})
export const writeBodySchema = z.object({ values: z.array(writeSchema, { error: '填報數值須為清單' }) })
export const writeByMonthBodySchema = z.object({ settingId: objectId('手動報表設定'), values: writeBodySchema.shape.values })

export const lockQuerySchema = z.object({ date: z.string({ error: MANUAL_MSG.date }).optional() })
export const lockBodySchema = z.object({ date: z.string({ error: MANUAL_MSG.date }).optional() })
