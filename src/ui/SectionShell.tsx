'use client'

import React from 'react'

import { KitScope } from './kit'
import { SectionSidePanel } from './SectionSidePanel'

export type SectionLink = { href: string; title: string; current: boolean }

/**
 * The frame of a back-office section's screens (space management, statistics): the title, the
 * screen itself and the section's collapsible side panel with the section links and whatever the
 * screen puts beside its work. `prefix` names the section's classes, for the frame and for the
 * kit's pieces inside it (see KitScope).
 */
export const SectionShell: React.FC<{
  prefix: string
  navLabel: string
  title: string
  links: SectionLink[]
  side?: React.ReactNode
  children: React.ReactNode
}> = ({ prefix, navLabel, title, links, side, children }) => (
  <KitScope prefix={prefix}>
    <div className={prefix}>
      <h1 className={`${prefix}__title`}>{title}</h1>
      <div className={`${prefix}__body`}>
        <div className={`${prefix}__main`}>{children}</div>
        <SectionSidePanel className={`${prefix}__side`} label="資訊面板">
          <nav aria-label={navLabel}>
            <ul className={`${prefix}__links`}>
              {links.map((link) => (
                <li key={link.href}>
                  <a aria-current={link.current ? 'page' : undefined} href={link.href}>
                    {link.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {side}
        </SectionSidePanel>
      </div>
    </div>
  </KitScope>
)
