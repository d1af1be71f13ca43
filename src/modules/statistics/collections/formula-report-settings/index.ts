import type { CollectionConfig } from 'payload'

import { MENU_GROUPS } from '@/i18n/menu'
import { checkboxField, jsonListField, statisticsStatusField, textField } from '@/fields/common'
import { FIELD_LABEL } from '@/i18n/modules'
import { FLAGS } from '@/access'
import { serviceWrittenAccess } from '@/access/moduleAccess'

/**
 * Formula reports: count items `{ _id, name, source, sourceItem, target, filters }`;
 * `costPerUse` adds the cost columns to the year table.
 */
export const FormulaReportSettings: CollectionConfig = {
  slug: 'formula-report-settings',
  labels: { singular: '公式報表設定', plural: '公式報表設定' },
  defaultSort: '-createdAt',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'status', 'updatedAt'],
    group: MENU_GROUPS.platform,
  },
  access: serviceWrittenAccess(FLAGS.statistics),
  fields: [
    textField('name', FIELD_LABEL.name, { required: true }),
    jsonListField('countItems', '計算項目'),
    checkboxField('costPerUse', '顯示每次使用成本', false, {
      admin: { description: '全年報表加上各計算項目資料來源的年度費用，及年度費用 ÷ 全年合計。' },
    }),
    statisticsStatusField(),
  ],
  timestamps: true,
}
