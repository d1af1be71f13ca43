import type { SanitizedConfig } from 'payload'

import { type SessionUser, can } from '@/access'
import { ADMIN_BASE, ADMIN_ROUTES, type AdminRoute, MENU_GROUPS, type MenuGroup } from './routeTable'

export type MenuItem = { href: string; title: string; path: string; children?: MenuItem[] }
export type MenuSection = { label: string; items: MenuItem[] }

/** A route is served once its collection or global exists in the config. */
export const isServed = (route: AdminRoute, config: Pick<SanitizedConfig, 'collections' | 'globals'>): boolean =>
  route.customView
    ? true
    : route.collection
      ? config.collections.some((c) => c.slug === route.collection)
      : route.global
        ? config.globals.some((g) => g.slug === route.global)
        : false

const toItem = (r: AdminRoute): MenuItem => ({ href: `${ADMIN_BASE}/${r.path}`, title: r.title, path: r.path })

/** The menu a user sees: the spec's two groups, each item only with the flag of its route. */
export const menuFor = (user: SessionUser, config: Pick<SanitizedConfig, 'collections' | 'globals'>): MenuSection[] =>
  (Object.keys(MENU_GROUPS) as MenuGroup[])
    .map((group) => ({
      label: MENU_GROUPS[group],
      items: ADMIN_ROUTES.filter((r) => r.group === group && r.menu && isServed(r, config) && can(user, r.flag)).map(
        (r) => {
          const children = (r.children ?? []).filter((c) => isServed(c, config) && can(user, c.flag)).map(toItem)
          return { ...toItem(r), ...(children.length > 0 ? { children } : {}) }
        },
      ),
    }))
    .filter((section) => section.items.length > 0)
