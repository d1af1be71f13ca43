import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { FLAGS, type Flag } from '@/access'
import { ALL_FLAGS } from '@/access/catalog'
import { defaultRoleFlags, onlyFlags } from '@/access/permissions'
import { GRANT_MSG } from '@/modules/accounts/messages'
import { DEMO_ACCOUNTS, DEMO_ROLES } from '@/seed'
import { startTestApp, type TestApp } from '../../helpers/app'

/**
 * Issue 10 item 1, privilege escalation by account and role managers (ASVS V4.1.3, V4.2.1).
 * The rule: nobody grants or edits a role that holds a flag they do not hold; only a
 * super-admin assigns the super-admin role or touches a super-admin account; nobody changes
 * the roles of their own account or the flags of a role they hold. Every refusal is a 403 with
 * a zh-TW message, on the /api/shennong calls and on Payload's own REST (the admin screens).
 */

type Message = { message: string; errors?: { message: string }[] }

const ZH = /[\u4e00-\u9fff]/
const refusedIn = (res: { status: number; body: unknown }) => {
  expect(res.status, JSON.stringify(res.body)).toBe(403)
  const body = res.body as Message
  const message = body.message ?? body.errors?.[0]?.message ?? ''
  expect(message).toMatch(ZH)
  // The grant rule's own refusal, not a generic one: these actors hold the management flags.
  expect(Object.values(GRANT_MSG)).toContain(message)
}

let app: TestApp
let adminId: string
let editorId: string
let reviewerId: string
let superAdminRoleId: string
let newsRoleId: string
let reviewerRoleId: string

/** The account and role manager of these tests: user and role management, and news. */
const MANAGER_FLAGS: Flag[] = [
  FLAGS.authorizations.auth,
  FLAGS.authorizations.users.auth,
  FLAGS.authorizations.users.read,
  FLAGS.authorizations.users.edit,
  FLAGS.authorizations.users.delete,
  FLAGS.authorizations.roles.auth,
  FLAGS.authorizations.roles.read,
  FLAGS.authorizations.roles.edit,
  FLAGS.authorizations.roles.delete,
  FLAGS.news.auth,
  FLAGS.news.read,
  FLAGS.news.edit,
  FLAGS.news.delete,
]
let manager: string
let managerId: string
let managerRoleId: string

const userId = async (username: string): Promise<string> =>
  (await app.payload.find({ collection: 'users', where: { username: { equals: username } }, depth: 0 })).docs[0]!.id
const roleId = async (name: string): Promise<string> =>
  (await app.payload.find({ collection: 'roles', where: { name: { equals: name } }, depth: 0 })).docs[0]!.id
const storedUser = (id: string) => app.payload.findByID({ collection: 'users', id, depth: 0, disableErrors: true })
const storedRole = (id: string) => app.payload.findByID({ collection: 'roles', id, depth: 0, disableErrors: true })
const rolesOf = async (id: string) => [...(((await storedUser(id))?.roles ?? []) as string[])].sort()
const countOf = async (collection: 'users' | 'roles') => (await app.payload.count({ collection })).totalDocs

let seq = 0
/** A ready account with one role of exactly `flags` (created by the system, not through the rule). */
const account = async (flags: Flag[]): Promise<{ id: string; roleId: string; username: string }> => {
  seq += 1
  const role = await app.payload.create({
    collection: 'roles',
    data: { name: `攻擊測試角色 ${seq}`, flags: onlyFlags(flags) },
  })
  const username = `sec-user-${seq}`
  const user = await app.payload.create({
    collection: 'users',
    data: {
      username,
      name: `攻擊測試 ${seq}`,
      email: `${username}@test.example`,
      password: 'Tester1234',
      accountStatus: 'Enabled',
      roles: [role.id],
    },
    context: { passwordSetBy: 'system' },
  })
  return { id: user.id, roleId: role.id, username }
}

/** Flat role body stating every flag: exactly `flags` on. */
const flatBody = (flags: readonly string[], extra: Record<string, unknown> = {}) => ({ ...onlyFlags(flags), ...extra })

