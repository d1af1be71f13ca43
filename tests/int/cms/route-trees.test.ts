import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { onlyFlags } from '@/access/permissions'
import { DEMO_ROLES } from '@/seed'
import type { Payload } from 'payload'

import { seedRouteTree } from '@/modules/cms/seed'
import { seedFaqTree } from '@/modules/faq/seed'
import { startTestApp, type TestApp } from '../../helpers/app'

/** The demo navigation and FAQ trees (the cms and faq modules' seeds): true when either was written. */
const seedTrees = async (payload: Payload): Promise<boolean> => {
  const routes = await seedRouteTree(payload)
  const faq = await seedFaqTree(payload)
  return routes || faq
}

/**
 * The navigation tree (routes) and the FAQ tree (faq-routes) over HTTP (spec doc 2 §3, §7):
 * the back-office calls, their permissions, the all-or-nothing tree save, the routeIds scope
 * and the public lists.
 */

type Node = {
  _id: string
  parentId: string | null
  name: string
  sort: string
  type?: string
  auth?: string
  status?: string
  authRoles?: string[]
  answers?: string[]
  children: Node[]
}
type Result<T> = { result: T; message?: string }
type Page<T> = { data: T[]; total: number; page: number; limit: number }

let app: TestApp
let admin: string
let editor: string
let reviewer: string

/** `token` null: no session; absent: the admin. */
type Token = string | null
const post = <T = Node>(path: string, body: unknown, token: Token = admin) =>
  app.api.post<Result<T>>(`/api/shennong/${path}`, body, { token: token ?? undefined })
const get = <T = Node>(path: string, token: Token = admin) =>
  app.api.get<Result<T>>(`/api/shennong/${path}`, { token: token ?? undefined })
const del = <T = { _id: string }>(path: string, token: Token = admin) =>
  app.api.delete<Result<T>>(`/api/shennong/${path}`, { token: token ?? undefined })
const pub = <T = Node[]>(path: string, token?: string) => app.api.get<Result<T>>(`/api/public/${path}`, { token })

/** What the stored tree looks like: names nested, for comparing before and after a refused call. */
const shape = async (collection: 'routes' | 'faq-routes') => {
  const all = await get<Node[]>(`all-${collection}-tree`)
  const walk = (nodes: Node[]): unknown[] => nodes.map((n) => [n.name, n.sort, walk(n.children)])
  return walk(all.body.result)
}

const routeCount = async () => (await app.payload.count({ collection: 'routes' })).totalDocs

let accountSeq = 0
const accountWith = async (flags: string[], routeIds: string[] = []): Promise<string> => {
  accountSeq += 1
  const role = await app.payload.create({
    collection: 'roles',
    data: { name: `樹狀測試角色 ${accountSeq}`, flags: onlyFlags(flags) },
  })
  const username = `treeuser${accountSeq}`
  await app.payload.create({
    collection: 'users',
    data: {
      username,
      name: `測試 ${accountSeq}`,
      email: `${username}@test.example`,
      password: 'Tester1234',
      accountStatus: 'Enabled',
      roles: [role.id],
      routeIds,
    },
    context: { passwordSetBy: 'system' },
  })
  return app.login(username, 'Tester1234')
}

const createPage = (routeId: string, title = '頁面') =>
  app.payload.create({
    collection: 'pages',
    data: { title, description: '說明', routeId, status: 'Published' } as never,
    overrideAccess: true,
  })

/** Start from empty trees, whatever the seed holds. */
const clearTrees = async () => {
  await app.payload.delete({ collection: 'pages', where: { id: { exists: true } }, overrideAccess: true })
  await app.payload.delete({ collection: 'routes', where: { id: { exists: true } }, overrideAccess: true })
  await app.payload.delete({ collection: 'faq-routes', where: { id: { exists: true } }, overrideAccess: true })
}

beforeAll(async () => {
  app = await startTestApp()
  admin = await app.login('admin', 'Admin@12345')
  editor = await app.login('editor', 'Editor@12345')
  reviewer = await app.login('reviewer', 'Reviewer@12345')
  await clearTrees()
})
afterAll(async () => app?.close())

