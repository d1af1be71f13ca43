import { z } from 'zod'

import { FIELD_LABEL, STATISTICS_STATUS_LABEL } from '@/i18n/modules'
import { MSG } from '@/i18n/messages'
import { isObjectId } from '@/lib/objectId'
import { idAlias, idAliasShape, requiredText } from '@/validation'
import { FRONT_BLOCK_TYPE_LABEL, FRONT_REPORT_TYPE_LABEL, type FrontBlockType, type FrontReportType } from './constants'
import { FRONT_MSG } from './messages'

/** Bodies of the front report calls (zod, strict; enumerations refused, not coerced). */

const objectId = (label: string) => requiredText(label).refine(isObjectId, { error: `${label}${MSG.notObjectId}` })
const text = (label: string, max = 200) =>
  requiredText(label).pipe(z.string().max(max, { error: `${label}不可超過 ${max} 字` }))

const reportType = z.enum(Object.keys(FRONT_REPORT_TYPE_LABEL) as [FrontReportType, ...FrontReportType[]], {
  error: FRONT_MSG.reportType,
})
const blockType = z.enum(Object.keys(FRONT_BLOCK_TYPE_LABEL) as [FrontBlockType, ...FrontBlockType[]], {
  error: FRONT_MSG.blockType,
})
const status = z.enum(Object.keys(STATISTICS_STATUS_LABEL) as ['Enabled', 'Disabled'], { error: FRONT_MSG.status })

const childSchema = z.strictObject(
  {
    name: text('表格名稱'),
    rowItems: z.array(text('列項目', 100), { error: '列項目須為清單' }).max(500).default([]),
    colItems: z.array(text('欄項目', 20), { error: '欄項目須為清單' }).max(12).default([]),
  },
  { error: '表格須為 { name, rowItems, colItems }' },
)
export type FrontChild = z.infer<typeof childSchema>

const blockSchema = z
  .strictObject(
    {
      ...idAliasShape(objectId('區塊編號')),
      type: blockType,
      refId: objectId('區塊報表'),
      children: z
        .array(childSchema, { error: '區塊表格須為清單' })
        .min(1, { error: '每個區塊至少要有一個表格' })
        .max(50),
    },
    { error: '區塊須為物件' },
  )
  .transform(idAlias())

/** Ids in bodies are `_id`, `id` accepted as its alias (idAlias of '@/validation'). */
export const frontSettingSaveSchema = z
  .strictObject({
    ...idAliasShape(objectId('前台報表編號')),
    name: text(FIELD_LABEL.name),
    reportType,
    fields: z.array(blockSchema, { error: '報表欄位須為清單' }).max(50).default([]),
    status: status.optional(),
  })
  .transform(idAlias())
export type FrontSettingSaveInput = z.infer<typeof frontSettingSaveSchema>

/** POST init-front-sets: the front report as `_id` or `id` (the service reads it as `id`). */
export const initFrontSetsSchema = z
  .strictObject({
    ...idAliasShape(objectId('前台報表')),
    year: z
      .number({ error: '年度須為 2000 到 2100 的整數' })
      .int({ error: '年度須為 2000 到 2100 的整數' })
      .min(2000, { error: '年度須為 2000 到 2100 的整數' })
      .max(2100, { error: '年度須為 2000 到 2100 的整數' }),
  })
  .transform(idAlias('前台報表'))
  .transform(({ _id, ...rest }) => ({ ...rest, id: _id }))

export const frontSetSaveSchema = z.strictObject({
  name: text(FIELD_LABEL.name).optional(),
  fields: z
    .array(
      z
        .strictObject(
          { ...idAliasShape(objectId('區塊編號')), type: blockType },
          { error: '報表組合欄位須為 { _id, type }' },
        )
        .transform(idAlias('區塊編號')),
      { error: '報表欄位須為清單' },
    )
    .max(50)
    .optional(),
})
export type FrontSetSaveInput = z.infer<typeof frontSetSaveSchema>
