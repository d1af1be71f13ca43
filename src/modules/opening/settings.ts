import type { PayloadRequest } from 'payload'

import type { OpeningSetting } from '@/payload-types'
import { WEEKDAYS } from './calendar'
import type { OpeningSettingsInput } from './schemas'

/**
 * The weekly opening rule and the temporary announcement banner: the `opening-settings` global.
 */

export type OpeningAccess = { overrideAccess?: boolean }

/** The weekly rule and banner of the `opening-settings` global. */
export const readOpeningSettings = (req: PayloadRequest, access: OpeningAccess = {}): Promise<OpeningSetting> =>
  req.payload.findGlobal({ slug: 'opening-settings', depth: 0, overrideAccess: access.overrideAccess ?? false, req })

/** The settings as the contract answers them (`_id` null until first saved). */
export const openingSettingsRecord = (doc: OpeningSetting) => ({
  _id: doc.id === undefined || doc.id === null ? null : String(doc.id),
  openingTime: doc.openingTime ?? null,
  closingTime: doc.closingTime ?? null,
  openingDays: WEEKDAYS.filter((day) => (doc.openingDays ?? []).includes(day)),
  temporaryAnnouncement: doc.temporaryAnnouncement ?? null,
  temporaryLinkUrl: doc.temporaryLinkUrl ?? null,
  temporaryImageUrl: doc.temporaryImageUrl ?? null,
  backgroundColor: doc.backgroundColor ?? null,
  textColor: doc.textColor ?? null,
  updatedAt: doc.updatedAt ?? null,
})

/** GET /shennong/opening-dates-settings. */
export const getOpeningSettings = async (req: PayloadRequest) => openingSettingsRecord(await readOpeningSettings(req))

/** POST /shennong/opening-dates-settings: fields left out keep their value; null clears one. */
export const saveOpeningSettings = async (req: PayloadRequest, input: OpeningSettingsInput) => {
  const data = Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== undefined),
  ) as Partial<OpeningSetting>
  return openingSettingsRecord(
    await req.payload.updateGlobal({ slug: 'opening-settings', data, depth: 0, overrideAccess: false, req }),
  )
}
