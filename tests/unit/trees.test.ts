import { describe, expect, it } from 'vitest'

import {
  type EditorNode,
  addNode,
  fromServer,
  indent,
  moveDown,
  moveNode,
  moveUp,
  outdent,
  removeNode,
  toSubmission,
} from '@/admin/trees/treeState'
import { mayCreateRouteUnder, mayEditRoute, pageScopeWhere, routeScopeWhere } from '@/access/routeScope'
import { ANONYMOUS, isNodeVisible, visibleTree } from '@/modules/cms/visibility'
import {
  MAX_TREE_DEPTH,
  buildTree,
  compareSort,
  descendantIds,
  flattenNested,
  nextChildSort,
  placeTree,
  rebaseSort,
  sortNodes,
  treeHeight,
  treeProblem,
} from '@/trees/trees'
import { routeProblem } from '@/trees/schemas'

const A = 'a'.repeat(24)
const B = 'b'.repeat(24)
const C = 'c'.repeat(24)
const D = 'd'.repeat(24)

describe('compareSort', () => {
  it('compares position paths segment by segment as numbers', () => {
    expect(compareSort('1-2', '1-10')).toBeLessThan(0)
    expect(compareSort('2', '10')).toBeLessThan(0)
    expect(compareSort('1', '1-1')).toBeLessThan(0)
    expect(compareSort('1-2-3', '1-2-3')).toBe(0)
    expect(compareSort(null, '1')).toBeGreaterThan(0)
    expect(compareSort('x', '9')).toBeGreaterThan(0)
  })

  it('sorts a flat list into tree order', () => {
    const sorted = sortNodes([
      { _id: '1', sort: '1-10' },
      { _id: '2', sort: '2' },
      { _id: '3', sort: '1-2' },
      { _id: '4', sort: '1' },
    ])
    expect(sorted.map((n) => n.sort)).toEqual(['1', '1-2', '1-10', '2'])
  })
})

describe('buildTree', () => {
  it('nests children under their parents, siblings numerically', () => {
    const tree = buildTree([
      { _id: C, parentId: A, sort: '1-10', name: 'c' },
      { _id: B, parentId: A, sort: '1-2', name: 'b' },
      { _id: A, parentId: null, sort: '1', name: 'a' },
      { _id: D, parentId: null, sort: '2', name: 'd' },
    ])
    expect(tree.map((n) => n.name)).toEqual(['a', 'd'])
    expect(tree[0]!.children.map((n) => n.name)).toEqual(['b', 'c'])
    expect(tree[0]!.children[0]!.children).toEqual([])
    expect(tree[0]).toMatchObject({ _id: A, parentId: null, sort: '1' })
  })

  it('shows orphans and parent cycles as roots instead of losing them', () => {
    const tree = buildTree([
      { _id: A, parentId: D, sort: '1' },
      { _id: B, parentId: C, sort: '2' },
      { _id: C, parentId: B, sort: '3' },
    ])
    expect(
      flattenNested(tree)
        .map((n) => n._id)
        .sort(),
    ).toEqual([A, B, C].sort())
    expect(tree[0]!._id).toBe(A)
  })
})

describe('placeTree', () => {
  it('gives each node its parent and position path', () => {
    const placed = placeTree([
      {
        _id: A,
        name: 'a',
        children: [
          { name: 'new', children: [{ _id: C, name: 'c' }] },
          { _id: B, name: 'b' },
        ],
      },
      { _id: D, name: 'd' },
    ])
    expect(placed.map((p) => [p.key, p.parentKey, p.sort, p.depth])).toEqual([
      [A, null, '1', 1],
      ['new:1', A, '1-1', 2],
      [C, 'new:1', '1-1-1', 3],
      [B, A, '1-2', 2],
      [D, null, '2', 1],
    ])
    expect(placed[2]!.parentId).toBeNull()
    expect(placed[3]!.parentId).toBe(A)
    expect(placed[0]!.node).toEqual({ _id: A, name: 'a' })
  })

  it('numbers ten siblings so the tenth sorts after the second', () => {
    const children = Array.from({ length: 10 }, (_, i) => ({ name: `n${i + 1}` }))
    const placed = placeTree([{ name: 'root', children }])
    expect(placed.at(-1)!.sort).toBe('1-10')
    expect(
      buildTree(
        placed.map((p) => ({ _id: p.key, parentId: p.parentKey, sort: p.sort, name: p.node.name })),
      )[0]!.children.at(-1)!.name,
    ).toBe('n10')
  })
})

