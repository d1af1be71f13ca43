import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ALL_FLAGS } from '@/access/catalog'
import { MSG } from '@/i18n/messages'
import { DEMO_ACCOUNTS, DEMO_ROLES } from '@/seed'
import { startTestApp, type TestApp } from '../helpers/app'

type Doc = { id: string; name: string; enabled: boolean; isSuperAdmin: boolean; flags: Record<string, boolean> }
type ErrorBody = { errors: { message: string }[] }

let app: TestApp
let admin: string
let editor: string
let reviewer: string
beforeAll(async () => {
  app = await startTestApp()
  admin = await app.login('admin', DEMO_ACCOUNTS.admin.password)
  editor = await app.login('editor', DEMO_ACCOUNTS.editor.password)
  reviewer = await app.login('reviewer', DEMO_ACCOUNTS.reviewer.password)
})
afterAll(async () => app?.close())

const superAdminRole = async (): Promise<Doc> => {
  const found = await app.payload.find({ collection: 'roles', where: { name: { equals: DEMO_ROLES.superAdmin } } })
  return found.docs[0] as unknown as Doc
}

describe('ids', () => {
  it('every document id is a 24-hex ObjectId string', async () => {
    const users = await app.api.get<{ docs: { id: string; roles: { id: string }[] }[] }>('/api/users?depth=1', {
      token: admin,
    })
    expect(users.status).toBe(200)
    expect(users.body.docs.length).toBeGreaterThanOrEqual(3)
    for (const user of users.body.docs) {
      expect(user.id).toMatch(/^[0-9a-f]{24}$/)
      for (const role of user.roles) expect(role.id).toMatch(/^[0-9a-f]{24}$/)
    }
  })
})

describe('the editor (news flags only) is refused everything outside news', () => {
  it.each([
    ['GET', '/api/users'],
    ['GET', '/api/roles'],
    ['POST', '/api/roles'],
    ['POST', '/api/users'],
    ['POST', '/api/globals/site-settings'],
  ])('%s %s answers 403', async (method, path) => {
    const res =
      method === 'GET'
        ? await app.api.get(path, { token: editor })
        : await app.api.post(
            path,
            { name: 'x', username: 'x', password: 'Abcdefg123', libraryName: 'x' },
            { token: editor },
          )
    expect(res.status).toBe(403)
  })

  it('cannot read or change another account, nor raise its own roles', async () => {
    const adminUser = await app.payload.find({ collection: 'users', where: { username: { equals: 'admin' } } })
    const adminId = adminUser.docs[0]!.id
    expect((await app.api.get(`/api/users/${adminId}`, { token: editor })).status).toBe(403)
    expect((await app.api.patch(`/api/users/${adminId}`, { name: '駭客' }, { token: editor })).status).toBe(403)

    const self = await app.payload.find({ collection: 'users', where: { username: { equals: 'editor' } }, depth: 0 })
    const selfDoc = self.docs[0]!
    const superAdmin = await superAdminRole()
    await app.api.patch(
      `/api/users/${selfDoc.id}`,
      { roles: [superAdmin.id], accountStatus: 'Enabled' },
      { token: editor },
    )
    const after = await app.payload.findByID({ collection: 'users', id: selfDoc.id, depth: 0 })
    expect(after.roles).toEqual(selfDoc.roles)
  })

  it('anonymous requests are refused too', async () => {
    expect((await app.api.get('/api/users')).status).toBe(403)
    expect((await app.api.get('/api/roles')).status).toBe(403)
  })
})

