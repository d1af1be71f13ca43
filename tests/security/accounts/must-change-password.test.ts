import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { FLAGS } from '@/access'
import { onlyFlags } from '@/access/permissions'
import { DEMO_ACCOUNTS } from '@/seed'
import { startTestApp, type TestApp } from '../../helpers/app'

/**
 * Issue 10 item 13 (third bullet), accounts that should have less (ASVS V2.1.x, V4.1.1): an
 * account that must still change its password is treated as anonymous on the public site: no
 * Internal or Roles routes in the navigation, no Internal or Roles pages.
 */

type RouteNode = { _id: string; name: string; children?: RouteNode[] }
type Result<T> = { result: T }

let app: TestApp
let internalRouteId: string
let rolesRouteId: string
let internalPageId: string
let rolesPageId: string
let pending: string
let ready: string

const names = (nodes: RouteNode[]): string[] => nodes.flatMap((node) => [node.name, ...names(node.children ?? [])])

const publishPage = (title: string, routeId: string) =>
  app.payload.create({
    collection: 'pages',
    data: { title, description: '說明', routeId, _status: 'published' } as never,
    draft: false,
    overrideAccess: true,
  })

beforeAll(async () => {
  app = await startTestApp()
  const role = await app.payload.create({
    collection: 'roles',
    data: { name: '院內角色', flags: onlyFlags([FLAGS.news.auth]) },
  })
  const internal = await app.payload.create({
    collection: 'routes',
    data: {
      name: '院內限定',
      type: 'SinglePage',
      auth: 'Internal',
      status: 'Published',
      parentId: null,
      sort: '95',
    } as never,
    overrideAccess: true,
  })
  const roles = await app.payload.create({
    collection: 'routes',
    data: {
      name: '角色限定',
      type: 'SinglePage',
      auth: 'Roles',
      authRoles: [role.id],
      status: 'Published',
      parentId: null,
      sort: '96',
    } as never,
    overrideAccess: true,
  })
  internalRouteId = internal.id
  rolesRouteId = roles.id
  internalPageId = (await publishPage('院內頁面', internalRouteId)).id
  rolesPageId = (await publishPage('角色頁面', rolesRouteId)).id

  // Two accounts with the role: one created by an administrator (must change its password), one ready.
  const admin = await app.login('admin', DEMO_ACCOUNTS.admin.password)
  const created = await app.api.post(
    '/api/shennong/users',
    {
      username: 'pending-user',
      name: '待改密碼',
      email: 'pending@test.example',
      accountStatus: 'Enabled',
      roles: [role.id],
      password: 'Start1234',
      rePassword: 'Start1234',
    },
    { token: admin },
  )
  expect(created.status, JSON.stringify(created.body)).toBe(200)
  const login = await app.api.post<Result<{ token: string; mustChangePassword: boolean }>>('/api/auth/login', {
    username: 'pending-user',
    password: 'Start1234',
  })
  expect(login.body.result.mustChangePassword).toBe(true)
  pending = login.body.result.token
  await app.payload.create({
    collection: 'users',
    data: {
      username: 'ready-user',
      name: '已就緒',
      email: 'ready@test.example',
      password: 'Start1234',
      accountStatus: 'Enabled',
      roles: [role.id],
    },
    context: { passwordSetBy: 'system' },
  })
  ready = await app.login('ready-user', 'Start1234')
})
afterAll(async () => app?.close())

describe('an account that must change its password sees no Internal or Roles pages', () => {
  it('the navigation tree leaves out Internal and Roles routes', async () => {
    // The tree calls read the routes with the caller's request, which the password gate may
    // refuse outright (403); when they answer, the Internal and Roles routes are not in them.
    const tree = await app.api.get<Result<RouteNode[]>>('/api/public/all-routes-tree', { token: pending })
    if (tree.status === 200) {
      expect(names(tree.body.result)).not.toContain('院內限定')
      expect(names(tree.body.result)).not.toContain('角色限定')
    } else expect(tree.status).toBe(403)
    const flat = await app.api.get<Result<RouteNode[]>>('/api/public/all-routes', { token: pending })
    if (flat.status === 200) {
      expect(flat.body.result.map((node) => node._id)).not.toContain(internalRouteId)
      expect(flat.body.result.map((node) => node._id)).not.toContain(rolesRouteId)
    } else expect(flat.status).toBe(403)
  })

  it('Internal and Roles pages answer 404', async () => {
    expect((await app.api.get(`/api/public/pages/${internalPageId}`, { token: pending })).status).toBe(404)
    expect((await app.api.get(`/api/public/pages/${rolesPageId}`, { token: pending })).status).toBe(404)
    expect((await app.api.get(`/api/public/pages?routeId=${internalRouteId}`, { token: pending })).status).toBe(404)
    const list = await app.api.get<Result<{ data: { _id: string }[] }>>('/api/public/pages?limit=100', {
      token: pending,
    })
    expect(list.body.result.data.map((page) => page._id)).not.toContain(internalPageId)
    expect(list.body.result.data.map((page) => page._id)).not.toContain(rolesPageId)
  })

  it('the same account, once ready, sees them (control)', async () => {
    const tree = await app.api.get<Result<RouteNode[]>>('/api/public/all-routes-tree', { token: ready })
    expect(names(tree.body.result)).toEqual(expect.arrayContaining(['院內限定', '角色限定']))
    expect((await app.api.get(`/api/public/pages/${internalPageId}`, { token: ready })).status).toBe(200)
    expect((await app.api.get(`/api/public/pages/${rolesPageId}`, { token: ready })).status).toBe(200)
  })
})
