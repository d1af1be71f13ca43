import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { FLAGS, allow } from '@/access'

/**
 * Where report files live: under the project's `media/`, outside any public static folder.
 * Files are served only through permission-checked calls (our download endpoint and
 * Payload's own `/api/reports/file/…`, which applies the read access below).
 */
export const REPORTS_DIR = path.resolve(process.cwd(), 'media', 'reports')

/** Exports are filed by the services of the modules that generate them, never by hand. */
const nobody = () => false

/** The report registry (report-management): generated export files with download. */
export const Reports: CollectionConfig = {
  slug: 'reports',
  labels: { singular: '報表', plural: '報表管理' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'module', 'filename', 'createdAt', 'download'],
    group: '平台營運管理',
    description: '各模組產生的匯出檔案。',
  },
  access: {
    read: allow(FLAGS.authorizations.auth),
    create: nobody,
    update: nobody,
    delete: allow(FLAGS.authorizations.users.delete),
  },
  defaultSort: '-createdAt',
  upload: {
    staticDir: REPORTS_DIR,
    displayPreview: false,
    // Exports are documents, not pictures: no crop or focal point.
    crop: false,
    focalPoint: false,
  },
  fields: [
    { name: 'name', label: '報表名稱', type: 'text', required: true, index: true },
    { name: 'module', label: '模組', type: 'text', required: true, index: true },
    { name: 'createdBy', label: '建立者', type: 'relationship', relationTo: 'users' },
    {
      name: 'download',
      label: '下載',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: {
          Field: '/modules/reports/admin/ReportDownload#ReportDownloadField',
          Cell: '/modules/reports/admin/ReportDownload#ReportDownloadCell',
        },
      },
    },
  ],
  timestamps: true,
}