const ID = '0123456789abcdef01234567'

describe('permissions of the tree calls', () => {
  const calls: [string, (token: Token) => Promise<{ status: number }>][] = []
  for (const base of ['routes', 'faq-routes']) {
    calls.push(
      [`GET ${base}`, (t) => get(base, t)],
      [`GET ${base}/:id`, (t) => get(`${base}/${ID}`, t)],
      [`POST ${base}`, (t) => post(base, { name: 'x' }, t)],
      [`DELETE ${base}/:id`, (t) => del(`${base}/${ID}`, t)],
      [`POST ${base}/save`, (t) => post(`${base}/save`, { routes: [] }, t)],
      [`GET all-${base}`, (t) => get(`all-${base}`, t)],
      [`GET all-${base}-tree`, (t) => get(`all-${base}-tree`, t)],
    )
  }

  it('answers 401 without a session and 403 to the editor (news flags only)', async () => {
    for (const [name, call] of calls) {
      const anonymous = await call(null)
      expect(anonymous.status, `${name} anonymous`).toBe(401)
      const refused = (await call(editor)) as { status: number; body: { message: string } }
      expect(refused.status, `${name} editor`).toBe(403)
      expect(refused.body.message).toBe('您沒有權限執行此操作')
    }
    expect(await routeCount()).toBe(0)
  })

  it('a user with read only may list but not save', async () => {
    const reader = await accountWith(['cms__auth', 'cms__routes__auth', 'cms__routes__read'])
    expect((await get('all-routes', reader)).status).toBe(200)
    expect((await post('routes', { name: 'x' }, reader)).status).toBe(403)
    expect((await post('routes/save', [], reader)).status).toBe(403)
  })
})

