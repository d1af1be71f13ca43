import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ALL_FLAGS } from '@/access/catalog'
import { startTestApp, type TestApp } from '../../helpers/app'

/**
 * Issue 10 item 7: archive metadata in a Roles folder must not reach staff outside the role
 * through Payload's REST reads (`GET /api/archives?where[...]`, `GET /api/archives/<id>`): the
 * collection's read access applies the same folder rules as the archive calls.
 */

type Item = { _id: string; name: string }
type Ok<T> = { result: T }
type Doc = { id: string; name: string }
type List = { docs: Doc[]; totalDocs: number }

let app: TestApp
let admin: string
let insider: string
let outsider: string
let roleX: string
let rolesRoot: Item
let secretFile: Item
let internalFile: Item

const makeUser = async (username: string, granted: string[], extraRoles: string[] = []) => {
  const role = await app.payload.create({
    collection: 'roles',
    data: { name: `role-${username}`, flags: Object.fromEntries(ALL_FLAGS.map((f) => [f, granted.includes(f)])) },
  })
  await app.payload.create({
    collection: 'users',
    data: {
      username,
      name: username,
      password: 'Archive123',
      accountStatus: 'Enabled',
      roles: [role.id, ...extraRoles],
    },
    context: { passwordSetBy: 'system' },
  })
  return app.login(username, 'Archive123')
}

const upload = async (token: string, folderId: string, name: string) => {
  const form = new FormData()
  form.append('file', new Blob([new TextEncoder().encode('機密內容 secret\n')], { type: 'text/plain' }), name)
  const res = await app.api.post<Ok<Item>>(`/api/shennong/archives/upload?module=archives&folderId=${folderId}`, form, {
    token,
  })
  expect(res.status).toBe(200)
  return res.body.result
}

beforeAll(async () => {
  app = await startTestApp()
  admin = await app.login('admin', 'Admin@12345')
  roleX = String((await app.payload.create({ collection: 'roles', data: { name: '限定角色 X', flags: {} } })).id)
  const all = [
    'archives__auth',
    'archives__root_folders__auth',
    'archives__folders__auth',
    'archives__upload__auth',
    'archives__delete__auth',
  ]
  insider = await makeUser('insider', all, [roleX])
  outsider = await makeUser('outsider', all)
  rolesRoot = (
    await app.api.post<Ok<Item>>(
      '/api/shennong/archives/create-root-folder',
      { name: '人事機密', auth: 'Roles', authRoles: [roleX] },
      { token: insider },
    )
  ).body.result
  const internalRoot = (
    await app.api.post<Ok<Item>>(
      '/api/shennong/archives/create-root-folder',
      { name: '館內文件', auth: 'Internal' },
      { token: insider },
    )
  ).body.result
  secretFile = await upload(insider, rolesRoot._id, '薪資名單.txt')
  internalFile = await upload(insider, internalRoot._id, '館內公告.txt')
})
afterAll(async () => app?.close())

describe('REST reads of archives follow the folder rules', () => {
  it('the archive call hides the Roles folder from the outsider (the reference behaviour)', async () => {
    const res = await app.api.get(`/api/shennong/archives/list/${rolesRoot._id}`, { token: outsider })
    expect([403, 404]).toContain(res.status)
  })

  it('GET /api/archives?where[name][like]=… finds nothing of the Roles folder for the outsider', async () => {
    const res = await app.api.get<List>(`/api/archives?where[name][like]=${encodeURIComponent('薪資')}&depth=0`, {
      token: outsider,
    })
    expect(res.status).toBe(200)
    expect(res.body.docs).toEqual([])
    const all = await app.api.get<List>('/api/archives?limit=1000&depth=0', { token: outsider })
    const ids = all.body.docs.map((d) => d.id)
    expect(ids).not.toContain(secretFile._id)
    expect(ids).not.toContain(rolesRoot._id)
    expect(ids).toContain(internalFile._id)
  })

  it('a where on effectiveAuth cannot widen what the outsider sees', async () => {
    const res = await app.api.get<List>('/api/archives?where[effectiveAuth][equals]=Roles&depth=0', { token: outsider })
    expect(res.body.docs ?? []).toEqual([])
  })

  it('GET /api/archives/<id> of a file in the Roles folder is refused to the outsider', async () => {
    const res = await app.api.get<Doc>(`/api/archives/${secretFile._id}?depth=0`, { token: outsider })
    expect([403, 404]).toContain(res.status)
    expect(JSON.stringify(res.body)).not.toContain('薪資名單')
  })

  it('the role holder still reads them through REST', async () => {
    expect((await app.api.get<Doc>(`/api/archives/${secretFile._id}?depth=0`, { token: insider })).status).toBe(200)
    const res = await app.api.get<List>(`/api/archives?where[name][like]=${encodeURIComponent('薪資')}&depth=0`, {
      token: insider,
    })
    expect(res.body.docs.map((d) => d.id)).toEqual([secretFile._id])
  })

  it('the super-admin follows the same folder rules as in the archive calls', async () => {
    const call = await app.api.get(`/api/shennong/archives/list/${rolesRoot._id}`, { token: admin })
    const rest = await app.api.get(`/api/archives/${rolesRoot._id}?depth=0`, { token: admin })
    expect(rest.status === 200).toBe(call.status === 200)
  })

  it('anonymous visitors and staff without archives__auth read nothing through REST', async () => {
    expect((await app.api.get('/api/archives')).status).toBe(403)
    const editor = await app.login('editor', 'Editor@12345')
    expect((await app.api.get('/api/archives', { token: editor })).status).toBe(403)
  })
})