describe('treeProblem', () => {
  it('accepts a good tree', () => {
    expect(treeProblem([{ _id: A, name: 'a', children: [{ name: 'b' }] }])).toBeUndefined()
    expect(treeProblem([])).toBeUndefined()
  })

  it('refuses a nameless node anywhere', () => {
    expect(treeProblem([{ name: 'a', children: [{ name: '  ' }] }])).toBe('名稱為必填欄位')
    expect(treeProblem([{ _id: A }])).toBe('名稱為必填欄位')
  })

  it('refuses an _id sent twice', () => {
    expect(treeProblem([{ _id: A, name: 'a', children: [{ _id: A, name: 'again' }] }])).toBe('樹狀結構中有重複的節點')
  })

  it('refuses a tree deeper than the limit', () => {
    const deep = (levels: number): { name: string; children: unknown[] }[] =>
      levels === 0 ? [] : [{ name: `level ${levels}`, children: deep(levels - 1) }]
    expect(treeProblem(deep(MAX_TREE_DEPTH) as never)).toBeUndefined()
    expect(treeProblem(deep(MAX_TREE_DEPTH + 1) as never)).toBe(`樹狀結構最多只能有 ${MAX_TREE_DEPTH} 層`)
    expect(treeHeight(deep(3))).toBe(3)
  })
})

describe('tree helpers', () => {
  it('finds descendants, the next child position and rebases a moved subtree', () => {
    const flat = [
      { _id: A, parentId: null },
      { _id: B, parentId: A },
      { _id: C, parentId: B },
      { _id: D, parentId: null },
    ]
    expect([...descendantIds(flat, A)].sort()).toEqual([B, C])
    expect(descendantIds(flat, D).size).toBe(0)
    expect(nextChildSort(['1-1', '1-10', '1-2'], '1')).toBe('1-11')
    expect(nextChildSort([], '2-3')).toBe('2-3-1')
    expect(nextChildSort(['1', '2'], null)).toBe('3')
    expect(rebaseSort('1-2-3', '1-2', '4')).toBe('4-3')
    expect(rebaseSort('1-20', '1-2', '4')).toBe('1-20')
  })
})

describe('routeProblem', () => {
  it('requires url for Url nodes and moduleName for Module nodes', () => {
    expect(routeProblem({ type: 'Url', url: '' })).toBe('網址為必填欄位')
    expect(routeProblem({ type: 'Url', url: 'not a url' })).toBe('不是網址格式')
    expect(routeProblem({ type: 'Url', url: 'https://library.example' })).toBeUndefined()
    expect(routeProblem({ type: 'Module', moduleName: null })).toBe('模組名稱為必填欄位')
    expect(routeProblem({ type: 'Module', moduleName: '/news' })).toBeUndefined()
    expect(routeProblem({ type: 'Path' })).toBeUndefined()
  })
})

describe('route visibility', () => {
  const signedIn = { signedIn: true, roleIds: [A] }
  it('shows Published nodes by auth mode', () => {
    expect(isNodeVisible({ status: 'Published', auth: 'Public' }, ANONYMOUS)).toBe(true)
    expect(isNodeVisible({ status: 'Drafting', auth: 'Public' }, signedIn)).toBe(false)
    expect(isNodeVisible({ status: 'Published', auth: 'Internal' }, ANONYMOUS)).toBe(false)
    expect(isNodeVisible({ status: 'Published', auth: 'Internal' }, signedIn)).toBe(true)
    expect(isNodeVisible({ status: 'Published', auth: 'Roles', authRoles: [B] }, signedIn)).toBe(false)
    expect(isNodeVisible({ status: 'Published', auth: 'Roles', authRoles: [B, A] }, signedIn)).toBe(true)
    expect(isNodeVisible({ status: 'Published', auth: 'Roles', authRoles: [A] }, ANONYMOUS)).toBe(false)
  })

  it('a hidden node hides its subtree', () => {
    const node = (name: string, auth: string, children: never[] = [], status = 'Published') => ({
      name,
      auth,
      status,
      authRoles: [],
      children,
    })
    const tree = [
      node('public', 'Public', [node('internal', 'Internal', [node('deep', 'Public')] as never[])] as never[]),
      node('draft', 'Public', [node('child', 'Public')] as never[], 'Drafting'),
    ]
    const forAnonymous = visibleTree(tree as never[], ANONYMOUS) as { name: string; children: unknown[] }[]
    expect(forAnonymous.map((n) => n.name)).toEqual(['public'])
    expect(forAnonymous[0]!.children).toEqual([])
    const forUser = visibleTree(tree as never[], signedIn)
    expect(flattenNested(forUser as { name: string; children: unknown[] }[]).map((n) => n.name)).toEqual([
      'public',
      'internal',
      'deep',
    ])
  })
})

