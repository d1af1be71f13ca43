import type { CollectionConfig } from 'payload'

import { MENU_GROUPS } from '@/i18n/menu'
import { jsonListField, numberField, textField } from '@/fields/common'
import { FLAGS } from '@/access'
import { serviceWrittenAccess } from '@/access/moduleAccess'

/**
 * One written value of a manual report (docs/statistics.md §4): a field item of one month set.
 * A normal field keeps one row per item (`writer` = who wrote it last); a multiple or detail
 * field keeps one row per item and writer (`lines` = the detail lines, `value` = their sum).
 */
export const ManualReportItems: CollectionConfig = {
  slug: 'manual-report-items',
  labels: { singular: '手動報表數值', plural: '手動報表數值' },
  admin: {
    useAsTitle: 'itemId',
    defaultColumns: ['set', 'fieldId', 'itemId', 'value'],
    group: MENU_GROUPS.platform,
    hidden: true,
  },
  // Written only by the manual service (its rules: assignment, locks, one row per cell); read with the flag.
  access: serviceWrittenAccess(FLAGS.statistics),
  fields: [
    {
      name: 'set',
      label: '手動報表月份',
      type: 'relationship',
      relationTo: 'manual-report-sets',
      required: true,
      index: true,
    },
    {
      name: 'setting',
      label: '手動報表設定',
      type: 'relationship',
      relationTo: 'manual-report-settings',
      required: true,
      index: true,
    },
    textField('month', '月份', { required: true, index: true }),
    textField('fieldId', '欄位', { required: true }),
    textField('itemId', '項目', { required: true }),
    { name: 'writer', label: '填報人員', type: 'relationship', relationTo: 'users', index: true },
    numberField('value', '數值', { min: 0 }),
    jsonListField('lines', '明細', { admin: { description: '[{ text, value }]' } }),
    // `set:field:item:writer` (`*` for a normal field's one value): a second row for a cell is refused.
    textField('cellKey', '儲存格', { required: true, unique: true }),
  ],
  timestamps: true,
}
