import { FLAGS } from '../../../../access'
import { categoryCollection } from '../../../../crud/category'

/** Feedback categories (spec doc 2 §3 "Category"): feedback has no delete flag, so edit deletes. */
export const FeedbackCategories = categoryCollection({
  slug: 'feedback-categories',
  singular: '意見回饋分類',
  plural: '意見回饋分類',
  flags: FLAGS.feedbacks,
  deleteFlag: FLAGS.feedbacks.edit,
})
