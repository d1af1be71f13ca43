import { NavHamburger, NavWrapper } from '@payloadcms/next/client'
import { Logout } from '@payloadcms/ui'
import type { ServerProps } from 'payload'
import React from 'react'

import { menuFor } from '../menu'
import { withRoles } from '../sessionUser'
import { NavMenu } from './NavMenu'

/** The back-office side menu: two groups, items filtered by the user's flags (server-side). */
export const Nav = async ({ payload, user }: ServerProps) => {
  const sections = menuFor(await withRoles(payload, user), payload.config)
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
