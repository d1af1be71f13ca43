import type { PayloadRequest } from 'payload'
import type { z } from 'zod'

import type { RoomReservationSetting, SeatReservationSetting } from '@/payload-types'
import type { roomSettingsSchema, seatSettingsSchema } from './schemas'

/** The seat and room reservation settings (globals), read and saved by staff. */

const settingsRecord = (doc: SeatReservationSetting | RoomReservationSetting) => {
  const { id, ...rest } = doc
  return { _id: id === undefined || id === null ? null : String(id), ...rest }
}

export const getSeatSettings = async (req: PayloadRequest) =>
  settingsRecord(
    await req.payload.findGlobal({ slug: 'seat-reservation-settings', depth: 0, overrideAccess: true, req }),
  )

export const getRoomSettings = async (req: PayloadRequest) =>
  settingsRecord(
    await req.payload.findGlobal({ slug: 'room-reservation-settings', depth: 0, overrideAccess: true, req }),
  )

export const saveSeatSettings = async (req: PayloadRequest, input: z.infer<typeof seatSettingsSchema>) =>
  settingsRecord(
    await req.payload.updateGlobal({
      slug: 'seat-reservation-settings',
      data: input,
      depth: 0,
      overrideAccess: true,
      req,
    }),
  )

export const saveRoomSettings = async (req: PayloadRequest, input: z.infer<typeof roomSettingsSchema>) =>
  settingsRecord(
    await req.payload.updateGlobal({
      slug: 'room-reservation-settings',
      data: input,
      depth: 0,
      overrideAccess: true,
      req,
    }),
  )