describe('routes: one node at a time', () => {
  let root: Node
  let child: Node

  it('creates nodes: a root gets "1", a child its parent path', async () => {
    const created = await post('routes', { name: '關於本館' })
    expect(created.status).toBe(200)
    root = created.body.result
    expect(root).toMatchObject({
      name: '關於本館',
      parentId: null,
      sort: '1',
      type: 'Path',
      auth: 'Public',
      status: 'Published',
      authRoles: [],
    })
    expect(root._id).toMatch(/^[0-9a-f]{24}$/)

    child = (await post('routes', { name: '館藏介紹', parentId: root._id })).body.result
    expect(child).toMatchObject({ parentId: root._id, sort: '1-1' })
    const second = (
      await post('routes', { name: '開館時間', parentId: root._id, type: 'Module', moduleName: '/opening' })
    ).body.result
    expect(second.sort).toBe('1-2')
    const link = (
      await post('routes', { name: '院內網站', type: 'Url', url: 'https://hospital.example', openNewPage: true })
    ).body.result
    expect(link).toMatchObject({ sort: '2', type: 'Url', url: 'https://hospital.example', openNewPage: true })
  })

  it('reads one node and lists with paging, keyword and parentId', async () => {
    const one = await get(`routes/${child._id}`)
    expect(one.status).toBe(200)
    expect(one.body.result).toMatchObject({ _id: child._id, name: '館藏介紹' })
    expect((await get(`routes/${ID}`)).status).toBe(404)
    expect((await get('routes/not-an-id')).status).toBe(400)

    const page = await get<Page<Node>>('routes?page=1&limit=2')
    expect(page.body.result).toMatchObject({ total: 4, page: 1, limit: 2 })
    expect(page.body.result.data.map((n) => n.sort)).toEqual(['1', '1-1'])
    const page2 = await get<Page<Node>>('routes?page=2&limit=2')
    expect(page2.body.result.data.map((n) => n.sort)).toEqual(['1-2', '2'])

    const keyword = await get<Page<Node>>(`routes?keyword=${encodeURIComponent('館藏')}`)
    expect(keyword.body.result.data.map((n) => n.name)).toEqual(['館藏介紹'])
    const children = await get<Page<Node>>(`routes?parentId=${root._id}`)
    expect(children.body.result.data.map((n) => n.name)).toEqual(['館藏介紹', '開館時間'])
    const roots = await get<Page<Node>>('routes?parentId=null')
    expect(roots.body.result.data.map((n) => n.name)).toEqual(['關於本館', '院內網站'])
    expect((await get('routes?parentId=bad')).status).toBe(400)
  })

  it('updates a node: absent fields keep their value', async () => {
    const updated = await post('routes', { _id: child._id, name: '館藏與資源', status: 'Drafting' })
    expect(updated.status).toBe(200)
    expect(updated.body.result).toMatchObject({
      _id: child._id,
      name: '館藏與資源',
      parentId: root._id,
      sort: '1-1',
      status: 'Drafting',
      type: 'Path',
    })
    expect((await post('routes', { _id: ID, name: 'x' })).status).toBe(404)
  })

  it('refuses bad input with zh-TW messages and saves nothing', async () => {
    const before = await routeCount()
    const cases: [unknown, string][] = [
      [{}, '名稱為必填欄位'],
      [{ name: '   ' }, '名稱為必填欄位'],
      [{ name: 'x', type: 'Url' }, '網址為必填欄位'],
      [{ name: 'x', type: 'Url', url: 'not a url' }, '不是網址格式'],
      [{ name: 'x', type: 'Module' }, '模組名稱為必填欄位'],
      [{ name: 'x', type: 'Folder' }, '類型不正確'],
      [{ name: 'x', auth: 'Roles', authRoles: ['nope'] }, '不是有效的 ObjectId'],
      [{ name: 'x', parentId: ID }, '找不到上層節點'],
      [{ name: 'x', auth: 'Roles', authRoles: [ID] }, '找不到指定的角色'],
      [{ name: 'x', sort: 'a-b' }, '排序格式須為以「-」分隔的數字，例如 1-2'],
      [{ _id: root._id, name: 'x', parentId: child._id }, '不可將節點移至自身或其子節點之下'],
    ]
    for (const [body, message] of cases) {
      const res = await post('routes', body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.message).toBe(message)
    }
    expect((await app.api.post<Result<Node>>('/api/shennong/routes', '{bad json', { token: admin })).status).toBe(400)
    expect(await routeCount()).toBe(before)
  })

  it('moving a node takes its subtree along', async () => {
    const grandchild = (await post('routes', { name: '期刊', parentId: child._id })).body.result
    expect(grandchild.sort).toBe('1-1-1')
    const moved = (await post('routes', { _id: child._id, name: '館藏與資源', parentId: null })).body.result
    expect(moved).toMatchObject({ parentId: null, sort: '3' })
    expect((await get(`routes/${grandchild._id}`)).body.result.sort).toBe('3-1')
  })

  it('refuses to delete a node with children or pages, deletes a leaf', async () => {
    const withChild = await del(`routes/${child._id}`)
    expect(withChild.status).toBe(400)
    expect(withChild.body.message).toBe('此路由下仍有子路由或頁面，無法刪除')

    const leaf = (await post('routes', { name: '有頁面的路由', type: 'List' })).body.result
    await createPage(leaf._id)
    const withPage = await del(`routes/${leaf._id}`)
    expect(withPage.status).toBe(400)
    expect(withPage.body.message).toBe('此路由下仍有子路由或頁面，無法刪除')

    const lonely = (await post('routes', { name: '暫時節點' })).body.result
    const removed = await del(`routes/${lonely._id}`)
    expect(removed.status).toBe(200)
    expect(removed.body.result).toEqual({ _id: lonely._id })
    expect((await get(`routes/${lonely._id}`)).status).toBe(404)
    expect((await del(`routes/${lonely._id}`)).status).toBe(404)
  })
})

