import { describe, expect, it } from 'vitest'
import { ALL_FLAGS } from '@/access/catalog'
import { type AuthTreeNode, defaultRoleFlags, flagsToTree } from '@/access/permissions'
import { ACCOUNT_MSG } from '@/i18n/accounts'
import { MSG } from '@/i18n/messages'
import { DEMO_ACCOUNTS, DEMO_ROLES } from '@/seed'
import {
  accountWith,
  admin,
  adminId,
  app,
  countOf,
  editor,
  editorId,
  FlatRole,
  Message,
  MISSING_ID,
  NestedRole,
  newsRoleId,
  OBJECT_ID,
  Page,
  Result,
  reviewer,
  reviewerId,
  reviewerRoleId,
  SECRET_KEYS,
  storedRole,
  storedUser,
  superAdminRoleId,
  UserRoles,
  UserRow,
  UserView,
  useAccountsApi,
} from '../../helpers/accountsApi'

useAccountsApi()

/** Every back-office call answers 401 without a session and 403 to the editor (news flags only). */
describe('permission refusals', () => {
  const someId = 'bbbbbbbbbbbbbbbbbbbbbbbb'
  const calls: [string, string, unknown?][] = [
    ['GET', '/api/shennong/users'],
    ['GET', `/api/shennong/users/${someId}`],
    [
      'POST',
      '/api/shennong/users',
      {
        username: 'x',
        name: 'x',
        email: 'x@x.org',
        accountStatus: 'Enabled',
        password: 'Abcdefg1',
        rePassword: 'Abcdefg1',
      },
    ],
    ['DELETE', `/api/shennong/users/${someId}`],
    ['GET', '/api/shennong/roles'],
    ['PUT', '/api/shennong/roles', { name: '駭客角色' }],
    ['PUT', '/api/shennong/nested-auth-roles', { name: '駭客角色', auth: [] }],
    ['GET', `/api/shennong/nested-auth-roles/${someId}`],
    ['GET', '/api/shennong/nested-auth-roles-empty'],
    ['DELETE', `/api/shennong/roles/${someId}`],
    ['GET', '/api/shennong/all-roles'],
    ['GET', '/api/shennong/all-roles-details'],
    ['GET', '/api/shennong/user-roles'],
    ['GET', `/api/shennong/user-roles/${someId}`],
    ['PUT', '/api/shennong/user-roles', { users: [someId], roles: [] }],
    ['GET', '/api/shennong/module-users?moduleName=news'],
    ['GET', '/api/shennong/module-notifiers'],
    ['PUT', '/api/shennong/module-notifiers', { moduleNotifiers: [{ moduleName: 'feedbacks', email: 'evil@x.org' }] }],
    ...(['departments', 'job-titles', 'job-categories'] as const).flatMap((slug): [string, string, unknown?][] => [
      ['GET', `/api/shennong/${slug}`],
      ['GET', `/api/shennong/${slug}/${someId}`],
      ['POST', `/api/shennong/${slug}`, { name: '駭客' }],
      ['DELETE', `/api/shennong/${slug}/${someId}`],
    ]),
  ]
  const send = (method: string, path: string, body: unknown, token?: string) => {
    if (method === 'GET') return app.api.get<Message>(path, { token })
    if (method === 'DELETE') return app.api.delete<Message>(path, { token })
    if (method === 'PUT') return app.api.put<Message>(path, body, { token })
    return app.api.post<Message>(path, body, { token })
  }

  it.each(calls)('%s %s: anonymous 401, editor 403, nothing written', async (method, path, body) => {
    const before = {
      users: await countOf('users'),
      roles: await countOf('roles'),
      departments: await countOf('departments'),
    }
    const anonymous = await send(method, path, body)
    expect(anonymous.status).toBe(401)
    expect(anonymous.body.message).toBe(MSG.unauthenticated)
    const refused = await send(method, path, body, editor)
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe(MSG.forbidden)
    expect({
      users: await countOf('users'),
      roles: await countOf('roles'),
      departments: await countOf('departments'),
    }).toEqual(before)
  })

  it('the notifier settings stay unchanged after refused saves', async () => {
    const stored = await app.payload.findGlobal({ slug: 'module-notifiers' })
    expect((stored.moduleNotifiers ?? []).some((entry) => entry.email === 'evil@x.org')).toBe(false)
  })
})