beforeAll(async () => {
  app = await startTestApp()
  adminId = await userId('admin')
  editorId = await userId('editor')
  reviewerId = await userId('reviewer')
  superAdminRoleId = await roleId(DEMO_ROLES.superAdmin)
  newsRoleId = await roleId(DEMO_ROLES.newsEditor)
  reviewerRoleId = await roleId(DEMO_ROLES.reviewer)
  const created = await account(MANAGER_FLAGS)
  managerId = created.id
  managerRoleId = created.roleId
  manager = await app.login(created.username, 'Tester1234')
})
afterAll(async () => app?.close())

describe('role assignment (PUT /api/shennong/user-roles)', () => {
  it('a user manager cannot give themselves the super-admin role', async () => {
    refusedIn(
      await app.api.put(
        '/api/shennong/user-roles',
        { users: [managerId], roles: [managerRoleId, superAdminRoleId] },
        { token: manager },
      ),
    )
    expect(await rolesOf(managerId)).toEqual([managerRoleId])
  })

  it('a user manager cannot give the super-admin role to someone else', async () => {
    const target = await account([FLAGS.news.auth])
    refusedIn(
      await app.api.put(
        '/api/shennong/user-roles',
        { users: [target.id], roles: [superAdminRoleId] },
        { token: manager },
      ),
    )
    expect(await rolesOf(target.id)).toEqual([target.roleId])
  })

  it('a user manager cannot give a role holding a flag they do not hold', async () => {
    const target = await account([FLAGS.news.auth])
    refusedIn(
      await app.api.put(
        '/api/shennong/user-roles',
        { users: [target.id], roles: [reviewerRoleId] },
        { token: manager },
      ),
    )
    expect(await rolesOf(target.id)).toEqual([target.roleId])
  })

  it('a mixed batch is refused whole: nothing is written', async () => {
    const a = await account([FLAGS.news.auth])
    refusedIn(
      await app.api.put(
        '/api/shennong/user-roles',
        { users: [a.id, adminId], roles: [newsRoleId] },
        { token: manager },
      ),
    )
    expect(await rolesOf(a.id)).toEqual([a.roleId])
    expect(await rolesOf(adminId)).toEqual([superAdminRoleId])
  })

  it('a user manager cannot change the roles of their own account, even to roles within their flags', async () => {
    refusedIn(
      await app.api.put(
        '/api/shennong/user-roles',
        { users: [managerId], roles: [managerRoleId, newsRoleId] },
        { token: manager },
      ),
    )
    expect(await rolesOf(managerId)).toEqual([managerRoleId])
  })

  it('still gives a role within their own flags to another account', async () => {
    const target = await account([FLAGS.news.auth])
    const res = await app.api.put(
      '/api/shennong/user-roles',
      { users: [target.id], roles: [newsRoleId] },
      { token: manager },
    )
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(await rolesOf(target.id)).toEqual([newsRoleId])
  })
})

