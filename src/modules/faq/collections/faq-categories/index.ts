import { categoryCollection } from '../../../../crud/category'

/** FAQ categories (spec doc 2 §3 "Category"): guarded by the FAQ flags. */
export const FaqCategories = categoryCollection({
  slug: 'faq-categories',
  singular: '常見問題分類',
  plural: '常見問題分類',
  flagPrefix: 'faq',
})
