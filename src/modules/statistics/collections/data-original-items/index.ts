import type { CollectionConfig } from 'payload'

import { numberField, textField } from '@/fields/common'
import { FLAGS } from '@/access'
import { serviceWrittenAccess } from '@/access/moduleAccess'

/**
 * A parsed usage row: one item (title, database or platform) × one metric × one month, with its
 * count and the COUNTER attributes a formula can filter on (docs/statistics.md "Harvested data").
 * Written in bulk by the harvester (set's rows replaced as a whole); never edited by hand.
 */
export const DataOriginalItems: CollectionConfig = {
  slug: 'data-original-items',
  labels: { singular: '使用量資料', plural: '使用量資料' },
  admin: { useAsTitle: 'title', hidden: true },
  access: serviceWrittenAccess(FLAGS.statistics),
  fields: [
    { name: 'set', type: 'relationship', relationTo: 'data-original-sets', required: true, index: true },
    { name: 'setting', type: 'relationship', relationTo: 'data-original-settings', required: true, index: true },
    textField('reportType', '報表類型', { required: true }),
    textField('month', '月份', { required: true }),
    textField('metricType', '計量類型', { required: true }),
    numberField('count', '次數', { required: true }),
    textField('title', '題名'),
    textField('itemId', '識別碼'),
    textField('platform', '平台'),
    textField('publisher', '出版者'),
    textField('database', '資料庫'),
    textField('dataType', 'Data_Type'),
    textField('sectionType', 'Section_Type'),
    textField('accessType', 'Access_Type'),
    textField('accessMethod', 'Access_Method'),
    textField('yop', 'YOP'),
  ],
  // The formula report's one query: a source's report type and metric over a year's months.
  indexes: [{ fields: ['setting', 'reportType', 'metricType', 'month'] }],
  timestamps: false,
}
