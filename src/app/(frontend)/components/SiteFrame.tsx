import type { Metadata } from 'next'
import React from 'react'

import { Analytics } from './Analytics'
import { AnnouncementBanner } from './AnnouncementBanner'
import { readExternalLinks, readHome, readInfra, readNavigation, today } from './frameData'
import { HeaderFrame } from './HeaderFrame'
import { HomeHeader } from './HomeHeader'
import { MenuToggle } from './MenuToggle'
import { SiteFooter } from './SiteFooter'
import { SiteNav } from './SiteNav'
import '../styles.css'

/** Document title: `<last breadcrumb> - <library name>` (pages set the last breadcrumb as their title). */
export const frameMetadata = async (): Promise<Metadata> => {
  const infra = await readInfra()
  return {
    title: { template: `%s - ${infra.libraryName}`, default: infra.libraryName },
    description: `${infra.libraryName}網站：開館時間、最新消息、館藏與資源查詢。`,
  }
}

/**
 * The public frame: skip link and access keys (U: top menu
 * area, C: main content), the header (home type on `/`, page type elsewhere) with the
 * navigation (a bar above 920 px, a burger menu below), the home header and announcement
 * banner, the noscript notice, the footer, and analytics when configured.
 */
export async function SiteFrame({ children }: { children: React.ReactNode }) {
  const [infra, home, navigation, externalLinks] = await Promise.all([
    readInfra(),
    readHome(today()),
    readNavigation(),
    readExternalLinks(),
  ])
  return (
    <html lang="zh-Hant-TW">
      <body>
        <a className="skip-link" href="#main-content">
          跳到主要內容
        </a>
        <HeaderFrame
          home={
            <>
              <HomeHeader home={home} note={infra.openingHoursNote} />
              <AnnouncementBanner
                text={home.temporaryAnnouncement}
                linkUrl={home.temporaryLinkUrl}
                imageUrl={home.temporaryImageUrl}
                textColor={home.textColor}
                backgroundColor={home.backgroundColor}
              />
            </>
          }
        >
          <div className="header-bar container">
            {/* eslint-disable-next-line jsx-a11y/no-access-key -- the ::: access-key anchors (U, C) are required by the accessibility spec the site follows */}
            <a accessKey="U" className="accesskey" href="#U" id="U" title="上方功能區塊">
              :::
            </a>
            <a className="site-name" href="/">
              {infra.libraryName}
            </a>
            {navigation.length > 0 ? (
              <MenuToggle>
                <SiteNav tree={navigation} />
              </MenuToggle>
            ) : null}
          </div>
        </HeaderFrame>
        <noscript>
          <p className="noscript">
            您的瀏覽器未啟用 JavaScript，部分功能（如查詢、選單、輪播）將無法使用，請開啟 JavaScript 以使用完整功能。
          </p>
        </noscript>
        <main id="main-content" className="container" tabIndex={-1}>
          {/* Access key C opens the main content; inside <main> so every element sits in a landmark. */}
          {/* eslint-disable-next-line jsx-a11y/no-access-key -- the ::: access-key anchors (U, C) are required by the accessibility spec the site follows */}
          <a accessKey="C" className="accesskey" href="#C" id="C" title="中央內容區塊">
            :::
          </a>
          {children}
        </main>
        <SiteFooter infra={infra} externalLinks={externalLinks} />
        <Analytics id={infra.analyticsId} />
      </body>
    </html>
  )
}
