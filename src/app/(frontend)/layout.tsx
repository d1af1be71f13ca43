import type { Metadata } from 'next'
import React from 'react'

import { getSiteSettings } from '../../lib/siteSettings'
import { siteNavigation } from '../../lib/siteNavigation'
import { SiteNav } from './components/SiteNav'
import './styles.css'

export const generateMetadata = async (): Promise<Metadata> => {
  const settings = await getSiteSettings()
  return { title: settings.libraryName, description: `${settings.libraryName}網站` }
}

export default async function FrontendLayout({ children }: { children: React.ReactNode }) {
  const [settings, navigation] = await Promise.all([getSiteSettings(), siteNavigation()])
  return (
    <html lang="zh-Hant-TW">
      <body>
        <a className="skip-link" href="#main-content">
          跳到主要內容
        </a>
        <header className="site-header">
          <div className="container">
            <a className="site-name" href="/">
              {settings.libraryName}
            </a>
          </div>
          <div className="container">
            <SiteNav tree={navigation} />
          </div>
        </header>
        <main id="main-content" className="container" tabIndex={-1}>
          {children}
        </main>
        <footer className="site-footer">
          <div className="container">
            <p>{settings.libraryName}</p>
            {settings.address ? <p>地址：{settings.address}</p> : null}
            {settings.contactPhone ? <p>電話：{settings.contactPhone}</p> : null}
            {settings.contactEmail ? (
              <p>
                信箱：<a href={`mailto:${settings.contactEmail}`}>{settings.contactEmail}</a>
              </p>
            ) : null}
          </div>
        </footer>
        <noscript>您的瀏覽器不支援 JavaScript，請開啟 JavaScript 以使用完整功能。</noscript>
      </body>
    </html>
  )
}
