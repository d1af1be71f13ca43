import { z } from 'zod'

import { FIELD_LABEL, STATISTICS_STATUS_LABEL } from '@/i18n/modules'
import { MSG } from '@/i18n/messages'
import { isObjectId } from '@/lib/objectId'
import { idAlias, idAliasShape, requiredText } from '@/validation'
import { isCalendarDay } from '@/validation/dates'
import { enumField } from '@/validation/optional'
import { MERGE_ITEM_TYPES } from './math'
import { MERGE_MSG } from './messages'

/**
 * Request bodies and queries of the merged, mixed and basic statistics calls (zod, strict:
 * unknown keys are refused, enumerations are not coerced). A body names its record `_id`, `id`
 * accepted as its alias (idAlias of '@/validation'; both given must agree).
 */

const STATUSES = Object.keys(STATISTICS_STATUS_LABEL) as [
  keyof typeof STATISTICS_STATUS_LABEL,
  ...(keyof typeof STATISTICS_STATUS_LABEL)[],
]
export const statusSchema = enumField(
  STATUSES,
  FIELD_LABEL.status,
  `${FIELD_LABEL.status}須為啟用（Enabled）或停用（Disabled）`,
)
const objectId = (label: string) => requiredText(label).refine(isObjectId, { error: `${label}${MSG.notObjectId}` })
/** The `_id` (and its alias `id`) of a body's record; `.transform(idAlias())` on the object. */
const optionalId = (label: string) => idAliasShape(objectId(label))
const name = (label: string) => requiredText(label).pipe(z.string().max(200, { error: `${label}不可超過 200 字` }))
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label}須為文字` })
    .max(max, { error: `${label}不可超過 ${max} 字` })
    .optional()
    .nullable()
const textList = (label: string) =>
  z.array(requiredText(label), { error: `${label}須為清單` }).max(500, { error: `${label}不可超過 500 項` })

export const yearSchema = z.coerce
  .number({ error: MERGE_MSG.year })
  .int({ error: MERGE_MSG.year })
  .min(1900, { error: MERGE_MSG.year })
  .max(2999, { error: MERGE_MSG.year })
export const yearQuerySchema = z.object({
  year: z.preprocess((value) => (value === undefined || value === '' ? new Date().getFullYear() : value), yearSchema),
})
/** A year in a JSON body: a number, not a text. */
const yearNumber = z
  .number({ error: MERGE_MSG.year })
  .int({ error: MERGE_MSG.year })
  .min(1900, { error: MERGE_MSG.year })
  .max(2999, { error: MERGE_MSG.year })

// ---- merge ----
export const mergeItemSchema = z
  .strictObject({
    ...optionalId('合併項目識別碼'),
    type: enumField(MERGE_ITEM_TYPES, '合併項目類型', MERGE_MSG.mergeItemType),
    name: name('合併項目名稱'),
    itemIds: textList('來源項目'),
  })
  .transform(idAlias())

export const mergeSaveSchema = z
  .strictObject({
    ...optionalId('合併統計'),
    name: name(FIELD_LABEL.name),
    mergeItems: z.array(mergeItemSchema, { error: '合併項目須為清單' }).max(200, { error: '合併項目不可超過 200 項' }),
    status: statusSchema.optional(),
    remark: optionalText(FIELD_LABEL.remark, 2000),
  })
  .transform(idAlias())
export type MergeSaveInput = z.infer<typeof mergeSaveSchema>

// ---- versions (merge and mixin) ----
export const mergeVersionSaveSchema = z
  .strictObject({
    ...optionalId('版本'),
    versionName: name('版本名稱'),
    mergeStatistics: objectId('合併統計'),
    year: yearNumber,
    status: statusSchema.optional(),
  })
  .transform(idAlias())
export const mixinVersionSaveSchema = z
  .strictObject({
    ...optionalId('版本'),
    versionName: name('版本名稱'),
    mixinStatistics: objectId('混合統計'),
    year: yearNumber,
    status: statusSchema.optional(),
  })
  .transform(idAlias())
export type VersionSaveInput = {
  _id?: string
  versionName: string
  parent: string
  year: number
  status?: 'Enabled' | 'Disabled'
}

export const versionFilterSchema = z.object({
  mergeStatistics: objectId('合併統計').optional(),
  mixinStatistics: objectId('混合統計').optional(),
})

// ---- mixin ----
const mixinItemSchema = z.strictObject({
  name: name('混合項目名稱'),
  countTotalIds: z.array(objectId('合併項目'), { error: '合併項目須為清單' }).max(200).default([]),
  hasTotalItemsKeys: z.boolean({ error: '是否為加總項目須為是或否' }).default(false),
  totalItemsKeys: z.array(requiredText('加總項目'), { error: '加總項目須為清單' }).max(200).default([]),
})
const extraItemSchema = z.strictObject({
  name: optionalText('額外統計項目名稱', 200).transform((value) => value ?? undefined),
  totalItemsKeys: z.array(requiredText('加總項目'), { error: '加總項目須為清單' }).max(200),
})

export const mixinSaveSchema = z
  .strictObject({
    ...optionalId('混合統計'),
    name: name(FIELD_LABEL.name),
    mergeReportId: objectId('合併統計'),
    mixinItems: z
      .array(
        z.strictObject({
          name: name('區塊名稱'),
          items: z.array(mixinItemSchema, { error: '混合項目須為清單' }).max(200),
        }),
        { error: '混合項目須為清單' },
      )
      .max(50),
    extraStatistics: z
      .array(
        z.strictObject({
          name: name('額外統計名稱'),
          items: z.array(extraItemSchema, { error: '額外統計項目須為清單' }).max(200),
        }),
        { error: '額外統計須為清單' },
      )
      .max(50)
      .default([]),
    status: statusSchema.optional(),
  })
  .transform(idAlias())
export type MixinSaveInput = z.infer<typeof mixinSaveSchema>

// ---- basic ----
export const basicSaveSchema = z
  .strictObject({
    ...optionalId('基本統計'),
    name: name(FIELD_LABEL.name),
    items: z
      .array(requiredText('統計項目'), { error: '統計項目須為清單' })
      .min(1, { error: MERGE_MSG.basicItemsRequired })
      .max(50),
    status: statusSchema.optional(),
  })
  .transform(idAlias())
export type BasicSaveInput = z.infer<typeof basicSaveSchema>

/** A calendar day, alone or opening an instant (`2026-01-01` or `2026-01-01T08:00:00Z`). */
const isDayOrInstant = (value: string): boolean =>
  isCalendarDay(value.slice(0, 10)) && (value.length === 10 || !Number.isNaN(Date.parse(value)))
export const basicReportQuerySchema = z
  .object({
    startAt: z.string({ error: MERGE_MSG.startAt }).refine(isDayOrInstant, { error: MERGE_MSG.startAt }),
    endAt: z.string({ error: MERGE_MSG.endAt }).refine(isDayOrInstant, { error: MERGE_MSG.endAt }),
  })
  .transform((value) => ({ startAt: value.startAt.slice(0, 10), endAt: value.endAt.slice(0, 10) }))
  .refine((value) => value.endAt >= value.startAt, { error: MERGE_MSG.endBeforeStart, path: ['endAt'] })
  .refine(
    (value) =>
      Number(value.endAt.slice(0, 4)) * 12 +
        Number(value.endAt.slice(5, 7)) -
        (Number(value.startAt.slice(0, 4)) * 12 + Number(value.startAt.slice(5, 7))) <
      60,
    {
      error: MERGE_MSG.rangeTooLong,
      path: ['endAt'],
    },
  )

export const statusFilterSchema = z.object({ status: statusSchema.optional() })