describe('GET /shennong/users', () => {
  it('pages the users with the list shape and never a secret field', async () => {
    const res = await app.api.get<Page<UserRow>>('/api/shennong/users', { token: admin })
    expect(res.status).toBe(200)
    const { data, total, page, limit } = res.body.result
    expect(page).toBe(1)
    expect(limit).toBe(10)
    expect(total).toBe(await countOf('users'))
    const adminRow = data.find((row) => row.username === 'admin')!
    expect(adminRow).toEqual({
      _id: adminId,
      username: 'admin',
      name: DEMO_ACCOUNTS.admin.name,
      email: DEMO_ACCOUNTS.admin.email,
      phoneNumber: null,
      accountStatus: 'Enabled',
      routeIds: [],
      roles: [{ _id: superAdminRoleId, name: DEMO_ROLES.superAdmin }],
    })
    for (const row of data) for (const key of SECRET_KEYS) expect(row, key).not.toHaveProperty(key)
  })

  it('matches the keyword against username, name and email', async () => {
    const byUsername = await app.api.get<Page<UserRow>>('/api/shennong/users?keyword=review', { token: admin })
    expect(byUsername.body.result.data.map((row) => row.username)).toEqual(['reviewer'])
    const byName = await app.api.get<Page<UserRow>>(`/api/shennong/users?keyword=${encodeURIComponent('消息')}`, {
      token: admin,
    })
    expect(byName.body.result.data.map((row) => row.username)).toEqual(['editor'])
    const byEmail = await app.api.get<Page<UserRow>>('/api/shennong/users?keyword=admin%40library', { token: admin })
    expect(byEmail.body.result.data.map((row) => row.username)).toEqual(['admin'])
    const none = await app.api.get<Page<UserRow>>('/api/shennong/users?keyword=nobody-here', { token: admin })
    expect(none.body.result).toEqual({ data: [], total: 0, page: 1, limit: 10 })
  })

  it('pages with page and limit, and holds limit to 1000', async () => {
    const first = await app.api.get<Page<UserRow>>('/api/shennong/users?page=1&limit=2', { token: admin })
    const second = await app.api.get<Page<UserRow>>('/api/shennong/users?page=2&limit=2', { token: admin })
    expect(first.body.result.data).toHaveLength(2)
    expect(second.body.result.page).toBe(2)
    const firstIds = first.body.result.data.map((row) => row._id)
    for (const row of second.body.result.data) expect(firstIds).not.toContain(row._id)
    const all = await app.api.get<Page<UserRow>>(`/api/shennong/users?limit=${Number.MAX_SAFE_INTEGER}`, {
      token: admin,
    })
    expect(all.status).toBe(200)
    expect(all.body.result.limit).toBe(1000)
    expect(all.body.result.data).toHaveLength(all.body.result.total)
  })

  it('answers 400 for a bad page or limit', async () => {
    const page = await app.api.get<Message>('/api/shennong/users?page=abc', { token: admin })
    expect(page.status).toBe(400)
    expect(page.body.message).toBe('頁碼必須為數字')
    const limit = await app.api.get<Message>('/api/shennong/users?limit=0', { token: admin })
    expect(limit.status).toBe(400)
    expect(limit.body.message).toBe(MSG.min(1))
  })

  it('the reviewer (no user flags) is refused', async () => {
    expect((await app.api.get('/api/shennong/users', { token: reviewer })).status).toBe(403)
  })
})

describe('GET /shennong/users/{id}', () => {
  it('answers the user view', async () => {
    const res = await app.api.get<Result<UserView>>(`/api/shennong/users/${editorId}`, { token: admin })
    expect(res.status).toBe(200)
    const view = res.body.result
    expect(view._id).toBe(editorId)
    expect(view.username).toBe('editor')
    expect(view.roles).toEqual([{ _id: newsRoleId, name: DEMO_ROLES.newsEditor, enabled: true }])
    expect(view.permissions.news__edit).toBe(true)
    expect(view.permissions.faq__edit).toBe(false)
    expect(view.mustChangePassword).toBe(false)
    for (const key of SECRET_KEYS) expect(view, key).not.toHaveProperty(key)
  })

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const missing = await app.api.get<Message>(`/api/shennong/users/${MISSING_ID}`, { token: admin })
    expect(missing.status).toBe(404)
    expect(missing.body.message).toBe(ACCOUNT_MSG.userNotFound)
    const malformed = await app.api.get<Message>('/api/shennong/users/not-an-id', { token: admin })
    expect(malformed.status).toBe(400)
    expect(malformed.body.message).toBe(MSG.notObjectId)
  })
})

