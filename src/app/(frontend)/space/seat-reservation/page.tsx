import type { Metadata } from 'next'
import React from 'react'

import { LIBRARY_TIME_ZONE } from '@/lib/timeZone'
import { Breadcrumbs } from '@/components/public/Breadcrumbs'
import { ReservationBoard } from '@/modules/reservations/client'
import { dayIn, readBoardSettings } from '@/modules/reservations/pages'
import '@/modules/reservations/public/reservations.css'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: '座位預約' }

/** /space/seat-reservation: reading-room and lab seats, free slots by day or week, and booking one. */
export default async function SeatReservationPage() {
  const settings = await readBoardSettings('seat')
  return (
    <section aria-labelledby="seat-reservation-title" className="resv-page">
      <Breadcrumbs items={[{ label: '讀者服務' }, { label: '座位預約' }]} />
      <h1 id="seat-reservation-title">座位預約</h1>
      <p className="resv-mine-link">
        已預約？<a href="/space/my-reservations">查看或取消我的預約</a>
      </p>
      <ReservationBoard
        initialSettings={settings}
        page="seat"
        timeZone={LIBRARY_TIME_ZONE}
        today={dayIn(Date.now(), LIBRARY_TIME_ZONE)}
      />
    </section>
  )
}
