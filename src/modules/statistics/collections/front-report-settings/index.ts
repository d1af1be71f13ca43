import type { CollectionConfig } from 'payload'

import { MENU_GROUPS } from '../../../../i18n/menu'
import { jsonListField, statisticsStatusField, textField } from '../../../../fields/common'
import { FIELD_LABEL } from '../../../../i18n/modules'
import { FLAGS } from '../../../../access'
import { moduleAccess } from '../../../../access/moduleAccess'

/** Reports shown on the public statistics page (spec doc 3 §3 "Front report setting"). */
export const FrontReportSettings: CollectionConfig = {
  slug: 'front-report-settings',
  labels: { singular: '前台報表', plural: '前台報表' },
  defaultSort: '-createdAt',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'reportType', 'status', 'updatedAt'],
    group: MENU_GROUPS.platform,
  },
  access: moduleAccess(FLAGS.statistics),
  fields: [
    textField('name', FIELD_LABEL.name, { required: true }),
    textField('reportType', '報表類型'),
    jsonListField('fields', '報表欄位', { admin: { description: '[{ _id, type, children }]' } }),
    statisticsStatusField(),
  ],
  timestamps: true,
}
