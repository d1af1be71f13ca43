import type { Metadata } from 'next'
import React from 'react'

import { publicPayload } from '@/lib/publicPayload'
import { LIBRARY_TIME_ZONE } from '@/lib/timeZone'
import { findForVisitor } from '../service'
import './recommendation.css'

export const recommendationStatusMetadata: Metadata = { title: '資源推薦進度', robots: { index: false, follow: false } }

export type RecommendationStatusProps = {
  params: Promise<{ id: string }>
  searchParams: Promise<{ key?: string | string[] }>
}

const one = (value: string | string[] | undefined): string =>
  (Array.isArray(value) ? (value[0] ?? '') : (value ?? '')).trim()

/** /recommendation/{id}?key=: the status, the library's reply and the visitor's own answers. A wrong key looks like a missing record. */
export async function RecommendationStatusPage({ params, searchParams }: RecommendationStatusProps) {
  const { id } = await params
  const key = one((await searchParams).key)
  const view = await findForVisitor(await publicPayload(), id, key)
  return (
    <div className="recommendation-page">
      <nav aria-label="麵包屑" className="breadcrumbs">
        <a href="/">首頁</a> / <a href="/recommendation">資源推薦</a> / <span aria-current="page">推薦進度</span>
      </nav>
      <h1>資源推薦進度</h1>
      {!view ? (
        <p className="empty" role="status">
          找不到這筆推薦。請確認您開啟的是確認信中的完整連結。
        </p>
      ) : (
        <>
          <dl className="recommendation-status">
            <dt>處理狀態</dt>
            <dd>
              <span className={`status-badge status-${view.status.toLowerCase()}`}>{view.statusLabel}</span>
            </dd>
            <dt>送出時間</dt>
            <dd>{new Date(view.createdAt).toLocaleString('zh-TW', { timeZone: LIBRARY_TIME_ZONE })}</dd>
            <dt>圖書館回覆</dt>
            <dd className="recommendation-reply">{view.repliedContent || '尚未回覆'}</dd>
          </dl>
          <h2>您的推薦內容</h2>
          <dl className="recommendation-answers">
            {view.readable.map((entry, index) => (
              <React.Fragment key={index}>
                <dt>{entry.question}</dt>
                <dd>{entry.answer || '（未填寫）'}</dd>
              </React.Fragment>
            ))}
          </dl>
        </>
      )}
    </div>
  )
}
