import { defineModule } from '@/modules/define'
import { AuthRequests } from './collections/auth-requests'
import { reviewEndpoints } from './endpoints'
import { reviewManifest } from './manifest'
import { notifyReviewersTask } from './notifyJob'

/**
 * 審核: the review requests, their back-office calls, and the job that mails the reviewers (run
 * from the mail module's queue). The content collections under review wrap themselves in
 * `withReviewWorkflow` (the collections reviewed are the manifests' `review` entries, so this
 * module imports none of them).
 */
export const reviewModule = defineModule(reviewManifest, {
  collections: [AuthRequests],
  endpoints: reviewEndpoints,
  tasks: [notifyReviewersTask],
  adminViews: {
    reviewManagement: {
      Component: '/modules/review/admin/ReviewView#ReviewView',
      path: '/review-management',
      exact: true,
      meta: { title: '審核管理' },
    },
  },
})

export { withReviewWorkflow } from './workflow'
export { type PreviewSlug, previewFlag } from './preview'
export {
  REVIEWED_COLLECTIONS,
  type ReviewModule,
  type ReviewedCollection,
  type ReviewedSlug,
  needsReview,
  reviewedByModule,
} from './reviewed'
export { REVIEW_MSG } from './messages'
export { NOTIFY_REVIEWERS_TASK, type ReviewStatus } from './service'
export { notifyReviewersTask } from './notifyJob'
export { AUTH_REQUEST_STATUS_LABEL, AUTH_REQUEST_MODULE_LABEL } from './labels'
