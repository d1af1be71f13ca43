import type { CollectionConfig } from 'payload'

import { MENU_GROUPS } from '@/i18n/menu'
import { numberField, textField } from '@/fields/common'
import { FIELD_LABEL, STATISTICS_STATUS_LABEL, optionsOf } from '@/i18n/modules'
import { FLAGS } from '@/access'
import { serviceWrittenAccess } from '@/access/moduleAccess'
import { PUBLIC_TAGS, expirePublicAfterChange, expirePublicAfterDelete } from '@/lib/publicCache'

/**
 * A frozen year of a 混合統計 (docs/statistics.md §5): the report as
 * computed when the version was made (`snapshot`: ReportTable[], one per section, then the extras), so a published figure never changes
 * under the reader. `status` Enabled = published on /statistics; a new version starts Disabled
 * and is published by its toggle (toggle-mixin-statistics-versions/{id}).
 */
export const MixinStatisticsVersions: CollectionConfig = {
  slug: 'mixin-statistics-versions',
  // A shorter table name: PostgreSQL cuts identifiers at 63 characters (see merge-statistics-versions).
  dbName: 'mixin_versions',
  labels: { singular: '混合統計版本', plural: '混合統計版本' },
  defaultSort: '-createdAt',
  admin: {
    useAsTitle: 'versionName',
    defaultColumns: ['versionName', 'mixinStatistics', 'year', 'status', 'updatedAt'],
    group: MENU_GROUPS.platform,
  },
  access: serviceWrittenAccess(FLAGS.statistics),
  hooks: {
    afterChange: [expirePublicAfterChange(PUBLIC_TAGS.statistics)],
    afterDelete: [expirePublicAfterDelete(PUBLIC_TAGS.statistics)],
  },
  fields: [
    textField('versionName', '版本名稱', { required: true }),
    {
      name: 'mixinStatistics',
      label: '混合統計',
      type: 'relationship',
      relationTo: 'mixin-statistics',
      required: true,
      index: true,
    },
    numberField('year', '年度', { required: true }),
    { name: 'snapshot', label: '報表內容', type: 'json', required: true },
    {
      name: 'status',
      label: FIELD_LABEL.status,
      type: 'select',
      required: true,
      defaultValue: 'Disabled',
      options: optionsOf(STATISTICS_STATUS_LABEL),
      index: true,
      admin: { position: 'sidebar', description: '啟用 = 公開於前台統計資料頁' },
    },
  ],
  timestamps: true,
}