describe('routes: the whole tree', () => {
  beforeAll(clearTrees)

  it('creates a tree from a bare array and keeps "1-2" position paths', async () => {
    const children = Array.from({ length: 10 }, (_, i) => ({ name: `子節點 ${i + 1}` }))
    const saved = await post<Node[]>('routes/save', [
      { name: '服務', children },
      { name: '關於', children: [{ name: '沿革', children: [{ name: '歷任館長' }] }] },
    ])
    expect(saved.status).toBe(200)
    const tree = saved.body.result
    expect(tree.map((n) => [n.name, n.sort])).toEqual([
      ['服務', '1'],
      ['關於', '2'],
    ])
    expect(tree[0]!.children.map((n) => n.sort)).toEqual([
      '1-1',
      '1-2',
      '1-3',
      '1-4',
      '1-5',
      '1-6',
      '1-7',
      '1-8',
      '1-9',
      '1-10',
    ])
    expect(tree[0]!.children.at(-1)!.name).toBe('子節點 10')
    expect(tree[1]!.children[0]!.children[0]).toMatchObject({
      name: '歷任館長',
      sort: '2-1-1',
      parentId: tree[1]!.children[0]!._id,
    })

    const flat = (await get<Node[]>('all-routes')).body.result
    expect(flat.map((n) => n.sort)).toEqual([
      '1',
      '1-1',
      '1-2',
      '1-3',
      '1-4',
      '1-5',
      '1-6',
      '1-7',
      '1-8',
      '1-9',
      '1-10',
      '2',
      '2-1',
      '2-1-1',
    ])
    expect(flat[0]).not.toHaveProperty('children')
  })

  it('updates, moves, creates and deletes in one save ({ routes } body)', async () => {
    const [services, about] = (await get<Node[]>('all-routes-tree')).body.result as [Node, Node]
    const history = about.children[0]!
    const next = [
      {
        ...about,
        name: '關於本館',
        children: [
          { _id: history._id, name: history.name, children: [] },
          { name: '新節點', type: 'Url', url: '/news' },
        ],
      },
      { _id: services._id, name: services.name, children: services.children.slice(0, 2).reverse() },
      { _id: history.children[0]!._id, name: '歷任館長' },
    ]
    const saved = await post<Node[]>('routes/save', { routes: next })
    expect(saved.status).toBe(200)
    const tree = saved.body.result
    expect(tree.map((n) => [n.name, n.sort, n.parentId])).toEqual([
      ['關於本館', '1', null],
      ['服務', '2', null],
      ['歷任館長', '3', null],
    ])
    expect(tree[0]!.children.map((n) => [n.name, n.sort])).toEqual([
      ['沿革', '1-1'],
      ['新節點', '1-2'],
    ])
    expect(tree[0]!.children[1]).toMatchObject({ type: 'Url', url: '/news' })
    expect(tree[1]!.children.map((n) => [n.name, n.sort])).toEqual([
      ['子節點 2', '2-1'],
      ['子節點 1', '2-2'],
    ])
    // Eight children of 服務 were left out: deleted.
    expect(await routeCount()).toBe(7)
  })

  it('refuses a bad tree and leaves the stored tree unchanged', async () => {
    const before = await shape('routes')
    const current = (await get<Node[]>('all-routes-tree')).body.result
    const cases: [unknown, string][] = [
      [{ routes: [...current, { name: '' }] }, '名稱為必填欄位'],
      [{ routes: [{ ...current[0]!, children: [{ name: '好', children: [{ name: null }] }] }] }, '名稱為必填欄位'],
      [{ routes: [...current, { _id: current[0]!._id, name: '重複' }] }, '樹狀結構中有重複的節點'],
      [
        {
          routes: [
            {
              name: '1',
              children: [
                {
                  name: '2',
                  children: [
                    { name: '3', children: [{ name: '4', children: [{ name: '5', children: [{ name: '6' }] }] }] },
                  ],
                },
              ],
            },
          ],
        },
        '樹狀結構最多只能有 5 層',
      ],
      [{ routes: [...current, { _id: ID, name: '不存在' }] }, '找不到要更新的節點，請重新整理後再試'],
      [{ routes: [...current, { name: '網址', type: 'Url' }] }, '網址為必填欄位'],
      [
        { routes: [{ name: '先建立' }, ...current, { name: '角色', auth: 'Roles', authRoles: [ID] }] },
        '找不到指定的角色',
      ],
      [{ routes: 'nope' }, '請求格式錯誤'],
    ]
    for (const [body, message] of cases) {
      const res = await post('routes/save', body)
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400)
      expect(res.body.message).toBe(message)
    }
    expect(await shape('routes')).toEqual(before)
  })

  it('refuses to drop a node that still has pages, saving nothing', async () => {
    const before = await shape('routes')
    const current = (await get<Node[]>('all-routes-tree')).body.result
    await createPage(current[2]!._id)
    const res = await post('routes/save', { routes: [{ ...current[0]!, name: '改名不該生效' }, current[1]] })
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('路由「歷任館長」下仍有頁面，無法刪除')
    expect(await shape('routes')).toEqual(before)
  })

  it('a failure in the middle of the writes rolls every write back', async () => {
    const before = await shape('routes')
    const current = (await get<Node[]>('all-routes-tree')).body.result
    // A hook that fails on the third write, after two nodes were already written.
    const hooks = app.payload.collections.routes.config.hooks.beforeChange
    const failing = (({ data }: { data: { name?: string } }) => {
      if (data.name === '寫入失敗') throw new Error('simulated failure')
      return data
    }) as unknown as (typeof hooks)[number]
    hooks.push(failing)
    try {
      const res = await post('routes/save', {
        routes: [{ ...current[0]!, name: '先改名' }, { name: '先新增' }, { name: '寫入失敗' }, ...current.slice(1)],
      })
      expect(res.status).toBe(500)
    } finally {
      hooks.splice(hooks.indexOf(failing), 1)
    }
    expect(await shape('routes')).toEqual(before)
  })

  it('deleting nodes by a tree save needs the delete flag', async () => {
    const editorOnly = await accountWith(['cms__auth', 'cms__routes__auth', 'cms__routes__read', 'cms__routes__edit'])
    const current = (await get<Node[]>('all-routes-tree')).body.result
    const res = await post('routes/save', { routes: current.slice(0, 1).concat(current.slice(2)) }, editorOnly)
    expect(res.status).toBe(403)
    // Reordering without dropping anything is fine.
    const reordered = await post<Node[]>('routes/save', { routes: [current[1], current[0], current[2]] }, editorOnly)
    expect(reordered.status).toBe(200)
    expect(reordered.body.result.map((n) => n.name)).toEqual(['服務', '關於本館', '歷任館長'])
  })
})

