import type { Metadata } from 'next'
import React from 'react'

import { LIBRARY_TIME_ZONE } from '@/lib/timeZone'
import { Breadcrumbs } from '@/components/public/Breadcrumbs'
import { MyReservations } from '@/modules/reservations/client'
import '@/modules/reservations/public/reservations.css'

export const dynamic = 'force-dynamic'

type Props = { searchParams: Promise<{ key?: string | string[] }> }

/**
 * The page itself (a sign-in form) may be found by search engines; a mailed link carries a
 * one-time key (`?key=`): that address is never indexed. Neither is ever sent on as a referrer.
 */
export const generateMetadata = async ({ searchParams }: Props): Promise<Metadata> => ({
  title: '我的預約',
  referrer: 'no-referrer',
  ...((await searchParams).key !== undefined ? { robots: { index: false, follow: false } } : {}),
})

/**
 * /space/my-reservations: a patron's own bookings. The page holds
 * nothing private; the browser signs in or opens the mailed link and lists the bookings.
 */
export default function MyReservationsPage() {
  return (
    <section aria-labelledby="my-reservations-title" className="resv-page resv-page--narrow">
      <Breadcrumbs items={[{ label: '讀者服務' }, { label: '我的預約' }]} />
      <h1 id="my-reservations-title">我的預約</h1>
      <MyReservations timeZone={LIBRARY_TIME_ZONE} />
    </section>
  )
}
