import {
  APIError,
  type CollectionAfterChangeHook,
  type CollectionBeforeOperationHook,
  type CollectionSlug,
  type PayloadRequest,
  type Where,
} from 'payload'

import { relationId, relationIds } from '@/lib/relation'
import { inTransaction } from '@/crud/transaction'

import { type SessionUser, can, userOf } from '@/access/can'
import type { Flag } from '@/access/catalog'
import { MSG } from '@/i18n/messages'
import { TREE_MSG } from './messages'
import { AppError } from '@/lib/errors'
import { findOr404 } from '@/crud/documents'
import { type ListQuery, type Paginated, allOf, keywordWhere } from '@/crud/listQuery'
import {
  MAX_TREE_DEPTH,
  type SubmittedNode,
  type TreeOf,
  buildTree,
  descendantIds,
  nextChildSort,
  placeTree,
  rebaseSort,
  sortNodes,
  treeHeight,
  treeProblem,
} from './trees'

/**
 * One implementation of a stored tree (the navigation tree `routes` and the FAQ tree
 * `faq-routes`), parameterised by collection: paged list, one node, save one node, remove one
 * node, save the whole tree in one transaction, and the flat and nested "all" lists.
 *
 * Every check runs before the first write; the writes of one call share one transaction, so a
 * failure leaves the stored tree as it was (DESIGN.md §3).
 */

export type TreeSlug = 'routes' | 'faq-routes'

/** The contract fields every tree node has. */
export type TreeNodeBase = {
  _id: string
  parentId: string | null
  name: string
  sort: string
  createdAt: string
  updatedAt: string
}

/** A stored document as the local API returns it at depth 0. */
export type StoredTreeDoc = {
  id: string
  parentId?: unknown
  name: string
  sort?: string | null
  createdAt: string
  updatedAt: string
} & Record<string, unknown>

/** The fields one node save or one submitted tree node may carry besides its position. */
export type NodeFields = { _id?: string; name?: string } & Record<string, unknown>

/** The writable data of a node (the same keys as its contract node). */
type NodeData = Record<string, unknown>

export type TreeDefinition<N extends TreeNodeBase> = {
  slug: TreeSlug
  /** Stored document -> contract node (`id` -> `_id`, relationship ids as strings). */
  toNode: (doc: StoredTreeDoc) => N
  /** The sent fields to write, only those sent (absent keeps the stored value). */
  dataOf: (input: NodeFields) => NodeData
  /** The values of a new node where nothing is sent. */
  defaults: NodeData
  /** What is wrong with a node once the sent fields overlay the stored ones (zh-TW), or undefined. */
  problem?: (merged: NodeData) => string | undefined
  /** Fields holding ids of other collections: every id must exist (else 400 with the message). */
  references?: readonly { key: string; collection: CollectionSlug; message: string }[]
  /** The ids among `ids` that something else still depends on (pages of a route). */
  dependentsOf?: (req: PayloadRequest, ids: readonly string[]) => Promise<Set<string>>
  /** Deleting a node with children or dependents. */
  inUseMessage: string
  /** Deleting a node with dependents as part of a tree save. */
  dependentsMessage: (name: string) => string
  /** The flag a tree save needs when it deletes nodes. */
  deleteFlag: Flag
  /** The routeIds scope (routes only). */
  scope?: {
    mayEdit: (user: SessionUser, id: string) => boolean
    mayCreateUnder: (user: SessionUser, parentId: string | null) => boolean
  }
}

/** Relationship ids (src/lib/relation.ts), under the names the tree services use. */

/** null, undefined, '' and [] are the same "nothing" when deciding whether a node changed. */
const normalised = (value: unknown): string => {
  if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0))
    return 'null'
  return JSON.stringify(value)
}

const changedKeys = (node: Record<string, unknown>, data: NodeData): string[] =>
  Object.keys(data).filter((key) => normalised(node[key]) !== normalised(data[key]))

const forbidden = () => new AppError(403, TREE_MSG.routeOutOfScope)

