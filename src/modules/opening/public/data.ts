import { PUBLIC_TAGS, cachedPublic } from '@/lib/publicCache'
import { publicPayload } from '@/lib/publicPayload'
import { publicCalendar, publicOpeningDay, publicOpeningSettings } from '@/modules/opening'

/** The /opening page's reads, through the public data cache (expired when opening data changes). */

export const readCalendar = cachedPublic(
  'modules:calendar',
  [PUBLIC_TAGS.opening],
  async (year: number, month: number) => publicCalendar(await publicPayload(), year, month),
)

export const readOpeningDay = cachedPublic('modules:opening-day', [PUBLIC_TAGS.opening], async (day: string) =>
  publicOpeningDay(await publicPayload(), day),
)

export const readOpeningSettings = cachedPublic('modules:opening-settings', [PUBLIC_TAGS.opening], async () =>
  publicOpeningSettings(await publicPayload()),
)
