import { categoryCollection } from '../../../../crud/category'

/** Feedback categories (spec doc 2 §3 "Category"): feedback has no delete flag, so edit deletes. */
export const FeedbackCategories = categoryCollection({
  slug: 'feedback-categories',
  singular: '意見回饋分類',
  plural: '意見回饋分類',
  flagPrefix: 'feedbacks',
  deleteFlag: 'feedbacks__edit',
})
