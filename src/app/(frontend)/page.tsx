import React from 'react'

import { getSiteSettings } from '../../lib/siteSettings'

export const dynamic = 'force-dynamic'

const today = (): string =>
  new Intl.DateTimeFormat('zh-TW', { dateStyle: 'full', timeZone: process.env.TZ || 'Asia/Taipei' }).format(new Date())

export default async function HomePage() {
  const settings = await getSiteSettings()
  return (
    <section aria-labelledby="welcome-title">
      <p className="today">今天是 {today()}</p>
      <h1 id="welcome-title">歡迎來到{settings.libraryName}</h1>
      <p>提供院內同仁與民眾醫學資訊服務。館員請由後台登入管理網站內容。</p>
      <p>
        <a className="button" href="/shennong">
          館員登入後台
        </a>
      </p>
    </section>
  )
}
