import type { CollectionAfterReadHook, CollectionConfig, FieldHook } from 'payload'

import { MENU_GROUPS } from '../../../../i18n/menu'
import { textField, urlField } from '../../../../fields/common'
import { FIELD_LABEL } from '../../../../i18n/modules'
import { FLAGS } from '../../../../access'
import { moduleAccess } from '../../../../access/moduleAccess'

/**
 * A secret kept for another service (the SUSHI API key) is write-only through the API (issue 10
 * item 15): every read made for a request (REST, GraphQL, the admin) drops it, while server code
 * that harvests the reports reads it through the Local API with access overridden.
 */
const hideSecret: CollectionAfterReadHook = ({ doc, overrideAccess }) => {
  if (overrideAccess || !doc || typeof doc !== 'object') return doc
  const { apiKey: _secret, ...rest } = doc as Record<string, unknown>
  return rest
}

/** The form shows the secret blank; saving it blank keeps the stored one. */
const keepSecretWhenBlank: FieldHook = ({ value, originalDoc, operation }) =>
  operation === 'update' && (value === undefined || value === null || value === '') ? (originalDoc as { apiKey?: unknown } | undefined)?.apiKey : value

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
  hooks: { afterRead: [hideSecret] },
  fields: [
    textField('name', FIELD_LABEL.name, { required: true }),
    urlField('url', '服務網址', { required: true, absolute: true, admin: { description: 'SUSHI 服務的網址。' } }),
    textField('reportTypes', '報表類型', { hasMany: true }),
    textField('customerId', '客戶編號（Customer ID）'),
    textField('requestorId', '申請者編號（Requestor ID）'),
    textField('apiKey', 'API 金鑰', {
      hooks: { beforeChange: [keepSecretWhenBlank] },
      admin: { description: '僅能寫入：儲存後不再顯示；留白則保留原值。' },
    }),
    textField('platform', '平台'),
  ],
  timestamps: true,
}
