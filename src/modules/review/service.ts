import type { CollectionSlug, Payload, PayloadRequest, Where } from 'payload'

import { FLAGS, can, userOf } from '@/access'
import { AUTH_REQUEST_MODULE_LABEL, AUTH_REQUEST_STATUS_LABEL } from './labels'
import { siteOrigin } from '@/lib/origin'
import { AppError } from '@/lib/errors'
import { isObjectId } from '@/lib/objectId'
import { queueMail } from '@/modules/mail'
import type { AuthRequest, User } from '@/payload-types'
import { lockRecord } from '@/crud/compareAndSet'
import { inTransaction } from '@/crud/transaction'
import { type ListQuery, type Paginated, allOf, keywordWhere, toPaginated } from '@/crud/listQuery'
import { relationId } from '@/lib/relation'
import { REVIEW_MSG } from './messages'
import { type ReviewModule, type ReviewedCollection, reviewedByModule } from './reviewed'

/**
 * The review workflow: content of a user whose role holds the collection's
 * review flag (`FLAGS.news.review__required`, ...; src/modules/review/reviewed.ts) is never
 * published by that user. Asking to publish saves a draft (Payload versions: the published
 * document, if any, stays what the public sees) with status Reviewing, and opens a Pending
 * review request holding the submitted version. A user with `FLAGS.auth_requests.edit` who did
 * not ask approves it (the submitted version, or a modified one, is published) or rejects it
 * (the draft becomes Returned with the reason).
 */

export type ReviewStatus = keyof typeof AUTH_REQUEST_STATUS_LABEL

/** The job that mails the review recipients (src/modules/review/notifyJob.ts), run from the mail module's queue. */
export const NOTIFY_REVIEWERS_TASK = 'notifyReviewers'

/** Fields that are bookkeeping, not content: left out of snapshots and diffs. */
const SYSTEM_FIELDS = new Set([
  'id',
  '_id',
  'createdAt',
  'updatedAt',
  '_status',
  'status',
  'reviewComment',
  'blockText',
  'updatedBy',
  'createdBy',
])

/** The content of a document version, as a review request keeps it. */
export const contentOf = (doc: Record<string, unknown>): Record<string, unknown> => {
  const content: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(doc)) if (!SYSTEM_FIELDS.has(key)) content[key] = value
  return content
}

export type FieldChange = { field: string; label: string; before: unknown; after: unknown }

/** Field-by-field differences between the published content and the submitted content. */
export const diffContent = (
  published: Record<string, unknown> | null,
  proposed: Record<string, unknown>,
  labelOf: (field: string) => string = (field) => field,
): FieldChange[] => {
  const before = published ? contentOf(published) : {}
  const after = contentOf(proposed)
  const fields = [...new Set([...Object.keys(after), ...Object.keys(before)])]
  const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)
  return fields
    .filter((field) => !same(before[field], after[field]))
    .map((field) => ({ field, label: labelOf(field), before: before[field] ?? null, after: after[field] ?? null }))
}

export const userRef = (value: unknown): { _id: string; name: string } | null => {
  if (!value) return null
  if (typeof value === 'object') {
    const user = value as Partial<User>
    return { _id: String(user.id), name: user.name ?? user.username ?? '' }
  }
  return { _id: String(value), name: '' }
}

export type ReviewRequestView = {
  _id: string
  module: ReviewModule
  moduleLabel: string
  documentId: string
  title: string
  status: ReviewStatus
  reason: string | null
  requestedBy: { _id: string; name: string } | null
  reviewedBy: { _id: string; name: string } | null
  createdAt: string
  updatedAt: string
}

export const toReviewRequestView = (doc: AuthRequest): ReviewRequestView => ({
  _id: String(doc.id),
  module: doc.module as ReviewModule,
  moduleLabel: AUTH_REQUEST_MODULE_LABEL[doc.module as ReviewModule] ?? doc.module,
  documentId: doc.documentId,
  title: doc.title ?? '',
  status: doc.status as ReviewStatus,
  reason: doc.reason ?? null,
  requestedBy: userRef(doc.requestedBy),
  reviewedBy: userRef(doc.reviewedBy),
  createdAt: doc.createdAt,
  updatedAt: doc.updatedAt,
})

