import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { onlyFlags } from '@/access/permissions'
import { TREE_MSG } from '@/trees/messages'
import { startTestApp, type TestApp } from '../../helpers/app'

/**
 * Issue 10 item 6, "routeIds scope checks only the old values": a user limited to some routes
 * cannot move a page or a route outside them, whichever way they write (the back-office calls,
 * the tree save, Payload REST). The REST path runs the tree's own rules too (parent exists, no
 * cycle, depth at most 5).
 */

type Node = { _id: string; parentId: string | null; name: string; sort: string }
type Result<T> = { result: T; message?: string }
type Doc = { id: string; parentId?: string | null; routeId?: string; sort?: string; name?: string; title?: string }
type ErrorBody = { errors?: { message: string }[]; message?: string }

let app: TestApp
let admin: string
let scoped: string
// Tree: top (out of scope) > mine (in scope) > mineChild; other (out of scope, a root).
let top: Node
let mine: Node
let mineChild: Node
let other: Node
let pageId: string

const CMS_FLAGS = [
  'cms__auth',
  'cms__routes__auth',
  'cms__routes__read',
  'cms__routes__edit',
  'cms__routes__delete',
  'cms__pages__auth',
  'cms__pages__read',
  'cms__pages__edit',
  'cms__pages__delete',
]

const node = async (name: string, parentId?: string) => {
  const res = await app.api.post<Result<Node>>(
    '/api/shennong/routes',
    { name, ...(parentId ? { parentId } : {}) },
    { token: admin },
  )
  expect(res.status).toBe(200)
  return res.body.result
}
const storedRoute = async (id: string) =>
  (await app.payload.findByID({ collection: 'routes', id, depth: 0 })) as unknown as Doc
const storedPage = async (id: string) =>
  (await app.payload.findByID({ collection: 'pages', id, depth: 0, draft: true })) as unknown as Doc
const messageOf = (body: ErrorBody) => body.message ?? body.errors?.[0]?.message ?? ''

beforeAll(async () => {
  app = await startTestApp()
  admin = await app.login('admin', 'Admin@12345')
  await app.payload.delete({ collection: 'pages', where: { id: { exists: true } }, overrideAccess: true })
  await app.payload.delete({ collection: 'routes', where: { id: { exists: true } }, overrideAccess: true })
  top = await node('上層（範圍外）')
  mine = await node('我的路由', top._id)
  mineChild = await node('我的子路由', mine._id)
  other = await node('他人路由')
  const role = await app.payload.create({
    collection: 'roles',
    data: { name: '路由限定編輯', enabled: true, flags: onlyFlags(CMS_FLAGS) },
  })
  await app.payload.create({
    collection: 'users',
    data: {
      username: 'scoped',
      name: 'scoped',
      email: 'scoped@test.example',
      password: 'Passw0rd!x',
      accountStatus: 'Enabled',
      roles: [role.id],
      routeIds: [mine._id, mineChild._id],
      mustChangePassword: false,
    },
    context: { passwordSetBy: 'system' },
  })
  scoped = await app.login('scoped', 'Passw0rd!x')
  pageId = String(
    (
      await app.payload.create({
        collection: 'pages',
        data: { title: '我的頁面', description: '說明', routeId: mine._id, status: 'Published' } as never,
      })
    ).id,
  )
})
afterAll(async () => app?.close())

