import type { CollectionConfig } from 'payload'

import { FLAGS } from '@/access'
import { categoryCollection } from '@/crud/category'
import { PUBLIC_TAGS, expirePublicAfterChange, expirePublicAfterDelete } from '@/lib/publicCache'

/** Feedback categories: feedback has no delete flag, so edit deletes. The public form lists them. */
export const FeedbackCategories: CollectionConfig = {
  ...categoryCollection({
    slug: 'feedback-categories',
    singular: '意見回饋分類',
    plural: '意見回饋分類',
    flags: FLAGS.feedbacks,
    deleteFlag: FLAGS.feedbacks.edit,
  }),
  hooks: {
    afterChange: [expirePublicAfterChange(PUBLIC_TAGS.feedback)],
    afterDelete: [expirePublicAfterDelete(PUBLIC_TAGS.feedback)],
  },
}
