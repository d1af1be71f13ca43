import type { Metadata } from 'next'
import React from 'react'

import { Breadcrumbs } from '@/components/public/Breadcrumbs'

import { readInfra } from '../components/frameData'

export const metadata: Metadata = { title: '無障礙聲明' }

/**
 * /accessibility: the site's accessibility statement, linked from the footer's 無障礙 mark when
 * no badge image is configured. It says what the site conforms to, how it is
 * checked and how a visitor reports a barrier.
 */
export default async function AccessibilityPage() {
  const infra = await readInfra()
  return (
    <div className="accessibility-page">
      <Breadcrumbs items={[{ label: '無障礙聲明' }]} />
      <h1>無障礙聲明</h1>
      <p>{infra.libraryName}致力讓每一位讀者，包括使用輔助科技的讀者，都能順利使用本網站。</p>
      <section aria-labelledby="accessibility-standard">
        <h2 id="accessibility-standard">符合的標準</h2>
        <p>
          本網站依 WCAG 2.1 AA
          等級（數位發展部「網站無障礙規範」）設計，每個公開頁面在發布前皆以自動化工具檢測，並以鍵盤操作與螢幕報讀軟體實際使用驗證。
        </p>
      </section>
      <section aria-labelledby="accessibility-keys">
        <h2 id="accessibility-keys">操作方式</h2>
        <ul>
          <li>每頁開頭的「跳到主要內容」連結可直接跳過選單。</li>
          <li>主要內容區的快速鍵為 Alt+C，上方選單區為 Alt+U。</li>
          <li>所有功能皆可只用鍵盤操作：Tab 移到下一項，Shift+Tab 回到上一項，Enter 執行。</li>
          <li>
            <a href="/sitemap">網站導覽</a>列出本站所有頁面。
          </li>
        </ul>
      </section>
      <section aria-labelledby="accessibility-report">
        <h2 id="accessibility-report">遇到使用障礙時</h2>
        <p>
          如果您在使用本網站時遇到任何障礙，請透過<a href="/feedback/create">意見回饋</a>
          告訴我們發生問題的頁面與情況
          {infra.contactEmail ? (
            <>
              ，或來信 <a href={`mailto:${infra.contactEmail}`}>{infra.contactEmail}</a>
            </>
          ) : null}
          {infra.contactPhone ? `，或來電 ${infra.contactPhone}` : null}
          ，我們會盡快改善。
        </p>
      </section>
    </div>
  )
}
