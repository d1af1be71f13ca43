import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestApp, type TestApp } from '../helpers/app'

/**
 * Issue 10 item 6, second half, for the FAQ tree: Payload REST writes of `faq-routes` run the
 * same tree rules as the tree save (the parent exists, no cycle, depth at most 5), and a moved
 * node's sort path follows its new parent.
 */

type Node = { _id: string; parentId: string | null; name: string; sort: string }
type Doc = { id: string; parentId?: string | null; sort?: string }

let app: TestApp
let admin: string
let root: Node
let child: Node
let grandChild: Node
let other: Node

const node = async (name: string, parentId?: string) => {
  const res = await app.api.post<{ result: Node }>(
    '/api/shennong/faq-routes',
    { name, ...(parentId ? { parentId } : {}) },
    { token: admin },
  )
  expect(res.status).toBe(200)
  return res.body.result
}
const stored = async (id: string) =>
  (await app.payload.findByID({ collection: 'faq-routes', id, depth: 0 })) as unknown as Doc

beforeAll(async () => {
  app = await startTestApp()
  admin = await app.login('admin', 'Admin@12345')
  await app.payload.delete({ collection: 'faq-routes', where: { id: { exists: true } }, overrideAccess: true })
  root = await node('根節點')
  child = await node('子節點', root._id)
  grandChild = await node('孫節點', child._id)
  other = await node('另一根節點')
})
afterAll(async () => app?.close())

describe('Payload REST: faq-routes', () => {
  it('refuses a move under its own descendant (a cycle) and stores nothing', async () => {
    const res = await app.api.patch(`/api/faq-routes/${root._id}`, { parentId: grandChild._id }, { token: admin })
    expect(res.status).toBe(400)
    expect((await stored(root._id)).parentId ?? null).toBeNull()
  })

  it('refuses a parent that does not exist', async () => {
    const res = await app.api.post(
      '/api/faq-routes',
      { name: '孤兒', parentId: 'aaaaaaaaaaaaaaaaaaaaaaaa' },
      { token: admin },
    )
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(res.status).toBeLessThan(500)
    expect((await app.payload.count({ collection: 'faq-routes', where: { name: { equals: '孤兒' } } })).totalDocs).toBe(
      0,
    )
  })

  it('moves a node with its subtree: the sort paths follow the new parent', async () => {
    const res = await app.api.patch(`/api/faq-routes/${child._id}`, { parentId: other._id }, { token: admin })
    expect(res.status).toBe(200)
    const moved = await stored(child._id)
    const below = await stored(grandChild._id)
    const parent = await stored(other._id)
    expect(moved.parentId).toBe(other._id)
    expect(moved.sort?.startsWith(`${parent.sort}-`)).toBe(true)
    expect(below.sort?.startsWith(`${moved.sort}-`)).toBe(true)
  })
})
