import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import React from 'react'

import { type Flag, can } from '@/access'
import type { SessionUser } from '@/access'
import { ADMIN_BASE, ALL_ADMIN_ROUTES, AUTH_ROUTES } from '@/admin/routeTable'
import { AdminTemplate, ForbiddenScreen, withRoles } from '@/admin/moduleViews'
import type { StatisticsLink } from './StatisticsShell'

export const STATISTICS_BASE = 'statistics-demo-management'

export type StatisticsScreen = {
  /** The route path, e.g. `statistics-demo-management/formula-settings`. */
  path: string
  title: string
  /** The flag the screen needs; `null` = any signed-in account (the manual writers' screen). */
  flag: Flag | null
  render: (context: {
    user: NonNullable<SessionUser>
    links: StatisticsLink[]
  }) => React.ReactNode | Promise<React.ReactNode>
}

/**
 * The frame of every statistics screen: sign-in redirect, the screen's flag, the admin template
 * and the section links the user may open. The API checks every call again.
 */
export const statisticsScreen = async (props: AdminViewServerProps, screen: StatisticsScreen) => {
  const { req } = props.initPageResult
  const user = await withRoles(req.payload, req.user)
  if (!user)
    redirect(`${ADMIN_BASE}/${AUTH_ROUTES.login}?nextUrl=${encodeURIComponent(`${ADMIN_BASE}/${screen.path}`)}`)
  if (screen.flag && !can(user, screen.flag)) return <ForbiddenScreen title={screen.title} />
  const links: StatisticsLink[] = ALL_ADMIN_ROUTES.filter(
    (route) => route.path === STATISTICS_BASE || route.path.startsWith(`${STATISTICS_BASE}/`),
  )
    .filter((route) => can(user, route.flag))
    .map((route) => ({ href: `${ADMIN_BASE}/${route.path}`, title: route.title, current: route.path === screen.path }))
  return (
    <AdminTemplate props={props} viewType={screen.path}>
      {await screen.render({ user, links })}
    </AdminTemplate>
  )
}
