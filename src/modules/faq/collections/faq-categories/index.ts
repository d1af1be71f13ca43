import type { CollectionConfig } from 'payload'

import { FLAGS } from '@/access'
import { categoryCollection } from '@/crud/category'
import { PUBLIC_TAGS, expirePublicAfterChange, expirePublicAfterDelete } from '@/lib/publicCache'

/** FAQ categories: guarded by the FAQ flags. */
export const FaqCategories: CollectionConfig = {
  ...categoryCollection({
    slug: 'faq-categories',
    singular: '常見問題分類',
    plural: '常見問題分類',
    flags: FLAGS.faq,
  }),
  hooks: {
    afterChange: [expirePublicAfterChange(PUBLIC_TAGS.faq)],
    afterDelete: [expirePublicAfterDelete(PUBLIC_TAGS.faq)],
  },
}
