import { defineModule } from '@/modules/define'
import { FeedbackCategories } from './collections/feedback-categories'
import { Feedbacks } from './collections/feedbacks'
import { feedbackEndpoints } from './endpoints'
import { mailVisitorTask, notifyStaffTask } from './jobs'
import { feedbacksManifest } from './manifest'
import { feedbackPublicEndpoints } from './publicEndpoints'

/**
 * 意見回饋管理: visitors' feedback tickets and their categories, the back-office
 * calls, the visitor's key-guarded calls and photo uploads, and the queued feedback mails.
 */
export const feedbacksModule = defineModule(feedbacksManifest, {
  collections: [Feedbacks, FeedbackCategories],
  endpoints: [...feedbackEndpoints, ...feedbackPublicEndpoints],
  tasks: [mailVisitorTask, notifyStaffTask],
  // Its demo data (seed.ts), loaded only when the demo seed runs.
  seed: async (payload) => (await import('./seed')).seedFeedbacks(payload),
})

export { type PublicFeedbackCategory, publicFeedbackCategories } from './public'
export { type PublicTicket } from './service'
export { FEEDBACK_STATUSES, type FeedbackStatus, nextStatus } from './status'
export { MAX_PHOTO_MB } from './photos'
export { FEEDBACK_MSG } from './messages'
export { FEEDBACK_STATUS_LABEL, FEEDBACK_AUTHOR_KIND_LABEL, FEEDBACK_SENDER_LABEL } from './labels'
