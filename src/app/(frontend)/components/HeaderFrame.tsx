'use client'

import { usePathname } from 'next/navigation'
import React from 'react'

/** Header type by path: home on `/`, page (the default) elsewhere. */
export const headerTypeOf = (pathname: string | null): 'home' | 'page' => (pathname === '/' ? 'home' : 'page')

/**
 * The site header: the bar (name, access key U, navigation) on every page; on the home page it
 * is large and also holds the home header (today's date and hours) and the announcement banner.
 */
export const HeaderFrame: React.FC<{ children: React.ReactNode; home: React.ReactNode }> = ({ children, home }) => {
  const type = headerTypeOf(usePathname())
  return (
    <header className={`site-header site-header--${type}`}>
      {children}
      {type === 'home' ? home : null}
    </header>
  )
}
