import type {
  CollectionAfterChangeHook,
  CollectionAfterReadHook,
  CollectionBeforeChangeHook,
  CollectionConfig,
  FieldHook,
} from 'payload'

import { MENU_GROUPS } from '@/i18n/menu'
import { numberField, statisticsStatusField, tagsField, textField, textareaField, urlField } from '@/fields/common'
import { optionsOf } from '@/i18n/modules'
import { FIELD_LABEL } from '@/i18n/modules'
import { FLAGS } from '@/access'
import { serviceWrittenAccess } from '@/access/moduleAccess'

/**
 * A secret kept for another service (the SUSHI API key) is write-only through the API: every
 * read made for a request (REST, GraphQL, the admin) drops it, while server code
 * that harvests the reports reads it through the Local API with access overridden.
 */
const hideSecret: CollectionAfterReadHook = ({ doc, overrideAccess }) => {
  if (overrideAccess || !doc || typeof doc !== 'object') return doc
  const { apiKey: _secret, ...rest } = doc as Record<string, unknown>
  return rest
}

/** Two service URLs name the same service: equal but for the host's case and trailing slashes. */
export const sameServiceUrl = (a: string | null | undefined, b: string | null | undefined): boolean => {
  const normal = (value: string | null | undefined): string => {
    const text = (value ?? '').trim()
    try {
      const url = new URL(text)
      return `${url.protocol}//${url.host}${url.pathname.replace(/\/+$/, '')}${url.search}`
    } catch {
      return text.replace(/\/+$/, '')
    }
  }
  return normal(a) === normal(b)
}

/** Refused when a stored key would follow a changed URL (sushi/service.ts). */
export const KEY_FOR_NEW_URL = '服務網址已變更，請重新輸入 API 金鑰（已儲存的金鑰只會送往儲存時的網址）'

/** The form shows the secret blank; saving it blank keeps the stored one (for the same URL only: sushi/service.ts). */
const keepSecretWhenBlank: FieldHook = ({ value, originalDoc, operation }) =>
  operation === 'update' && (value === undefined || value === null || value === '')
    ? (originalDoc as { apiKey?: unknown } | undefined)?.apiKey
    : value

/** A source's health (docs/statistics.md §2): broken = the vendor refused its credentials. */
export const SOURCE_HEALTH_LABEL = { unknown: '未檢查', ok: '正常', broken: '憑證錯誤' } as const
export type SourceHealth = keyof typeof SOURCE_HEALTH_LABEL

export const SUSHI_RELEASE_LABEL = { '5': 'COUNTER R5', '5.1': 'COUNTER R5.1' } as const

/** Set in the request context by the harvester's own writes of health (not an edit). */
export const HARVESTER_WRITE = 'sushiHarvesterWrite'

/** The fields that, once edited, may mend a broken source. */
const CONNECTION_FIELDS = ['url', 'customerId', 'requestorId', 'apiKey', 'platform', 'release'] as const

/**
 * Editing a broken source's connection clears its broken mark (no retry until
 * edited): its health goes back to unknown; the afterChange hook makes its broken months pending.
 */
const clearBrokenOnEdit: CollectionBeforeChangeHook = ({ data, originalDoc, operation, context }) => {
  if (operation !== 'update' || !originalDoc || originalDoc.health !== 'broken') return data
  // The harvester's own writes say what the health is.
  if (context?.[HARVESTER_WRITE]) return data
  const changed = CONNECTION_FIELDS.some(
    (name) => name in data && data[name] !== undefined && (data[name] ?? null) !== (originalDoc[name] ?? null),
  )
  return changed ? { ...data, health: 'unknown', lastError: null } : data
}

const reopenBrokenMonths: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || previousDoc?.health !== 'broken' || doc.health === 'broken') return doc
  await req.payload.update({
    collection: 'data-original-sets',
    where: { and: [{ setting: { equals: doc.id } }, { state: { equals: 'broken' } }] },
    data: { state: 'pending', nextAttemptAt: null },
    req,
    overrideAccess: true,
  })
  return doc
}

/**
 * Usage-report sources: a COUNTER SUSHI service with
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
  access: serviceWrittenAccess(FLAGS.statistics),
  hooks: { afterRead: [hideSecret], beforeChange: [clearBrokenOnEdit], afterChange: [reopenBrokenMonths] },
  fields: [
    textField('name', FIELD_LABEL.name, { required: true }),
    urlField('url', '服務網址', { required: true, absolute: true, admin: { description: 'SUSHI 服務的網址。' } }),
    tagsField('reportTypes', '報表類型'),
    textField('customerId', '客戶編號（Customer ID）'),
    textField('requestorId', '申請者編號（Requestor ID）'),
    textField('apiKey', 'API 金鑰', {
      hooks: { beforeChange: [keepSecretWhenBlank] },
      admin: { description: '僅能寫入：儲存後不再顯示；留白則保留原值。' },
    }),
    textField('platform', '平台'),
    {
      name: 'release',
      label: 'COUNTER 版本',
      type: 'select',
      required: true,
      defaultValue: '5',
      options: optionsOf(SUSHI_RELEASE_LABEL),
      admin: { description: '網址以 /r51 結尾時一律視為 R5.1。' },
    },
    {
      // Cost per use (docs/statistics.md §3): what the library paid for this
      // source in a year, in TWD; formula reports divide it by a count item's yearly use.
      name: 'costs',
      label: '年度費用（新臺幣）',
      labels: { singular: '年度費用', plural: '年度費用' },
      type: 'array',
      fields: [
        numberField('year', '年度', { required: true, min: 2000, max: 2100, admin: { step: 1 } }),
        numberField('amount', '金額（新臺幣）', { required: true, min: 0 }),
      ],
    },
    statisticsStatusField(),
    {
      name: 'health',
      label: '來源狀態',
      type: 'select',
      required: true,
      defaultValue: 'unknown',
      options: optionsOf(SOURCE_HEALTH_LABEL),
      admin: { readOnly: true, position: 'sidebar' },
    },
    textareaField('lastError', '最後錯誤', { admin: { readOnly: true } }),
    { name: 'lastCheckedAt', label: '最後檢查時間', type: 'date', admin: { readOnly: true, position: 'sidebar' } },
  ],
  timestamps: true,
}
