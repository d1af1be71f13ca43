import { defineModule } from '@/modules/define'
import { News } from './collections/news'
import { NewsCategories } from './collections/news-categories'
import { newsEndpoints } from './endpoints'
import { newsManifest } from './manifest'
import { newsPublicEndpoints } from './publicEndpoints'

/** 最新消息: news items (reviewed) and their categories, the back-office CRUD and the public reads. */
export const newsModule = defineModule(newsManifest, {
  collections: [News, NewsCategories],
  endpoints: [...newsEndpoints, ...newsPublicEndpoints],
  // Its demo data (seed.ts), loaded only when the demo seed runs.
  seed: async (payload) => (await import('./seed')).seedNews(payload),
})

export { type PublicNews, publicNewsCategories, publicNewsItem, publicNewsList } from './public'
