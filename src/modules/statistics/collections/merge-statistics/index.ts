import type { CollectionConfig } from 'payload'

import { MENU_GROUPS } from '@/i18n/menu'
import { jsonListField, statisticsStatusField, textField, textareaField } from '@/fields/common'
import { FIELD_LABEL } from '@/i18n/modules'
import { FLAGS } from '@/access'
import { serviceWrittenAccess } from '@/access/moduleAccess'
import { PUBLIC_TAGS, expirePublicAfterChange, expirePublicAfterDelete } from '@/lib/publicCache'

/** Merged statistics: merge items `{ _id, type: single|multiple, name, itemIds }`. */
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
  // A merge's published versions are public only while the merge is enabled: switching it off
  // (or deleting it) withdraws them from /statistics at once.
  hooks: {
    afterChange: [expirePublicAfterChange(PUBLIC_TAGS.statistics)],
    afterDelete: [expirePublicAfterDelete(PUBLIC_TAGS.statistics)],
  },
  fields: [
    textField('name', FIELD_LABEL.name, { required: true }),
    jsonListField('mergeItems', '合併項目'),
    statisticsStatusField(),
    textareaField('remark', FIELD_LABEL.remark),
  ],
  timestamps: true,
}