describe('POST /shennong/users', () => {
  const valid = (extra: Record<string, unknown> = {}) => ({
    username: 'Librarian1',
    name: '館員一號',
    email: 'Librarian1@Hospital.example',
    phoneNumber: '02-2712-3456',
    accountStatus: 'Enabled',
    routeIds: ['0123456789abcdef01234567'],
    roles: [reviewerRoleId],
    password: 'Welcome123',
    rePassword: 'Welcome123',
    ...extra,
  })

  let createdId: string

  it('creates an account that must change its password at first login', async () => {
    const res = await app.api.post<Result<UserView>>('/api/shennong/users', valid(), { token: admin })
    expect(res.status).toBe(200)
    const view = res.body.result
    expect(view._id).toMatch(OBJECT_ID)
    expect(view.username).toBe('librarian1')
    expect(view.email).toBe('librarian1@hospital.example')
    expect(view.roles).toEqual([{ _id: reviewerRoleId, name: DEMO_ROLES.reviewer, enabled: true }])
    expect(view.mustChangePassword).toBe(true)
    for (const key of SECRET_KEYS) expect(view, key).not.toHaveProperty(key)
    createdId = view._id

    const stored = await storedUser(createdId)
    expect(stored).toMatchObject({
      username: 'librarian1',
      name: '館員一號',
      email: 'librarian1@hospital.example',
      phoneNumber: '02-2712-3456',
      accountStatus: 'Enabled',
      routeIds: ['0123456789abcdef01234567'],
      roles: [reviewerRoleId],
      mustChangePassword: true,
    })
    // The new account (with a role) logs in, is held to the password change, and makes it.
    const login = await app.api.post<Result<UserView & { token: string }>>('/api/auth/login', {
      username: 'librarian1',
      password: 'Welcome123',
    })
    expect(login.status, JSON.stringify(login.body)).toBe(200)
    expect(login.body.result.mustChangePassword).toBe(true)
    const token = login.body.result.token
    expect((await app.api.post('/api/auth/refresh', undefined, { token })).status).toBe(200)
    const blocked = await app.api.get<Message>('/api/shennong/module-notifiers', { token })
    expect(blocked.status).toBe(403)
    expect(blocked.body.code).toBe('PASSWORD_CHANGE_REQUIRED')
    const changed = await app.api.post<Result<UserView>>('/api/auth/modify-password', {
      username: 'librarian1',
      oldPassword: 'Welcome123',
      newPassword: 'Changed123',
      rePassword: 'Changed123',
    })
    expect(changed.status).toBe(200)
    expect(changed.body.result.mustChangePassword).toBe(false)
    expect((await storedUser(createdId))!.mustChangePassword).toBe(false)
  })

  it('updates the account with _id; without a password the password stays', async () => {
    const res = await app.api.post<Result<UserView>>(
      '/api/shennong/users',
      {
        _id: createdId,
        username: 'librarian1',
        name: '館員改名',
        email: 'lib1@hospital.example',
        accountStatus: 'Disabled',
        roles: [newsRoleId, reviewerRoleId],
      },
      { token: admin },
    )
    expect(res.status).toBe(200)
    expect(res.body.result.name).toBe('館員改名')
    const stored = await storedUser(createdId)
    expect(stored).toMatchObject({
      name: '館員改名',
      email: 'lib1@hospital.example',
      accountStatus: 'Disabled',
      phoneNumber: '02-2712-3456',
    })
    expect([...(stored!.roles as string[])].sort()).toEqual([newsRoleId, reviewerRoleId].sort())
    expect(stored!.routeIds).toEqual(['0123456789abcdef01234567'])
    // Disabled: the password is unchanged but the account may not log in.
    const login = await app.api.post<Message>('/api/auth/login', { username: 'librarian1', password: 'Changed123' })
    expect(login.status).toBe(403)
    expect(login.body.message).toBe(MSG.accountDisabled)
  })

  it('an administrator resetting the password forces a change again', async () => {
    expect((await storedUser(createdId))!.mustChangePassword).toBe(false)
    const res = await app.api.post<Result<UserView>>(
      '/api/shennong/users',
      {
        _id: createdId,
        username: 'librarian1',
        name: '館員改名',
        email: 'lib1@hospital.example',
        accountStatus: 'Enabled',
        password: 'Reset12345',
        rePassword: 'Reset12345',
      },
      { token: admin },
    )
    expect(res.status).toBe(200)
    expect(res.body.result.mustChangePassword).toBe(true)
    expect((await storedUser(createdId))!.mustChangePassword).toBe(true)
    const login = await app.api.post<Result<UserView>>('/api/auth/login', {
      username: 'librarian1',
      password: 'Reset12345',
    })
    expect(login.status).toBe(200)
    expect(login.body.result.mustChangePassword).toBe(true)
  })

  it.each([
    ['username missing', { username: '' }, '帳號為必填欄位'],
    ['name missing', { name: undefined }, '姓名為必填欄位'],
    ['email missing', { email: '' }, '電子郵件為必填欄位'],
    ['email malformed', { email: 'not-an-email' }, MSG.notEmail],
    ['accountStatus missing', { accountStatus: undefined }, '帳號狀態為必填欄位'],
    ['accountStatus outside the set', { accountStatus: 'Locked' }, ACCOUNT_MSG.accountStatusInvalid],
    ['a route id malformed', { routeIds: ['123'] }, MSG.notObjectId],
    ['a role id malformed', { roles: ['xyz'] }, MSG.notObjectId],
    ['a role unknown', { roles: [MISSING_ID] }, ACCOUNT_MSG.roleNotFound],
    ['no password for a new account', { password: undefined, rePassword: undefined }, '密碼為必填欄位'],
    ['a weak password', { password: 'weakpass', rePassword: 'weakpass' }, MSG.passwordRule],
    ['rePassword different', { rePassword: 'Welcome124' }, '確認密碼 與 密碼 並未相同'],
    ['username taken (any case)', { username: 'EDITOR' }, ACCOUNT_MSG.usernameTaken],
    ['email taken', { email: 'Admin@Library.example' }, ACCOUNT_MSG.emailTaken],
    ['_id malformed', { _id: '12' }, MSG.notObjectId],
  ])('400 when %s, and nothing is written', async (_label, extra, message) => {
    const before = await countOf('users')
    const res = await app.api.post<Message>(
      '/api/shennong/users',
      valid({ username: 'someone-new', email: 'new@x.org', ...extra }),
      { token: admin },
    )
    expect(res.status).toBe(400)
    expect(res.body.message).toBe(message)
    expect(await countOf('users')).toBe(before)
  })

  it('answers 400 for a malformed body', async () => {
    const res = await app.api.post<Message>('/api/shennong/users', '{oops', {
      token: admin,
      headers: { 'Content-Type': 'application/json' },
    })
    expect(res.status).toBe(400)
    expect(res.body.message).toBe(MSG.badRequest)
  })

  it('answers 404 when _id is unknown, and writes nothing', async () => {
    const before = await countOf('users')
    const res = await app.api.post<Message>(
      '/api/shennong/users',
      valid({ _id: MISSING_ID, username: 'ghost', email: 'ghost@x.org' }),
      { token: admin },
    )
    expect(res.status).toBe(404)
    expect(res.body.message).toBe(ACCOUNT_MSG.userNotFound)
    expect(await countOf('users')).toBe(before)
  })

  it('refuses disabling your own account', async () => {
    const res = await app.api.post<Message>(
      '/api/shennong/users',
      {
        _id: adminId,
        username: 'admin',
        name: DEMO_ACCOUNTS.admin.name,
        email: DEMO_ACCOUNTS.admin.email,
        accountStatus: 'Disabled',
      },
      { token: admin },
    )
    expect(res.status).toBe(400)
    expect(res.body.message).toBe(ACCOUNT_MSG.cannotDisableSelf)
    expect((await storedUser(adminId))!.accountStatus).toBe('Enabled')
  })

  it('a user holding only users__read may list but not save', async () => {
    const { token } = await accountWith([
      'authorizations__auth',
      'authorizations__users__auth',
      'authorizations__users__read',
    ])
    expect((await app.api.get('/api/shennong/users', { token })).status).toBe(200)
    const res = await app.api.post<Message>(
      '/api/shennong/users',
      valid({ username: 'by-reader', email: 'reader@x.org' }),
      { token },
    )
    expect(res.status).toBe(403)
  })
})

