import React from 'react'

import { iconByName } from '@/lib/icons'
import type { QuickLink } from '@/modules/site'
import { linkTarget } from '@/components/public/links'

/** The quick links of the home page: an icon and a label each. */
export const QuickLinks: React.FC<{ links: readonly QuickLink[] }> = ({ links }) => {
  if (links.length === 0) return <p className="empty">目前暫無資料</p>
  return (
    <ul className="quick-links">
      {links.map((link) => {
        const Icon = iconByName(link.icon)?.Icon
        const target = linkTarget(link.path)
        return (
          <li key={link._id}>
            <a href={link.path} {...target}>
              {Icon ? <Icon aria-hidden="true" focusable="false" size={32} strokeWidth={1.75} /> : null}
              <span>{link.label}</span>
              {target.target ? <span className="sr-only">（另開新視窗）</span> : null}
            </a>
          </li>
        )
      })}
    </ul>
  )
}
