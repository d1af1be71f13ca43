import React from 'react'

import '@/modules/faq/public/faq.css'

/** /faq/{id} of a question that is not published (or never was). */
export default function FaqNotFound() {
  return (
    <div className="faq-page">
      <h1>找不到資料</h1>
      <p>您要找的問題不存在或尚未公開。</p>
      <p className="faq-back">
        <a href="/faq">回常見問題列表</a>
      </p>
    </div>
  )
}
