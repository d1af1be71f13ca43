import React from 'react'

import type { InfraData } from '@/modules/site'
import { linkTarget } from '@/components/public/links'

const NewWindowNote: React.FC<{ href: string }> = ({ href }) =>
  linkTarget(href).target ? <span className="sr-only">（另開新視窗）</span> : null

type ExternalLink = { _id: string; title?: unknown; linkUrl?: unknown }

/**
 * The footer: contact info, the footer links, the external quick-links menu
 * (相關連結, every enabled external link, on every page) and the accessibility badge.
 */
export const SiteFooter: React.FC<{ infra: InfraData; externalLinks: readonly ExternalLink[] }> = ({
  infra,
  externalLinks,
}) => {
  const badge = infra.accessibilityBadge
  const badgeImage = badge.imageUrl ? <img src={badge.imageUrl} alt={badge.alt} width={88} height={31} /> : null
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section aria-labelledby="footer-contact-title" className="footer-contact">
          <h2 id="footer-contact-title">{infra.libraryName}</h2>
          <address>
            {infra.address ? <p>地址：{infra.address}</p> : null}
            {infra.contactPhone ? <p>電話：{infra.contactPhone}</p> : null}
            {infra.contactEmail ? (
              <p>
                信箱：<a href={`mailto:${infra.contactEmail}`}>{infra.contactEmail}</a>
              </p>
            ) : null}
          </address>
        </section>
        {infra.footerLinks.length > 0 ? (
          <nav aria-label="頁尾連結" className="footer-links">
            <ul>
              {infra.footerLinks.map((link, index) => (
                <li key={`${index}-${link.url}`}>
                  <a href={link.url} {...linkTarget(link.url)}>
                    {link.label}
                    <NewWindowNote href={link.url} />
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {externalLinks.length > 0 ? (
          <nav aria-labelledby="footer-external-title" className="footer-external">
            <h2 id="footer-external-title">相關連結</h2>
            <ul>
              {externalLinks.map((link) => (
                <li key={link._id}>
                  <a href={String(link.linkUrl ?? '')} target="_blank" rel="noopener noreferrer">
                    {String(link.title ?? '')}
                    <span className="sr-only">（另開新視窗）</span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <div className="footer-end">
          <p className="footer-sitemap">
            <a href="/sitemap">網站導覽</a>
          </p>
          {badgeImage ? (
            <p className="footer-badge">
              {badge.linkUrl ? (
                <a href={badge.linkUrl} {...linkTarget(badge.linkUrl)}>
                  {badgeImage}
                  <NewWindowNote href={badge.linkUrl} />
                </a>
              ) : (
                badgeImage
              )}
            </p>
          ) : (
            // No issued mark configured: the site's own statement, so the footer always says how
            // the site is made accessible.
            <p className="footer-badge footer-badge--text">
              <a href="/accessibility">無障礙</a>
            </p>
          )}
          <p className="footer-copy">
            © {new Date().getFullYear()} {infra.libraryName}
          </p>
        </div>
      </div>
    </footer>
  )
}
