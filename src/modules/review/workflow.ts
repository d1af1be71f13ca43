import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeChangeHook,
  CollectionBeforeOperationHook,
  CollectionConfig,
  TextareaField,
} from 'payload'

import { userOf } from '@/access'
import { type ReviewedCollection, needsReview } from './reviewed'
import { openReviewRequest } from './service'

/**
 * The review workflow on a content collection: Payload drafts keep the
 * published document what the public sees while the next version is edited or reviewed, and
 * three hooks apply the rules of src/modules/review/service.ts to every save — admin screens, the
 * HTTP contract and the local API alike:
 * - beforeOperation: a user under review who asks to publish saves a draft instead;
 * - beforeChange: `status` follows what happened (Published, Drafting, Reviewing);
 * - afterChange: a draft submitted for review opens (or renews) the Pending review request.
 * A reviewer's decision (src/modules/review/service.ts) marks the request context and passes through.
 */

const submittedKey = (collection: ReviewedCollection) => `reviewSubmitted:${collection.slug}`

const gate =
  (collection: ReviewedCollection): CollectionBeforeOperationHook =>
  ({ args, operation, req }) => {
    if (operation !== 'create' && operation !== 'update') return args
    if (req.context?.reviewDecision) return args
    const data = (args.data ?? {}) as Record<string, unknown>
    const publishing = !args.draft || data._status === 'published'
    if (publishing && needsReview(userOf(req), collection)) {
      req.context[submittedKey(collection)] = true
      return { ...args, draft: true, data: { ...data, _status: 'draft', status: 'Reviewing' } }
    }
    return { ...args, data: { ...data, _status: publishing ? 'published' : 'draft' } }
  }

const syncStatus =
  (collection: ReviewedCollection): CollectionBeforeChangeHook =>
  ({ data, req }) => {
    if (req.context?.reviewDecision) return data
    if (req.context?.[submittedKey(collection)]) return { ...data, status: 'Reviewing' }
    if (data._status === 'published') return { ...data, status: 'Published', reviewComment: null }
    return { ...data, status: 'Drafting' }
  }

const openRequest =
  (collection: ReviewedCollection): CollectionAfterChangeHook =>
  async ({ doc, req }) => {
    const key = submittedKey(collection)
    if (!req.context?.[key]) return doc
    delete req.context[key]
    await openReviewRequest(req, collection, doc as Record<string, unknown>)
    return doc
  }

/**
 * Deleting content under review withdraws its Pending requests in the same transaction:
 * a request for content that is gone could be neither approved nor rejected.
 */
const withdrawRequests =
  (collection: ReviewedCollection): CollectionAfterDeleteHook =>
  async ({ id, req }) => {
    await req.payload.delete({
      collection: 'auth-requests',
      where: {
        and: [
          { module: { equals: collection.module } },
          { documentId: { equals: String(id) } },
          { status: { equals: 'Pending' } },
        ],
      },
      overrideAccess: true,
      req,
    })
  }

/** The reviewer's reason for returning the content, shown to its author. */
const reviewCommentField: TextareaField = {
  name: 'reviewComment',
  label: '審核意見',
  type: 'textarea',
  admin: {
    position: 'sidebar',
    readOnly: true,
    condition: (data) => Boolean(data?.reviewComment),
    description: '審核人退回時填寫的原因。',
  },
}

/**
 * Add drafts, the workflow hooks and the review comment to a content collection:
 * `withReviewWorkflow(config, REVIEWED_COLLECTIONS.news)` (the entry its manifest declares).
 */
export const withReviewWorkflow = (config: CollectionConfig, collection: ReviewedCollection): CollectionConfig => ({
  ...config,
  // Drafts are validated too: the spec's required fields hold for every save.
  versions: { drafts: { validate: true }, maxPerDoc: 50 },
  access: { ...config.access, readVersions: config.access?.read },
  admin: {
    ...config.admin,
    // Payload live preview: the public site's renderer shows the document as it is typed.
    livePreview: { url: ({ data }) => `/preview/${config.slug}${data?.id ? `?id=${String(data.id)}` : ''}` },
    components: {
      ...config.admin?.components,
      edit: {
        ...config.admin?.components?.edit,
        PublishButton: {
          path: '/modules/review/admin/PublishButton#ReviewAwarePublishButton',
          serverProps: { reviewFlag: collection.reviewFlag },
        },
      },
    },
  },
  fields: [
    ...config.fields.map((field) =>
      'name' in field && field.name === 'status' && field.type === 'select'
        ? { ...field, admin: { ...field.admin, readOnly: true, description: '由發布或送審動作自動設定。' } }
        : field,
    ),
    reviewCommentField,
  ],
  hooks: {
    ...config.hooks,
    beforeOperation: [...(config.hooks?.beforeOperation ?? []), gate(collection)],
    beforeChange: [...(config.hooks?.beforeChange ?? []), syncStatus(collection)],
    afterChange: [...(config.hooks?.afterChange ?? []), openRequest(collection)],
    afterDelete: [...(config.hooks?.afterDelete ?? []), withdrawRequests(collection)],
  },
})
