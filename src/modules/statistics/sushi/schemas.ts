import { z } from 'zod'

import { FIELD_LABEL } from '@/i18n/modules'
import { MSG } from '@/i18n/messages'
import { isObjectId } from '@/lib/objectId'
import { idAlias, idAliasShape, requiredText } from '@/validation'
import { costsSchema } from '../formula/cost'
import { SUSHI_MSG } from './messages'

/**
 * Request bodies and queries of the data-original (SUSHI) calls: strict objects, enumerations
 * refused not coerced, every failure a zh-TW message naming the field.
 */

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/
/** COUNTER report ids: TR, TR_J1, DR_D2, IR_M1 … (upper case; lower case is accepted and raised). */
const REPORT_ID = /^[A-Z]{2}(_[A-Z]{1,2}\d{1,2})?$/

const optionalText = (label: string, max = 500) =>
  z
    .string({ error: `${label}須為文字` })
    .trim()
    .max(max, { error: `${label}不可超過 ${max} 字` })
    .optional()
    .nullable()

const objectId = (label: string) => requiredText(label).refine(isObjectId, { error: `${label}${MSG.notObjectId}` })

export const monthString = (label: string) =>
  z.string({ error: `${label}須為 YYYY-MM 格式的月份` }).regex(MONTH, { error: `${label}須為 YYYY-MM 格式的月份` })

export const reportTypeString = z
  .string({ error: '報表類型須為 COUNTER 報表代碼（如 TR、TR_J1、DR）' })
  .trim()
  .transform((value) => value.toUpperCase())
  .refine((value) => REPORT_ID.test(value), { error: '報表類型須為 COUNTER 報表代碼（如 TR、TR_J1、DR）' })

const httpUrl = requiredText('服務網址').refine(
  (value) => {
    try {
      const url = new URL(value)
      return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password
    } catch {
      return false
    }
  },
  { error: SUSHI_MSG.badUrl },
)

const release = z.enum(['5', '5.1'], { error: 'COUNTER 版本須為 5 或 5.1' })
const status = z.enum(['Enabled', 'Disabled'], { error: `${FIELD_LABEL.status}須為啟用或停用` })

/** The connection fields (check-url-and-list-report-types takes these alone). */
const connectionShape = {
  url: httpUrl,
  customerId: optionalText('客戶編號（Customer ID）', 200),
  requestorId: optionalText('申請者編號（Requestor ID）', 200),
  apiKey: optionalText('API 金鑰', 500),
  platform: optionalText('平台', 200),
  release: release.optional(),
}

/**
 * Ids in bodies: every body names its record `_id` as the contract does, `id`
 * accepted as its alias (both given must agree), through the one mechanism of '@/validation'
 * (idAlias); unknown keys are refused in zh-TW naming the key.
 */

/** PUT data-original-settings: create without `_id`, update with it (apiKey blank keeps the stored one). */
export const settingSaveSchema = z
  .strictObject({
    ...idAliasShape(objectId('_id')),
    name: requiredText(FIELD_LABEL.name).pipe(z.string().max(200, { error: `${FIELD_LABEL.name}不可超過 200 字` })),
    ...connectionShape,
    reportTypes: z
      .array(reportTypeString, { error: '報表類型須為清單' })
      .max(30, { error: '報表類型最多 30 種' })
      .optional(),
    status: status.optional(),
    /** The yearly costs in TWD, `[{ year, amount }]` (cost per use, docs/statistics.md §3); left out = kept. */
    costs: costsSchema.optional(),
  })
  .transform(idAlias())
export type SettingInput = z.infer<typeof settingSaveSchema>

/** POST check-url-and-list-report-types: the connection of a source being edited, or of a saved one (`_id`, its stored api key). */
export const checkUrlSchema = z
  .strictObject({
    ...idAliasShape(objectId('_id')),
    name: z.string().optional(),
    ...connectionShape,
    reportTypes: z.array(z.string()).optional(),
    status: z.string().optional(),
  })
  .transform(idAlias())

/** POST init-original-groups-and-sets: the source as `_id` (or `id`). */
export const initSchema = z
  .strictObject({
    ...idAliasShape(objectId('原始資料設定')),
    reportTypes: z
      .array(reportTypeString, { error: '報表類型須為清單' })
      .max(30, { error: '報表類型最多 30 種' })
      .optional(),
    startMonth: monthString('起始月份'),
    endMonth: monthString('結束月份'),
  })
  .transform(idAlias('原始資料設定'))
  .refine((body) => body.startMonth <= body.endMonth, { error: SUSHI_MSG.monthRange, path: ['endMonth'] })

/**
 * POST download-sushi-report/{id}: all due months of the source, or the listed sets, or one month,
 * or (re-harvest) every month from `startMonth` to `endMonth` of the source, or of `reportTypes`,
 * whatever their state.
 */
export const harvestSchema = z
  .strictObject({
    setIds: z.array(objectId('收割月份'), { error: '收割月份須為清單' }).max(2000).optional(),
    month: monthString('月份').optional(),
    startMonth: monthString('起始月份').optional(),
    endMonth: monthString('結束月份').optional(),
    reportTypes: z
      .array(reportTypeString, { error: '報表類型須為清單' })
      .max(30, { error: '報表類型最多 30 種' })
      .optional(),
    /** Wait for the harvest to finish (tests, scripts); the screen does not and polls the run. */
    wait: z.boolean({ error: '等待須為是或否' }).optional(),
  })
  .refine((body) => Boolean(body.startMonth) === Boolean(body.endMonth), {
    error: SUSHI_MSG.rangeIncomplete,
    path: ['endMonth'],
  })
  .refine((body) => !body.startMonth || !body.endMonth || body.startMonth <= body.endMonth, {
    error: SUSHI_MSG.monthRange,
    path: ['endMonth'],
  })
  .refine((body) => !body.startMonth || (!body.month && !body.setIds), {
    error: SUSHI_MSG.rangeConflict,
    path: ['startMonth'],
  })

/** GET data-original-items/{id}: a set's rows, paginated. */
export const itemsQuerySchema = z.object({
  metricType: z.string().trim().max(100).optional(),
})
