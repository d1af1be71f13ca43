import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { MSG } from '@/i18n/messages'
import { DEMO_ACCOUNTS } from '@/seed'
import { startTestApp, type TestApp } from '../../helpers/app'

type UserResult = {
  result: {
    _id: string
    username: string
    token: string
    roles: { _id: string; name: string }[]
    permissions: Record<string, boolean>
    mustChangePassword: boolean
    accountStatus: string
  }
}
type Message = { message: string; code?: string }

let app: TestApp
beforeAll(async () => {
  app = await startTestApp({ smtp: true })
})
afterAll(async () => app?.close())

const createUser = async (username: string, extra: Record<string, unknown> = {}) => {
  const adminToken = await app.login('admin', DEMO_ACCOUNTS.admin.password)
  const res = await app.api.post<{ doc: { id: string } }>(
    '/api/users',
    { username, name: `測試 ${username}`, password: 'Start1234', email: `${username}@test.example`, ...extra },
    { token: adminToken },
  )
  expect(res.status).toBe(201)
  return res.body.doc.id
}

describe('POST /api/auth/login', () => {
  it('returns the user, roles, the flat permission map and a token', async () => {
    const res = await app.api.post<UserResult>('/api/auth/login', { username: 'admin', password: 'Admin@12345' })
    expect(res.status).toBe(200)
    const user = res.body.result
    expect(user._id).toMatch(/^[0-9a-f]{24}$/)
    expect(user.username).toBe('admin')
    expect(user.roles.map((r) => r.name)).toEqual(['超級管理員'])
    expect(user.permissions.news__edit).toBe(true)
    expect(user.permissions.news__review__required).toBe(false)
    expect(user.token.split('.')).toHaveLength(3)
    expect(res.headers.get('set-cookie')).toContain('shennong-token=')
  })

  it('gives the editor news flags only, with review required', async () => {
    const res = await app.api.post<UserResult>('/api/auth/login', { username: 'editor', password: 'Editor@12345' })
    const permissions = res.body.result.permissions
    expect(permissions.news__auth).toBe(true)
    expect(permissions.news__review__required).toBe(true)
    expect(permissions.faq__auth).toBe(false)
    expect(permissions.authorizations__users__read).toBe(false)
    expect(
      Object.entries(permissions)
        .filter(([, v]) => v)
        .every(([k]) => k.startsWith('news__')),
    ).toBe(true)
  })

  it('answers 401 with a zh-TW message for wrong credentials and unknown users', async () => {
    const wrong = await app.api.post<Message>('/api/auth/login', { username: 'reviewer', password: 'Nope12345' })
    expect(wrong.status).toBe(401)
    expect(wrong.body.message).toBe(MSG.invalidCredentials)
    const unknown = await app.api.post<Message>('/api/auth/login', { username: 'ghost', password: 'Nope12345' })
    expect(unknown.status).toBe(401)
    expect(unknown.body.message).toBe(MSG.invalidCredentials)
  })

  it('answers 400 for missing fields and malformed JSON', async () => {
    const missing = await app.api.post<Message>('/api/auth/login', { username: 'admin' })
    expect(missing.status).toBe(400)
    expect(missing.body.message).toBe('密碼為必填欄位')
    const malformed = await app.api.post<Message>('/api/auth/login', '{not json', {
      headers: { 'Content-Type': 'application/json' },
    })
    expect(malformed.status).toBe(400)
    expect(malformed.body.message).toBe(MSG.badRequest)
  })

  it('locks the account for a guesser after five failed logins until an administrator unlocks it', async () => {
    const id = await createUser('lockme')
    // Five failures from one address lock it there (tests/security/accounts/lockout.test.ts has the rest).
    const from = { headers: { 'X-Forwarded-For': '192.0.2.1' } }
    const statuses: number[] = []
    for (let i = 0; i < 5; i++)
      statuses.push((await app.api.post('/api/auth/login', { username: 'lockme', password: 'Wrong1234' }, from)).status)
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401])
    expect(statuses[4]).toBe(403)
    const locked = await app.api.post<Message>('/api/auth/login', { username: 'lockme', password: 'Start1234' }, from)
    expect(locked.status).toBe(403)
    expect(locked.body.message).toBe(MSG.accountLocked)
    // Staff see it only when many addresses fail (the account-wide mark): here, mark it directly.
    await app.payload.db.updateOne({
      collection: 'users',
      id,
      data: { signInLockedUntil: new Date(Date.now() + 3_600_000).toISOString() },
    })

    const adminToken = await app.login('admin', DEMO_ACCOUNTS.admin.password)
    const read = await app.api.get<{ accountStatus: string }>(`/api/users/${id}`, { token: adminToken })
    expect(read.body.accountStatus).toBe('Locked')

    const unlock = await app.api.patch(`/api/users/${id}`, { accountStatus: 'Enabled' }, { token: adminToken })
    expect(unlock.status).toBe(200)
    const after = await app.api.post<UserResult>('/api/auth/login', { username: 'lockme', password: 'Start1234' }, from)
    expect(after.status).toBe(200)
    expect(after.body.result.accountStatus).toBe('Enabled')
  })

  it('refuses a disabled account with 403 and the right message', async () => {
    await createUser('disabled1', { accountStatus: 'Disabled' })
    const res = await app.api.post<Message>('/api/auth/login', { username: 'disabled1', password: 'Start1234' })
    expect(res.status).toBe(403)
    expect(res.body.message).toBe(MSG.accountDisabled)
  })
})

