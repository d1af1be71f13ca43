import type { CollectionConfig } from 'payload'

import { MENU_GROUPS } from '@/i18n/menu'
import { numberField, textField, textareaField } from '@/fields/common'
import { optionsOf } from '@/i18n/modules'
import { FLAGS } from '@/access'
import { serviceWrittenAccess } from '@/access/moduleAccess'
import { HARVEST_STATE_LABEL } from '../../shared/harvestState'

/**
 * A harvest set: one month (`YYYY-MM`) of one group (report type of a source) with its harvest
 * state, attempts and last error in words (docs/statistics.md "Harvested data").
 */
export const DataOriginalSets: CollectionConfig = {
  slug: 'data-original-sets',
  labels: { singular: '收割月份', plural: '收割月份' },
  defaultSort: '-month',
  admin: {
    useAsTitle: 'month',
    defaultColumns: ['group', 'month', 'state', 'rowCount'],
    group: MENU_GROUPS.platform,
    hidden: true,
  },
  access: serviceWrittenAccess(FLAGS.statistics),
  fields: [
    {
      name: 'setting',
      label: '原始資料設定',
      type: 'relationship',
      relationTo: 'data-original-settings',
      required: true,
      index: true,
    },
    {
      name: 'group',
      label: '報表類型',
      type: 'relationship',
      relationTo: 'data-original-groups',
      required: true,
      index: true,
    },
    textField('reportType', '報表類型', { required: true }),
    textField('month', '月份', { required: true, index: true, admin: { description: 'YYYY-MM' } }),
    {
      name: 'state',
      label: '收割狀態',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: optionsOf(HARVEST_STATE_LABEL),
    },
    numberField('attempts', '嘗試次數', { defaultValue: 0, min: 0 }),
    // The automatic attempts counted in the current state (sushi/policy.ts: each state has its cap;
    // harvests started by hand are not counted; a new state starts again from none).
    numberField('autoAttempts', '自動嘗試次數（目前狀態）', { defaultValue: 0, min: 0 }),
    { name: 'nextAttemptAt', label: '下次嘗試', type: 'date', index: true },
    { name: 'harvestedAt', label: '收割時間', type: 'date' },
    numberField('lastCode', '最後例外代碼'),
    textareaField('lastError', '最後錯誤'),
    numberField('rowCount', '資料列數', { defaultValue: 0, min: 0 }),
    numberField('total', '總計', { defaultValue: 0 }),
  ],
  indexes: [{ fields: ['group', 'month'], unique: true }],
  timestamps: true,
}
