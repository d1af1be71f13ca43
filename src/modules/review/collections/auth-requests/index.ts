import type { CollectionConfig } from 'payload'

import { textField, textareaField } from '../../../../fields/common'
import { AUTH_REQUEST_MODULE_LABEL, AUTH_REQUEST_STATUS_LABEL, FIELD_LABEL, optionsOf } from '../../../../i18n/modules'
import { FLAGS } from '../../../../access'
import { moduleAccess } from '../../../../access/moduleAccess'
import { MENU_GROUPS } from '../../../../i18n/menu'

/**
 * Review requests (spec doc 2 §3–4 "Review request"): content of an editor whose role requires
 * review waits here, with the submitted version in `snapshot`, until a reviewer approves or
 * rejects it. Requests are kept as the audit trail, so nobody deletes them.
 */
export const AuthRequests: CollectionConfig = {
  slug: 'auth-requests',
  labels: { singular: '審核申請', plural: '審核管理' },
  defaultSort: '-createdAt',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'module', 'status', 'requestedBy', 'reviewedBy', 'createdAt'],
    group: MENU_GROUPS.platform,
  },
  access: moduleAccess(FLAGS.auth_requests, { delete: false }),
  fields: [
    {
      name: 'module',
      label: '模組',
      type: 'select',
      required: true,
      options: optionsOf(AUTH_REQUEST_MODULE_LABEL),
      index: true,
    },
    textField('documentId', '文件編號', { required: true, index: true }),
    textField('title', FIELD_LABEL.title),
    {
      name: 'status',
      label: FIELD_LABEL.status,
      type: 'select',
      required: true,
      defaultValue: 'Pending',
      options: optionsOf(AUTH_REQUEST_STATUS_LABEL),
      index: true,
      admin: { position: 'sidebar' },
    },
    { name: 'requestedBy', label: '申請人', type: 'relationship', relationTo: 'users', admin: { position: 'sidebar' } },
    { name: 'reviewedBy', label: '審核人', type: 'relationship', relationTo: 'users', admin: { position: 'sidebar' } },
    textareaField('reason', '審核意見'),
    { name: 'snapshot', label: '送審內容', type: 'json', admin: { description: '送審當下的文件內容（JSON）。' } },
  ],
  timestamps: true,
}
