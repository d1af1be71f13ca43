import type { Metadata } from 'next'
import React from 'react'

import { LIBRARY_TIME_ZONE } from '@/lib/timeZone'
import { Breadcrumbs } from '@/components/public/Breadcrumbs'
import { ReservationBoard } from '@/modules/reservations/client'
import { dayIn, readBoardSettings } from '@/modules/reservations/pages'
import '@/modules/reservations/public/reservations.css'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: '空間預約' }

/** /space/room-reservation: rooms, free slots by day or week, single and (when open) recurring bookings. */
export default async function RoomReservationPage() {
  const settings = await readBoardSettings('room')
  return (
    <section aria-labelledby="room-reservation-title" className="resv-page">
      <Breadcrumbs items={[{ label: '讀者服務' }, { label: '空間預約' }]} />
      <h1 id="room-reservation-title">空間預約</h1>
      <p className="resv-mine-link">
        已預約？<a href="/space/my-reservations">查看或取消我的預約</a>
      </p>
      <ReservationBoard
        initialSettings={settings}
        page="room"
        timeZone={LIBRARY_TIME_ZONE}
        today={dayIn(Date.now(), LIBRARY_TIME_ZONE)}
      />
    </section>
  )
}
