import type { GlobalConfig } from 'payload'

import { anyone, allow } from '../access'

/** Library-wide settings the public site and mails read. */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: '網站設定',
  admin: { group: '平台營運管理' },
  access: {
    read: anyone,
    update: allow('authorizations__roles__edit'),
  },
  fields: [
    { name: 'libraryName', label: '圖書館名稱', type: 'text', required: true, defaultValue: '神農醫學圖書館' },
    { name: 'contactPhone', label: '聯絡電話', type: 'text' },
    { name: 'contactEmail', label: '聯絡信箱', type: 'email' },
    { name: 'address', label: '地址', type: 'text' },
  ],
}
