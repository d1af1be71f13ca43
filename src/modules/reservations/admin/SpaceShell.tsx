'use client'

import React from 'react'

import { SectionSidePanel } from '@/ui/SectionSidePanel'
import './space.scss'

export type SpaceLink = { href: string; title: string; current: boolean }

/**
 * The frame of every space-management screen: the title, the screen itself and the section's
 * collapsible side panel (the one the archive uses) with the section links and the selection.
 */
export const SpaceShell: React.FC<{ title: string; links: SpaceLink[]; side?: React.ReactNode; children: React.ReactNode }> = ({
  title,
  links,
  side,
  children,
}) => (
  <div className="shennong-space">
    <h1 className="shennong-space__title">{title}</h1>
    <div className="shennong-space__body">
      <div className="shennong-space__main">{children}</div>
      <SectionSidePanel className="shennong-space__side" label="資訊面板">
        <nav aria-label="空間預約管理功能">
          <ul className="shennong-space__links">
            {links.map((link) => (
              <li key={link.href}>
                <a aria-current={link.current ? 'page' : undefined} href={link.href}>
                  {link.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {side ?? <p className="shennong-space__prompt">請選擇一筆預約以檢視詳情</p>}
      </SectionSidePanel>
    </div>
  </div>
)