const titleOf = (collection: ReviewedCollection, doc: Record<string, unknown>): string => {
  const value = doc[collection.titleField]
  return typeof value === 'string' ? value : ''
}

/**
 * Open (or renew) the Pending request for a submitted draft: one Pending request per document,
 * whose snapshot is the latest submitted version. Runs inside the save's transaction.
 */
export const openReviewRequest = async (
  req: PayloadRequest,
  collection: ReviewedCollection,
  doc: Record<string, unknown>,
): Promise<AuthRequest> => {
  const documentId = String(doc.id)
  const data = {
    module: collection.module,
    documentId,
    title: titleOf(collection, doc),
    status: 'Pending' as const,
    requestedBy: req.user ? String(req.user.id) : null,
    reason: null,
    snapshot: contentOf(doc),
  }
  const pending = await req.payload.find({
    collection: 'auth-requests',
    where: {
      and: [
        { module: { equals: collection.module } },
        { documentId: { equals: documentId } },
        { status: { equals: 'Pending' } },
      ],
    },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const existing = pending.docs[0]
  const request = existing
    ? await req.payload.update({
        collection: 'auth-requests',
        id: existing.id,
        data,
        depth: 0,
        overrideAccess: true,
        req,
      })
    : await req.payload.create({ collection: 'auth-requests', data, depth: 0, overrideAccess: true, req })
  // Queued inside the save's transaction: a rolled-back save mails nobody (src/modules/review/notifyJob.ts).
  await queueMail(req, NOTIFY_REVIEWERS_TASK, { requestId: String(request.id), origin: siteOrigin(req.payload, req) })
  return request
}

const statusFilter = (value: string | undefined): Where | undefined =>
  value ? { status: { equals: value } } : undefined

/** GET /shennong/auth-requests: newest first, filtered by status, module and a keyword on the title. */
export const listReviewRequests = async (
  req: PayloadRequest,
  query: ListQuery & { status?: string; module?: string },
): Promise<Paginated<ReviewRequestView>> => {
  const found = await req.payload.find({
    collection: 'auth-requests',
    where: allOf(
      statusFilter(query.status),
      query.module ? { module: { equals: query.module } } : undefined,
      keywordWhere(query.keyword, ['title']),
    ),
    page: query.page,
    limit: query.limit,
    sort: '-createdAt',
    depth: 1,
    overrideAccess: true,
    req,
  })
  return toPaginated(found, query, toReviewRequestView)
}

const findRequest = async (req: PayloadRequest, id: string): Promise<AuthRequest> => {
  if (!isObjectId(id)) throw new AppError(404, REVIEW_MSG.notFound)
  const doc = await req.payload.findByID({
    collection: 'auth-requests',
    id,
    depth: 1,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  if (!doc) throw new AppError(404, REVIEW_MSG.notFound)
  return doc
}

const collectionOf = (request: AuthRequest): ReviewedCollection => {
  const collection = reviewedByModule(request.module)
  if (!collection) throw new AppError(400, REVIEW_MSG.contentGone)
  return collection
}

/** The published version of a document, or null when it was never published (or is gone). */
const publishedVersion = async (
  req: PayloadRequest,
  collection: ReviewedCollection,
  id: string,
): Promise<Record<string, unknown> | null> => {
  const doc = (await req.payload.findByID({
    collection: collection.slug,
    id,
    depth: 0,
    draft: false,
    overrideAccess: true,
    disableErrors: true,
    req,
  })) as (Record<string, unknown> & { _status?: string }) | null
  return doc && doc._status === 'published' ? doc : null
}

const fieldLabels = (payload: Payload, slug: CollectionSlug): ((field: string) => string) => {
  const fields = payload.collections[slug]?.config.flattenedFields ?? []
  return (name) => {
    const label = fields.find((field) => 'name' in field && field.name === name)?.label
    return typeof label === 'string' ? label : name
  }
}

export type ReviewRequestDetail = ReviewRequestView & {
  /** The submitted content (the request's snapshot). */
  proposed: Record<string, unknown>
  /** The content the public sees now, or null when never published. */
  published: Record<string, unknown> | null
  changes: FieldChange[]
  /** The signed-in reviewer may decide it: Pending and not their own. */
  decidable: boolean
}

/** GET /shennong/auth-requests/{id}: the request, the submitted and the published versions, and their differences. */
export const getReviewRequest = async (req: PayloadRequest, id: string): Promise<ReviewRequestDetail> => {
  const request = await findRequest(req, id)
  const collection = reviewedByModule(request.module)
  const proposed = (request.snapshot ?? {}) as Record<string, unknown>
  const published = collection ? await publishedVersion(req, collection, request.documentId) : null
  const view = toReviewRequestView(request)
  return {
    ...view,
    proposed,
    published: published ? contentOf(published) : null,
    changes: diffContent(published, proposed, collection ? fieldLabels(req.payload, collection.slug) : undefined),
    decidable:
      request.status === 'Pending' &&
      view.requestedBy?._id !== String(req.user?.id) &&
      can(userOf(req), FLAGS.auth_requests.edit),
  }
}

export type ReviewDecision = { status: ReviewStatus; reason?: string; content?: Record<string, unknown> }

/**
 * POST /shennong/auth-requests/{id}/{status}: Approved publishes the submitted content (with
 * the reviewer's modifications, when `content` is given); Rejected returns the draft to its
 * author with the reason. One transaction: the content and the request change together.
 */
export const decideReviewRequest = async (
  req: PayloadRequest,
  id: string,
  decision: ReviewDecision,
): Promise<ReviewRequestView> => {
  if (decision.status !== 'Approved' && decision.status !== 'Rejected') throw new AppError(400, REVIEW_MSG.badStatus)
  const reason = decision.reason?.trim() || null
  if (decision.status === 'Rejected' && !reason) throw new AppError(400, REVIEW_MSG.reasonRequired)
  const request = await findRequest(req, id)
  if (request.status !== 'Pending') throw new AppError(409, REVIEW_MSG.alreadyDecided)
  if (relationId(request.requestedBy) === String(req.user?.id)) throw new AppError(403, REVIEW_MSG.ownRequest)
  const collection = collectionOf(request)
  const exists = await req.payload.count({
    collection: collection.slug,
    where: { id: { equals: request.documentId } },
    overrideAccess: true,
    req,
  })
  // Content deleted under review: nothing to publish; the request can still be closed by rejecting it.
  const gone = exists.totalDocs === 0
  if (gone && decision.status === 'Approved') throw new AppError(409, REVIEW_MSG.contentGone)

  // The workflow hooks let a decision through (it is the reviewer's, not the author's).
  req.context = { ...req.context, reviewDecision: true }
  return inTransaction(req, async () => {
    // Another reviewer may have decided since the request was read: lock it and read it again,
    // so exactly one decision wins and the other is a 409 (docs/decisions.md "Read-decide-write").
    await lockRecord(req, 'auth-requests', request.id)
    const current = await findRequest(req, id)
    if (current.status !== 'Pending') throw new AppError(409, REVIEW_MSG.alreadyDecided)
    const proposed = { ...((current.snapshot ?? {}) as Record<string, unknown>), ...contentOf(decision.content ?? {}) }
    if (gone) {
      // Only the request is closed.
    } else if (decision.status === 'Approved') {
      await req.payload.update({
        collection: collection.slug,
        id: request.documentId,
        data: { ...proposed, _status: 'published', status: 'Published', reviewComment: null },
        draft: false,
        depth: 0,
        overrideAccess: true,
        req,
      })
    } else {
      await req.payload.update({
        collection: collection.slug,
        id: request.documentId,
        data: { status: 'Returned', reviewComment: reason },
        draft: true,
        depth: 0,
        overrideAccess: true,
        req,
      })
    }
    const decided = await req.payload.update({
      collection: 'auth-requests',
      id: request.id,
      data: {
        status: decision.status,
        reason,
        reviewedBy: String(req.user?.id),
        ...(decision.status === 'Approved' ? { snapshot: proposed } : {}),
      },
      depth: 1,
      overrideAccess: true,
      req,
    })
    return toReviewRequestView(decided)
  })
}
