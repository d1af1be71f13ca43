import type { CollectionConfig } from 'payload'

import { MENU_GROUPS } from '@/i18n/menu'
import { jsonListField, statisticsStatusField, textField } from '@/fields/common'
import { FIELD_LABEL } from '@/i18n/modules'
import { FLAGS } from '@/access'
import { serviceWrittenAccess } from '@/access/moduleAccess'
import { PUBLIC_TAGS, expirePublicAfterChange, expirePublicAfterDelete } from '@/lib/publicCache'

/**
 * A report-set combination (報表組合): one period (`YYYY-MM` of a monthly front
 * report, `YYYY` of a yearly one) of a front report, with the blocks it shows
 * (`fields: [{ _id, type }]`). Created Disabled by init-front-sets; Enabled = published on
 * /statistics (docs/statistics.md §6).
 */
export const FrontReportSets: CollectionConfig = {
  slug: 'front-report-sets',
  labels: { singular: '報表組合', plural: '報表組合' },
  defaultSort: 'period',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'period', 'status'],
    group: MENU_GROUPS.platform,
    hidden: true,
  },
  access: serviceWrittenAccess(FLAGS.statistics),
  // A toggle publishes or withdraws the set on /statistics (the page reads through the public cache).
  hooks: {
    afterChange: [expirePublicAfterChange(PUBLIC_TAGS.statistics)],
    afterDelete: [expirePublicAfterDelete(PUBLIC_TAGS.statistics)],
  },
  fields: [
    textField('name', FIELD_LABEL.name, { required: true }),
    {
      name: 'setting',
      label: '前台報表',
      type: 'relationship',
      relationTo: 'front-report-settings',
      required: true,
      index: true,
    },
    textField('period', '期間', {
      required: true,
      index: true,
      admin: { description: 'YYYY-MM（月報）或 YYYY（年報）' },
    }),
    jsonListField('fields', '報表欄位', { admin: { description: '[{ _id, type }]' } }),
    { ...statisticsStatusField(), defaultValue: 'Disabled' },
  ],
  indexes: [{ fields: ['setting', 'period'], unique: true }],
  timestamps: true,
}