describe('accounts (POST/DELETE /api/shennong/users)', () => {
  const body = (extra: Record<string, unknown>) => ({
    username: `made-${++seq}`,
    name: '新帳號',
    email: `made-${seq}@test.example`,
    accountStatus: 'Enabled',
    password: 'Welcome123',
    rePassword: 'Welcome123',
    ...extra,
  })

  it('a user manager cannot create an account with the super-admin role', async () => {
    const before = await countOf('users')
    refusedIn(await app.api.post('/api/shennong/users', body({ roles: [superAdminRoleId] }), { token: manager }))
    expect(await countOf('users')).toBe(before)
  })

  it('a user manager cannot create an account with a role holding a flag they do not hold', async () => {
    const before = await countOf('users')
    refusedIn(await app.api.post('/api/shennong/users', body({ roles: [reviewerRoleId] }), { token: manager }))
    expect(await countOf('users')).toBe(before)
  })

  it('a user manager cannot set the super-admin password', async () => {
    refusedIn(
      await app.api.post(
        '/api/shennong/users',
        {
          _id: adminId,
          username: 'admin',
          name: DEMO_ACCOUNTS.admin.name,
          email: DEMO_ACCOUNTS.admin.email,
          accountStatus: 'Enabled',
          password: 'Hijack1234',
          rePassword: 'Hijack1234',
        },
        { token: manager },
      ),
    )
    expect((await app.api.post('/api/auth/login', { username: 'admin', password: 'Hijack1234' })).status).toBe(401)
    expect(
      (await app.api.post('/api/auth/login', { username: 'admin', password: DEMO_ACCOUNTS.admin.password })).status,
    ).toBe(200)
  })

  it('a user manager cannot edit or disable the super-admin account', async () => {
    refusedIn(
      await app.api.post(
        '/api/shennong/users',
        { _id: adminId, username: 'admin', name: '被改名', email: 'evil@test.example', accountStatus: 'Disabled' },
        { token: manager },
      ),
    )
    expect(await storedUser(adminId)).toMatchObject({
      name: DEMO_ACCOUNTS.admin.name,
      email: DEMO_ACCOUNTS.admin.email,
      accountStatus: 'Enabled',
    })
  })

  it('a user manager cannot delete the super-admin account', async () => {
    refusedIn(await app.api.delete(`/api/shennong/users/${adminId}`, { token: manager }))
    expect(await storedUser(adminId)).not.toBeNull()
  })

  it('a user manager cannot take over an account holding flags they do not hold (password reset)', async () => {
    refusedIn(
      await app.api.post(
        '/api/shennong/users',
        {
          _id: reviewerId,
          username: 'reviewer',
          name: DEMO_ACCOUNTS.reviewer.name,
          email: DEMO_ACCOUNTS.reviewer.email,
          accountStatus: 'Enabled',
          password: 'Hijack1234',
          rePassword: 'Hijack1234',
        },
        { token: manager },
      ),
    )
    expect(
      (await app.api.post('/api/auth/login', { username: 'reviewer', password: DEMO_ACCOUNTS.reviewer.password }))
        .status,
    ).toBe(200)
  })

  it('a user manager cannot change their own roles through the user form', async () => {
    const me = await storedUser(managerId)
    refusedIn(
      await app.api.post(
        '/api/shennong/users',
        {
          _id: managerId,
          username: me!.username,
          name: me!.name,
          email: me!.email,
          accountStatus: 'Enabled',
          roles: [managerRoleId, newsRoleId],
        },
        { token: manager },
      ),
    )
    expect(await rolesOf(managerId)).toEqual([managerRoleId])
  })

  it('still creates and edits accounts within their own flags', async () => {
    const created = await app.api.post<{ result: { _id: string } }>(
      '/api/shennong/users',
      body({ roles: [newsRoleId] }),
      { token: manager },
    )
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    expect(await rolesOf(created.body.result._id)).toEqual([newsRoleId])
    const editor = await storedUser(editorId)
    const edited = await app.api.post(
      '/api/shennong/users',
      { _id: editorId, username: 'editor', name: '改名編輯', email: editor!.email, accountStatus: 'Enabled' },
      { token: manager },
    )
    expect(edited.status, JSON.stringify(edited.body)).toBe(200)
    expect((await storedUser(editorId))!.name).toBe('改名編輯')
  })
})

