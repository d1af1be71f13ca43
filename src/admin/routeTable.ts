/**
 * The back-office route table: one entry per spec screen
 * under /shennong, derived from the modules' manifests (each declares its screens). It drives
 * the menu, the page titles and breadcrumbs, and the proxy that serves each spec URL with its
 * Payload screen. Pure data: safe for the proxy, server and client components alike.
 */

import { type Flag, flagAt, flagsOf } from '@/access/catalog'
import type { AdminRouteSpec, MenuGroup, ModuleManifest } from '@/modules/define'
import { MANIFESTS } from '@/modules/manifests'

export { ADMIN_BASE, AUTH_ROUTES, ROUTE_HEADER } from '@/ui/paths'
export { MENU_GROUPS } from '@/i18n/menu'
export type { MenuGroup }

export type AdminRoute = {
  /** Path under /shennong, without a leading slash (`news-management`). */
  path: string
  title: string
  /** The permission flag that shows the menu item and guards the screen. */
  flag: Flag
  group: MenuGroup
  /** The Payload collection or global that serves the screen (list, create, {id} edit). */
  collection?: string
  global?: string
  /**
   * Served by a custom admin view registered at this path (the archive manager, review): the
   * proxy leaves these URLs to Payload's router. A `collection` beside it only names the data.
   */
  customView?: boolean
  /** Sub-pages (`space-management/room-management`), each with its own screen. */
  children?: AdminRoute[]
  /** Listed in the menu (sub-pages appear under their parent). */
  menu: boolean
}

const toRoute = (
  spec: AdminRouteSpec,
  group: MenuGroup,
  topLevel: boolean,
  flags: ReadonlySet<string>,
): AdminRoute => ({
  path: spec.path,
  title: spec.title,
  flag: flagAt(spec.flag, flags),
  group,
  menu: spec.menu ?? topLevel,
  ...(spec.collection ? { collection: spec.collection } : {}),
  ...(spec.global ? { global: spec.global } : {}),
  ...(spec.customView ? { customView: true } : {}),
  ...(spec.children ? { children: spec.children.map((child) => toRoute(child, group, false, flags)) } : {}),
})

/**
 * The spec screens of a list of manifests, in menu order, each flag checked against the flags
 * the same list declares (a test passes the list with an added module).
 */
export const adminRoutes = (manifests: readonly ModuleManifest[]): AdminRoute[] => {
  const flags = flagsOf(manifests)
  return manifests.flatMap((manifest) =>
    'routes' in manifest && 'group' in manifest && manifest.routes && manifest.group
      ? manifest.routes.map((spec: AdminRouteSpec) => toRoute(spec, manifest.group!, true, flags))
      : [],
  )
}

/** Every spec screen, in menu order: the routes of every module's manifest. */
export const ADMIN_ROUTES: AdminRoute[] = adminRoutes(MANIFESTS)

/** A route table with its sub-pages laid flat. */
export const flattenRoutes = (routes: AdminRoute[]): AdminRoute[] =>
  routes.flatMap((r) => [r, ...flattenRoutes(r.children ?? [])])

/** Every route, sub-pages included. */
export const ALL_ADMIN_ROUTES: AdminRoute[] = flattenRoutes(ADMIN_ROUTES)

export type ResolvedAdminPath = {
  route: AdminRoute
  /** `list`, `create` or an `{id}` edit screen. */
  view: 'list' | 'create' | 'edit'
  id?: string
  /** The Payload admin path that renders it, under /shennong. */
  target?: string
}

/**
 * Resolve a path under /shennong (`news-management/create`, `user-management/<id>`) to its
 * route and Payload screen. The longest matching route wins, so sub-pages beat their parent.
 */
export const resolveAdminPath = (
  pathWithoutBase: string,
  routes: readonly AdminRoute[] = ALL_ADMIN_ROUTES,
): ResolvedAdminPath | undefined => {
  const clean = pathWithoutBase.replace(/^\/+|\/+$/g, '')
  const candidates = routes
    .filter((r) => clean === r.path || clean.startsWith(`${r.path}/`))
    .sort((a, b) => b.path.length - a.path.length)
  const matched = candidates[0]
  if (!matched) return undefined
  const rest = clean.slice(matched.path.length).replace(/^\//, '')
  if (rest.includes('/')) return undefined
  const view: ResolvedAdminPath['view'] = rest === '' ? 'list' : rest === 'create' ? 'create' : 'edit'
  let target: string | undefined
  if (matched.customView) {
    // The custom view serves the path itself (with its query string).
  } else if (matched.collection) {
    const base = `/collections/${matched.collection}`
    target = view === 'list' ? base : `${base}/${view === 'create' ? 'create' : rest}`
  } else if (matched.global && view === 'list') {
    target = `/globals/${matched.global}`
  }
  return { route: matched, view, ...(view === 'edit' ? { id: rest } : {}), ...(target ? { target } : {}) }
}

/** The spec URL of a Payload collection or global screen (for the menu's active state and breadcrumbs). */
export const specPathFor = (payloadPath: string): AdminRoute | undefined => {
  const [kind, slug] = payloadPath.replace(/^\/+/, '').split('/')
  if (kind === 'collections') return ALL_ADMIN_ROUTES.find((r) => r.collection === slug && r.menu)
  if (kind === 'globals') return ALL_ADMIN_ROUTES.find((r) => r.global === slug)
  return undefined
}

/**
 * The spec address (under /shennong, no leading slash) of a Payload address (`collections/news`,
 * `collections/news/create`, `collections/news/{id}`, `globals/{slug}`): the way back of
 * `resolveAdminPath`, so the address bar, list links, redirects after a save or delete and the
 * login's nextUrl show only spec routes. Undefined for Payload's deeper screens
 * (versions, API), for collections that no Payload-served spec screen shows, and for anything else.
 */
export const specAddressOf = (
  payloadPath: string,
  routes: readonly AdminRoute[] = ALL_ADMIN_ROUTES,
): string | undefined => {
  const [kind, slug, rest, ...deeper] = payloadPath.replace(/^\/+|\/+$/g, '').split('/')
  if (!slug || deeper.length > 0) return undefined
  if (kind === 'globals')
    return rest === undefined ? routes.find((r) => r.global === slug && !r.customView)?.path : undefined
  if (kind !== 'collections') return undefined
  const served = routes.filter((r) => r.collection === slug && !r.customView)
  if (served.length !== 1) return undefined
  return rest === undefined ? served[0]!.path : `${served[0]!.path}/${rest}`
}
