import React from 'react'

import { NotFoundPage } from '../../components/NotFoundPage'

/** /faq/{id} of a question that is not published (or never was). */
export default function FaqNotFound() {
  return (
    <NotFoundPage
      title="找不到資料"
      message="您要找的問題不存在或尚未公開。"
      back={{ href: '/faq', label: '回常見問題列表' }}
    />
  )
}
