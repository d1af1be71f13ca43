import { type Payload, createLocalReq } from 'payload'

import type { ContractRecord } from '@/crud/contentCrud'
import { inDisplayWindow } from '@/crud/displayWindow'
import { listCarousels } from './service'

/**
 * What an anonymous visitor may see of the home carousel: enabled
 * items inside their display window only, in play order, and how they play.
 */

type Windowed = { enabled?: boolean | null; startDate?: string | null; endDate?: string | null }

/** Shown at `now`: enabled and inside its display window (`inDisplayWindow`, one rule with the queries). */
export const isShownAt = (item: Windowed, now: Date): boolean => item.enabled === true && inDisplayWindow(item, now)

export type PublicCarousels = { items: ContractRecord[]; settings: { speed: number; size: string } }

/** GET /public/carousels: enabled items inside their window, in play order, and how they play. */
export const publicCarousels = async (payload: Payload, now = new Date()): Promise<PublicCarousels> => {
  const req = await createLocalReq({}, payload)
  const [items, settings] = await Promise.all([
    listCarousels(req, { overrideAccess: true }),
    payload.findGlobal({ slug: 'carousel-settings', depth: 0, overrideAccess: true }),
  ])
  return {
    items: items.filter((item) => isShownAt(item as Windowed, now)),
    settings: { speed: settings.speed, size: settings.size },
  }
}
