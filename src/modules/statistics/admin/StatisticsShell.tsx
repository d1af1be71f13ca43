'use client'

import React from 'react'

import { SectionSidePanel } from '@/ui/SectionSidePanel'
import './statistics.scss'

export type StatisticsLink = { href: string; title: string; current: boolean }

/**
 * The frame of every statistics screen: the title, the screen itself and the section's
 * collapsible side panel (the one the archive and space sections use) with the section links
 * and whatever the screen puts beside its work (a selection's detail, a harvest's progress).
 */
export const StatisticsShell: React.FC<{ title: string; links: StatisticsLink[]; side?: React.ReactNode; children: React.ReactNode }> = ({
  title,
  links,
  side,
  children,
}) => (
  <div className="shennong-stats">
    <h1 className="shennong-stats__title">{title}</h1>
    <div className="shennong-stats__body">
      <div className="shennong-stats__main">{children}</div>
      <SectionSidePanel className="shennong-stats__side" label="資訊面板">
        <nav aria-label="統計管理功能">
          <ul className="shennong-stats__links">
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
)