describe('DELETE /shennong/users/{id}', () => {
  it('deletes the account', async () => {
    const created = await app.api.post<Result<UserView>>(
      '/api/shennong/users',
      {
        username: 'to-delete',
        name: '待刪除',
        email: 'to-delete@x.org',
        accountStatus: 'Enabled',
        password: 'Delete1234',
        rePassword: 'Delete1234',
      },
      { token: admin },
    )
    const id = created.body.result._id
    const res = await app.api.delete<Result<{ _id: string }>>(`/api/shennong/users/${id}`, { token: admin })
    expect(res.status).toBe(200)
    expect(res.body.result._id).toBe(id)
    expect(await storedUser(id)).toBeNull()
  })

  it('refuses deleting yourself', async () => {
    const res = await app.api.delete<Message>(`/api/shennong/users/${adminId}`, { token: admin })
    expect(res.status).toBe(400)
    expect(res.body.message).toBe(ACCOUNT_MSG.cannotDeleteSelf)
    expect(await storedUser(adminId)).not.toBeNull()
  })

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await app.api.delete(`/api/shennong/users/${MISSING_ID}`, { token: admin })).status).toBe(404)
    const malformed = await app.api.delete<Message>('/api/shennong/users/zzz', { token: admin })
    expect(malformed.status).toBe(400)
    expect(malformed.body.message).toBe(MSG.notObjectId)
  })

  it('users__edit alone does not allow deleting', async () => {
    const { token } = await accountWith([
      'authorizations__auth',
      'authorizations__users__auth',
      'authorizations__users__read',
      'authorizations__users__edit',
    ])
    const res = await app.api.delete(`/api/shennong/users/${reviewerId}`, { token })
    expect(res.status).toBe(403)
    expect(await storedUser(reviewerId)).not.toBeNull()
  })
})

