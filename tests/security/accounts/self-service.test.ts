import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { FLAGS, type Flag } from '@/access'
import { onlyFlags } from '@/access/permissions'
import { GRANT_MSG } from '@/modules/accounts/messages'
import { DEMO_ACCOUNTS } from '@/seed'
import { startTestApp, type TestApp } from '../../helpers/app'

/**
 * Issue 10 item 5, self-service account changes without the current password (ASVS V2.1.5,
 * V3.7.1): a stolen session alone cannot change the account's own password or email through
 * PATCH /api/users/<self> (nor the user form); the password changes only through
 * /api/auth/change-password with the current password. Administrators still set other
 * accounts' passwords and emails.
 */

type Message = { message: string; errors?: { message: string }[] }
const messageOf = (body: unknown) => (body as Message).message ?? (body as Message).errors?.[0]?.message ?? ''

let app: TestApp
let admin: string
let adminId: string

let seq = 0
const account = async (flags: Flag[] = [FLAGS.news.auth]) => {
  seq += 1
  const role = await app.payload.create({
    collection: 'roles',
    data: { name: `自助測試角色 ${seq}`, flags: onlyFlags(flags) },
  })
  const username = `self-${seq}`
  const user = await app.payload.create({
    collection: 'users',
    data: {
      username,
      name: `自助 ${seq}`,
      email: `${username}@test.example`,
      password: 'Start1234',
      accountStatus: 'Enabled',
      roles: [role.id],
    },
    context: { passwordSetBy: 'system' },
  })
  return { id: user.id, username, email: `${username}@test.example`, token: await app.login(username, 'Start1234') }
}
const stored = (id: string) => app.payload.findByID({ collection: 'users', id, depth: 0, showHiddenFields: true })
const loginStatus = async (username: string, password: string) =>
  (await app.api.post('/api/auth/login', { username, password })).status

beforeAll(async () => {
  app = await startTestApp()
  admin = await app.login('admin', DEMO_ACCOUNTS.admin.password)
  adminId = (await app.payload.find({ collection: 'users', where: { username: { equals: 'admin' } }, depth: 0 }))
    .docs[0]!.id
})
afterAll(async () => app?.close())

describe('PATCH /api/users/<self>', () => {
  it('cannot change the own password without the current password', async () => {
    const me = await account()
    const res = await app.api.patch(`/api/users/${me.id}`, { password: 'Stolen1234' }, { token: me.token })
    expect(res.status, JSON.stringify(res.body)).toBe(403)
    expect(messageOf(res.body)).toBe(GRANT_MSG.ownPassword)
    expect(await loginStatus(me.username, 'Stolen1234')).toBe(401)
    expect(await loginStatus(me.username, 'Start1234')).toBe(200)
  })

  it('cannot change the own email', async () => {
    const me = await account()
    const res = await app.api.patch(`/api/users/${me.id}`, { email: 'attacker@evil.example' }, { token: me.token })
    expect(res.status, JSON.stringify(res.body)).toBe(403)
    expect(messageOf(res.body)).toBe(GRANT_MSG.ownEmail)
    expect((await stored(me.id)).email).toBe(me.email)
  })

  it('a user manager cannot change their own password or email that way either', async () => {
    const me = await account([
      FLAGS.authorizations.auth,
      FLAGS.authorizations.users.auth,
      FLAGS.authorizations.users.read,
      FLAGS.authorizations.users.edit,
    ])
    expect((await app.api.patch(`/api/users/${me.id}`, { password: 'Stolen1234' }, { token: me.token })).status).toBe(
      403,
    )
    expect(
      (await app.api.patch(`/api/users/${me.id}`, { email: 'attacker@evil.example' }, { token: me.token })).status,
    ).toBe(403)
    expect(await loginStatus(me.username, 'Start1234')).toBe(200)
    expect((await stored(me.id)).email).toBe(me.email)
  })

  it('the super-admin cannot change their own password or email through the user form', async () => {
    const form = { _id: adminId, username: 'admin', name: DEMO_ACCOUNTS.admin.name, accountStatus: 'Enabled' }
    const password = await app.api.post(
      '/api/shennong/users',
      { ...form, email: DEMO_ACCOUNTS.admin.email, password: 'Stolen1234', rePassword: 'Stolen1234' },
      { token: admin },
    )
    expect(password.status, JSON.stringify(password.body)).toBe(403)
    expect(messageOf(password.body)).toBe(GRANT_MSG.ownPassword)
    const email = await app.api.post(
      '/api/shennong/users',
      { ...form, email: 'attacker@evil.example' },
      { token: admin },
    )
    expect(email.status, JSON.stringify(email.body)).toBe(403)
    expect(messageOf(email.body)).toBe(GRANT_MSG.ownEmail)
    expect((await stored(adminId)).email).toBe(DEMO_ACCOUNTS.admin.email)
    expect(await loginStatus('admin', DEMO_ACCOUNTS.admin.password)).toBe(200)
  })

  it('still changes the own name and phone number', async () => {
    const me = await account()
    const res = await app.api.patch(
      `/api/users/${me.id}`,
      { name: '新名字', phoneNumber: '02-1234' },
      { token: me.token },
    )
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(await stored(me.id)).toMatchObject({ name: '新名字', phoneNumber: '02-1234' })
  })

  it('the password changes through /api/auth/change-password with the current password', async () => {
    const me = await account()
    const wrong = await app.api.post(
      '/api/auth/change-password',
      { oldPassword: 'Wrong1234', newPassword: 'Changed1234', rePassword: 'Changed1234' },
      { token: me.token },
    )
    expect(wrong.status).toBeGreaterThanOrEqual(400)
    expect(wrong.status).toBeLessThan(500)
    const res = await app.api.post(
      '/api/auth/change-password',
      { oldPassword: 'Start1234', newPassword: 'Changed1234', rePassword: 'Changed1234' },
      { token: me.token },
    )
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(await loginStatus(me.username, 'Changed1234')).toBe(200)
  })
})

describe('administrators and other accounts', () => {
  it('an administrator still resets another account password and email (REST), forcing a change', async () => {
    const other = await account()
    const res = await app.api.patch(
      `/api/users/${other.id}`,
      { password: 'Reset12345', email: 'new-address@test.example' },
      { token: admin },
    )
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(await stored(other.id)).toMatchObject({ email: 'new-address@test.example', mustChangePassword: true })
    expect(await loginStatus(other.username, 'Reset12345')).toBe(200)
  })

  it('an account without the users edit flag cannot change another account', async () => {
    const me = await account()
    const other = await account()
    const res = await app.api.patch(`/api/users/${other.id}`, { password: 'Stolen1234' }, { token: me.token })
    expect(res.status).toBe(403)
    expect(await loginStatus(other.username, 'Start1234')).toBe(200)
  })
})
