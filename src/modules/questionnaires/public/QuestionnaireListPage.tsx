import type { Metadata } from 'next'
import React from 'react'

import { BlockRenderer } from '@/components/blocks/BlockRenderer'
import { LIBRARY_TIME_ZONE } from '@/lib/timeZone'
import { fillState } from '../public'
import { Breadcrumbs } from '@/components/public/Breadcrumbs'
import '@/components/public/forms/forms.css'
import { readAnnouncement, readQuestionnaireList } from './questionnaireData'

export const questionnaireListMetadata: Metadata = { title: '問卷調查' }

const formatDate = (iso: string): string =>
  new Intl.DateTimeFormat('zh-TW', {
    timeZone: LIBRARY_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(iso))

/**
 * /questionnaire: the announcement (questionnaire-settings, edited at
 * questionnaire-management/announcement-page-content-edit), then the published questionnaires
 * shown in the list (isEnable), each with whether it is open now.
 */
export async function QuestionnaireListPage() {
  const [list, announcement] = await Promise.all([readQuestionnaireList(), readAnnouncement()])
  const now = new Date()
  return (
    <section aria-labelledby="questionnaire-title">
      <Breadcrumbs items={[{ label: '問卷調查' }]} />
      <h1 id="questionnaire-title">問卷調查</h1>
      <BlockRenderer blocks={announcement} className="questionnaire-announcement" />
      {list.data.length === 0 ? (
        <p className="empty">目前暫無資料</p>
      ) : (
        <ul className="questionnaire-list">
          {list.data.map((item) => {
            const state = fillState(item, now)
            return (
              <li key={item._id}>
                <h2>
                  <a href={`/questionnaire/${item._id}`}>{item.title}</a>
                </h2>
                {item.description ? <p>{item.description}</p> : null}
                <p className="meta">
                  {state.ok
                    ? `填答期間：${formatDate(state.round.start)} 至 ${formatDate(state.round.end)}`
                    : state.message}
                </p>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
