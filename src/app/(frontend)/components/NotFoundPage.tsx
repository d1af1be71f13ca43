import React from 'react'

import { Breadcrumbs } from '@/components/public/Breadcrumbs'

/**
 * A public page that does not exist, is not published, or is not open to this visitor: said in
 * zh-TW inside the site frame (header, navigation, footer), with the ways back. The status is
 * 404 (Next sets it for notFound()); nothing tells whether the record exists unpublished.
 */
export function NotFoundPage() {
  return (
    <section aria-labelledby="not-found-title" className="not-found">
      <Breadcrumbs items={[{ label: '找不到網頁' }]} />
      <h1 id="not-found-title">找不到這個網頁</h1>
      <p>您要瀏覽的網頁不存在、已經移除，或目前不開放瀏覽。</p>
      <ul>
        <li>
          <a href="/">回首頁</a>
        </li>
        <li>
          <a href="/sitemap">網站導覽</a>：列出本站所有頁面
        </li>
      </ul>
    </section>
  )
}
