import type { CollectionConfig } from 'payload'

import { MENU_GROUPS } from '@/i18n/menu'
import { jsonListField, statisticsStatusField, textField } from '@/fields/common'
import { FIELD_LABEL, optionsOf } from '@/i18n/modules'
import { FRONT_REPORT_TYPE_LABEL } from '../../front/constants'
import { FLAGS } from '@/access'
import { serviceWrittenAccess } from '@/access/moduleAccess'
import { PUBLIC_TAGS, expirePublicAfterChange, expirePublicAfterDelete } from '@/lib/publicCache'

/** Reports shown on the public statistics page. */
export const FrontReportSettings: CollectionConfig = {
  slug: 'front-report-settings',
  labels: { singular: '前台報表', plural: '前台報表' },
  defaultSort: '-createdAt',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'reportType', 'status', 'updatedAt'],
    group: MENU_GROUPS.platform,
  },
  access: serviceWrittenAccess(FLAGS.statistics),
  // Only the enabled sets of an enabled front report are public: switching it off (or renaming,
  // re-cutting, deleting it) changes /statistics at once.
  hooks: {
    afterChange: [expirePublicAfterChange(PUBLIC_TAGS.statistics)],
    afterDelete: [expirePublicAfterDelete(PUBLIC_TAGS.statistics)],
  },
  fields: [
    textField('name', FIELD_LABEL.name, { required: true }),
    {
      name: 'reportType',
      label: '報表類型',
      type: 'select',
      required: true,
      defaultValue: 'monthly',
      options: optionsOf(FRONT_REPORT_TYPE_LABEL),
    },
    jsonListField('fields', '報表欄位', {
      admin: { description: '[{ _id, type, refId, children: [{ name, rowItems, colItems }] }]' },
    }),
    statisticsStatusField(),
  ],
  timestamps: true,
}