describe('GET /shennong/roles and all-roles-details', () => {
  it('pages the roles, flat: _id, name, enabled, isSuperAdmin and every flag', async () => {
    const res = await app.api.get<Page<FlatRole>>('/api/shennong/roles', { token: admin })
    expect(res.status).toBe(200)
    expect(res.body.result.total).toBe(await countOf('roles'))
    const superAdmin = res.body.result.data.find((role) => role._id === superAdminRoleId)!
    expect(superAdmin).toMatchObject({ name: DEMO_ROLES.superAdmin, enabled: true, isSuperAdmin: true })
    for (const flag of ALL_FLAGS) expect(superAdmin[flag], flag).toBe(!flag.endsWith('review__required'))
    const news = res.body.result.data.find((role) => role._id === newsRoleId)!
    expect(news.news__edit).toBe(true)
    expect(news.news__review__required).toBe(true)
    expect(news.faq__edit).toBe(false)
    expect(news).not.toHaveProperty('flags')
  })

  it('filters by keyword on the name', async () => {
    const res = await app.api.get<Page<FlatRole>>(`/api/shennong/roles?keyword=${encodeURIComponent('審核')}`, {
      token: admin,
    })
    expect(res.body.result.data.map((role) => role._id)).toEqual([reviewerRoleId])
  })

  it('all-roles-details lists every role, disabled ones too, with flat flags', async () => {
    const disabled = await app.payload.create({ collection: 'roles', data: { name: '停用的角色', enabled: false } })
    const res = await app.api.get<Result<FlatRole[]>>('/api/shennong/all-roles-details', { token: admin })
    expect(res.status).toBe(200)
    expect(res.body.result).toHaveLength(await countOf('roles'))
    const row = res.body.result.find((role) => role._id === disabled.id)!
    expect(row.enabled).toBe(false)
    expect(row.news__edit).toBe(true)
  })
})

describe('GET /shennong/all-roles', () => {
  it('lists enabled roles as { _id, name }', async () => {
    const res = await app.api.get<Result<{ _id: string; name: string }[]>>('/api/shennong/all-roles', { token: admin })
    expect(res.status).toBe(200)
    const enabled = await app.payload.find({
      collection: 'roles',
      where: { enabled: { equals: true } },
      pagination: false,
    })
    expect(res.body.result.map((role) => role._id).sort()).toEqual(enabled.docs.map((role) => role.id).sort())
    expect(res.body.result.find((role) => role._id === newsRoleId)).toEqual({
      _id: newsRoleId,
      name: DEMO_ROLES.newsEditor,
    })
    expect(res.body.result.some((role) => role.name === '停用的角色')).toBe(false)
  })

  it('is open to users__read or roles__read alone', async () => {
    const usersReader = await accountWith([
      'authorizations__auth',
      'authorizations__users__auth',
      'authorizations__users__read',
    ])
    const rolesReader = await accountWith([
      'authorizations__auth',
      'authorizations__roles__auth',
      'authorizations__roles__read',
    ])
    expect((await app.api.get('/api/shennong/all-roles', { token: usersReader.token })).status).toBe(200)
    expect((await app.api.get('/api/shennong/all-roles', { token: rolesReader.token })).status).toBe(200)
    // users__read does not open the role details
    expect((await app.api.get('/api/shennong/all-roles-details', { token: usersReader.token })).status).toBe(403)
  })
})

describe('PUT /shennong/roles (flat)', () => {
  let id: string

  it('creates a role: stated flags over the defaults', async () => {
    const res = await app.api.put<Result<FlatRole>>(
      '/api/shennong/roles',
      { name: '館員', faq__delete: false, news__review__required: true },
      { token: admin },
    )
    expect(res.status).toBe(200)
    const role = res.body.result
    id = role._id
    expect(id).toMatch(OBJECT_ID)
    expect(role).toMatchObject({
      name: '館員',
      enabled: true,
      isSuperAdmin: false,
      faq__delete: false,
      news__review__required: true,
      news__edit: true,
    })
    const stored = await storedRole(id)
    const flags = stored!.flags as Record<string, boolean>
    expect(Object.keys(flags).sort()).toEqual([...ALL_FLAGS].sort())
    for (const flag of ALL_FLAGS) {
      const expected =
        flag === 'faq__delete' ? false : flag === 'news__review__required' ? true : !flag.endsWith('review__required')
      expect(flags[flag], flag).toBe(expected)
    }
  })

  it('updates with _id: stated flags change, the others keep their stored value', async () => {
    const res = await app.api.put<Result<FlatRole>>(
      '/api/shennong/roles',
      { _id: id, name: '資深館員', enabled: false, albums__edit: false },
      { token: admin },
    )
    expect(res.status).toBe(200)
    const stored = await storedRole(id)
    expect(stored).toMatchObject({ name: '資深館員', enabled: false })
    const flags = stored!.flags as Record<string, boolean>
    expect(flags.albums__edit).toBe(false)
    expect(flags.faq__delete).toBe(false)
    expect(flags.news__review__required).toBe(true)
    expect(flags.news__edit).toBe(true)
  })

  it.each([
    ['name missing', { name: '' }, '角色名稱為必填欄位'],
    ['a flag not boolean', { name: '新角色', news__edit: 'yes' }, ACCOUNT_MSG.flagInvalid],
    ['enabled not boolean', { name: '新角色', enabled: 'no' }, ACCOUNT_MSG.enabledInvalid],
    ['name taken', { name: DEMO_ROLES.newsEditor }, ACCOUNT_MSG.roleNameTaken],
    ['_id malformed', { _id: 'nope', name: '新角色' }, MSG.notObjectId],
  ])('400 when %s, and nothing is written', async (_label, body, message) => {
    const before = await countOf('roles')
    const res = await app.api.put<Message>('/api/shennong/roles', body, { token: admin })
    expect(res.status).toBe(400)
    expect(res.body.message).toBe(message)
    expect(await countOf('roles')).toBe(before)
  })

  it('the super-admin role cannot be disabled, nor lose a capability', async () => {
    const res = await app.api.put<Message>(
      '/api/shennong/roles',
      { _id: superAdminRoleId, name: DEMO_ROLES.superAdmin, enabled: false },
      { token: admin },
    )
    expect(res.status).toBe(400)
    expect(res.body.message).toBe(MSG.superAdminAlwaysEnabled)
    const rename = await app.api.put<Result<FlatRole>>(
      '/api/shennong/roles',
      { _id: superAdminRoleId, name: DEMO_ROLES.superAdmin, news__edit: false },
      { token: admin },
    )
    expect(rename.status).toBe(200)
    expect(rename.body.result.news__edit).toBe(true)
    const stored = await storedRole(superAdminRoleId)
    expect(stored).toMatchObject({ enabled: true, isSuperAdmin: true })
  })

  it('a body cannot mint a super-admin role', async () => {
    const res = await app.api.put<Result<FlatRole>>(
      '/api/shennong/roles',
      { name: '假超管', isSuperAdmin: true },
      { token: admin },
    )
    expect(res.status).toBe(200)
    expect((await storedRole(res.body.result._id))!.isSuperAdmin).toBe(false)
  })

  it('answers 404 for an unknown _id', async () => {
    const res = await app.api.put<Message>('/api/shennong/roles', { _id: MISSING_ID, name: '幽靈' }, { token: admin })
    expect(res.status).toBe(404)
    expect(res.body.message).toBe(ACCOUNT_MSG.roleNotFound)
  })

  it('roles__read alone may read but not save', async () => {
    const { token } = await accountWith([
      'authorizations__auth',
      'authorizations__roles__auth',
      'authorizations__roles__read',
    ])
    expect((await app.api.get('/api/shennong/roles', { token })).status).toBe(200)
    expect((await app.api.put('/api/shennong/roles', { name: '不可' }, { token })).status).toBe(403)
  })
})

