import React from 'react'

import '@/modules/cms/public/cms.css'

/** /cms/{id} of a route that does not exist, is not published, or is not open to this visitor. */
export default function CmsNotFound() {
  return (
    <section aria-labelledby="cms-missing-title" className="cms-page cms-missing">
      <h1 id="cms-missing-title">此頁面尚未建立</h1>
      <p>您要瀏覽的頁面尚未建立或目前不開放瀏覽。</p>
      <p>
        <a href="/">回首頁</a>　<a href="/sitemap">網站導覽</a>
      </p>
    </section>
  )
}
