import type { Metadata } from 'next'
import React from 'react'

import { publicPayload } from '@/lib/publicPayload'
import { publicFeedbackCategories } from '@/modules/feedbacks'
import { FeedbackForm } from '@/modules/feedbacks/client'
import '@/modules/feedbacks/public/feedback.css'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: '意見回饋' }

/** /feedback/create: a visitor opens a feedback ticket. */
export default async function FeedbackCreatePage() {
  const categories = await publicFeedbackCategories(await publicPayload())
  return (
    <div className="feedback-page">
      <nav aria-label="麵包屑" className="breadcrumbs">
        <a href="/">首頁</a> / <span aria-current="page">意見回饋</span>
      </nav>
      <h1>意見回饋</h1>
      <p>
        歡迎提供您對圖書館的意見與建議。送出後，我們會寄一封含回饋單連結的信到您的電子郵件，您可透過該連結查看館員回覆。
      </p>
      <FeedbackForm categories={categories} />
    </div>
  )
}
