import type { CollectionConfig } from 'payload'

import { textField, textareaField } from '@/fields/common'
import { FIELD_LABEL, optionsOf } from '@/i18n/modules'
import { AUTH_REQUEST_MODULE_LABEL, AUTH_REQUEST_STATUS_LABEL } from '../../labels'
import { FLAGS, allow } from '@/access'
import { MENU_GROUPS } from '@/i18n/menu'

/**
 * Review requests: content of an editor whose role requires
 * review waits here, with the submitted version in `snapshot`, until a reviewer approves or
 * rejects it. Requests are kept as the audit trail, so nobody deletes them.
 *
 * Requests are opened and decided only by the review service (src/modules/review/service.ts,
 * which writes with overrideAccess): Payload's REST create, update and delete are closed to
 * everyone, the super-admin included, so nobody forges a request "by" someone else or rewrites
 * a past decision. The fields that make the audit trail are read-only too.
 */
/** Nobody, whatever their flags: only the review service writes requests. */
const closed = (): boolean => false

/** Field access of the audit-trail fields: shown, never written through the API. */
const readOnly = { create: closed, update: closed }

export const AuthRequests: CollectionConfig = {
  slug: 'auth-requests',
  labels: { singular: '審核申請', plural: '審核管理' },
  defaultSort: '-createdAt',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'module', 'status', 'requestedBy', 'reviewedBy', 'createdAt'],
    group: MENU_GROUPS.platform,
  },
  access: {
    read: allow(FLAGS.auth_requests.read),
    create: closed,
    update: closed,
    delete: closed,
  },
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
      access: readOnly,
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'requestedBy',
      label: '申請人',
      type: 'relationship',
      relationTo: 'users',
      access: readOnly,
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'reviewedBy',
      label: '審核人',
      type: 'relationship',
      relationTo: 'users',
      access: readOnly,
      admin: { position: 'sidebar', readOnly: true },
    },
    textareaField('reason', '審核意見'),
    {
      name: 'snapshot',
      label: '送審內容',
      type: 'json',
      access: readOnly,
      admin: { readOnly: true, description: '送審當下的文件內容（JSON）。' },
    },
  ],
  timestamps: true,
}