describe('nested roles', () => {
  it('GET nested-auth-roles-empty: the tree a new role starts with', async () => {
    const res = await app.api.get<Result<{ name: string; enabled: boolean; auth: AuthTreeNode[] }>>(
      '/api/shennong/nested-auth-roles-empty',
      { token: admin },
    )
    expect(res.status).toBe(200)
    expect(res.body.result.name).toBe('')
    expect(res.body.result.enabled).toBe(true)
    expect(res.body.result.auth).toEqual(flagsToTree(defaultRoleFlags()))
  })

  let id: string
  it('PUT nested-auth-roles creates a role from a tree', async () => {
    const tree = flagsToTree(defaultRoleFlags())
    const news = tree.find((node) => node.key === 'news')!
    news.auth = false
    news.children!.find((leaf) => leaf.key === 'news__review__required')!.auth = true
    const res = await app.api.put<Result<NestedRole>>(
      '/api/shennong/nested-auth-roles',
      { name: '巢狀角色', auth: tree },
      { token: admin },
    )
    expect(res.status).toBe(200)
    id = res.body.result._id
    expect(res.body.result.auth.find((node) => node.key === 'news')!.auth).toBe(false)
    const flags = (await storedRole(id))!.flags as Record<string, boolean>
    expect(flags.news__auth).toBe(false)
    expect(flags.news__review__required).toBe(true)
    expect(flags.faq__auth).toBe(true)
  })

  it('GET nested-auth-roles/{id} answers { _id, name, enabled, auth }', async () => {
    const res = await app.api.get<Result<NestedRole>>(`/api/shennong/nested-auth-roles/${id}`, { token: admin })
    expect(res.status).toBe(200)
    expect(res.body.result).toMatchObject({ _id: id, name: '巢狀角色', enabled: true })
    const stored = (await storedRole(id))!.flags as Record<string, boolean>
    expect(res.body.result.auth).toEqual(flagsToTree(stored))
    expect((await app.api.get(`/api/shennong/nested-auth-roles/${MISSING_ID}`, { token: admin })).status).toBe(404)
  })

  it('PUT nested-auth-roles updates: nodes given change, the rest stay', async () => {
    const res = await app.api.put<Result<NestedRole>>(
      '/api/shennong/nested-auth-roles',
      {
        _id: id,
        name: '巢狀角色',
        enabled: true,
        auth: [
          {
            key: 'cms',
            auth: false,
            children: [{ key: 'cms__pages', auth: true, children: [{ key: 'cms__pages__delete', auth: false }] }],
          },
        ],
      },
      { token: admin },
    )
    expect(res.status).toBe(200)
    const flags = (await storedRole(id))!.flags as Record<string, boolean>
    expect(flags.cms__auth).toBe(false)
    expect(flags.cms__pages__delete).toBe(false)
    expect(flags.cms__pages__edit).toBe(true)
    expect(flags.news__auth).toBe(false)
  })

  it.each([
    ['auth missing', { name: '缺樹' }, '權限為必填欄位'],
    ['auth not a tree', { name: '壞樹', auth: [{ key: 'news', auth: 'yes' }] }, ACCOUNT_MSG.flagInvalid],
    ['name missing', { auth: [] }, '角色名稱為必填欄位'],
  ])('400 when %s', async (_label, body, message) => {
    const before = await countOf('roles')
    const res = await app.api.put<Message>('/api/shennong/nested-auth-roles', body, { token: admin })
    expect(res.status).toBe(400)
    expect(res.body.message).toBe(message)
    expect(await countOf('roles')).toBe(before)
  })
})

