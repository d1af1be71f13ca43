import type { Payload } from 'payload'

import { newAccessKey } from '@/lib/accessKey'
import { todayKey, weekdayOf } from '@/modules/opening'
import { addDays, libraryInstant } from './slots'

/**
 * Demo spaces: two discussion rooms booked as a whole, a reading room with seats
 * 1–20, a computer lab whose six seats are the lab seats; the limits of both kinds; and a few
 * bookings in the coming days so the day views show something. The demo bookings' keys are
 * thrown away (only staff open them).
 */

const context = { seed: true }

/** The next `count` days after today on which the demo opening hours (Monday–Saturday) are open. */
const openDaysAhead = (count: number): string[] => {
  const days: string[] = []
  for (let offset = 1; days.length < count && offset < 30; offset += 1) {
    const day = addDays(todayKey(), offset)
    // The demo calendar closes on Sundays and on the 7th and 21st day from today (src/modules/opening/seed.ts).
    if (weekdayOf(day) !== 'Sunday' && offset !== 7 && offset !== 21) days.push(day)
  }
  return days
}

const at = (day: string, hour: number, minute = 0): string => libraryInstant(day, hour * 60 + minute).toISOString()

export const seedReservations = async (payload: Payload): Promise<void> => {
  await payload.updateGlobal({
    slug: 'seat-reservation-settings',
    data: {
      seatsMaximumReservationDays: 7,
      seatsMinimumReservationMinutes: 30,
      multiplierForSeatsMinimumReservationMinutes: 2,
      seatsMaximumWeeklyReservationMinutes: 600,
      seatsStartDelayMinutes: 15,
      seatsEndDelayMinutes: 0,
      seatsAllowedExternalReservationCount: 5,
      seatsReservationDescription:
        '閱覽室與電腦實驗室座位開放本院同仁及外部人士預約，每次以 1 小時為單位，每人每週最多 10 小時。請於預約時段開始前後 15 分鐘內至櫃台報到，逾時將釋出座位。',
    },
    context,
    overrideAccess: true,
  })
  await payload.updateGlobal({
    slug: 'room-reservation-settings',
    data: {
      roomsMaximumReservationDays: 30,
      roomsMinimumReservationMinutes: 30,
      multiplierForRoomsMinimumReservationMinutes: 2,
      roomsMaximumWeeklyReservationMinutes: 480,
      roomsStartDelayMinutes: 15,
      roomsEndDelayMinutes: 0,
      roomsAllowedExternalReservationCount: 3,
      roomsReservationDescription:
        '討論室供 2–8 人小組討論、讀書會與教學使用，每次以 1 小時為單位，每人每週最多 8 小時。可申請每週固定時段的週期性預約。',
      roomsRecurrenceReservationIsOpen: true,
    },
    context,
    overrideAccess: true,
  })

  const room = async (data: { name: string; description: string; isLab?: boolean }) =>
    payload.create({ collection: 'rooms', data: { ...data, enabled: true }, context, overrideAccess: true })
  const roomA = await room({ name: '討論室 A', description: '可容納 6 人，備有白板與 65 吋螢幕（HDMI）。' })
  const roomB = await room({ name: '討論室 B', description: '可容納 8 人，備有白板、投影機與視訊會議設備。' })
  const reading = await room({ name: '閱覽室', description: '安靜閱讀區，座位皆附插座與檯燈。' })
  const lab = await room({ name: '電腦實驗室', description: '6 部電腦，已安裝統計與文獻管理軟體。', isLab: true })
  const seats: string[] = []
  for (let n = 1; n <= 20; n += 1) {
    seats.push(
      String(
        (
          await payload.create({
            collection: 'seats',
            data: { roomId: reading.id, number: String(n), enabled: true },
            context,
            overrideAccess: true,
          })
        ).id,
      ),
    )
  }
  const labSeats: string[] = []
  for (let n = 1; n <= 6; n += 1) {
    labSeats.push(
      String(
        (
          await payload.create({
            collection: 'seats',
            data: { roomId: lab.id, number: String(n), enabled: true },
            context,
            overrideAccess: true,
          })
        ).id,
      ),
    )
  }

  const [first, second, third] = openDaysAhead(3) as [string, string, string]
  const patron = {
    phoneNumber: '0912-345-678',
    primaryDepartment: '醫學教育部',
    isExternal: false,
    status: 'Reserved' as const,
  }
  const bookings = [
    {
      kind: 'Room' as const,
      roomId: roomA.id,
      startDate: at(first, 10),
      endDate: at(first, 12),
      name: '王小明',
      email: 'xiaoming.wang@hospital.example',
      username: 'xmwang',
      purpose: '住院醫師讀書會',
      userCount: 5,
    },
    {
      kind: 'Room' as const,
      roomId: roomB.id,
      startDate: at(second, 14),
      endDate: at(second, 15),
      name: '李美華',
      email: 'meihua.li@hospital.example',
      username: 'mhlee',
      purpose: '實證醫學小組討論',
      userCount: 4,
    },
    {
      kind: 'Seat' as const,
      roomId: reading.id,
      seatId: seats[0],
      startDate: at(first, 9),
      endDate: at(first, 11),
      name: '陳怡君',
      email: 'visitor@example.com',
      isExternal: true,
    },
    {
      kind: 'Seat' as const,
      roomId: reading.id,
      seatId: seats[4],
      startDate: at(second, 13),
      endDate: at(second, 14),
      name: '林志豪',
      email: 'zhihao.lin@hospital.example',
      username: 'zhlin',
    },
    {
      kind: 'Seat' as const,
      roomId: lab.id,
      seatId: labSeats[1],
      startDate: at(third, 10),
      endDate: at(third, 12),
      name: '張雅婷',
      email: 'yating.chang@hospital.example',
      username: 'ytchang',
      purpose: '統計軟體分析',
    },
  ]
  for (const booking of bookings) {
    await payload.create({
      collection: 'reservations',
      data: { ...patron, ...booking, accessKeyHash: newAccessKey().hash },
      context,
      overrideAccess: true,
    })
  }
}