describe('Payload REST: routes', () => {
  it('PATCH /api/routes/<id> with parentId null (to the top level) is refused to the scoped user', async () => {
    const res = await app.api.patch<ErrorBody>(`/api/routes/${mine._id}`, { parentId: null }, { token: scoped })
    expect(res.status).toBe(403)
    expect(messageOf(res.body)).toMatch(/[\u4e00-\u9fff]/)
    expect((await storedRoute(mine._id)).parentId).toBe(top._id)
  })

  it('PATCH /api/routes/<id> under a parent outside the scope is refused', async () => {
    const res = await app.api.patch(`/api/routes/${mine._id}`, { parentId: other._id }, { token: scoped })
    expect(res.status).toBe(403)
    expect((await storedRoute(mine._id)).parentId).toBe(top._id)
  })

  it('a bulk PATCH that moves routes is refused', async () => {
    const res = await app.api.patch(`/api/routes?where[id][equals]=${mine._id}`, { parentId: null }, { token: scoped })
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(res.status).toBeLessThan(500)
    expect((await storedRoute(mine._id)).parentId).toBe(top._id)
  })

  it('the scoped user still renames their route (the parent sent back unchanged)', async () => {
    const res = await app.api.patch(
      `/api/routes/${mine._id}`,
      { name: '我的路由（改名）', parentId: top._id },
      { token: scoped },
    )
    expect(res.status).toBe(200)
    expect((await storedRoute(mine._id)).name).toBe('我的路由（改名）')
  })

  it("a move into a node's own subtree is refused (cycle), even to the super-admin", async () => {
    const res = await app.api.patch<ErrorBody>(`/api/routes/${mine._id}`, { parentId: mineChild._id }, { token: admin })
    expect(res.status).toBe(400)
    expect(messageOf(res.body)).toBe(TREE_MSG.parentCycle)
    const self = await app.api.patch<ErrorBody>(`/api/routes/${mine._id}`, { parentId: mine._id }, { token: admin })
    expect(self.status).toBe(400)
    expect((await storedRoute(mine._id)).parentId).toBe(top._id)
  })

  it('a move that makes the tree deeper than 5 levels is refused', async () => {
    let parent = other._id
    const chain: string[] = []
    for (let level = 2; level <= 5; level += 1) {
      const created = await node(`深層 ${level}`, parent)
      chain.push(created._id)
      parent = created._id
    }
    // `mine` has a child: under a level-5 node it would reach level 7.
    const res = await app.api.patch<ErrorBody>(`/api/routes/${mine._id}`, { parentId: chain[2] }, { token: admin })
    expect(res.status).toBe(400)
    expect(messageOf(res.body)).toBe(TREE_MSG.tooDeep(5))
    const create = await app.api.post<ErrorBody>(
      '/api/routes',
      { name: '第六層', parentId: chain[3] },
      { token: admin },
    )
    expect(create.status).toBe(400)
    expect((await storedRoute(mine._id)).parentId).toBe(top._id)
  })

  it('an unknown parent is refused', async () => {
    const res = await app.api.patch(
      `/api/routes/${mineChild._id}`,
      { parentId: '0123456789abcdef01234567' },
      { token: admin },
    )
    expect(res.status).toBe(400)
  })

  it('the super-admin moves a route through REST: its position path follows the new parent, its subtree too', async () => {
    const res = await app.api.patch(`/api/routes/${mine._id}`, { parentId: other._id }, { token: admin })
    expect(res.status).toBe(200)
    const moved = await storedRoute(mine._id)
    const otherSort = (await storedRoute(other._id)).sort!
    expect(moved.parentId).toBe(other._id)
    expect(moved.sort!.startsWith(`${otherSort}-`)).toBe(true)
    expect((await storedRoute(mineChild._id)).sort).toBe(`${moved.sort}-1`)
    // Back where it was, for the tests below.
    expect((await app.api.patch(`/api/routes/${mine._id}`, { parentId: top._id }, { token: admin })).status).toBe(200)
  })
})

describe('the tree save', () => {
  it('a scoped user cannot move their route to the top level through POST /shennong/routes/save', async () => {
    const tree = (
      await app.api.get<Result<(Node & { children: Node[] })[]>>('/api/shennong/all-routes-tree', { token: admin })
    ).body.result
    const strip = (nodes: (Node & { children?: Node[] })[]): unknown[] =>
      nodes.map((n) => ({
        _id: n._id,
        name: n.name,
        children: strip((n.children ?? []) as (Node & { children?: Node[] })[]),
      }))
    const topNode = tree.find((n) => n._id === top._id)!
    const mineNode = topNode.children.find((n) => n._id === mine._id)!
    const rest = tree.filter((n) => n._id !== top._id)
    // `mine` goes last, so no other node changes: only its own move is judged.
    const moved = [{ ...(strip([topNode])[0] as object), children: [] }, ...strip(rest), strip([mineNode])[0]]
    const res = await app.api.post<Result<unknown>>('/api/shennong/routes/save', { routes: moved }, { token: scoped })
    expect(res.status).toBe(403)
    expect((await storedRoute(mine._id)).parentId).toBe(top._id)
  })

  it('a scoped user cannot move their route under another parent through POST /shennong/routes', async () => {
    const res = await app.api.post(
      '/api/shennong/routes',
      { _id: mine._id, name: '我的路由', parentId: other._id },
      { token: scoped },
    )
    expect(res.status).toBe(403)
    expect((await storedRoute(mine._id)).parentId).toBe(top._id)
  })
})

describe('pages', () => {
  it('PATCH /api/pages/<id> with a routeId outside the scope is refused', async () => {
    const res = await app.api.patch(`/api/pages/${pageId}`, { routeId: other._id }, { token: scoped })
    expect(res.status).toBe(403)
    expect((await storedPage(pageId)).routeId).toBe(mine._id)
  })

  it('POST /api/shennong/pages moving a page to another route is refused', async () => {
    const res = await app.api.post<{ message: string }>(
      '/api/shennong/pages',
      { _id: pageId, title: '我的頁面', description: '說明', routeId: other._id, blocks: [] },
      { token: scoped },
    )
    expect(res.status).toBe(403)
    expect(res.body.message).toMatch(/[\u4e00-\u9fff]/)
    expect((await storedPage(pageId)).routeId).toBe(mine._id)
  })

  it('POST /api/shennong/pages creating a page under another route is refused', async () => {
    const before = await app.payload.count({ collection: 'pages' })
    const res = await app.api.post(
      '/api/shennong/pages',
      { title: '偷放的頁面', description: '說明', routeId: other._id, blocks: [] },
      { token: scoped },
    )
    expect(res.status).toBe(403)
    expect((await app.payload.count({ collection: 'pages' })).totalDocs).toBe(before.totalDocs)
  })

  it('the scoped user still edits the page and moves it between routes of the scope', async () => {
    const res = await app.api.post(
      '/api/shennong/pages',
      { _id: pageId, title: '我的頁面（改）', description: '說明', routeId: mineChild._id, blocks: [] },
      { token: scoped },
    )
    expect(res.status).toBe(200)
    expect((await storedPage(pageId)).routeId).toBe(mineChild._id)
  })
})