describe('DELETE /shennong/roles/{id}', () => {
  it('deletes a role; its users lose it', async () => {
    const role = await app.payload.create({ collection: 'roles', data: { name: '臨時角色' } })
    const user = await app.payload.create({
      collection: 'users',
      data: {
        username: 'temp-holder',
        name: '臨時',
        password: 'Temp12345',
        accountStatus: 'Enabled',
        roles: [role.id, reviewerRoleId],
      },
      context: { passwordSetBy: 'system' },
    })
    const res = await app.api.delete<Result<{ _id: string }>>(`/api/shennong/roles/${role.id}`, { token: admin })
    expect(res.status).toBe(200)
    expect(res.body.result._id).toBe(role.id)
    expect(await storedRole(role.id)).toBeNull()
    expect((await storedUser(user.id))!.roles).toEqual([reviewerRoleId])
  })

  it('refuses the super-admin role', async () => {
    const res = await app.api.delete<Message>(`/api/shennong/roles/${superAdminRoleId}`, { token: admin })
    expect(res.status).toBe(403)
    expect(res.body.message).toBe(MSG.superAdminUndeletable)
    expect(await storedRole(superAdminRoleId)).not.toBeNull()
  })

  it('answers 404 for an unknown id', async () => {
    const res = await app.api.delete<Message>(`/api/shennong/roles/${MISSING_ID}`, { token: admin })
    expect(res.status).toBe(404)
    expect(res.body.message).toBe(ACCOUNT_MSG.roleNotFound)
  })
})

describe('user-roles', () => {
  it('GET lists users with their role ids', async () => {
    const res = await app.api.get<Page<UserRoles>>('/api/shennong/user-roles?keyword=editor', { token: admin })
    expect(res.status).toBe(200)
    expect(res.body.result.data).toEqual([
      { _id: editorId, username: 'editor', name: DEMO_ACCOUNTS.editor.name, roles: [newsRoleId] },
    ])
    expect(res.body.result.total).toBe(1)
  })

  it('GET user-roles/{id}', async () => {
    const res = await app.api.get<Result<UserRoles>>(`/api/shennong/user-roles/${reviewerId}`, { token: admin })
    expect(res.status).toBe(200)
    expect(res.body.result).toEqual({
      _id: reviewerId,
      username: 'reviewer',
      name: DEMO_ACCOUNTS.reviewer.name,
      roles: [reviewerRoleId],
    })
    expect((await app.api.get(`/api/shennong/user-roles/${MISSING_ID}`, { token: admin })).status).toBe(404)
  })

  it('PUT sets exactly the roles on every listed user', async () => {
    const a = await accountWith(['faq__auth'])
    const b = await accountWith(['catalogs__auth'])
    const res = await app.api.put<Result<UserRoles[]>>(
      '/api/shennong/user-roles',
      { users: [a.id, b.id], roles: [newsRoleId, reviewerRoleId] },
      { token: admin },
    )
    expect(res.status).toBe(200)
    expect(res.body.result.map((row) => row._id).sort()).toEqual([a.id, b.id].sort())
    for (const id of [a.id, b.id]) {
      expect([...((await storedUser(id))!.roles as string[])].sort()).toEqual([newsRoleId, reviewerRoleId].sort())
    }
    const cleared = await app.api.put<Result<UserRoles[]>>(
      '/api/shennong/user-roles',
      { users: [b.id], roles: [] },
      { token: admin },
    )
    expect(cleared.status).toBe(200)
    expect((await storedUser(b.id))!.roles).toEqual([])
    expect([...((await storedUser(a.id))!.roles as string[])].sort()).toEqual([newsRoleId, reviewerRoleId].sort())
  })

  it.each([
    ['a user unknown', () => ({ users: [reviewerId, MISSING_ID], roles: [newsRoleId] }), ACCOUNT_MSG.userNotFound],
    ['a role unknown', () => ({ users: [reviewerId], roles: [newsRoleId, MISSING_ID] }), ACCOUNT_MSG.roleNotFound],
    ['a user id malformed', () => ({ users: ['12'], roles: [] }), MSG.notObjectId],
    ['no users', () => ({ users: [], roles: [newsRoleId] }), '使用者為必填欄位'],
    ['roles missing', () => ({ users: [reviewerId] }), '角色為必填欄位'],
  ])('400 when %s, and no user changes', async (_label, body, message) => {
    const res = await app.api.put<Message>('/api/shennong/user-roles', body(), { token: admin })
    expect(res.status).toBe(400)
    expect(res.body.message).toBe(message)
    expect((await storedUser(reviewerId))!.roles).toEqual([reviewerRoleId])
  })

  it('users__read alone may read but not assign', async () => {
    const { token } = await accountWith([
      'authorizations__auth',
      'authorizations__users__auth',
      'authorizations__users__read',
    ])
    expect((await app.api.get('/api/shennong/user-roles', { token })).status).toBe(200)
    const res = await app.api.put(
      '/api/shennong/user-roles',
      { users: [reviewerId], roles: [superAdminRoleId] },
      { token },
    )
    expect(res.status).toBe(403)
    expect((await storedUser(reviewerId))!.roles).toEqual([reviewerRoleId])
  })
})

