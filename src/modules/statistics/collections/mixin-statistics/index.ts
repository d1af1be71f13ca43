import type { CollectionConfig } from 'payload'

import { MENU_GROUPS } from '@/i18n/menu'
import { jsonListField, statisticsStatusField, textField } from '@/fields/common'
import { FIELD_LABEL } from '@/i18n/modules'
import { FLAGS } from '@/access'
import { serviceWrittenAccess } from '@/access/moduleAccess'

/** Mixed statistics over a merged report (spec doc 3 §3 "Mixin statistics"). */
export const MixinStatistics: CollectionConfig = {
  slug: 'mixin-statistics',
  labels: { singular: '混合統計', plural: '混合統計' },
  defaultSort: '-createdAt',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'mergeReportId', 'status', 'updatedAt'],
    group: MENU_GROUPS.platform,
  },
  access: serviceWrittenAccess(FLAGS.statistics),
  fields: [
    textField('name', FIELD_LABEL.name, { required: true }),
    { name: 'mergeReportId', label: '合併統計', type: 'relationship', relationTo: 'merge-statistics', index: true },
    jsonListField('mixinItems', '混合項目', { admin: { description: '[{ name, items: [{ name, countTotalIds, hasTotalItemsKeys, totalItemsKeys }] }]' } }),
    jsonListField('extraStatistics', '額外統計', { admin: { description: '[{ name, items: [{ totalItemsKeys }] }]' } }),
    statisticsStatusField(),
  ],
  timestamps: true,
}