describe('roles (PUT /api/shennong/roles, nested-auth-roles, DELETE)', () => {
  it('a role manager cannot switch on a flag of a role they hold', async () => {
    refusedIn(
      await app.api.put(
        '/api/shennong/roles',
        { _id: managerRoleId, name: '攻擊測試角色 1', faq__edit: true, faq__auth: true },
        { token: manager },
      ),
    )
    const flags = (await storedRole(managerRoleId))!.flags as Record<string, boolean>
    expect(flags.faq__edit).toBe(false)
    expect(flags.faq__auth).toBe(false)
  })

  it('a role manager cannot change the flags of a role they hold, even within their flags (nested)', async () => {
    refusedIn(
      await app.api.put(
        '/api/shennong/nested-auth-roles',
        {
          _id: managerRoleId,
          name: '攻擊測試角色 1',
          auth: [{ key: 'news', auth: true, children: [{ key: 'news__delete', auth: false }] }],
        },
        { token: manager },
      ),
    )
    expect(((await storedRole(managerRoleId))!.flags as Record<string, boolean>).news__delete).toBe(true)
  })

  it('a role manager cannot create a role holding a flag they do not hold (flat, defaults on)', async () => {
    const before = await countOf('roles')
    refusedIn(await app.api.put('/api/shennong/roles', { name: '預設全開' }, { token: manager }))
    refusedIn(
      await app.api.put(
        '/api/shennong/roles',
        flatBody([FLAGS.news.auth, FLAGS.faq.auth, FLAGS.faq.edit], { name: '含常見問題' }),
        { token: manager },
      ),
    )
    expect(await countOf('roles')).toBe(before)
  })

  it('a role manager cannot create a role holding a flag they do not hold (nested)', async () => {
    const before = await countOf('roles')
    refusedIn(await app.api.put('/api/shennong/nested-auth-roles', { name: '巢狀越權', auth: [] }, { token: manager }))
    expect(await countOf('roles')).toBe(before)
  })

  it('a role manager cannot edit a role holding a flag they do not hold, nor the super-admin role', async () => {
    refusedIn(await app.api.put('/api/shennong/roles', { _id: reviewerRoleId, name: '改名審核' }, { token: manager }))
    expect((await storedRole(reviewerRoleId))!.name).toBe(DEMO_ROLES.reviewer)
    refusedIn(await app.api.put('/api/shennong/roles', { _id: superAdminRoleId, name: '改名超管' }, { token: manager }))
    expect((await storedRole(superAdminRoleId))!.name).toBe(DEMO_ROLES.superAdmin)
  })

  it('a role manager cannot delete a role holding a flag they do not hold', async () => {
    refusedIn(await app.api.delete(`/api/shennong/roles/${reviewerRoleId}`, { token: manager }))
    expect(await storedRole(reviewerRoleId)).not.toBeNull()
  })

  it('a review exemption is a power too: an editor under review cannot make a role without review', async () => {
    const underReview = await account([...MANAGER_FLAGS, FLAGS.news.review__required])
    const token = await app.login(underReview.username, 'Tester1234')
    const before = await countOf('roles')
    refusedIn(
      await app.api.put('/api/shennong/roles', flatBody([FLAGS.news.auth, FLAGS.news.edit], { name: '免審核' }), {
        token,
      }),
    )
    expect(await countOf('roles')).toBe(before)
    const withReview = await app.api.put(
      '/api/shennong/roles',
      flatBody([FLAGS.news.auth, FLAGS.news.edit, FLAGS.news.review__required], { name: '需審核' }),
      { token },
    )
    expect(withReview.status, JSON.stringify(withReview.body)).toBe(200)
  })

  it('still creates, edits and deletes roles within their own flags', async () => {
    const created = await app.api.put<{ result: { _id: string } }>(
      '/api/shennong/roles',
      flatBody([FLAGS.news.auth, FLAGS.news.read], { name: '消息讀者' }),
      { token: manager },
    )
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    const id = created.body.result._id
    const edited = await app.api.put(
      '/api/shennong/roles',
      { _id: id, name: '消息讀者', news__edit: true },
      { token: manager },
    )
    expect(edited.status, JSON.stringify(edited.body)).toBe(200)
    expect(((await storedRole(id))!.flags as Record<string, boolean>).news__edit).toBe(true)
    expect((await app.api.delete(`/api/shennong/roles/${id}`, { token: manager })).status).toBe(200)
  })
})