describe('the user-management screen (Payload REST) requires an email too (issue 16 §3)', () => {
  it('refuses an account without an email, and clearing one, with the field named', async () => {
    const before = (await app.payload.count({ collection: 'users', overrideAccess: true })).totalDocs
    const missing = await app.api.post<{
      errors: { message: string; data?: { errors: { path: string; message: string }[] } }[]
    }>(
      '/api/users',
      { username: 'no-mail', name: '無信箱', password: 'NoMail1234', accountStatus: 'Enabled' },
      { token: admin },
    )
    expect(missing.status).toBe(400)
    expect(JSON.stringify(missing.body)).toContain('電子郵件為必填欄位')
    expect((await app.payload.count({ collection: 'users', overrideAccess: true })).totalDocs).toBe(before)
    const created = await app.api.post<{ doc: { id: string } }>(
      '/api/users',
      {
        username: 'with-mail',
        name: '有信箱',
        email: 'with-mail@test.example',
        password: 'WithMail1234',
        accountStatus: 'Enabled',
      },
      { token: admin },
    )
    expect(created.status).toBe(201)
    const cleared = await app.api.patch(`/api/users/${created.body.doc.id}`, { email: '' }, { token: admin })
    expect(cleared.status).toBe(400)
    expect(
      (await app.payload.findByID({ collection: 'users', id: created.body.doc.id, overrideAccess: true })).email,
    ).toBe('with-mail@test.example')
  })
})

describe('GET /shennong/module-users', () => {
  type ModuleUser = { _id: string; username: string; name: string; email: string | null }

  it('lists active users holding the module flag', async () => {
    const news = await app.api.get<Result<ModuleUser[]>>('/api/shennong/module-users?moduleName=news', { token: admin })
    expect(news.status).toBe(200)
    const usernames = news.body.result.map((user) => user.username)
    expect(usernames).toContain('admin')
    expect(usernames).toContain('editor')
    expect(usernames).not.toContain('reviewer')
    expect(news.body.result.find((user) => user.username === 'editor')).toEqual({
      _id: editorId,
      username: 'editor',
      name: DEMO_ACCOUNTS.editor.name,
      email: DEMO_ACCOUNTS.editor.email,
    })
    const reviews = await app.api.get<Result<ModuleUser[]>>('/api/shennong/module-users?moduleName=auth-requests', {
      token: admin,
    })
    expect(reviews.body.result.map((user) => user.username)).toContain('reviewer')
    expect(reviews.body.result.map((user) => user.username)).not.toContain('editor')
  })

  it('leaves out disabled accounts', async () => {
    const off = await app.payload.create({
      collection: 'users',
      data: {
        username: 'news-off',
        name: '停用編輯',
        password: 'NewsOff123',
        accountStatus: 'Disabled',
        roles: [newsRoleId],
      },
      context: { passwordSetBy: 'system' },
    })
    const res = await app.api.get<Result<ModuleUser[]>>('/api/shennong/module-users?moduleName=news', { token: admin })
    expect(res.body.result.map((user) => user._id)).not.toContain(off.id)
  })

  it('without a query lists the users of every notifier module, each with the modules they hold (issue 16 §4)', async () => {
    type Listed = ModuleUser & { modules: string[] }
    const all = await app.api.get<Result<Listed[]>>('/api/shennong/module-users', { token: admin })
    expect(all.status).toBe(200)
    const byName = new Map(all.body.result.map((user) => [user.username, user]))
    expect(byName.get('admin')?.modules).toEqual(['recommendations', 'feedbacks', 'reservations', 'auth-requests'])
    expect(byName.get('reviewer')?.modules).toEqual(['auth-requests'])
    // The news editor holds no notifier module's flag.
    expect(byName.has('editor')).toBe(false)
  })

  it('answers 400 for an unknown module', async () => {
    const unknown = await app.api.get<Message>('/api/shennong/module-users?moduleName=weather', { token: admin })
    expect(unknown.status).toBe(400)
    expect(unknown.body.message).toBe(ACCOUNT_MSG.moduleNameInvalid)
  })
})