describe('routeIds scope', () => {
  let mine: Node
  let other: Node
  let scoped: string

  beforeAll(async () => {
    await clearTrees()
    const tree = (
      await post<Node[]>('routes/save', [
        { name: '我的路由', children: [{ name: '我的子路由' }] },
        { name: '別人的路由' },
      ])
    ).body.result
    mine = tree[0]!
    other = tree[1]!
    scoped = await accountWith(
      [
        'cms__auth',
        'cms__routes__auth',
        'cms__pages__auth',
        'cms__routes__read',
        'cms__routes__edit',
        'cms__routes__delete',
        'cms__pages__read',
        'cms__pages__edit',
        'cms__pages__delete',
      ],
      [mine._id],
    )
  })

  it('may edit routes in scope, not the others', async () => {
    expect((await post('routes', { _id: mine._id, name: '我的路由（改）' }, scoped)).status).toBe(200)
    const refused = await post('routes', { _id: other._id, name: '改別人的' }, scoped)
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe('您沒有權限編輯此路由')
    expect((await del(`routes/${other._id}`, scoped)).status).toBe(403)
    // New routes only under a route in scope.
    expect((await post('routes', { name: '最上層' }, scoped)).status).toBe(403)
    const under = await post('routes', { name: '新子路由', parentId: mine._id }, scoped)
    expect(under.status).toBe(200)
    expect((await get(`routes/${other._id}`)).body.result.name).toBe('別人的路由')
  })

  it('a tree save may not touch routes outside the scope', async () => {
    const before = await shape('routes')
    const current = (await get<Node[]>('all-routes-tree')).body.result
    const rename = await post('routes/save', [current[0], { ...current[1]!, name: '改別人的' }], scoped)
    expect(rename.status).toBe(403)
    expect(rename.body.message).toBe('您沒有權限編輯此路由')
    expect((await post('routes/save', [current[0]], scoped)).status).toBe(403)
    expect(await shape('routes')).toEqual(before)
    // Renaming only the route in scope leaves the others untouched: allowed.
    const ok = await post<Node[]>('routes/save', [{ ...current[0]!, name: '我的路由' }, current[1]], scoped)
    expect(ok.status).toBe(200)
    expect(ok.body.result[0]!.name).toBe('我的路由')
  })

  it('Payload collection access follows the scope for routes and pages', async () => {
    expect((await app.api.patch(`/api/routes/${mine._id}`, { name: '我的路由' }, { token: scoped })).status).toBe(200)
    expect([403, 404]).toContain(
      (await app.api.patch(`/api/routes/${other._id}`, { name: 'x' }, { token: scoped })).status,
    )
    const myPage = await createPage(mine._id, '我的頁面')
    const otherPage = await createPage(other._id, '別人的頁面')
    expect(
      (await app.api.patch(`/api/pages/${myPage.id}`, { title: '我的頁面（改）' }, { token: scoped })).status,
    ).toBe(200)
    expect([403, 404]).toContain(
      (await app.api.patch(`/api/pages/${otherPage.id}`, { title: 'x' }, { token: scoped })).status,
    )
    expect([403, 404]).toContain((await app.api.delete(`/api/pages/${otherPage.id}`, { token: scoped })).status)
    const stored = await app.payload.findByID({ collection: 'pages', id: otherPage.id })
    expect(stored.title).toBe('別人的頁面')
  })
})

