import type { CollectionConfig } from 'payload'

import { MENU_GROUPS } from '../../../../i18n/menu'
import { textField, urlField } from '../../../../fields/common'
import { FIELD_LABEL } from '../../../../i18n/modules'
import { FLAGS } from '../../../../access'
import { moduleAccess } from '../../../../access/moduleAccess'

/**
 * Usage-report sources (spec doc 3 §3 "Data-original setting"): a COUNTER SUSHI service with
 * its credentials and the report types to harvest.
 */
export const DataOriginalSettings: CollectionConfig = {
  slug: 'data-original-settings',
  labels: { singular: '原始資料設定', plural: '原始資料設定' },
  defaultSort: 'name',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'platform', 'url', 'reportTypes', 'updatedAt'],
    group: MENU_GROUPS.platform,
  },
  access: moduleAccess(FLAGS.statistics),
  fields: [
    textField('name', FIELD_LABEL.name, { required: true }),
    urlField('url', '服務網址', { required: true, absolute: true, admin: { description: 'SUSHI 服務的網址。' } }),
    textField('reportTypes', '報表類型', { hasMany: true }),
    textField('customerId', '客戶編號（Customer ID）'),
    textField('requestorId', '申請者編號（Requestor ID）'),
    textField('apiKey', 'API 金鑰'),
    textField('platform', '平台'),
  ],
  timestamps: true,
}
