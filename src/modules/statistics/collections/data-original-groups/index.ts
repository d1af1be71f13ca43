import type { CollectionConfig } from 'payload'

import { MENU_GROUPS } from '@/i18n/menu'
import { statisticsStatusField, textField } from '@/fields/common'
import { FLAGS } from '@/access'
import { serviceWrittenAccess } from '@/access/moduleAccess'

/**
 * A harvest group: one COUNTER report type (TR, TR_J1, DR ...) of one source (docs/statistics.md
 * "Harvested data"). Created by `init-original-groups-and-sets`; its months are the sets.
 */
export const DataOriginalGroups: CollectionConfig = {
  slug: 'data-original-groups',
  labels: { singular: '報表類型', plural: '報表類型' },
  defaultSort: 'reportType',
  admin: {
    useAsTitle: 'reportType',
    defaultColumns: ['setting', 'reportType', 'status'],
    group: MENU_GROUPS.platform,
    hidden: true,
  },
  access: serviceWrittenAccess(FLAGS.statistics),
  fields: [
    {
      name: 'setting',
      label: '原始資料設定',
      type: 'relationship',
      relationTo: 'data-original-settings',
      required: true,
      index: true,
    },
    textField('reportType', '報表類型', { required: true, index: true }),
    statisticsStatusField(),
  ],
  indexes: [{ fields: ['setting', 'reportType'], unique: true }],
  timestamps: true,
}
