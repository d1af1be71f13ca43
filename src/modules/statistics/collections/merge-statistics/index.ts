import type { CollectionConfig } from 'payload'

import { MENU_GROUPS } from '@/i18n/menu'
import { jsonListField, statisticsStatusField, textField, textareaField } from '@/fields/common'
import { FIELD_LABEL } from '@/i18n/modules'
import { FLAGS } from '@/access'
import { serviceWrittenAccess } from '@/access/moduleAccess'

/** Merged statistics (spec doc 3 §3): merge items `{ _id, type: single|multiple, name, itemIds }`. */
export const MergeStatistics: CollectionConfig = {
  slug: 'merge-statistics',
  labels: { singular: '合併統計', plural: '合併統計' },
  defaultSort: '-createdAt',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'status', 'remark', 'updatedAt'],
    group: MENU_GROUPS.platform,
  },
  access: serviceWrittenAccess(FLAGS.statistics),
  fields: [
    textField('name', FIELD_LABEL.name, { required: true }),
    jsonListField('mergeItems', '合併項目'),
    statisticsStatusField(),
    textareaField('remark', FIELD_LABEL.remark),
  ],
  timestamps: true,
}
