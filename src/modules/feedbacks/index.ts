import { defineModule } from '../define'
import { FeedbackCategories } from './collections/feedback-categories'
import { Feedbacks } from './collections/feedbacks'
import { feedbacksManifest } from './manifest'

/** 意見回饋管理: visitors' feedback cases and their categories (spec doc 2 §3). */
export const feedbacksModule = defineModule(feedbacksManifest, {
  collections: [Feedbacks, FeedbackCategories],
})
