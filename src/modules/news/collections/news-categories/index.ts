import { categoryCollection } from '../../../../crud/category'

/** News categories (spec doc 2 §3 "Category"): guarded by the news flags. */
export const NewsCategories = categoryCollection({
  slug: 'news-categories',
  singular: '最新消息分類',
  plural: '最新消息分類',
  flagPrefix: 'news',
})
