import type { CollectionConfig } from 'payload'

import { MENU_GROUPS } from '@/i18n/menu'
import { jsonListField, statisticsStatusField, textField } from '@/fields/common'
import { FIELD_LABEL } from '@/i18n/modules'
import { FLAGS } from '@/access'
import { serviceWrittenAccess } from '@/access/moduleAccess'

/** Basic statistics (the earlier module): a named list of statistics items. */
export const BasicStatistics: CollectionConfig = {
  slug: 'basic-statistics',
  labels: { singular: '基本統計', plural: '統計管理' },
  defaultSort: '-createdAt',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'status', 'updatedAt'],
    group: MENU_GROUPS.platform,
  },
  access: serviceWrittenAccess(FLAGS.statistics),
  fields: [
    textField('name', FIELD_LABEL.name, { required: true }),
    jsonListField('items', '統計項目'),
    statisticsStatusField(),
  ],
  timestamps: true,
}
