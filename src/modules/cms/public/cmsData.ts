import { headers } from 'next/headers'

import type { SessionUser } from '@/access'
import type { LoginSettings } from '@/components/blocks/types'
import { PUBLIC_TAGS, cachedPublic } from '@/lib/publicCache'
import { publicPayload } from '@/lib/publicPayload'
import {
  type PublicPage,
  type RouteTree,
  type Viewer,
  publishedPagesOf,
  storedRouteTree,
  viewerOf,
  visibleTree,
} from '@/modules/cms'
import { flattenNested } from '@/trees/trees'

/**
 * The data of /cms/{id} and /sitemap, read through the public cache (src/lib/publicCache.ts):
 * the whole navigation tree (without page-builder blocks), one route's blocks and one route's
 * published pages are the same for every visitor and cached under the routes and pages tags.
 * What a visitor may see is decided on each request from the cached tree and the visitor's
 * session (never cached).
 */

/** The navigation's fields only: blocks are read per route. */
const navNode = (node: RouteTree): RouteTree => ({
  ...node,
  blocks: [],
  blockText: '',
  children: node.children.map(navNode),
})

/** Every stored route (every status and auth mode): filter it with `visibleRoutes`. */
export const readStoredRouteTree = cachedPublic('cms:route-tree', [PUBLIC_TAGS.routes], async () =>
  (await storedRouteTree(await publicPayload())).map(navNode),
)

/** A route's own page-builder blocks (Path routes). */
export const readRouteBlocks = cachedPublic(
  'cms:route-blocks',
  [PUBLIC_TAGS.routes],
  async (id: string): Promise<unknown> => {
    const payload = await publicPayload()
    const route = await payload.findByID({
      collection: 'routes',
      id,
      depth: 0,
      select: { blocks: true },
      overrideAccess: true,
      disableErrors: true,
    })
    return route?.blocks ?? []
  },
)

/** A route's published pages in creation order (the public list's largest page). */
export const readRoutePages = cachedPublic(
  'cms:route-pages',
  [PUBLIC_TAGS.pages],
  async (routeId: string): Promise<PublicPage[]> => {
    const found = await publishedPagesOf(await publicPayload(), [routeId], { page: 1, limit: 1000 })
    return found.data
  },
)

/** The patron login form's targets (site settings), when the settings have them. */
export const readLoginSettings = cachedPublic(
  'cms:login-settings',
  [PUBLIC_TAGS.settings],
  async (): Promise<LoginSettings> => {
    const payload = await publicPayload()
    const settings = (await payload.findGlobal({
      slug: 'site-settings',
      depth: 0,
      overrideAccess: true,
    })) as unknown as Record<string, unknown>
    const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null)
    return { action: text(settings.patronLoginUrl), forgotPasswordUrl: text(settings.patronForgotPasswordUrl) }
  },
)

/** This request's visitor (anonymous, or a signed-in account with its roles). Never cached. */
export const readViewer = async (): Promise<Viewer> => {
  const payload = await publicPayload()
  const { user } = await payload.auth({ headers: await headers() })
  return viewerOf(user as SessionUser)
}

/** The navigation tree this visitor may see. */
export const visibleRoutes = async (viewer?: Viewer): Promise<RouteTree[]> => {
  const [tree, who] = await Promise.all([readStoredRouteTree(), viewer ?? readViewer()])
  return visibleTree(tree, who)
}

/** The ids in a tree. */
export const idsOf = (tree: readonly RouteTree[]): Set<string> => new Set(flattenNested(tree).map((node) => node._id))
