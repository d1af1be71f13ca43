'use client'

import React from 'react'

import { type SectionLink, SectionShell } from '@/ui/SectionShell'
import './statistics.scss'

export type StatisticsLink = SectionLink

/** The frame of every statistics screen, with whatever the screen puts beside its work (a selection's detail, a harvest's progress). */
export const StatisticsShell: React.FC<{
  title: string
  links: StatisticsLink[]
  side?: React.ReactNode
  children: React.ReactNode
}> = ({ title, links, side, children }) => (
  <SectionShell links={links} navLabel="統計管理功能" prefix="shennong-stats" side={side} title={title}>
    {children}
  </SectionShell>
)
