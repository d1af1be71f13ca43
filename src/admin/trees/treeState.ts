/**
 * The tree editor's state (pure, no React): a nested list of nodes and the moves the editor
 * offers (drag before / after / into a node; up, down, outdent, indent; add). Every move returns
 * a new tree; a move that cannot happen returns the same tree object.
 */

export type EditorNode = {
  /** Stable key: `_id`, or `new-<n>` for a node not saved yet. */
  key: string
  _id?: string
  name: string
  /** A short description shown beside the name (the route type, the answer count). */
  detail?: string
  children: EditorNode[]
}

export type DropPosition = 'before' | 'after' | 'inside'

type Location = { siblings: EditorNode[]; index: number; parent: EditorNode | null; path: number[] }

/** Where a node is: its sibling list, its index there, its parent. */
export const locate = (tree: EditorNode[], key: string): Location | undefined => {
  const walk = (nodes: EditorNode[], parent: EditorNode | null, path: number[]): Location | undefined => {
    for (let index = 0; index < nodes.length; index++) {
      const node = nodes[index]!
      if (node.key === key) return { siblings: nodes, index, parent, path: [...path, index] }
      const found = walk(node.children, node, [...path, index])
      if (found) return found
    }
    return undefined
  }
  return walk(tree, null, [])
}

export const findNode = (tree: EditorNode[], key: string): EditorNode | undefined => {
  const at = locate(tree, key)
  return at?.siblings[at.index]
}

/** Does `ancestorKey`'s subtree contain `key` (or is it the node itself)? */
export const isWithin = (tree: EditorNode[], ancestorKey: string, key: string): boolean => {
  const ancestor = findNode(tree, ancestorKey)
  if (!ancestor) return false
  const walk = (node: EditorNode): boolean => node.key === key || node.children.some(walk)
  return walk(ancestor)
}

/** The tree without the node, and the node. */
const detach = (tree: EditorNode[], key: string): [EditorNode[], EditorNode | undefined] => {
  let removed: EditorNode | undefined
  const walk = (nodes: EditorNode[]): EditorNode[] =>
    nodes.flatMap((node) => {
      if (node.key === key) {
        removed = node
        return []
      }
      return [{ ...node, children: walk(node.children) }]
    })
  const next = walk(tree)
  return [next, removed]
}

/** The tree with `node` placed before, after or inside (as last child of) `targetKey`. */
const attach = (
  tree: EditorNode[],
  node: EditorNode,
  targetKey: string | null,
  position: DropPosition,
): EditorNode[] => {
  if (targetKey === null) return [...tree, node]
  const walk = (nodes: EditorNode[]): EditorNode[] =>
    nodes.flatMap((current) => {
      if (current.key !== targetKey) return [{ ...current, children: walk(current.children) }]
      if (position === 'before') return [node, current]
      if (position === 'after') return [current, node]
      return [{ ...current, children: [...current.children, node] }]
    })
  return walk(tree)
}

/** Move a node before, after or into another; not into its own subtree. */
export const moveNode = (tree: EditorNode[], key: string, targetKey: string, position: DropPosition): EditorNode[] => {
  if (key === targetKey || isWithin(tree, key, targetKey)) return tree
  const [rest, node] = detach(tree, key)
  if (!node) return tree
  return attach(rest, node, targetKey, position)
}

/** Swap with the previous sibling. */
export const moveUp = (tree: EditorNode[], key: string): EditorNode[] => {
  const at = locate(tree, key)
  if (!at || at.index === 0) return tree
  return moveNode(tree, key, at.siblings[at.index - 1]!.key, 'before')
}

/** Swap with the next sibling. */
export const moveDown = (tree: EditorNode[], key: string): EditorNode[] => {
  const at = locate(tree, key)
  if (!at || at.index >= at.siblings.length - 1) return tree
  return moveNode(tree, key, at.siblings[at.index + 1]!.key, 'after')
}

/** One level up: right after its parent. */
export const outdent = (tree: EditorNode[], key: string): EditorNode[] => {
  const at = locate(tree, key)
  if (!at?.parent) return tree
  return moveNode(tree, key, at.parent.key, 'after')
}

/** One level down: the last child of its previous sibling. */
export const indent = (tree: EditorNode[], key: string): EditorNode[] => {
  const at = locate(tree, key)
  if (!at || at.index === 0) return tree
  return moveNode(tree, key, at.siblings[at.index - 1]!.key, 'inside')
}

/** Add a node at the end of the top level (`parentKey` null) or of a node's children. */
export const addNode = (tree: EditorNode[], node: EditorNode, parentKey: string | null): EditorNode[] =>
  parentKey === null ? [...tree, node] : attach(tree, node, parentKey, 'inside')

/** Remove a node (and its subtree). */
export const removeNode = (tree: EditorNode[], key: string): EditorNode[] => detach(tree, key)[0]

/** Levels below and including the node (1 for a leaf). */
export const heightOf = (node: EditorNode): number =>
  1 + node.children.reduce((max, child) => Math.max(max, heightOf(child)), 0)

/** 1 for a root. */
export const depthOf = (tree: EditorNode[], key: string): number => locate(tree, key)?.path.length ?? 0

/** The body of the save call: positions are the array order; only `_id`, `name` and children are sent. */
export type SubmittedTreeNode = { _id?: string; name: string; children: SubmittedTreeNode[] }

export const toSubmission = (tree: EditorNode[]): SubmittedTreeNode[] =>
  tree.map((node) => ({
    ...(node._id ? { _id: node._id } : {}),
    name: node.name,
    children: toSubmission(node.children),
  }))

/** A server tree node: what the all-*-tree calls answer. */
export type ServerTreeNode = { _id: string; name: string; children?: ServerTreeNode[] } & Record<string, unknown>

export const fromServer = (
  nodes: ServerTreeNode[],
  detail?: (node: ServerTreeNode) => string | undefined,
): EditorNode[] =>
  nodes.map((node) => ({
    key: node._id,
    _id: node._id,
    name: node.name,
    detail: detail?.(node),
    children: fromServer(node.children ?? [], detail),
  }))

export const countNodes = (tree: EditorNode[]): number =>
  tree.reduce((sum, node) => sum + 1 + countNodes(node.children), 0)