describe('roles', () => {
  it('a new role starts with every flag on except review__required', async () => {
    const res = await app.api.post<{ doc: Doc }>('/api/roles', { name: '館員' }, { token: admin })
    expect(res.status).toBe(201)
    const flags = res.body.doc.flags
    expect(Object.keys(flags).sort()).toEqual([...ALL_FLAGS].sort())
    for (const flag of ALL_FLAGS) expect(flags[flag], flag).toBe(!flag.endsWith('review__required'))
    expect(res.body.doc.isSuperAdmin).toBe(false)
  })

  it('role name is required', async () => {
    const res = await app.api.post<ErrorBody>('/api/roles', { enabled: true }, { token: admin })
    expect(res.status).toBe(400)
  })

  it('the API cannot mint a super-admin role', async () => {
    const res = await app.api.post<{ doc: Doc }>('/api/roles', { name: '偽超管', isSuperAdmin: true }, { token: admin })
    expect(res.status).toBe(201)
    expect(res.body.doc.isSuperAdmin).toBe(false)
  })

  it('the super-admin role cannot be deleted or disabled', async () => {
    const role = await superAdminRole()
    const del = await app.api.delete<ErrorBody>(`/api/roles/${role.id}`, { token: admin })
    expect(del.status).toBe(403)
    expect(JSON.stringify(del.body)).toContain(MSG.superAdminUndeletable)
    const disable = await app.api.patch<ErrorBody>(`/api/roles/${role.id}`, { enabled: false }, { token: admin })
    expect(disable.status).toBe(400)
    expect(JSON.stringify(disable.body)).toContain(MSG.superAdminAlwaysEnabled)
    const still = await superAdminRole()
    expect(still.enabled).toBe(true)
  })

  it('a user holds the union of their enabled roles, and a disabled role grants nothing', async () => {
    const faqOnly = Object.fromEntries(ALL_FLAGS.map((f) => [f, f.startsWith('faq__')]))
    const catalogOnly = Object.fromEntries(ALL_FLAGS.map((f) => [f, f.startsWith('catalogs__')]))
    const faq = await app.payload.create({ collection: 'roles', data: { name: 'FAQ', flags: faqOnly } })
    const catalogs = await app.payload.create({ collection: 'roles', data: { name: '書目', flags: catalogOnly } })
    await app.payload.create({
      collection: 'users',
      data: {
        username: 'multi',
        name: '多角色',
        password: 'Multi12345',
        accountStatus: 'Enabled',
        roles: [faq.id, catalogs.id],
      },
      context: { passwordSetBy: 'system' },
    })
    type Login = { result: { permissions: Record<string, boolean> } }
    const both = await app.api.post<Login>('/api/auth/login', { username: 'multi', password: 'Multi12345' })
    expect(both.body.result.permissions.faq__edit).toBe(true)
    expect(both.body.result.permissions.catalogs__edit).toBe(true)
    expect(both.body.result.permissions.news__edit).toBe(false)

    await app.payload.update({ collection: 'roles', id: catalogs.id, data: { enabled: false } })
    const one = await app.api.post<Login>('/api/auth/login', { username: 'multi', password: 'Multi12345' })
    expect(one.body.result.permissions.faq__edit).toBe(true)
    expect(one.body.result.permissions.catalogs__edit).toBe(false)
  })

  it('the reviewer may not manage users or roles', async () => {
    expect((await app.api.get('/api/users', { token: reviewer })).status).toBe(403)
    expect((await app.api.post('/api/roles', { name: 'x' }, { token: reviewer })).status).toBe(403)
  })
})

describe('disabled accounts', () => {
  it('an existing session of a disabled account can no longer act', async () => {
    const user = await app.payload.create({
      collection: 'users',
      data: {
        username: 'soon-off',
        name: '即將停用',
        password: 'Soon12345',
        accountStatus: 'Enabled',
        roles: [(await superAdminRole()).id],
      },
      context: { passwordSetBy: 'system' },
    })
    const token = await app.login('soon-off', 'Soon12345')
    expect((await app.api.get('/api/roles', { token })).status).toBe(200)
    await app.api.patch(`/api/users/${user.id}`, { accountStatus: 'Disabled' }, { token: admin })
    expect((await app.api.get('/api/roles', { token })).status).toBe(403)
  })
})
