import { PUBLIC_TAGS, cachedPublic } from '@/lib/publicCache'
import { publicPayload } from '@/lib/publicPayload'
import { type PublicFaq, publicFaqInfra, publicFaqItem, publicFaqSearchIndex } from '@/modules/faq'

/**
 * The FAQ pages' data, read through the public cache (src/lib/publicCache.ts) under the FAQ tag:
 * entries, categories and the FAQ tree expire it when they change. Searches filter the cached
 * index in memory, so a visitor's keyword never becomes a cache entry of its own.
 */

export const readFaqInfra = cachedPublic('faq:infra', [PUBLIC_TAGS.faq], async () =>
  publicFaqInfra(await publicPayload()),
)

export const readFaqSearchIndex = cachedPublic('faq:search-index', [PUBLIC_TAGS.faq], async () =>
  publicFaqSearchIndex(await publicPayload()),
)

const readFaqItem = cachedPublic('faq:item', [PUBLIC_TAGS.faq], async (id: string): Promise<PublicFaq> =>
  publicFaqItem(await publicPayload(), id),
)

/** One published entry, or null. Only ids of the cached index are read (and cached). */
export const readFaq = async (id: string): Promise<PublicFaq | null> => {
  const index = await readFaqSearchIndex()
  const known = index.find((entry) => entry._id === id.toLowerCase())
  return known ? readFaqItem(known._id) : null
}
