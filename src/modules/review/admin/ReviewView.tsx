import { redirect } from 'next/navigation'
import type { AdminViewServerProps, FlattenedField, Payload } from 'payload'
import React from 'react'

import { FLAGS, can } from '@/access'
import { FIELD_LABEL } from '@/i18n/modules'
import { AUTH_REQUEST_MODULE_LABEL } from '../labels'
import { REVIEWED_COLLECTIONS } from '../reviewed'
import { ADMIN_BASE, AUTH_ROUTES } from '@/admin/routeTable'
import { AdminTemplate, ForbiddenScreen, withRoles } from '@/admin/moduleViews'
import { ReviewManager } from './ReviewManager'
import { REVIEW_BASE } from './state'
import type { EditableField, ModuleFields } from './types'

/** Fields a reviewer never edits by hand (bookkeeping and derived text). */
const NOT_EDITABLE = new Set(['id', '_id', 'blockText', 'status', 'reviewComment', 'createdAt', 'updatedAt'])

const labelOf = (field: FlattenedField): string => {
  const label = 'label' in field ? field.label : undefined
  if (typeof label === 'string') return label
  if (label && typeof label === 'object' && 'zh-TW' in label && typeof label['zh-TW'] === 'string')
    return label['zh-TW']
  return (FIELD_LABEL as Record<string, string>)[field.name] ?? field.name
}

/** Each review module's field labels and plain text fields, from the collection configs. */
const moduleFields = (payload: Payload): ModuleFields => {
  const out: ModuleFields = {}
  for (const collection of Object.values(REVIEWED_COLLECTIONS)) {
    const fields = payload.collections[collection.slug]?.config.flattenedFields ?? []
    const labels: Record<string, string> = {}
    const editable: EditableField[] = []
    for (const field of fields) {
      labels[field.name] = labelOf(field)
      if (field.type !== 'text' && field.type !== 'textarea') continue
      if (
        NOT_EDITABLE.has(field.name) ||
        field.hidden ||
        field.admin?.readOnly ||
        field.admin?.hidden ||
        ('hasMany' in field && field.hasMany)
      )
        continue
      editable.push({ name: field.name, label: labels[field.name]!, multiline: field.type === 'textarea' })
    }
    out[collection.module] = { labels, editable }
  }
  return out
}

const firstOf = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value)

/**
 * /shennong/review-management: the list of review requests, and with
 * `?authRequestId=<id>` one request with its differences and the reviewer's decisions. A
 * signed-in user holding `FLAGS.auth_requests.auth` sees it inside the admin's default template; anyone
 * else is refused. Every call is checked again by the API.
 */
export const ReviewView = async (props: AdminViewServerProps) => {
  const { initPageResult, searchParams } = props
  const { req } = initPageResult

  const user = await withRoles(req.payload, req.user)
  if (!user) {
    const query = new URLSearchParams()
    for (const [key, value] of Object.entries(searchParams ?? {})) {
      const first = firstOf(value as string | string[] | undefined)
      if (first !== undefined) query.set(key, first)
    }
    const here = `${REVIEW_BASE}${query.size > 0 ? `?${query}` : ''}`
    redirect(`${ADMIN_BASE}/${AUTH_ROUTES.login}?nextUrl=${encodeURIComponent(here)}`)
  }
  if (!can(user, FLAGS.auth_requests.auth)) return <ForbiddenScreen title="審核管理" />

  return (
    <AdminTemplate props={props} viewType="review-management">
      <ReviewManager
        canDecide={can(user, FLAGS.auth_requests.edit)}
        currentUserId={String(user.id)}
        moduleFields={moduleFields(req.payload)}
        modules={Object.entries(AUTH_REQUEST_MODULE_LABEL).map(([value, label]) => ({ value, label }))}
      />
    </AdminTemplate>
  )
}
