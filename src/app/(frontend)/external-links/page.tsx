import type { Metadata } from 'next'
import React from 'react'

import { Breadcrumbs } from '@/components/public/Breadcrumbs'

import { readExternalLinks } from '../components/frameData'
import '@/modules/external-links/public/external-links.css'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: '外部連結' }

/** /external-links: the enabled external links, each opening in a new window. */
export default async function ExternalLinksPage() {
  const links = await readExternalLinks()
  return (
    <section className="external-links-page" aria-labelledby="external-links-title">
      <Breadcrumbs items={[{ label: '外部連結' }]} />
      <h1 id="external-links-title">外部連結</h1>
      {links.length === 0 ? (
        <p className="empty">目前暫無資料</p>
      ) : (
        <ul className="external-links-list">
          {links.map((link) => (
            <li key={link._id}>
              <a href={String(link.linkUrl ?? '')} target="_blank" rel="noopener noreferrer">
                <span className="external-links-title">{String(link.title ?? '')}</span>
                <span className="sr-only">（另開新視窗）</span>
                <span className="external-links-icon" aria-hidden="true">
                  ↗
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
