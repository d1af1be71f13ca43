'use client'

import React from 'react'

import { type SectionLink, SectionShell } from '@/ui/SectionShell'
import './space.scss'

export type SpaceLink = SectionLink

/** The frame of every space-management screen; the side panel prompts for a booking until one is chosen. */
export const SpaceShell: React.FC<{
  title: string
  links: SpaceLink[]
  side?: React.ReactNode
  children: React.ReactNode
}> = ({ title, links, side, children }) => (
  <SectionShell
    links={links}
    navLabel="空間預約管理功能"
    prefix="shennong-space"
    side={side ?? <p className="shennong-space__prompt">請選擇一筆預約以檢視詳情</p>}
    title={title}
  >
    {children}
  </SectionShell>
)
