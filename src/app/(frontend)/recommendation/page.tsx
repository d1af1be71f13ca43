import type { Metadata } from 'next'
import React from 'react'

import { BlockRenderer } from '@/components/blocks/BlockRenderer'
import { publicPayload } from '@/lib/publicPayload'
import { questionnaireOf } from '@/modules/recommendations'
import { RecommendationForm } from '@/modules/recommendations/client'
import '@/modules/recommendations/public/recommendation.css'

// Rendered for each signed-in visitor; anonymous visitors get it from the kept pages (src/lib/keptPages.ts):
// its HTML is the same for everyone, what a visitor types stays in the browser.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: '資源推薦' }

/** /recommendation: the recommendation questionnaire, the respondent with the account check, and the answers. */
export default async function RecommendationPage() {
  const questionnaire = await questionnaireOf(await publicPayload())
  const title = questionnaire.title || '資源推薦'
  return (
    <div className="recommendation-page">
      <nav aria-label="麵包屑" className="breadcrumbs">
        <a href="/">首頁</a> / <span aria-current="page">資源推薦</span>
      </nav>
      <h1>{title}</h1>
      {questionnaire.description ? <p className="recommendation-intro">{questionnaire.description}</p> : null}
      {questionnaire.blocks.length > 0 ? <BlockRenderer blocks={questionnaire.blocks} /> : null}
      {questionnaire.questionGroups.length === 0 ? (
        <p className="empty">目前暫無資料</p>
      ) : (
        <RecommendationForm groups={questionnaire.questionGroups} />
      )}
    </div>
  )
}