/** The subtree of a moved node: its stored paths, re-rooted from `from` to `to`. */
export type Rebase = { from: string; to: string; nodes: { id: string; sort: string }[] }

/** The service of one stored tree. */
export const treeService = <N extends TreeNodeBase>(def: TreeDefinition<N>) => {
  const { slug } = def

  // The local API typed over a union of slugs is needlessly strict here; the data is checked above.
  const db = {
    find: async (req: PayloadRequest, where?: Where): Promise<StoredTreeDoc[]> => {
      const found = await req.payload.find({
        collection: slug,
        where,
        pagination: false,
        depth: 0,
        overrideAccess: true,
        req,
      })
      return found.docs as unknown as StoredTreeDoc[]
    },
    create: async (req: PayloadRequest, data: NodeData): Promise<StoredTreeDoc> =>
      (await req.payload.create({
        collection: slug,
        data: data as never,
        depth: 0,
        overrideAccess: true,
        req,
      })) as unknown as StoredTreeDoc,
    update: async (req: PayloadRequest, id: string, data: NodeData): Promise<StoredTreeDoc> =>
      (await req.payload.update({
        collection: slug,
        id,
        data: data as never,
        depth: 0,
        overrideAccess: true,
        req,
      })) as unknown as StoredTreeDoc,
    remove: async (req: PayloadRequest, id: string): Promise<void> => {
      await req.payload.delete({ collection: slug, id, overrideAccess: true, req })
    },
  }

  /** A 400 when a node refers to a document that does not exist (checked before any write). */
  const checkReferences = async (req: PayloadRequest, datas: readonly NodeData[]): Promise<void> => {
    for (const ref of def.references ?? []) {
      const ids = [...new Set(datas.flatMap((data) => relationIds(data[ref.key])))]
      if (ids.length === 0) continue
      const found = await req.payload.find({
        collection: ref.collection,
        where: { id: { in: ids } },
        pagination: false,
        depth: 0,
        select: {},
        overrideAccess: true,
        req,
      })
      if (found.docs.length < ids.length) throw new AppError(400, ref.message)
    }
  }

  const allNodes = async (req: PayloadRequest): Promise<N[]> => sortNodes((await db.find(req)).map(def.toNode))

  const user = userOf

  const checkEdit = (req: PayloadRequest, id: string) => {
    if (def.scope && !def.scope.mayEdit(user(req), id)) throw forbidden()
  }
  const checkCreateUnder = (req: PayloadRequest, parentId: string | null) => {
    if (def.scope && !def.scope.mayCreateUnder(user(req), parentId)) throw forbidden()
  }

  const depthOf = (byId: Map<string, N>, id: string | null): number => {
    let depth = 0
    const seen = new Set<string>()
    for (let at = id; at && byId.has(at) && !seen.has(at); at = byId.get(at)!.parentId) {
      seen.add(at)
      depth++
    }
    return depth
  }

  /** Where a node created or moved under `parentId` goes, after the parent, cycle, scope and depth checks. */
  const placement = (
    req: PayloadRequest,
    nodes: N[],
    byId: Map<string, N>,
    existing: N | undefined,
    parentId: string | null,
    sentSort: string | undefined,
  ) => {
    const parent = parentId ? byId.get(parentId) : undefined
    if (parentId && !parent) throw new AppError(400, TREE_MSG.unknownParent)
    if (existing && parentId && (parentId === existing._id || descendantIds(nodes, existing._id).has(parentId))) {
      throw new AppError(400, TREE_MSG.parentCycle)
    }
    const moved = !existing || parentId !== existing.parentId
    if (existing) checkEdit(req, existing._id)
    if (moved) checkCreateUnder(req, parentId)

    const subtree = existing ? descendantIds(nodes, existing._id) : new Set<string>()
    const subtreeHeight = existing
      ? treeHeight(buildTree(nodes.filter((n) => subtree.has(n._id) || n._id === existing._id)))
      : 1
    if (depthOf(byId, parentId) + subtreeHeight > MAX_TREE_DEPTH)
      throw new AppError(400, TREE_MSG.tooDeep(MAX_TREE_DEPTH))

    const siblings = nodes.filter((node) => node.parentId === parentId && node._id !== existing?._id)
    const sort =
      sentSort ??
      (!moved && existing?.sort
        ? existing.sort
        : nextChildSort(
            siblings.map((node) => node.sort),
            parent?.sort,
          ))
    return { parentId, sort, subtree }
  }

  /** A moved node's subtree keeps its inner positions under the node's new path. */
  const rebaseSubtree = async (
    req: PayloadRequest,
    byId: Map<string, N>,
    existing: N | undefined,
    place: { sort: string; subtree: Set<string> },
  ) => {
    if (!existing || !existing.sort || existing.sort === place.sort) return
    for (const id of place.subtree) {
      const child = byId.get(id)!
      const rebased = rebaseSort(child.sort, existing.sort, place.sort)
      if (rebased !== child.sort) await db.update(req, id, { sort: rebased })
    }
  }

  const service = {
    /** The paged list, in tree order; `parentId` null lists the top level. */
    list: async (req: PayloadRequest, query: ListQuery & { parentId?: string | null }): Promise<Paginated<N>> => {
      const parent: Where | undefined =
        query.parentId === undefined
          ? undefined
          : query.parentId === null
            ? { parentId: { exists: false } }
            : { parentId: { equals: query.parentId } }
      // Position paths sort numerically ("1-10" after "1-2"), which no database text order does:
      // the matching nodes are ordered here. A tree holds hundreds of nodes at most.
      const nodes = sortNodes(
        (await db.find(req, allOf(keywordWhere(query.keyword, ['name']), parent))).map(def.toNode),
      )
      const start = (query.page - 1) * query.limit
      return {
        data: nodes.slice(start, start + query.limit),
        total: nodes.length,
        page: query.page,
        limit: query.limit,
      }
    },

    get: async (req: PayloadRequest, id: string): Promise<N> =>
      def.toNode((await findOr404(req, slug, id, TREE_MSG.notFound)) as unknown as StoredTreeDoc),

    /** Every node, in tree order. */
    all: (req: PayloadRequest): Promise<N[]> => allNodes(req),

    /** The nested tree. */
    allTree: async (req: PayloadRequest): Promise<TreeOf<N>[]> => buildTree(await allNodes(req)),

    /**
     * Create a node (no `_id`) or update one: absent fields keep their value; a new node goes
     * after the last child of its parent unless `sort` is given; a node moved to another parent
     * takes its subtree along (their positions follow).
     */
    save: async (req: PayloadRequest, input: NodeFields & { parentId?: string | null; sort?: string }): Promise<N> => {
      const nodes = await allNodes(req)
      const byId = new Map(nodes.map((node) => [node._id, node]))
      const existing = input._id ? byId.get(input._id) : undefined
      if (input._id && !existing) throw new AppError(404, TREE_MSG.notFound)

      const place = placement(
        req,
        nodes,
        byId,
        existing,
        input.parentId === undefined ? (existing?.parentId ?? null) : input.parentId,
        input.sort,
      )
      const data: NodeData = {
        ...(existing ? {} : def.defaults),
        ...def.dataOf(input),
        parentId: place.parentId,
        sort: place.sort,
      }
      const problem = def.problem?.({ ...def.defaults, ...existing, ...data })
      if (problem) throw new AppError(400, problem)
      await checkReferences(req, [data])

      return inTransaction(req, async () => {
        const saved = existing ? await db.update(req, existing._id, data) : await db.create(req, data)
        await rebaseSubtree(req, byId, existing, place)
        return def.toNode(saved)
      })
    },

    /**
     * The tree rules for a write that did not come through this service (Payload's REST
     * create and update, run from a `beforeOperation` hook of the collection): the same parent,
     * cycle, depth and scope checks as `save`, a position path under the new parent, and the
     * subtree's paths rebased (in the request's transaction). Returns the data to write.
     * A write that does not touch the position (`parentId` absent or unchanged) passes as sent.
     */
    checkWrite: async (
      req: PayloadRequest,
      id: string | undefined,
      data: NodeData,
    ): Promise<{ data: NodeData; rebase?: Rebase }> => {
      if (id !== undefined && !('parentId' in data)) return { data }
      const nodes = await allNodes(req)
      const byId = new Map(nodes.map((node) => [node._id, node]))
      const existing = id !== undefined ? byId.get(String(id)) : undefined
      if (id !== undefined && !existing) throw new AppError(404, TREE_MSG.notFound)
      const parentId = 'parentId' in data ? relationId(data.parentId) : null
      if (existing && parentId === existing.parentId) return { data }
      const sentSort = typeof data.sort === 'string' && data.sort !== '' ? data.sort : undefined
      const place = placement(req, nodes, byId, existing, parentId, sentSort)
      const rebase: Rebase | undefined =
        existing && existing.sort && existing.sort !== place.sort
          ? {
              from: existing.sort,
              to: place.sort,
              nodes: [...place.subtree].map((nodeId) => ({ id: nodeId, sort: byId.get(nodeId)!.sort })),
            }
          : undefined
      return { data: { ...data, parentId: place.parentId, sort: place.sort }, rebase }
    },

    /** Write the new position paths of a moved node's subtree (after the node itself was written). */
    applyRebase: async (req: PayloadRequest, rebase: Rebase): Promise<void> => {
      for (const node of rebase.nodes) {
        const rebased = rebaseSort(node.sort, rebase.from, rebase.to)
        if (rebased !== node.sort) await db.update(req, node.id, { sort: rebased })
      }
    },

    /** Delete a node that has no children and nothing depending on it. */
    remove: async (req: PayloadRequest, id: string): Promise<{ _id: string }> => {
      const nodes = await allNodes(req)
      const node = nodes.find((n) => n._id === id)
      if (!node) throw new AppError(404, TREE_MSG.notFound)
      checkEdit(req, id)
      const hasChildren = nodes.some((n) => n.parentId === id)
      const dependents = def.dependentsOf ? await def.dependentsOf(req, [id]) : new Set<string>()
      if (hasChildren || dependents.size > 0) throw new AppError(400, def.inUseMessage)
      await inTransaction(req, () => db.remove(req, id))
      return { _id: id }
    },

    /**
     * Save the whole tree: nodes with `_id` are updated (position and any sent fields), nodes
     * without are created, stored nodes missing from the tree are deleted. All or nothing.
     */
    saveTree: async (req: PayloadRequest, tree: readonly (NodeFields & SubmittedNode)[]): Promise<TreeOf<N>[]> => {
      const problem = treeProblem(tree, MAX_TREE_DEPTH)
      if (problem) throw new AppError(400, problem)

      const nodes = await allNodes(req)
      const byId = new Map(nodes.map((node) => [node._id, node]))
      const placed = placeTree(tree)
      if (placed.some((entry) => entry._id && !byId.has(entry._id))) throw new AppError(400, TREE_MSG.unknownNode)

      type Write = { key: string; existing?: N; parentKey: string | null; data: NodeData }
      const writes: Write[] = []
      for (const entry of placed) {
        const existing = entry._id ? byId.get(entry._id) : undefined
        const sent = entry.node as NodeFields
        const fields = def.dataOf({ ...sent, name: typeof sent.name === 'string' ? sent.name.trim() : undefined })
        const data: NodeData = { ...(existing ? {} : def.defaults), ...fields, sort: entry.sort }
        const nodeProblem = def.problem?.({ ...def.defaults, ...existing, ...data })
        if (nodeProblem) throw new AppError(400, nodeProblem)
        writes.push({ key: entry.key, existing, parentKey: entry.parentKey, data })
      }

      await checkReferences(
        req,
        writes.map((write) => write.data),
      )

      const kept = new Set(placed.map((entry) => entry._id).filter(Boolean))
      const removed = nodes.filter((node) => !kept.has(node._id))
      if (removed.length > 0) {
        if (!can(user(req), def.deleteFlag)) throw new AppError(403, MSG.forbidden)
        const dependents = def.dependentsOf
          ? await def.dependentsOf(
              req,
              removed.map((node) => node._id),
            )
          : new Set<string>()
        const blocked = removed.find((node) => dependents.has(node._id))
        if (blocked) throw new AppError(400, def.dependentsMessage(blocked.name))
      }

      // Which stored nodes change at all: only those are written (and need to be in scope).
      const changes = writes.map((write) => {
        if (!write.existing) return { write, changed: true }
        const parentChanged = write.parentKey !== write.existing.parentId
        return { write, changed: parentChanged || changedKeys(write.existing, write.data).length > 0 }
      })
      if (def.scope) {
        for (const { write, changed } of changes) {
          if (write.existing && changed) checkEdit(req, write.existing._id)
          // A stored node moved to another parent: the new parent must be in scope too (a scoped
          // user may not lift their route to the top level or under a route of someone else).
          if (
            write.existing &&
            write.parentKey !== write.existing.parentId &&
            !(write.parentKey ?? '').startsWith('new:')
          ) {
            checkCreateUnder(req, write.parentKey)
          }
          if (!write.existing) {
            const parentKey = write.parentKey
            // A node created under another new node of this save is under the same scope check.
            if (!parentKey || !parentKey.startsWith('new:')) checkCreateUnder(req, parentKey)
          }
        }
        for (const node of removed) checkEdit(req, node._id)
      }

      await inTransaction(req, async () => {
        const idOfKey = new Map<string, string>()
        for (const { write, changed } of changes) {
          const parentId = write.parentKey ? (idOfKey.get(write.parentKey) ?? write.parentKey) : null
          if (write.existing) {
            idOfKey.set(write.key, write.existing._id)
            if (changed) await db.update(req, write.existing._id, { ...write.data, parentId })
          } else {
            const created = await db.create(req, { ...write.data, parentId })
            idOfKey.set(write.key, String(created.id))
          }
        }
        // Children first, so no stored node ever points at a deleted parent.
        for (const node of [...removed].reverse()) await db.remove(req, node._id)
      })
      return service.allTree(req)
    },
  }
  return service
}

