import type { CollectionSlug } from 'payload'

import { type SessionUser, can } from '@/access/can'
import { type Flag, flagAt } from '@/access/catalog'
import type { AUTH_REQUEST_MODULE_LABEL } from './labels'
import type { ReviewSpec } from '@/modules/define'
import { MANIFESTS, type Manifest } from '@/modules/manifests'

/**
 * The collections under the review workflow, derived from the modules'
 * manifests (their `review` entries): no module is listed here by hand, and this module never
 * imports the modules it reviews. Pure data and a permission check: safe for server components
 * and for the content collections that wrap themselves in the workflow (src/modules/review/workflow.ts).
 */

export type ReviewModule = keyof typeof AUTH_REQUEST_MODULE_LABEL

export type ReviewedCollection = {
  slug: CollectionSlug
  /** The module name a review request stores (auth-requests `module`). */
  module: ReviewModule
  /** The flag that puts a user's publishing under review. */
  reviewFlag: Flag
  /** The field that names a document in lists and mails. */
  titleField: string
}

type ReviewEntry = Manifest extends infer M ? (M extends { readonly review: readonly (infer R)[] } ? R : never) : never

/** The slugs of the reviewed collections, as the manifests declare them (`news`, `faq`, `pages`). */
export type ReviewedSlug = ReviewEntry extends { readonly collection: infer S extends string } ? S : never

/** The collections under review, by slug. */
export const REVIEWED_COLLECTIONS: Readonly<Record<ReviewedSlug, ReviewedCollection>> = Object.freeze(
  Object.fromEntries(
    MANIFESTS.flatMap((manifest): readonly ReviewSpec[] => ('review' in manifest ? manifest.review : [])).map(
      (entry) => [
        entry.collection,
        {
          slug: entry.collection as CollectionSlug,
          module: entry.module as ReviewModule,
          reviewFlag: flagAt(entry.flag),
          titleField: entry.titleField,
        },
      ],
    ),
  ) as Record<ReviewedSlug, ReviewedCollection>,
)

/** The reviewed collection whose requests carry this module name, if any. */
export const reviewedByModule = (module: string): ReviewedCollection | undefined =>
  Object.values(REVIEWED_COLLECTIONS).find((entry) => entry.module === module)

/** The user's publishing of this collection needs a reviewer. */
export const needsReview = (user: SessionUser, collection: ReviewedCollection): boolean =>
  can(user, collection.reviewFlag)
