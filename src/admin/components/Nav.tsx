import { NavHamburger, NavWrapper } from '@payloadcms/next/client'
import { Logout } from '@payloadcms/ui'
import type { ServerProps } from 'payload'
import React from 'react'

import { FLAGS, can } from '@/access'
import { isManualWriter } from '@/modules/statistics'
import { menuFor } from '../menu'
import { ADMIN_BASE, MENU_GROUPS } from '../routeTable'
import { withRoles } from '../sessionUser'
import { NavMenu } from './NavMenu'

/** The back-office side menu: two groups, items filtered by the user's flags (server-side). */
export const Nav = async ({ payload, user }: ServerProps) => {
  const sessionUser = await withRoles(payload, user)
  const sections = menuFor(sessionUser, payload.config)
  // Manual report writers may hold no statistics flag: an assigned writer still gets 填報作業
  // (docs/statistics.md §4 "Screens"); staff see it under 統計管理 through the route table.
  if (
    sessionUser &&
    !can(sessionUser, FLAGS.statistics.auth) &&
    (await isManualWriter(payload, String(sessionUser.id)))
  ) {
    const path = 'statistics-demo-management/manual-report-fill'
    const item = { href: `${ADMIN_BASE}/${path}`, title: '填報作業', path }
    const platform = sections.find((section) => section.label === MENU_GROUPS.platform)
    if (platform) platform.items.push(item)
    else sections.push({ label: MENU_GROUPS.platform, items: [item] })
  }
  return (
    <NavWrapper baseClass="nav">
      <nav className="nav__wrap" aria-label="後台選單">
        <NavMenu sections={sections} />
        <div className="nav__controls">
          <Logout />
        </div>
      </nav>
      <div className="nav__header">
        <div className="nav__header-content">
          <NavHamburger baseClass="nav" />
        </div>
      </div>
    </NavWrapper>
  )
}
