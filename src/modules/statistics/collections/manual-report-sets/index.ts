import type { CollectionConfig } from 'payload'

import { MENU_GROUPS } from '@/i18n/menu'
import { numberField, textField } from '@/fields/common'
import { FLAGS } from '@/access'
import { serviceWrittenAccess } from '@/access/moduleAccess'

/**
 * A manual report set: one month (`YYYY-MM`) of one manual report setting (docs/statistics.md §4).
 * `init-manual-sets` creates a year's twelve; the values live in manual-report-items.
 */
export const ManualReportSets: CollectionConfig = {
  slug: 'manual-report-sets',
  labels: { singular: '手動報表月份', plural: '手動報表月份' },
  defaultSort: 'month',
  admin: { useAsTitle: 'month', defaultColumns: ['setting', 'month'], group: MENU_GROUPS.platform, hidden: true },
  // Written only by the manual service (its rules: assignment, locks, one row per cell); read with the flag.
  access: serviceWrittenAccess(FLAGS.statistics),
  fields: [
    {
      name: 'setting',
      label: '手動報表設定',
      type: 'relationship',
      relationTo: 'manual-report-settings',
      required: true,
      index: true,
    },
    numberField('year', '年度', { required: true, index: true }),
    textField('month', '月份', { required: true, index: true, admin: { description: 'YYYY-MM' } }),
  ],
  indexes: [{ fields: ['setting', 'month'], unique: true }],
  timestamps: true,
}
