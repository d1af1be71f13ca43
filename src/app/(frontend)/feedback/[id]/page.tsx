import type { Metadata } from 'next'
import React from 'react'

import { LIBRARY_TIME_ZONE } from '@/lib/timeZone'
import { MAX_PHOTO_MB } from '@/modules/feedbacks'
import { FeedbackTicket } from '@/modules/feedbacks/client'
import '@/modules/feedbacks/public/feedback.css'

export const dynamic = 'force-dynamic'

/** The link carries the ticket's key: never indexed, never sent on as a referrer. */
export const metadata: Metadata = {
  title: '意見回饋單',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
}

type Props = { params: Promise<{ id: string }> }

/**
 * /feedback/{id}?key=…: the visitor's ticket. The page itself holds nothing private; the
 * browser reads the key from the link and asks for the ticket with it (X-Access-Key).
 */
export default async function FeedbackTicketPage({ params }: Props) {
  const { id } = await params
  return (
    <div className="feedback-page">
      <nav aria-label="麵包屑" className="breadcrumbs">
        <a href="/">首頁</a> / <a href="/feedback/create">意見回饋</a> / <span aria-current="page">回饋單</span>
      </nav>
      <FeedbackTicket id={id} maxPhotoMb={MAX_PHOTO_MB} timeZone={LIBRARY_TIME_ZONE} />
    </div>
  )
}
