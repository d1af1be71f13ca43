import type { Endpoint } from 'payload'

import { FLAGS } from '@/access'
import type { CrudSpec } from '@/crud/contentCrud'
import { crudEndpoints } from '@/crud/endpoints'

/** The back-office CRUD of news items (reviewed: drafts and the review workflow) and their categories. */
export const NEWS_SPEC = {
  slug: 'news',
  keywordFields: ['title', 'blockText'],
  filters: ['categoryId', 'status'],
  sort: ['-isPined', '-createdAt'],
  reviewed: true,
} as const satisfies CrudSpec

export const NEWS_CATEGORIES_SPEC = {
  slug: 'news-categories',
  keywordFields: ['name'],
  sort: ['sort', 'name'],
} as const satisfies CrudSpec

/** /shennong/news and /shennong/news-categories: query, one, save (POST or PUT), delete; the news flags. */
export const newsEndpoints: Endpoint[] = [
  ...crudEndpoints('news', NEWS_SPEC, FLAGS.news),
  ...crudEndpoints('news-categories', NEWS_CATEGORIES_SPEC, FLAGS.news),
]
