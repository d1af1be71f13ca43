import { PUBLIC_TAGS, cachedPublic } from '@/lib/publicCache'
import { publicPayload } from '@/lib/publicPayload'
import { todayKey } from '@/modules/opening'
import { publicNewsCategories, publicNewsItem, publicNewsList } from '@/modules/news'

/**
 * The news pages' reads, through the public cache (expired when news change; keyed by the
 * library's day because display windows open and close with the date).
 */
export const readNewsPage = cachedPublic(
  'news:list',
  [PUBLIC_TAGS.news],
  async (_day: string, page: number, limit: number, categoryId?: string) =>
    publicNewsList(await publicPayload(), { page, limit }, categoryId),
)

export const readNewsCategories = cachedPublic('news:categories', [PUBLIC_TAGS.news], async () =>
  publicNewsCategories(await publicPayload()),
)

/** One published news item in its window, or null. */
export const readNewsItem = cachedPublic('news:item', [PUBLIC_TAGS.news], async (_day: string, id: string) => {
  try {
    return await publicNewsItem(await publicPayload(), id)
  } catch {
    return null
  }
})

export const today = (): string => todayKey()
