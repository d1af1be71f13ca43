import type { CollectionSlug, Payload } from 'payload'

/**
 * Small helpers of the modules' demo seeds (src/modules/<m>/seed.ts): each seed is a plain
 * function that leaves a collection with data alone, so calling it twice adds nothing.
 */

/** A text block of the page builder (spec doc 2 §3 "Page block"). */
export const paragraph = (html: string) => ({ className: '', elements: [{ tagName: 'p', className: '', context: html }] })

/** `YYYY-MM-DD` of today plus `offset` days (UTC). */
export const dayFromToday = (offset: number): string => {
  const date = new Date()
  date.setUTCDate(date.getUTCDate() + offset)
  return date.toISOString().slice(0, 10)
}

export const isEmpty = async (payload: Payload, collection: CollectionSlug): Promise<boolean> =>
  (await payload.count({ collection, overrideAccess: true })).totalDocs === 0
