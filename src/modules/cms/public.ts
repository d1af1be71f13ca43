import { type Payload, createLocalReq } from 'payload'

import { MSG } from '@/i18n/messages'
import { AppError } from '@/lib/errors'
import { isObjectId } from '@/lib/objectId'
import type { Page } from '@/payload-types'
import { type ListQuery, type Paginated, allOf, toPaginated } from '@/crud/listQuery'
import { PUBLISHED } from '@/crud/displayWindow'
import { type RouteTree, routeTree } from './routeTree'
import { type Viewer, visibleTree } from './visibility'
import { relationId } from '@/lib/relation'
import { flattenNested } from '@/trees/trees'

/**
 * The public page calls (/public/pages (routeId, limit up to 1000) and
 * /public/pages/{id}): published pages whose route the caller may see (the route and every
 * ancestor Published, its auth mode open to the caller, src/modules/cms/visibility.ts).
 * Anything the caller may not see answers as if it did not exist (404, 找不到資料).
 *
 * Pages are listed in the order they were created: a List route shows them so, and a
 * SinglePage route shows its first one.
 */

/** The public pages list's largest page. */
export const PUBLIC_PAGES_MAX_LIMIT = 1000

const PAGE_SORT = ['createdAt']

/** A page as the public sees it: no workflow fields. */
export type PublicPage = {
  _id: string
  routeId: string | null
  title: string
  coverImageUrl: string | null
  description: string
  blocks: unknown
  blockText: string
  createdAt: string
  updatedAt: string
}

const notFound = () => new AppError(404, MSG.notFound)

export const publicPage = (doc: Page): PublicPage => ({
  _id: String(doc.id),
  routeId: relationId(doc.routeId),
  title: doc.title,
  coverImageUrl: doc.coverImageUrl || null,
  description: doc.description ?? '',
  blocks: doc.blocks ?? [],
  blockText: doc.blockText ?? '',
  createdAt: doc.createdAt,
  updatedAt: doc.updatedAt,
})

/** The whole stored navigation tree (every status and auth mode; filter it for a viewer). */
export const storedRouteTree = async (payload: Payload): Promise<RouteTree[]> =>
  routeTree.allTree(await createLocalReq({}, payload))

/** The ids of the routes a viewer may see in a stored tree (a hidden node hides its subtree). */
export const visibleRouteIds = (tree: readonly RouteTree[], viewer: Viewer): Set<string> =>
  new Set(flattenNested(visibleTree(tree, viewer)).map((node) => node._id))

/** Published pages of the given routes, in creation order (no visibility check: see the callers). */
export const publishedPagesOf = async (
  payload: Payload,
  routeIds: readonly string[],
  query: ListQuery,
): Promise<Paginated<PublicPage>> => {
  if (routeIds.length === 0) return { data: [], total: 0, page: query.page, limit: query.limit }
  const found = await payload.find({
    collection: 'pages',
    where: allOf(PUBLISHED, { routeId: { in: [...routeIds] } }),
    page: query.page,
    limit: query.limit,
    sort: PAGE_SORT,
    depth: 0,
    overrideAccess: true,
  })
  return toPaginated(found, query, publicPage)
}

/** One published page (no visibility check: see the callers), or null. */
export const publishedPage = async (payload: Payload, id: string): Promise<PublicPage | null> => {
  if (!isObjectId(id)) return null
  const found = await payload.find({
    collection: 'pages',
    where: allOf({ id: { equals: id.toLowerCase() } }, PUBLISHED),
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs[0] ? publicPage(found.docs[0]) : null
}

/**
 * GET /public/pages: the published pages of `routeId` when the viewer may see that route (else
 * 404); without `routeId`, the published pages of every route the viewer may see.
 */
export const publicPagesList = async (
  payload: Payload,
  viewer: Viewer,
  query: ListQuery,
  routeId?: string,
): Promise<Paginated<PublicPage>> => {
  const visible = visibleRouteIds(await storedRouteTree(payload), viewer)
  const limited = { ...query, limit: Math.min(query.limit, PUBLIC_PAGES_MAX_LIMIT) }
  if (routeId === undefined) return publishedPagesOf(payload, [...visible], limited)
  const id = routeId.toLowerCase()
  if (!visible.has(id)) throw notFound()
  return publishedPagesOf(payload, [id], limited)
}

/** GET /public/pages/{id}: a published page whose route the viewer may see, else 404. */
export const publicPageItem = async (payload: Payload, viewer: Viewer, id: string): Promise<PublicPage> => {
  const page = await publishedPage(payload, id)
  if (!page?.routeId) throw notFound()
  const visible = visibleRouteIds(await storedRouteTree(payload), viewer)
  if (!visible.has(page.routeId)) throw notFound()
  return page
}
