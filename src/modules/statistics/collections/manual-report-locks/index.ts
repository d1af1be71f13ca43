import type { CollectionConfig } from 'payload'

import { MENU_GROUPS } from '@/i18n/menu'
import { checkboxField, textField } from '@/fields/common'
import { FLAGS } from '@/access'
import { serviceWrittenAccess } from '@/access/moduleAccess'

/** A month's lock over every manual report (`toggle-manual-report-lock`, docs/statistics.md §4). */
export const ManualReportLocks: CollectionConfig = {
  slug: 'manual-report-locks',
  labels: { singular: '手動報表鎖定', plural: '手動報表鎖定' },
  defaultSort: '-month',
  admin: { useAsTitle: 'month', defaultColumns: ['month', 'locked'], group: MENU_GROUPS.platform, hidden: true },
  // Written only by the manual service (its rules: assignment, locks, one row per cell); read with the flag.
  access: serviceWrittenAccess(FLAGS.statistics),
  fields: [
    textField('month', '月份', { required: true, unique: true, admin: { description: 'YYYY-MM' } }),
    checkboxField('locked', '已鎖定', true),
  ],
  timestamps: true,
}
