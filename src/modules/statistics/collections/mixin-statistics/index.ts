import type { CollectionConfig } from 'payload'

import { MENU_GROUPS } from '@/i18n/menu'
import { jsonListField, statisticsStatusField, textField } from '@/fields/common'
import { FIELD_LABEL } from '@/i18n/modules'
import { FLAGS } from '@/access'
import { serviceWrittenAccess } from '@/access/moduleAccess'
import { PUBLIC_TAGS, expirePublicAfterChange, expirePublicAfterDelete } from '@/lib/publicCache'

/** Mixed statistics over a merged report. */
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
  // A mix's published versions are public only while the mix is enabled: switching it off
  // (or deleting it) withdraws them from /statistics at once.
  hooks: {
    afterChange: [expirePublicAfterChange(PUBLIC_TAGS.statistics)],
    afterDelete: [expirePublicAfterDelete(PUBLIC_TAGS.statistics)],
  },
  fields: [
    textField('name', FIELD_LABEL.name, { required: true }),
    { name: 'mergeReportId', label: '合併統計', type: 'relationship', relationTo: 'merge-statistics', index: true },
    jsonListField('mixinItems', '混合項目', {
      admin: { description: '[{ name, items: [{ name, countTotalIds, hasTotalItemsKeys, totalItemsKeys }] }]' },
    }),
    jsonListField('extraStatistics', '額外統計', { admin: { description: '[{ name, items: [{ totalItemsKeys }] }]' } }),
    statisticsStatusField(),
  ],
  timestamps: true,
}
