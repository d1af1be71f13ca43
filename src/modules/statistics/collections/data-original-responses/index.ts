import type { CollectionConfig } from 'payload'

import { numberField, textField } from '@/fields/common'
import { FLAGS } from '@/access'
import { serviceWrittenAccess } from '@/access/moduleAccess'

/**
 * The vendor's raw answer for one set, kept beside the parsed rows so a month can be re-parsed
 * without asking the vendor again (docs/statistics.md "Harvested data"). The newest answer only.
 */
export const DataOriginalResponses: CollectionConfig = {
  slug: 'data-original-responses',
  labels: { singular: '原始回應', plural: '原始回應' },
  admin: { useAsTitle: 'url', hidden: true },
  access: serviceWrittenAccess(FLAGS.statistics),
  fields: [
    {
      name: 'set',
      label: '收割月份',
      type: 'relationship',
      relationTo: 'data-original-sets',
      required: true,
      unique: true,
    },
    textField('url', '請求網址'),
    numberField('httpStatus', 'HTTP 狀態'),
    textField('contentType', '內容類型'),
    // Up to the client's response-size limit (sushi/client.ts), past Payload's 40,000-character default.
    { name: 'body', label: '回應內容', type: 'textarea', maxLength: 64 * 1024 * 1024 },
    { name: 'fetchedAt', label: '取得時間', type: 'date' },
  ],
  timestamps: true,
}
