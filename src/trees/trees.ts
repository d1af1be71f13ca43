import { TREE_MSG } from './messages'

/**
 * Pure tree helpers of the navigation tree (routes) and the FAQ tree: a flat
 * list of `{ _id, parentId, sort }` documents <-> a nested `{ ...node, children }` tree.
 *
 * `sort` is the node's position path: "1" is the first root, "1-2" the second child of the
 * first root, "1-2-3" a child of that. Paths compare segment by segment as numbers, so "1-10"
 * comes after "1-2".
 */

/** The deepest a tree may go: a root is level 1. */
export const MAX_TREE_DEPTH = 5

export type FlatNode = { _id: string; parentId?: string | null; sort?: string | null }

export type TreeOf<N> = N & { children: TreeOf<N>[] }

/** A submitted node: `_id` absent for a new node; every other field is the tree's business. */
export type SubmittedNode = { _id?: string | null; name?: string | null; children?: SubmittedNode[] | null }

const segmentsOf = (sort: string | null | undefined): number[] | undefined => {
  if (!sort) return undefined
  const parts = sort.split('-').map((part) => Number(part))
  return parts.every((n) => Number.isInteger(n) && n >= 0) ? parts : undefined
}

/** Position paths in order: numeric segment by segment; a missing or malformed path goes last. */
export const compareSort = (a: string | null | undefined, b: string | null | undefined): number => {
  const x = segmentsOf(a)
  const y = segmentsOf(b)
  if (!x || !y) return x ? -1 : y ? 1 : 0
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    if (x[i] !== y[i]) return x[i]! - y[i]!
  }
  return x.length - y.length
}

/** Nodes in tree order (stable: equal paths keep their input order). */
export const sortNodes = <N extends FlatNode>(nodes: readonly N[]): N[] =>
  [...nodes].sort((a, b) => compareSort(a.sort, b.sort))

/**
 * The nested tree of flat nodes, siblings in `sort` order. A node whose parent is missing
 * becomes a root (nothing stored is ever hidden from the editor); a parent cycle is broken
 * where it is met.
 */
export const buildTree = <N extends FlatNode>(nodes: readonly N[]): TreeOf<N>[] => {
  const sorted = sortNodes(nodes)
  const ids = new Set(sorted.map((node) => node._id))
  const childrenOf = new Map<string, N[]>()
  const roots: N[] = []
  for (const node of sorted) {
    const parent = node.parentId ?? undefined
    if (parent && ids.has(parent) && parent !== node._id) {
      const siblings = childrenOf.get(parent) ?? []
      siblings.push(node)
      childrenOf.set(parent, siblings)
    } else roots.push(node)
  }
  const seen = new Set<string>()
  const grow = (node: N): TreeOf<N> => {
    seen.add(node._id)
    const children = (childrenOf.get(node._id) ?? []).filter((child) => !seen.has(child._id)).map(grow)
    return { ...node, children }
  }
  const tree = roots.map(grow)
  // Nodes caught in a parent cycle are reachable from no root: show them as roots.
  for (const node of sorted) if (!seen.has(node._id)) tree.push(grow(node))
  return tree
}

/** Every node of a tree, parents before children, without their `children`. */
export const flattenNested = <N extends { children?: unknown }>(tree: readonly N[]): Omit<N, 'children'>[] => {
  const out: Omit<N, 'children'>[] = []
  const walk = (nodes: readonly N[]) => {
    for (const { children, ...node } of nodes) {
      out.push(node)
      if (Array.isArray(children)) walk(children as N[])
    }
  }
  walk(tree)
  return out
}

/** A submitted node placed: its own key, its parent's key, its position path and depth. */
export type PlacedNode<N> = {
  /** `_id`, or `new:<n>` for a node to create. */
  key: string
  _id?: string
  parentKey: string | null
  /** The parent's `_id` when the parent already exists. */
  parentId: string | null
  sort: string
  depth: number
  /** The node as sent, without `children`. */
  node: Omit<N, 'children'>
}

/**
 * The position of every node of a submitted tree (parents before children): "1", "1-2",
 * "1-2-3" from the order of the arrays. Call `treeProblem` first.
 */
export const placeTree = <N extends SubmittedNode>(tree: readonly N[]): PlacedNode<N>[] => {
  const out: PlacedNode<N>[] = []
  let fresh = 0
  const walk = (nodes: readonly N[], parent: { key: string; _id?: string; sort: string; depth: number } | null) => {
    nodes.forEach((sent, index) => {
      const { children, ...node } = sent
      const _id = sent._id ? sent._id : undefined
      const key = _id ?? `new:${++fresh}`
      const sort = parent ? `${parent.sort}-${index + 1}` : String(index + 1)
      const depth = parent ? parent.depth + 1 : 1
      out.push({ key, _id, parentKey: parent?.key ?? null, parentId: parent?._id ?? null, sort, depth, node })
      if (Array.isArray(children) && children.length > 0) walk(children as N[], { key, _id, sort, depth })
    })
  }
  walk(tree, null)
  return out
}

/**
 * What is wrong with a submitted tree, in zh-TW, or undefined: a node without a name, an
 * `_id` sent twice, or a tree deeper than `maxDepth`.
 */
export const treeProblem = (tree: readonly SubmittedNode[], maxDepth: number = MAX_TREE_DEPTH): string | undefined => {
  const ids = new Set<string>()
  let problem: string | undefined
  const walk = (nodes: readonly SubmittedNode[], depth: number): void => {
    for (const node of nodes) {
      if (problem) return
      if (typeof node.name !== 'string' || node.name.trim() === '') problem = TREE_MSG.nameRequired
      else if (node._id && ids.has(node._id)) problem = TREE_MSG.duplicateNode
      else if (depth > maxDepth) problem = TREE_MSG.tooDeep(maxDepth)
      if (problem) return
      if (node._id) ids.add(node._id)
      if (node.children && node.children.length > 0) walk(node.children, depth + 1)
    }
  }
  walk(tree, 1)
  return problem
}

/** How many levels a tree has (0 for an empty one). */
export const treeHeight = (tree: readonly { children?: readonly unknown[] | null }[]): number =>
  tree.reduce(
    (height, node) => Math.max(height, 1 + treeHeight((node.children ?? []) as { children?: unknown[] }[])),
    0,
  )

/** The ids of a node's descendants in a flat list (not the node itself). */
export const descendantIds = (nodes: readonly FlatNode[], id: string): Set<string> => {
  const childrenOf = new Map<string, string[]>()
  for (const node of nodes) {
    if (!node.parentId) continue
    childrenOf.set(node.parentId, [...(childrenOf.get(node.parentId) ?? []), node._id])
  }
  const out = new Set<string>()
  const stack = [...(childrenOf.get(id) ?? [])]
  while (stack.length > 0) {
    const next = stack.pop()!
    if (out.has(next) || next === id) continue
    out.add(next)
    stack.push(...(childrenOf.get(next) ?? []))
  }
  return out
}

/** The position path after the last child of `parentSort` (or after the last root). */
export const nextChildSort = (
  siblingSorts: readonly (string | null | undefined)[],
  parentSort: string | null | undefined,
): string => {
  const last = siblingSorts.reduce((max, sort) => Math.max(max, segmentsOf(sort)?.at(-1) ?? 0), 0)
  return parentSort ? `${parentSort}-${last + 1}` : String(last + 1)
}

/** `sort` with its leading `from` prefix replaced by `to` (a moved subtree keeps its inner positions). */
export const rebaseSort = (sort: string, from: string, to: string): string =>
  sort === from ? to : sort.startsWith(`${from}-`) ? `${to}${sort.slice(from.length)}` : sort
