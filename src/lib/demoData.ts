import type { CollectionSlug, Payload } from 'payload'

import { todayKey } from './timeZone'

/**
 * Small helpers of the modules' demo seeds (src/modules/<m>/seed.ts): each seed is a plain
 * function that leaves a collection with data alone, so calling it twice adds nothing.
 */

/** A text block of the page builder. */
export const paragraph = (html: string) => ({
  className: '',
  elements: [{ tagName: 'p', className: '', context: html }],
})

/**
 * `YYYY-MM-DD` of the library's today plus `offset` days. The library's day, not UTC's: between
 * midnight in Taipei and midnight UTC the two differ, and a demo closure "a week ahead" fell a day
 * early (six days ahead) for the eight hours of each night.
 */
export const dayFromToday = (offset: number): string => {
  const date = new Date(`${todayKey()}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + offset)
  return date.toISOString().slice(0, 10)
}

export const isEmpty = async (payload: Payload, collection: CollectionSlug): Promise<boolean> =>
  (await payload.count({ collection, overrideAccess: true })).totalDocs === 0
