import { PUBLIC_TAGS, cachedPublic } from '@/lib/publicCache'
import { publicPayload } from '@/lib/publicPayload'
import { type ReservationSettings, roomSettingsOf, seatSettingsOf } from '../rules'

/**
 * The booking rules a board shows before its free slots arrive (its intro, the hint line, the
 * recurrence choice), read on the server under the reservations tag (a settings save expires
 * it): the page renders them at once, so nothing above the grid moves when the slots load.
 */
export const readBoardSettings = cachedPublic(
  'reservations:settings',
  [PUBLIC_TAGS.reservations],
  async (page: 'seat' | 'room'): Promise<ReservationSettings> => {
    const payload = await publicPayload()
    return page === 'seat'
      ? seatSettingsOf(await payload.findGlobal({ slug: 'seat-reservation-settings', depth: 0, overrideAccess: true }))
      : roomSettingsOf(await payload.findGlobal({ slug: 'room-reservation-settings', depth: 0, overrideAccess: true }))
  },
)
