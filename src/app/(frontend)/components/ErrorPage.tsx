'use client'

import React, { useEffect } from 'react'

import { Breadcrumbs } from '@/components/public/Breadcrumbs'
import { WaysBack } from './WaysBack'

/**
 * A public page that failed while it was made (a database outage, a bug): said in zh-TW inside
 * the site frame, with 重新載入 (Next's retry: the page is asked for again) and the ways back.
 * Nothing of the error itself is shown; its digest matches the server's log line. The status is
 * 500 when the failure happened before the page was sent.
 */
export function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  const digest = error instanceof Error && 'digest' in error && typeof error.digest === 'string' ? error.digest : null
  useEffect(() => {
    console.error(error)
  }, [error])
  return (
    <section aria-labelledby="error-page-title" className="error-page">
      <Breadcrumbs items={[{ label: '系統發生錯誤' }]} />
      <h1 id="error-page-title">很抱歉，網頁暫時無法顯示</h1>
      <p>系統處理您的要求時發生錯誤，請稍後再試。若問題持續發生，請與本館聯絡。</p>
      <p>
        <button className="button" onClick={() => retry()} type="button">
          重新載入
        </button>
      </p>
      <WaysBack />
      {digest ? <p className="meta">錯誤代碼：{digest}</p> : null}
    </section>
  )
}
