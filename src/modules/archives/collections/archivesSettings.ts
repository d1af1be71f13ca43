import type { GlobalConfig } from 'payload'

import { FLAGS, allow } from '@/access'

/** Temp-file settings: protection minutes and the daily deletion time, both required. */
export const ArchivesSettings: GlobalConfig = {
  slug: 'archives-settings',
  label: '暫存檔案設定',
  admin: { hidden: true },
  access: {
    read: allow(FLAGS.archives.auth),
    update: allow(FLAGS.archives.root_folders.auth),
  },
  fields: [
    {
      name: 'tempFilesProtectionMinutes',
      label: '保護時間（分鐘）',
      type: 'number',
      required: true,
      min: 0,
      defaultValue: 1440,
    },
    {
      name: 'tempFilesDeletionTime',
      label: '每日刪除時間',
      type: 'group',
      fields: [
        { name: 'hour', label: '時', type: 'number', required: true, min: 0, max: 23, defaultValue: 3 },
        { name: 'minute', label: '分', type: 'number', required: true, min: 0, max: 59, defaultValue: 0 },
      ],
    },
    { name: 'lastPurgeAt', type: 'date', admin: { readOnly: true } },
  ],
}
