import { revalidateTag, unstable_cache } from 'next/cache'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'

import { publishExpiry } from './expiryBroadcast'
import { expirePublicReads } from './publicReadCache'
import type { PublicTag } from './publicTags'

/**
 * The public site's data cache (DESIGN.md §7): pages read through `cachedPublic`, so an
 * anonymous page view does not query the database each time; every content collection and
 * global expires its tag on change (`expirePublicAfterChange`, `expirePublicAfterDelete`,
 * `revalidatePublicGlobalHook`), so a publish shows at once.
 * Only data that is the same for every visitor is cached (never anything per signed-in user).
 */
export { PUBLIC_TAGS, type PublicTag } from './publicTags'

/** Cached entries are also refreshed hourly (display windows open and close with time). */
const REVALIDATE_SECONDS = 3600

/**
 * Next keeps its data cache on disk across restarts, but the database may not be the same one
 * (a restored backup, another DATABASE_URL, a test's fresh database): entries of an earlier run
 * must never answer. Each server process therefore keys its entries with its own boot id.
 */
const BOOT_ID = `${process.pid}-${Date.now().toString(36)}`

const outsideNext = (error: unknown): boolean =>
  error instanceof Error && /incrementalCache missing|static generation store missing/i.test(error.message)

/**
 * Wrap a read of public data in Next's data cache under `tags`. Outside a Next server (tests,
 * scripts) it simply reads. The result must be plain JSON.
 */
export const cachedPublic = <A extends unknown[], R>(
  name: string,
  tags: readonly PublicTag[],
  read: (...args: A) => Promise<R>,
) => {
  // One cached function per generation of its tags: an expiry told by another instance moves
  // the generation on, so the entries read before it are never answered again here.
  let current: { generation: string; cached: (...args: A) => Promise<R> } | undefined
  return async (...args: A): Promise<R> => {
    const generation = tags.map((tag) => generations.get(tag) ?? 0).join('.')
    if (current?.generation !== generation) {
      current = {
        generation,
        cached: unstable_cache(read, [BOOT_ID, name, generation], { tags: [...tags], revalidate: REVALIDATE_SECONDS }),
      }
    }
    try {
      return await current.cached(...args)
    } catch (error) {
      if (outsideNext(error)) return read(...args)
      throw error
    }
  }
}

/** Per tag, how many expiries other instances have told this one about (src/lib/expiryBroadcast.ts). */
const GENERATIONS_KEY = Symbol.for('shennong.publicCacheGenerations')
const generations: Map<PublicTag, number> = ((
  globalThis as unknown as Record<symbol, Map<PublicTag, number> | undefined>
)[GENERATIONS_KEY] ??= new Map())

/**
 * Apply an expiry another instance made (its content change): drop the kept answers and pages
 * here, and move the data cache's generation of each tag on. (Next's `revalidateTag` needs a
 * request of its own; the generation needs none.)
 */
export const expireFromElsewhere = (tags: readonly PublicTag[]): void => {
  for (const tag of tags) generations.set(tag, (generations.get(tag) ?? 0) + 1)
  expirePublicReads(tags)
}

/**
 * Expire public tags now (after content changes), here and, through Redis, on every other
 * instance. Outside a Next server there is no cache to
 * expire; during a page render (the demo seed runs on the first request) or inside a cached
 * read, Next refuses revalidation: there is nothing cached yet to expire then, and a content
 * change must never fail because of the cache, so such refusals are ignored.
 */
export const revalidatePublic = (tags: readonly PublicTag[]): void => {
  expirePublicReads(tags)
  // The other instances (REDIS_URL): they expire the same tags when the message arrives.
  publishExpiry(tags)
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch (error) {
      if (
        outsideNext(error) ||
        (error instanceof Error && /called during render|called inside a cached function/i.test(error.message))
      )
        continue
      throw error
    }
  }
}

/** The hook that expires the given tags whenever a global changes. */
export const revalidatePublicGlobalHook =
  (...tags: PublicTag[]): GlobalAfterChangeHook =>
  ({ doc }) => {
    revalidatePublic(tags)
    return doc
  }

/** A collection's afterChange hook that expires the given tags (declare it in the collection's own config). */
export const expirePublicAfterChange =
  (...tags: PublicTag[]): CollectionAfterChangeHook =>
  ({ doc }) => {
    revalidatePublic(tags)
    return doc
  }

/** A collection's afterDelete hook that expires the given tags. */
export const expirePublicAfterDelete =
  (...tags: PublicTag[]): CollectionAfterDeleteHook =>
  ({ doc }) => {
    revalidatePublic(tags)
    return doc
  }