describe('public navigation', () => {
  let reviewerRoleId: string

  beforeAll(async () => {
    await clearTrees()
    reviewerRoleId = (await app.payload.find({ collection: 'roles', where: { name: { equals: DEMO_ROLES.reviewer } } }))
      .docs[0]!.id
    const saved = await post<Node[]>('routes/save', [
      { name: '公開', children: [{ name: '公開子節點' }, { name: '草稿子節點', status: 'Drafting' }] },
      { name: '內部', auth: 'Internal', children: [{ name: '內部子節點' }] },
      { name: '審核者專區', auth: 'Roles', authRoles: [reviewerRoleId] },
      { name: '草稿', status: 'Drafting', children: [{ name: '草稿下的公開節點' }] },
    ])
    expect(saved.status).toBe(200)
  })

  const names = (nodes: Node[]): string[] => nodes.flatMap((n) => [n.name, ...names(n.children ?? [])])

  it('anonymous visitors see Published Public nodes only', async () => {
    const tree = await pub('all-routes-tree')
    expect(tree.status).toBe(200)
    expect(names(tree.body.result)).toEqual(['公開', '公開子節點'])
    expect((await app.api.get('/api/shennong/all-routes-tree')).status).toBe(401)
    const flat = await pub('all-routes')
    expect(flat.body.result.map((n) => [n.name, n.sort])).toEqual([
      ['公開', '1'],
      ['公開子節點', '1-1'],
    ])
  })

  it('signed-in visitors also see Internal nodes; role holders their Roles nodes', async () => {
    expect(names((await pub('all-routes-tree', editor)).body.result)).toEqual([
      '公開',
      '公開子節點',
      '內部',
      '內部子節點',
    ])
    expect(names((await pub('all-routes-tree', reviewer)).body.result)).toEqual([
      '公開',
      '公開子節點',
      '內部',
      '內部子節點',
      '審核者專區',
    ])
    expect((await pub('all-routes', reviewer)).body.result.map((n) => n.name)).toEqual([
      '公開',
      '公開子節點',
      '內部',
      '內部子節點',
      '審核者專區',
    ])
  })
})

