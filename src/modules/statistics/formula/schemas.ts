import { z } from 'zod'

import { FIELD_LABEL, STATISTICS_STATUS_LABEL } from '@/i18n/modules'
import { MSG } from '@/i18n/messages'
import { isObjectId } from '@/lib/objectId'
import { idAlias, idAliasShape, requiredText } from '@/validation'
import { type FilterAttribute, isFilterAttribute } from './attributes'
import { FORMULA_MSG } from './messages'

/**
 * Bodies and queries of the formula calls (zod, strict: unknown keys refused, enumerations and
 * numbers not coerced). Messages name the field in zh-TW.
 */

export const MAX_COUNT_ITEMS = 200
const MAX_FILTERS = 20

const objectId = (label: string) => requiredText(label).refine(isObjectId, { error: `${label}${MSG.notObjectId}` })
const text = (label: string, max = 200) =>
  requiredText(label).pipe(z.string().max(max, { error: `${label}不可超過 ${max} 字` }))

const filterSchema = z.strictObject(
  {
    name: z
      .string({ error: MSG.required('篩選屬性') })
      .refine(isFilterAttribute, { error: (issue) => FORMULA_MSG.filterName(String(issue.input)) })
      .transform((value) => value as FilterAttribute),
    value: text('篩選值', 500),
  },
  { error: '篩選條件須為 { name, value }' },
)

export const countItemSchema = z
  .strictObject(
    {
      ...idAliasShape(objectId('計算項目編號')),
      name: text('計算項目名稱'),
      source: objectId('資料來源'),
      sourceItem: text('報表類型', 50),
      target: text('計量類型', 100),
      filters: z
        .array(filterSchema, { error: '篩選條件須為清單' })
        .max(MAX_FILTERS, { error: `篩選條件最多 ${MAX_FILTERS} 個` })
        .default([]),
    },
    { error: '計算項目須為物件' },
  )
  .transform(idAlias())
export type CountItemInput = z.infer<typeof countItemSchema>

const statusSchema = z.enum(Object.keys(STATISTICS_STATUS_LABEL) as ['Enabled', 'Disabled'], {
  error: FORMULA_MSG.status,
})

/** PUT formula-report-settings: the report (and each count item) named `_id`, or `id` (idAlias). */
export const formulaSaveSchema = z
  .strictObject({
    ...idAliasShape(objectId('公式報表編號')),
    name: text(FIELD_LABEL.name),
    countItems: z
      .array(countItemSchema, { error: '計算項目須為清單' })
      .max(MAX_COUNT_ITEMS, { error: FORMULA_MSG.tooManyItems(MAX_COUNT_ITEMS) })
      .default([]),
    status: statusSchema.optional(),
    /** Show the year's cost and cost per use of each count item (docs/statistics.md §3). */
    costPerUse: z.boolean({ error: '顯示每次使用成本須為是或否' }).optional(),
  })
  .transform(idAlias())
export type FormulaSaveInput = z.infer<typeof formulaSaveSchema>

const yearSchema = z
  .string({ error: MSG.required('年度') })
  .regex(/^\d{4}$/, { error: FORMULA_MSG.year })
  .transform(Number)
  .refine((year) => year >= 2000 && year <= 2100, { error: FORMULA_MSG.year })

const monthSchema = z
  .string()
  .regex(/^(0?[1-9]|1[0-2])$/, { error: FORMULA_MSG.month })
  .transform(Number)

/** `?year=YYYY[&month=1..12]`: the period of a calculation or an export. */
export const periodQuerySchema = z.object({ year: yearSchema, month: monthSchema.optional() })

/** A period given in code (not the query string): the same rules. */
export const periodProblem = (period: { year: number; month?: number }): string | null => {
  if (!Number.isInteger(period.year) || period.year < 2000 || period.year > 2100) return FORMULA_MSG.year
  if (period.month !== undefined && (!Number.isInteger(period.month) || period.month < 1 || period.month > 12))
    return FORMULA_MSG.month
  return null
}
