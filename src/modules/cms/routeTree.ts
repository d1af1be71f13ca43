import type { PayloadRequest } from 'payload'

import { FLAGS, userOf } from '@/access'
import { mayCreateRouteUnder, mayEditRoute } from '@/access/routeScope'
import { TREE_MSG } from '@/trees/messages'
import type { ContentStatus, RouteAuth, RouteType } from '@/trees/schemas'
import { routeProblem } from '@/trees/schemas'
import { type ListQuery, type Paginated } from '@/crud/listQuery'
import { type Viewer, viewerOf, visibleTree } from './visibility'
import { relationId, relationIds } from '@/lib/relation'
import { type NodeFields, type StoredTreeDoc, type TreeNodeBase, treeService } from '@/trees/treeCollection'
import { type TreeOf, flattenNested } from '@/trees/trees'

/**
 * The navigation tree: the back-office calls,
 * the routeIds scope, and the public lists filtered by each node's status and auth mode.
 */

export type RouteNode = TreeNodeBase & {
  type: RouteType
  url: string
  openNewPage: boolean
  moduleName: string
  auth: RouteAuth
  authRoles: string[]
  blocks: unknown
  blockText: string
  status: ContentStatus
}

export type RouteTree = TreeOf<RouteNode>

const ROUTE_KEYS = [
  'name',
  'type',
  'url',
  'openNewPage',
  'moduleName',
  'auth',
  'authRoles',
  'blocks',
  'status',
] as const

export const toRouteNode = (doc: StoredTreeDoc): RouteNode => ({
  _id: String(doc.id),
  parentId: relationId(doc.parentId),
  name: doc.name,
  type: (doc.type as RouteType) ?? 'Path',
  url: (doc.url as string | null) ?? '',
  openNewPage: doc.openNewPage === true,
  moduleName: (doc.moduleName as string | null) ?? '',
  auth: (doc.auth as RouteAuth) ?? 'Public',
  authRoles: relationIds(doc.authRoles),
  blocks: doc.blocks ?? [],
  blockText: (doc.blockText as string | null) ?? '',
  status: (doc.status as ContentStatus) ?? 'Published',
  sort: doc.sort ?? '',
  createdAt: doc.createdAt,
  updatedAt: doc.updatedAt,
})

/** The sent route fields, '' stored as null (cleared). */
const routeDataOf = (input: NodeFields): Record<string, unknown> => {
  const data: Record<string, unknown> = {}
  for (const key of ROUTE_KEYS) {
    const value = input[key]
    if (value === undefined) continue
    data[key] = value === '' ? null : value
  }
  return data
}

/** The ids among `ids` that still have pages. */
const routesWithPages = async (req: PayloadRequest, ids: readonly string[]): Promise<Set<string>> => {
  if (ids.length === 0) return new Set()
  const found = await req.payload.find({
    collection: 'pages',
    where: { routeId: { in: [...ids] } },
    pagination: false,
    depth: 0,
    select: { routeId: true },
    overrideAccess: true,
    req,
  })
  return new Set(found.docs.map((page) => relationId(page.routeId)).filter((id): id is string => id !== null))
}

export const routeTree = treeService<RouteNode>({
  slug: 'routes',
  toNode: toRouteNode,
  dataOf: routeDataOf,
  defaults: { type: 'Path', auth: 'Public', status: 'Published', openNewPage: false, authRoles: [] },
  problem: routeProblem,
  references: [{ key: 'authRoles', collection: 'roles', message: TREE_MSG.unknownRole }],
  dependentsOf: routesWithPages,
  inUseMessage: TREE_MSG.routeHasChildren,
  dependentsMessage: TREE_MSG.routeHasPages,
  deleteFlag: FLAGS.cms.routes.delete,
  scope: { mayEdit: mayEditRoute, mayCreateUnder: mayCreateRouteUnder },
})

export type RouteListQuery = ListQuery & { parentId?: string | null }
export type RouteList = Paginated<RouteNode>

/** The public tree: Published nodes the viewer may see; a hidden node hides its subtree. */
export const publicRouteTree = async (
  req: PayloadRequest,
  viewer: Viewer = viewerOf(userOf(req)),
): Promise<RouteTree[]> => visibleTree(await routeTree.allTree(req), viewer)

/** The public flat list: the nodes of the public tree, in tree order. */
export const publicRoutes = async (req: PayloadRequest, viewer?: Viewer): Promise<RouteNode[]> => {
  const tree = await publicRouteTree(req, viewer)
  const visible = new Set(flattenNested(tree).map((node) => node._id))
  return (await routeTree.all(req)).filter((node) => visible.has(node._id))
}
