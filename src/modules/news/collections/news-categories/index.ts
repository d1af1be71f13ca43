import type { CollectionConfig } from 'payload'

import { FLAGS } from '@/access'
import { categoryCollection } from '@/crud/category'
import { PUBLIC_TAGS, expirePublicAfterChange, expirePublicAfterDelete } from '@/lib/publicCache'

/** News categories: guarded by the news flags. */
export const NewsCategories: CollectionConfig = {
  ...categoryCollection({
    slug: 'news-categories',
    singular: '最新消息分類',
    plural: '最新消息分類',
    flags: FLAGS.news,
  }),
  hooks: {
    afterChange: [expirePublicAfterChange(PUBLIC_TAGS.news)],
    afterDelete: [expirePublicAfterDelete(PUBLIC_TAGS.news)],
  },
}