describe('refresh and logout', () => {
  it('refresh returns a new token and user info; logout ends the session', async () => {
    const token = await app.login('reviewer', DEMO_ACCOUNTS.reviewer.password)
    const refreshed = await app.api.post<UserResult>('/api/auth/refresh', undefined, { token })
    expect(refreshed.status).toBe(200)
    expect(refreshed.body.result.username).toBe('reviewer')
    expect(refreshed.body.result.token).toBeTruthy()
    expect(refreshed.body.result.permissions.auth_requests__edit).toBe(true)

    const newToken = refreshed.body.result.token
    const logout = await app.api.post('/api/auth/logout', undefined, { token: newToken })
    expect(logout.status).toBe(200)
    const afterLogout = await app.api.post<Message>('/api/auth/refresh', undefined, { token: newToken })
    expect(afterLogout.status).toBe(401)
  })

  it('refresh without a token is 401', async () => {
    const res = await app.api.post<Message>('/api/auth/refresh')
    expect(res.status).toBe(401)
    expect(res.body.message).toBe(MSG.unauthenticated)
  })
})

describe('password rule', () => {
  it('refuses a weak password when an administrator creates a user', async () => {
    const adminToken = await app.login('admin', DEMO_ACCOUNTS.admin.password)
    for (const password of ['short1A', 'alllowercase1', 'ALLUPPERCASE1', 'NoDigitsHere', 'A1' + 'a'.repeat(99)]) {
      const res = await app.api.post<{ errors: { message: string; data?: { errors?: { message: string }[] } }[] }>(
        '/api/users',
        { username: `weak${password.length}`, name: '弱密碼', password },
        { token: adminToken },
      )
      expect(res.status, password).toBe(400)
      expect(JSON.stringify(res.body)).toContain(MSG.passwordRule)
    }
  })
})

describe('forced password change at first login', () => {
  it('blocks every other call with a code until modify-password, which returns new user info', async () => {
    await createUser('newbie')
    const login = await app.api.post<UserResult>('/api/auth/login', { username: 'newbie', password: 'Start1234' })
    expect(login.status).toBe(200)
    expect(login.body.result.mustChangePassword).toBe(true)
    const token = login.body.result.token

    const blocked = await app.api.get<Message>(`/api/users/${login.body.result._id}`, { token })
    expect(blocked.status).toBe(403)
    expect(JSON.stringify(blocked.body)).toContain(MSG.mustChangePassword)
    const refresh = await app.api.post<UserResult>('/api/auth/refresh', undefined, { token })
    expect(refresh.status).toBe(200)

    const mismatch = await app.api.post<Message>('/api/auth/modify-password', {
      username: 'newbie',
      oldPassword: 'Start1234',
      newPassword: 'Better1234',
      rePassword: 'Better12345',
    })
    expect(mismatch.status).toBe(400)
    expect(mismatch.body.message).toBe('確認密碼 與 新密碼 並未相同')

    const weak = await app.api.post<Message>('/api/auth/modify-password', {
      username: 'newbie',
      oldPassword: 'Start1234',
      newPassword: 'weak',
      rePassword: 'weak',
    })
    expect(weak.status).toBe(400)
    expect(weak.body.message).toBe(MSG.passwordRule)

    const wrongOld = await app.api.post<Message>('/api/auth/modify-password', {
      username: 'newbie',
      oldPassword: 'Wrong1234',
      newPassword: 'Better1234',
      rePassword: 'Better1234',
    })
    expect(wrongOld.status).toBe(401)

    const changed = await app.api.post<UserResult>('/api/auth/modify-password', {
      username: 'newbie',
      oldPassword: 'Start1234',
      newPassword: 'Better1234',
      rePassword: 'Better1234',
    })
    expect(changed.status).toBe(200)
    expect(changed.body.result.mustChangePassword).toBe(false)
    expect(changed.body.result.username).toBe('newbie')
    const own = await app.api.get<{ username: string }>(`/api/users/${changed.body.result._id}`, {
      token: changed.body.result.token,
    })
    expect(own.status).toBe(200)
    expect(own.body.username).toBe('newbie')

    const old = await app.api.post('/api/auth/login', { username: 'newbie', password: 'Start1234' })
    expect(old.status).toBe(401)
  })

  it('change-password needs a session and the matching account', async () => {
    const anonymous = await app.api.post<Message>('/api/auth/change-password', {
      oldPassword: 'x',
      newPassword: 'Better1234',
      rePassword: 'Better1234',
    })
    expect(anonymous.status).toBe(401)
    await createUser('changer')
    const first = await app.api.post<UserResult>('/api/auth/modify-password', {
      username: 'changer',
      oldPassword: 'Start1234',
      newPassword: 'Second1234',
      rePassword: 'Second1234',
    })
    const token = first.body.result.token
    const otherUser = await app.api.post<Message>(
      '/api/auth/change-password',
      { username: 'admin', oldPassword: 'Second1234', newPassword: 'Third12345', rePassword: 'Third12345' },
      { token },
    )
    expect(otherUser.status).toBe(403)
    const same = await app.api.post<Message>(
      '/api/auth/change-password',
      { oldPassword: 'Second1234', newPassword: 'Second1234', rePassword: 'Second1234' },
      { token },
    )
    expect(same.status).toBe(400)
    expect(same.body.message).toBe(MSG.samePassword)
    const ok = await app.api.post<UserResult>(
      '/api/auth/change-password',
      { username: 'changer', oldPassword: 'Second1234', newPassword: 'Third12345', rePassword: 'Third12345' },
      { token },
    )
    expect(ok.status).toBe(200)
    expect((await app.api.post('/api/auth/login', { username: 'changer', password: 'Third12345' })).status).toBe(200)
  })
})

