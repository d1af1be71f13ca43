import type { Access, Where } from 'payload'

import { type SessionUser, can, userOf } from './can'
import type { Flag } from './catalog'
import { relationId } from '@/lib/relation'

/**
 * The `routeIds` scope of a user: a user whose `routeIds` is non-empty may
 * edit only those routes, and only the pages whose `routeId` is one of them. An empty list
 * means no limit. The scope narrows the cms flags; it never grants anything on its own.
 *
 * New routes: a scoped user may create a route only under a route of their scope (never at
 * the top level), so the top of the navigation stays with the unscoped editors.
 */

/** The route ids a user is limited to, or undefined when unlimited. */
export const routeScopeOf = (user: SessionUser): readonly string[] | undefined => {
  const ids = (user?.routeIds ?? []).filter((id): id is string => typeof id === 'string' && id !== '')
  return ids.length > 0 ? ids.map((id) => id.toLowerCase()) : undefined
}

/** The routes a user may edit, as a Payload constraint (`true`: all of them). */
export const routeScopeWhere = (user: SessionUser): Where | true => {
  const scope = routeScopeOf(user)
  return scope ? { id: { in: [...scope] } } : true
}

/** The pages a user may edit: those under a route of their scope (`true`: all of them). */
export const pageScopeWhere = (user: SessionUser): Where | true => {
  const scope = routeScopeOf(user)
  return scope ? { routeId: { in: [...scope] } } : true
}

/** May the user edit this route (or a page under it)? Flags are checked separately. */
export const mayEditRoute = (user: SessionUser, routeId: string | null | undefined): boolean => {
  const scope = routeScopeOf(user)
  if (!scope) return true
  return typeof routeId === 'string' && scope.includes(routeId.toLowerCase())
}

/** May the user add a route under `parentId` (null: at the top level)? */
export const mayCreateRouteUnder = (user: SessionUser, parentId: string | null | undefined): boolean => {
  if (!routeScopeOf(user)) return true
  return Boolean(parentId) && mayEditRoute(user, parentId)
}

/** May the user edit pages under `routeId`? (The same rule as the route itself.) */
export const mayEditPageOf = mayEditRoute

/** Collection access of routes update/delete: the flag, narrowed to the user's scope. */
export const scopedRouteAccess =
  (flag: Flag): Access =>
  ({ req }) => {
    const user = userOf(req)
    return can(user, flag) ? routeScopeWhere(user) : false
  }

/** Collection access of routes create: the flag, and (for a scoped user) a parent in scope. */
export const scopedRouteCreateAccess =
  (flag: Flag): Access =>
  ({ req, data }) => {
    const user = userOf(req)
    if (!can(user, flag)) return false
    // Without data Payload asks whether the create button may show at all.
    if (!data) return true
    return mayCreateRouteUnder(user, relationId((data as { parentId?: unknown }).parentId))
  }

/**
 * Collection access of pages update/delete: the flag, narrowed to pages under routes in scope;
 * an update that names a `routeId` must name one in scope too (the new value is checked, not
 * only the stored one: a scoped user cannot move a page out of their routes).
 */
export const scopedPageAccess =
  (flag: Flag): Access =>
  ({ req, data }) => {
    const user = userOf(req)
    if (!can(user, flag)) return false
    if (
      data &&
      typeof data === 'object' &&
      'routeId' in data &&
      !mayEditPageOf(user, relationId((data as { routeId?: unknown }).routeId))
    )
      return false
    return pageScopeWhere(user)
  }

/** Collection access of pages create: the flag, and (for a scoped user) a route in scope. */
export const scopedPageCreateAccess =
  (flag: Flag): Access =>
  ({ req, data }) => {
    const user = userOf(req)
    if (!can(user, flag)) return false
    if (!data) return true
    return mayEditPageOf(user, relationId((data as { routeId?: unknown }).routeId))
  }