describe("Payload's own REST (the admin screens)", () => {
  it('POST /api/users cannot create an account with the super-admin role', async () => {
    const before = await countOf('users')
    refusedIn(
      await app.api.post(
        '/api/users',
        {
          username: 'rest-made',
          name: 'REST',
          email: 'rest-made@test.example',
          password: 'Welcome123',
          accountStatus: 'Enabled',
          roles: [superAdminRoleId],
        },
        { token: manager },
      ),
    )
    expect(await countOf('users')).toBe(before)
  })

  it('PATCH /api/users/<self> cannot add roles', async () => {
    refusedIn(
      await app.api.patch(`/api/users/${managerId}`, { roles: [managerRoleId, superAdminRoleId] }, { token: manager }),
    )
    refusedIn(
      await app.api.patch(`/api/users/${managerId}`, { roles: [managerRoleId, newsRoleId] }, { token: manager }),
    )
    expect(await rolesOf(managerId)).toEqual([managerRoleId])
  })

  it('PATCH /api/users/<other> cannot give a role holding a flag they do not hold', async () => {
    const target = await account([FLAGS.news.auth])
    refusedIn(await app.api.patch(`/api/users/${target.id}`, { roles: [reviewerRoleId] }, { token: manager }))
    expect(await rolesOf(target.id)).toEqual([target.roleId])
  })

  it('PATCH /api/users/<super-admin> cannot set the password; DELETE cannot remove the account', async () => {
    refusedIn(await app.api.patch(`/api/users/${adminId}`, { password: 'Hijack1234' }, { token: manager }))
    expect(
      (await app.api.post('/api/auth/login', { username: 'admin', password: DEMO_ACCOUNTS.admin.password })).status,
    ).toBe(200)
    refusedIn(await app.api.delete(`/api/users/${adminId}`, { token: manager }))
    expect(await storedUser(adminId)).not.toBeNull()
  })

  it('PATCH /api/roles/<own role> cannot switch flags on', async () => {
    refusedIn(await app.api.patch(`/api/roles/${managerRoleId}`, { flags: defaultRoleFlags() }, { token: manager }))
    const flags = (await storedRole(managerRoleId))!.flags as Record<string, boolean>
    for (const flag of ALL_FLAGS) expect(flags[flag], flag).toBe(MANAGER_FLAGS.includes(flag))
  })

  it('POST /api/roles cannot create a role holding a flag they do not hold', async () => {
    const before = await countOf('roles')
    refusedIn(await app.api.post('/api/roles', { name: 'REST 全開', flags: defaultRoleFlags() }, { token: manager }))
    refusedIn(await app.api.post('/api/roles', { name: 'REST 預設' }, { token: manager }))
    expect(await countOf('roles')).toBe(before)
  })

  it('PATCH and DELETE /api/roles cannot touch a role holding a flag they do not hold', async () => {
    refusedIn(await app.api.patch(`/api/roles/${reviewerRoleId}`, { name: 'REST 改名' }, { token: manager }))
    expect((await storedRole(reviewerRoleId))!.name).toBe(DEMO_ROLES.reviewer)
    refusedIn(await app.api.delete(`/api/roles/${reviewerRoleId}`, { token: manager }))
    expect(await storedRole(reviewerRoleId)).not.toBeNull()
  })

  it('the super-admin still manages everything through REST', async () => {
    const target = await account([FLAGS.news.auth])
    const token = await app.login('admin', DEMO_ACCOUNTS.admin.password)
    const res = await app.api.patch(`/api/users/${target.id}`, { roles: [reviewerRoleId] }, { token })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(await rolesOf(target.id)).toEqual([reviewerRoleId])
  })
})

describe('unlocking an account', () => {
  /** Mark an account 異常鎖定 as the sign-in limits do (a direct write; retried while SQLite is busy). */
  const lock = async (id: string) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await app.payload.db.updateOne({
          collection: 'users',
          id,
          data: { signInLockedUntil: new Date(Date.now() + 3_600_000).toISOString() },
        })
      } catch (error) {
        if (attempt >= 5 || !String((error as Error).cause ?? error).includes('locked')) throw error
        await new Promise((resolve) => setTimeout(resolve, 200 * attempt))
      }
    }
  }
  const statusOf = async (id: string) =>
    (await app.payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true })).accountStatus

  it('a user manager cannot unlock the super-admin account (which would reopen password guessing)', async () => {
    await lock(adminId)
    try {
      const res = await app.api.patch(`/api/users/${adminId}`, { accountStatus: 'Enabled' }, { token: manager })
      expect(res.status, JSON.stringify(res.body)).toBe(403)
      expect(JSON.stringify(res.body)).toMatch(ZH)
      expect(await statusOf(adminId)).toBe('Locked')
    } finally {
      await app.payload.update({
        collection: 'users',
        id: adminId,
        data: { accountStatus: 'Enabled' },
        overrideAccess: true,
      })
    }
  })

  it('still unlocks an account within their reach', async () => {
    const target = await account([FLAGS.news.auth])
    await lock(target.id)
    expect(await statusOf(target.id)).toBe('Locked')
    const res = await app.api.patch(`/api/users/${target.id}`, { accountStatus: 'Enabled' }, { token: manager })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(await statusOf(target.id)).toBe('Enabled')
  })
})