export type TreeService<N extends TreeNodeBase> = ReturnType<typeof treeService<N>>

const REBASE_KEY = 'treeRebase'

/**
 * Payload REST writes of a tree collection run the tree's rules: a create or
 * an update that places a node (`parentId`) is checked like the tree calls check it (parent
 * exists, no cycle, depth, the routeIds scope on the new parent) and gets its position path;
 * a moved node's subtree follows (`treeRestRules.afterChange`). Writes with access overridden
 * (the tree service itself, the seed) are not touched, nor are callers without the edit flag
 * (Payload's access refuses them). A bulk update cannot move nodes.
 */
export const treeRestRules = <N extends TreeNodeBase>(
  service: Pick<TreeService<N>, 'checkWrite' | 'applyRebase'>,
  editFlag: Flag,
) => {
  const beforeOperation: CollectionBeforeOperationHook = async ({ args, operation, overrideAccess, req }) => {
    if (operation !== 'create' && operation !== 'update') return args
    if (overrideAccess === true || !can(userOf(req), editFlag)) return args
    const data = (args as { data?: unknown }).data
    if (!data || typeof data !== 'object') return args
    const id = (args as { id?: string | number }).id
    if (operation === 'update' && id === undefined) {
      if ('parentId' in data) throw new APIError(TREE_MSG.moveOneAtATime, 400)
      return args
    }
    try {
      const checked = await service.checkWrite(req, operation === 'create' ? undefined : String(id), data as NodeData)
      if (checked.rebase) req.context[REBASE_KEY] = { id: String(id), rebase: checked.rebase }
      return { ...args, data: checked.data }
    } catch (error) {
      if (error instanceof AppError) throw new APIError(error.message, error.status)
      throw error
    }
  }
  const afterChange: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
    const pending = req.context[REBASE_KEY] as { id: string; rebase: Rebase } | undefined
    if (operation !== 'update' || !pending || pending.id !== String(doc.id)) return doc
    delete req.context[REBASE_KEY]
    await service.applyRebase(req, pending.rebase)
    return doc
  }
  return { beforeOperation, afterChange }
}
