import type { CollectionConfig } from 'payload'

import { MENU_GROUPS } from '@/i18n/menu'
import { numberField, textField } from '@/fields/common'
import { FIELD_LABEL, STATISTICS_STATUS_LABEL, optionsOf } from '@/i18n/modules'
import { FLAGS } from '@/access'
import { serviceWrittenAccess } from '@/access/moduleAccess'
import { PUBLIC_TAGS, expirePublicAfterChange, expirePublicAfterDelete } from '@/lib/publicCache'

/**
 * A frozen year of a 合併統計 (docs/statistics.md §5): the report as
 * computed when the version was made (`snapshot`: one ReportTable), so a published figure never changes
 * under the reader. `status` Enabled = published on /statistics; a new version starts Disabled
 * and is published by its toggle (toggle-merge-statistics-versions/{id}).
 */
export const MergeStatisticsVersions: CollectionConfig = {
  slug: 'merge-statistics-versions',
  // A shorter table name: PostgreSQL cuts identifiers at 63 characters, and the foreign key named
  // after the default table and column would be cut (and then differ from the schema on every check).
  dbName: 'merge_versions',
  labels: { singular: '合併統計版本', plural: '合併統計版本' },
  defaultSort: '-createdAt',
  admin: {
    useAsTitle: 'versionName',
    defaultColumns: ['versionName', 'mergeStatistics', 'year', 'status', 'updatedAt'],
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
      name: 'mergeStatistics',
      label: '合併統計',
      type: 'relationship',
      relationTo: 'merge-statistics',
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
