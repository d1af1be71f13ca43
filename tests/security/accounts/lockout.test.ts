import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEMO_ACCOUNTS } from '@/seed'
import { RATE_LIMITS } from '@/lib/rateLimit'
import { startTestApp, type TestApp } from '../../helpers/app'
import { ownAddress } from '../../helpers/atOnce'

/**
 * The account lock is no anonymous lever (issue 42, item 1). Before: four wrong passwords from one
 * address and one from a second locked the account for everyone for 30 minutes (Payload's lock
 * counts failures per account), the right password from a third address was refused, and an
 * unknown username never locked, so the 403 told that the account existed.
 */

type Answer = { status: number; body: unknown }

let app: TestApp
let adminToken = ''

beforeAll(async () => {
  app = await startTestApp({ smtp: true })
  adminToken = await app.login('admin', DEMO_ACCOUNTS.admin.password)
})
afterAll(async () => app?.close())

let accounts = 0
/** A fresh account with a mailbox, so each test starts with no failures counted. */
const newAccount = async () => {
  accounts += 1
  const username = `lock-target-${accounts}`
  const email = `${username}@test.example`
  const created = await app.payload.create({
    collection: 'users',
    data: {
      username,
      name: `鎖定測試 ${accounts}`,
      email,
      password: 'Right1234',
      accountStatus: 'Enabled',
      mustChangePassword: false,
    },
    overrideAccess: true,
  })
  return { id: String(created.id), username, email, password: 'Right1234' }
}

const attempt = (call: string, username: string, password: string, from: Record<string, string>) =>
  app.api.post(call, { username, password }, { headers: from })

const statusOf = async (id: string) =>
  (await app.payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true })).accountStatus

describe.each(['/api/auth/login', '/api/auth/validate-internal'])('%s', (call) => {
  const signedIn = (answer: Answer) =>
    call.endsWith('login')
      ? answer.status === 200
      : answer.status === 200 && (answer.body as { result?: { valid?: boolean } }).result?.valid === true

  it('is not locked for everyone by failures from two addresses', async () => {
    const target = await newAccount()
    const first = ownAddress()
    for (let i = 0; i < 4; i++) await attempt(call, target.username, `Wrong${i}abcd`, first)
    await attempt(call, target.username, 'Wrong9abcd', ownAddress())
    const third = await attempt(call, target.username, target.password, ownAddress())
    expect(third.status, JSON.stringify(third.body)).toBe(200)
    expect(signedIn(third)).toBe(true)
  })

  it('locks the one guesser at the fifth failure, and nobody else', async () => {
    const target = await newAccount()
    const guesser = ownAddress()
    const answers: Answer[] = []
    for (let i = 0; i < 6; i++) answers.push(await attempt(call, target.username, `Wrong${i}abcd`, guesser))
    expect(answers.slice(4).map((a) => a.status)).toEqual([403, 403])
    expect((answers[4]!.body as { code?: string }).code).toBe('ACCOUNT_LOCKED')
    // The right password from the guesser's address is refused too: the lock holds there ...
    expect((await attempt(call, target.username, target.password, guesser)).status).toBe(403)
    // ... and nowhere else.
    expect(signedIn(await attempt(call, target.username, target.password, ownAddress()))).toBe(true)
  })

  it('answers an unknown username exactly as an existing one, at every step', async () => {
    const target = await newAccount()
    const known: Answer[] = []
    const unknown: Answer[] = []
    const [a, b, c] = [ownAddress(), ownAddress(), ownAddress()]
    for (const from of [a, a, a, a, b, a, c]) {
      known.push(await attempt(call, target.username, 'Wrong1abcd', from))
      unknown.push(await attempt(call, `${target.username}-nobody`, 'Wrong1abcd', from))
    }
    expect(unknown.map((r) => [r.status, r.body])).toEqual(known.map((r) => [r.status, r.body]))
  })
})

describe('many addresses guessing one account', () => {
  const limit = RATE_LIMITS.loginUser.points

  it('mark it 異常鎖定 for staff and mail its owner once; only a clean address with the right password gets in', async () => {
    const target = await newAccount()
    const guessers = Array.from({ length: limit + 2 }, () => ownAddress())
    const answers: Answer[] = []
    for (const from of guessers) answers.push(await attempt('/api/auth/login', target.username, 'Wrong1abcd', from))
    expect(answers.slice(0, limit - 1).every((a) => a.status === 401)).toBe(true)
    expect(answers.slice(limit - 1).every((a) => a.status === 403)).toBe(true)
    expect(await statusOf(target.id)).toBe('Locked')
    const mail = await app.smtp!.waitFor(target.email)
    expect(mail.subject).toBe('帳號登入異常通知')
    expect(app.smtp!.received.filter((m) => m.to.includes(target.email))).toHaveLength(1)

    // A wrong password from a clean address: the lock's answer. The right one: in.
    expect((await attempt('/api/auth/login', target.username, 'Wrong2abcd', ownAddress())).status).toBe(403)
    expect((await attempt('/api/auth/login', target.username, target.password, ownAddress())).status).toBe(200)
    // An address that guessed wrong is not let in, even with the right password ...
    expect((await attempt('/api/auth/login', target.username, target.password, guessers[0]!)).status).toBe(403)

    // ... until staff set the account back to 啟用: the failures counted before no longer count.
    const unlocked = await app.api.patch(`/api/users/${target.id}`, { accountStatus: 'Enabled' }, { token: adminToken })
    expect(unlocked.status, JSON.stringify(unlocked.body)).toBe(200)
    expect(await statusOf(target.id)).toBe('Enabled')
    expect((await attempt('/api/auth/login', target.username, target.password, guessers[0]!)).status).toBe(200)
  })

  it('counts only wrong passwords: an account that signs in all day is never marked', async () => {
    const target = await newAccount()
    for (let i = 0; i < limit + 5; i++)
      expect((await attempt('/api/auth/login', target.username, target.password, ownAddress())).status).toBe(200)
    // One mistyped password after a day of sign-ins is one failure, not the account's mark.
    expect((await attempt('/api/auth/login', target.username, 'Wrong1abcd', ownAddress())).status).toBe(401)
    expect(await statusOf(target.id)).toBe('Enabled')
  })

  it('answers an unknown username alike past the same count', async () => {
    const answers: number[] = []
    for (let i = 0; i < limit + 1; i++)
      answers.push((await attempt('/api/auth/login', 'nobody-here', 'Wrong1abcd', ownAddress())).status)
    expect(answers.slice(0, limit - 1).every((s) => s === 401)).toBe(true)
    expect(answers.slice(limit - 1).every((s) => s === 403)).toBe(true)
  })
})

describe("Payload's unlock route", () => {
  it('is closed: staff unlock by setting the account back to 啟用', async () => {
    const res = await app.api.post('/api/users/unlock', { username: 'admin' }, { token: adminToken })
    expect(res.status).toBe(404)
  })
})