describe('routeIds scope', () => {
  const scoped = { routeIds: [A.toUpperCase(), B] } as never
  const unscoped = { routeIds: [] } as never
  it('limits a user with routeIds to those routes', () => {
    expect(routeScopeWhere(unscoped)).toBe(true)
    expect(routeScopeWhere(scoped)).toEqual({ id: { in: [A, B] } })
    expect(pageScopeWhere(scoped)).toEqual({ routeId: { in: [A, B] } })
    expect(mayEditRoute(scoped, A)).toBe(true)
    expect(mayEditRoute(scoped, C)).toBe(false)
    expect(mayEditRoute(unscoped, C)).toBe(true)
    expect(mayCreateRouteUnder(scoped, B)).toBe(true)
    expect(mayCreateRouteUnder(scoped, null)).toBe(false)
    expect(mayCreateRouteUnder(unscoped, null)).toBe(true)
  })
})

describe('tree editor state', () => {
  const node = (key: string, children: EditorNode[] = []): EditorNode => ({ key, _id: key, name: key, children })
  const keys = (tree: EditorNode[]): unknown[] =>
    tree.map((n) => (n.children.length ? [n.key, keys(n.children)] : n.key))
  const start = () => [node('a', [node('a1'), node('a2')]), node('b'), node('c')]

  it('moves with the keyboard buttons', () => {
    expect(keys(moveUp(start(), 'b'))).toEqual(['b', ['a', ['a1', 'a2']], 'c'])
    expect(keys(moveDown(start(), 'a1'))).toEqual([['a', ['a2', 'a1']], 'b', 'c'])
    expect(keys(outdent(start(), 'a2'))).toEqual([['a', ['a1']], 'a2', 'b', 'c'])
    expect(keys(indent(start(), 'c'))).toEqual([
      ['a', ['a1', 'a2']],
      ['b', ['c']],
    ])
    const tree = start()
    expect(moveUp(tree, 'a')).toBe(tree)
    expect(outdent(tree, 'b')).toBe(tree)
    expect(indent(tree, 'a1')).toBe(tree)
  })

  it('drops before, after and into a node, never into its own subtree', () => {
    expect(keys(moveNode(start(), 'c', 'a1', 'before'))).toEqual([['a', ['c', 'a1', 'a2']], 'b'])
    expect(keys(moveNode(start(), 'a', 'b', 'inside'))).toEqual([['b', [['a', ['a1', 'a2']]]], 'c'])
    const tree = start()
    expect(moveNode(tree, 'a', 'a2', 'inside')).toBe(tree)
  })

  it('adds, removes and sends only _id, name and children', () => {
    const added = addNode(start(), { key: 'new-1', name: '新', children: [] }, 'b')
    expect(toSubmission(added)[1]).toEqual({ _id: 'b', name: 'b', children: [{ name: '新', children: [] }] })
    expect(keys(removeNode(added, 'a'))).toEqual([['b', ['new-1']], 'c'])
    expect(fromServer([{ _id: 'x', name: 'x', children: [{ _id: 'y', name: 'y' }] }])).toEqual([
      {
        key: 'x',
        _id: 'x',
        name: 'x',
        detail: undefined,
        children: [{ key: 'y', _id: 'y', name: 'y', detail: undefined, children: [] }],
      },
    ])
  })
})