describe('forgot password', () => {
  it('mails a one-time code that resets the password once', async () => {
    const id = await createUser('forgetful')
    const send = await app.api.post<{ result: { message: string } }>('/api/auth/forgot-password/send', {
      email: 'forgetful@test.example',
    })
    expect(send.status).toBe(200)
    const mail = await app.smtp!.waitFor('forgetful@test.example')
    expect(mail.subject).toBe('重設密碼驗證碼')
    const code = /驗證碼為：(\d{6})/.exec(mail.text)?.[1]
    expect(code).toMatch(/^\d{6}$/)
    expect(mail.text).toContain(id)

    const wrong = await app.api.post<Message>('/api/auth/forgot-password/reset', {
      userId: id,
      code: code === '000000' ? '111111' : '000000',
      newPassword: 'Reset12345',
      rePassword: 'Reset12345',
    })
    expect(wrong.status).toBe(400)
    expect(wrong.body.message).toBe(MSG.resetCodeInvalid)

    const badId = await app.api.post<Message>('/api/auth/forgot-password/reset', {
      userId: 'not-an-id',
      code,
      newPassword: 'Reset12345',
      rePassword: 'Reset12345',
    })
    expect(badId.status).toBe(400)
    expect(badId.body.message).toBe(MSG.notObjectId)

    const reset = await app.api.post('/api/auth/forgot-password/reset', {
      userId: id,
      code,
      newPassword: 'Reset12345',
      rePassword: 'Reset12345',
    })
    expect(reset.status).toBe(200)
    const again = await app.api.post<Message>('/api/auth/forgot-password/reset', {
      userId: id,
      code,
      newPassword: 'Reset67890',
      rePassword: 'Reset67890',
    })
    expect(again.status).toBe(400)

    const login = await app.api.post<UserResult>('/api/auth/login', { username: 'forgetful', password: 'Reset12345' })
    expect(login.status).toBe(200)
    expect(login.body.result.mustChangePassword).toBe(false)
  })

  it('mails a new code at most once a minute per account', async () => {
    await createUser('impatient')
    for (let i = 0; i < 3; i++) {
      expect((await app.api.post('/api/auth/forgot-password/send', { email: 'impatient@test.example' })).status).toBe(
        200,
      )
    }
    await app.smtp!.waitFor('impatient@test.example')
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(app.smtp!.received.filter((m) => m.to.includes('impatient@test.example'))).toHaveLength(1)
  })

  it('answers the same for an unknown address and 400 for a malformed one', async () => {
    const before = app.smtp!.received.length
    const unknown = await app.api.post('/api/auth/forgot-password/send', { email: 'nobody@test.example' })
    expect(unknown.status).toBe(200)
    expect(app.smtp!.received.length).toBe(before)
    const bad = await app.api.post<Message>('/api/auth/forgot-password/send', { email: 'not-an-email' })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe(MSG.notEmail)
  })
})

describe('validate-internal', () => {
  it('checks staff credentials without starting a session', async () => {
    const ok = await app.api.post<{ result: { valid: boolean; user?: { username: string } } }>(
      '/api/auth/validate-internal',
      {
        username: 'reviewer',
        password: 'Reviewer@12345',
      },
    )
    expect(ok.status).toBe(200)
    expect(ok.body.result).toMatchObject({ valid: true, user: { username: 'reviewer' } })
    const users = await app.payload.find({
      collection: 'users',
      where: { username: { equals: 'reviewer' } },
      showHiddenFields: true,
    })
    const sessionsBefore = users.docs[0]!.sessions?.length ?? 0
    await app.api.post('/api/auth/validate-internal', { username: 'reviewer', password: 'Reviewer@12345' })
    const after = await app.payload.find({
      collection: 'users',
      where: { username: { equals: 'reviewer' } },
      showHiddenFields: true,
    })
    expect(after.docs[0]!.sessions?.length ?? 0).toBe(sessionsBefore)

    const bad = await app.api.post<{ result: { valid: boolean } }>('/api/auth/validate-internal', {
      username: 'reviewer',
      password: 'Wrong1234',
    })
    expect(bad.status).toBe(200)
    expect(bad.body.result.valid).toBe(false)
  })
})