describe('FAQ tree', () => {
  let faqId: string

  beforeAll(async () => {
    await clearTrees()
    faqId = (
      await app.payload.create({ collection: 'faq', data: { question: '如何借書？', status: 'Published' } as never })
    ).id
  })

  it('saves nodes and the whole tree with answers as ids', async () => {
    const created = await post('faq-routes', { name: '借閱', answers: [faqId] })
    expect(created.status).toBe(200)
    expect(created.body.result).toMatchObject({ name: '借閱', parentId: null, sort: '1', answers: [faqId] })
    const child = (await post('faq-routes', { name: '續借', parentId: created.body.result._id })).body.result
    expect(child.sort).toBe('1-1')
    expect((await post('faq-routes', { name: '' })).body.message).toBe('名稱為必填欄位')
    expect((await post('faq-routes', { name: 'x', answers: ['bad'] })).body.message).toBe('不是有效的 ObjectId')
    expect((await post('faq-routes', { name: 'x', answers: [ID] })).body.message).toBe('找不到對應的問答')

    const withChild = await del(`faq-routes/${created.body.result._id}`)
    expect(withChild.status).toBe(400)
    expect(withChild.body.message).toBe('此節點下仍有子節點，無法刪除')

    const list = await get<Page<Node>>('faq-routes?keyword=續')
    expect(list.body.result.data.map((n) => n.name)).toEqual(['續借'])
    expect((await get(`faq-routes/${child._id}`)).body.result.name).toBe('續借')

    const tree = (await get<Node[]>('all-faq-routes-tree')).body.result
    const saved = await post<Node[]>('faq-routes/save', {
      routes: [{ name: '館際合作' }, { ...tree[0]!, children: [] }, tree[0]!.children[0]],
    })
    expect(saved.status).toBe(200)
    expect(saved.body.result.map((n) => [n.name, n.sort, n.answers])).toEqual([
      ['館際合作', '1', []],
      ['借閱', '2', [faqId]],
      ['續借', '3', []],
    ])
    const before = await shape('faq-routes')
    expect((await post('faq-routes/save', [{ name: '好' }, { name: '' }])).body.message).toBe('名稱為必填欄位')
    expect(await shape('faq-routes')).toEqual(before)

    expect((await del(`faq-routes/${child._id}`)).status).toBe(200)
    expect((await get<Node[]>('all-faq-routes')).body.result.map((n) => n.name)).toEqual(['館際合作', '借閱'])
  })

  it('the public FAQ tree lists every node', async () => {
    const flat = await pub('all-faq-routes')
    expect(flat.status).toBe(200)
    expect(flat.body.result.map((n) => n.name)).toEqual(['館際合作', '借閱'])
    const tree = await pub('all-faq-routes-tree')
    expect(tree.body.result[1]).toMatchObject({ name: '借閱', answers: [faqId], children: [] })
  })
})

describe('demo trees', () => {
  it('seeds both trees into empty collections, once', async () => {
    await clearTrees()
    expect(await seedTrees(app.payload)).toBe(true)
    expect(await seedTrees(app.payload)).toBe(false)
    const tree = (await get<Node[]>('all-routes-tree')).body.result
    expect(tree.map((n) => [n.name, n.sort])).toEqual([
      ['關於本館', '1'],
      ['館藏資源', '2'],
      ['讀者服務', '3'],
      ['院內專區', '4'],
      ['相關連結', '5'],
    ])
    expect(tree[0]!.children.map((n) => n.sort)).toEqual(['1-1', '1-2', '1-3'])
    // The spec's top links list names /statistics (spec doc 2 §2): the demo navigation links it (issue 27 §9).
    expect(tree[1]!.children.map((n) => [n.name, (n as Node & { moduleName?: string }).moduleName])).toContainEqual([
      '統計資料',
      '/statistics',
    ])
    expect((await pub('all-routes-tree')).body.result.map((n) => n.name)).not.toContain('院內專區')
    expect((await pub('all-faq-routes-tree')).body.result.map((n) => n.name)).toEqual([
      '借閱服務',
      '電子資源',
      '空間使用',
    ])
  })
})
