import { createLocalReq } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { MSG } from '@/i18n/messages'
import { resetPassword, sendResetCode } from '@/modules/accounts/session'
import { DEMO_ACCOUNTS } from '@/seed'
import { startTestApp, type TestApp } from '../../helpers/app'

/**
 * Issue 10 item 2: the forgot-password code cannot be brute-forced by parallel guesses, it
 * expires, and the mail throttle holds under parallel requests. The service is called directly
 * (as 200 parallel HTTP calls would reach it) so the proof does not lean on the rate limiter.
 */
let app: TestApp
beforeAll(async () => {
  app = await startTestApp({ smtp: true })
})
afterAll(async () => app?.close())

const createUser = async (username: string): Promise<string> => {
  const token = await app.login('admin', DEMO_ACCOUNTS.admin.password)
  const res = await app.api.post<{ doc: { id: string } }>(
    '/api/users',
    { username, name: username, password: 'Start1234', email: `${username}@test.example`, mustChangePassword: false },
    { token },
  )
  expect(res.status).toBe(201)
  return res.body.doc.id
}

const mailedCode = async (email: string): Promise<string> => {
  const mail = await app.smtp!.waitFor(email)
  const code = /驗證碼為：(\d{6})/.exec(mail.text)?.[1]
  expect(code).toMatch(/^\d{6}$/)
  return code!
}

const stored = async (id: string) =>
  (await app.payload.findByID({ collection: 'users', id, overrideAccess: true, showHiddenFields: true })) as {
    resetCodeAttempts?: number | null
    resetCodeHash?: string | null
  }

const reset = async (userId: string, code: string, newPassword: string): Promise<'ok' | string> => {
  const req = await createLocalReq({}, app.payload)
  try {
    await resetPassword(req, { userId, code, newPassword })
    return 'ok'
  } catch (error) {
    return (error as { message: string }).message
  }
}

const wrongCodes = (right: string, count: number): string[] => {
  const codes: string[] = []
  for (let n = 0; codes.length < count; n++) {
    const candidate = String(n).padStart(6, '0')
    if (candidate !== right) codes.push(candidate)
  }
  return codes
}

describe('forgot-password code brute force', () => {
  it('evaluates at most five guesses of 200 parallel ones: the right code among them and after them fails', async () => {
    const id = await createUser('bruteforced')
    await sendResetCode(await createLocalReq({}, app.payload), 'bruteforced@test.example')
    const code = await mailedCode('bruteforced@test.example')

    // 200 parallel guesses, the right one hidden at position 150 (an attacker covering 200 codes).
    const guesses = wrongCodes(code, 199)
    guesses.splice(150, 0, code)
    const results = await Promise.all(guesses.map((guess) => reset(id, guess, 'Hacked1234')))
    expect(results.filter((r) => r === 'ok')).toHaveLength(0)
    expect(results.every((r) => r === MSG.resetCodeInvalid)).toBe(true)
    expect((await stored(id)).resetCodeAttempts).toBe(5)

    // The code is burnt: the right code afterwards fails too, and the password is unchanged.
    expect(await reset(id, code, 'Hacked1234')).toBe(MSG.resetCodeInvalid)
    expect((await app.api.post('/api/auth/login', { username: 'bruteforced', password: 'Hacked1234' })).status).toBe(
      401,
    )
    expect((await app.api.post('/api/auth/login', { username: 'bruteforced', password: 'Start1234' })).status).toBe(200)
  })

  it('lets the right code be used once even when sent twice in parallel', async () => {
    const id = await createUser('doubleuse')
    await sendResetCode(await createLocalReq({}, app.payload), 'doubleuse@test.example')
    const code = await mailedCode('doubleuse@test.example')
    const results = await Promise.all([reset(id, code, 'First12345'), reset(id, code, 'Second1234')])
    expect(results.filter((r) => r === 'ok')).toHaveLength(1)
    expect((await stored(id)).resetCodeHash ?? null).toBeNull()
  })

  it('refuses a code older than 15 minutes', async () => {
    const id = await createUser('latecomer')
    const sentAt = new Date(Date.now() - 16 * 60 * 1000)
    await sendResetCode(await createLocalReq({}, app.payload), 'latecomer@test.example', sentAt)
    const code = await mailedCode('latecomer@test.example')
    expect(await reset(id, code, 'Late123456')).toBe(MSG.resetCodeInvalid)
    expect((await app.api.post('/api/auth/login', { username: 'latecomer', password: 'Start1234' })).status).toBe(200)
  })

  it('mails one code for 20 parallel requests for the same account', async () => {
    await createUser('flooded')
    await Promise.all(
      Array.from({ length: 20 }, async () =>
        sendResetCode(await createLocalReq({}, app.payload), 'flooded@test.example'),
      ),
    )
    await app.smtp!.waitFor('flooded@test.example')
    await new Promise((resolve) => setTimeout(resolve, 1000))
    expect(app.smtp!.received.filter((m) => m.to.includes('flooded@test.example'))).toHaveLength(1)
  })
})
