import type { Metadata } from 'next'
import React from 'react'

import { LIBRARY_TIME_ZONE } from '@/lib/timeZone'
import { Breadcrumbs } from '@/components/public/Breadcrumbs'
import { ReservationDetail } from '@/modules/reservations/client'
import '@/modules/reservations/public/reservations.css'

export const dynamic = 'force-dynamic'

/** The link carries the booking's key: never indexed, never sent on as a referrer. */
export const metadata: Metadata = {
  title: '預約資料',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
}

type Props = { params: Promise<{ id: string }> }

/**
 * /space/reservation/{id}?key=…: the mailed link. The page holds nothing private; the browser
 * reads the key from the link and asks for the booking with it.
 */
export default async function ReservationDetailPage({ params }: Props) {
  const { id } = await params
  return (
    <section className="resv-page resv-page--narrow">
      <Breadcrumbs items={[{ label: '讀者服務' }, { label: '預約資料' }]} />
      <ReservationDetail id={id} timeZone={LIBRARY_TIME_ZONE} />
    </section>
  )
}
