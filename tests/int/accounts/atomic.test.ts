import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'
import { startTestApp, type TestApp } from '../../helpers/app'
import { ROUNDS, atOnce, ownAddress } from '../../helpers/atOnce'

/**
 * A sign-in beside a change of the same account (docs/decisions.md "Read-decide-write"). Payload's
 * login reads the account, checks the password (about half a second of hashing) and then writes
 * the account back to add its session: a role grant or a password set by staff in that half
 * second was undone by the write. Each round fires the sign-in and the change at once; the
 * change must be what is stored afterwards.
 */

let app: TestApp
let userId = ''
const USERNAME = 'race-desk'
const PASSWORD = 'Start1234'

beforeAll(async () => {
  app = await startTestApp()
  const user = await app.payload.create({
    collection: 'users',
    data: {
      username: USERNAME,
      name: '並發測試',
      email: 'race-desk@test.example',
      password: PASSWORD,
      accountStatus: 'Enabled',
      mustChangePassword: false,
    },
    overrideAccess: true,
  })
  userId = String(user.id)
})
afterAll(async () => app?.close())

const signIn = (password: string) =>
  app.api.post('/api/auth/login', { username: USERNAME, password }, { headers: ownAddress() })

const stored = async (): Promise<User> =>
  (await app.payload.findByID({
    collection: 'users',
    id: userId,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  })) as User

const roleIds = (user: User): string[] =>
  (user.roles ?? []).map((role) => String(typeof role === 'object' ? role.id : role))

describe('a sign-in beside a change of the account', () => {
  it(`keeps the roles staff set while the password is checked (${ROUNDS} rounds)`, async () => {
    const roles = await app.payload.find({ collection: 'roles', limit: 2, depth: 0, overrideAccess: true })
    const choices = roles.docs.map((role) => String(role.id))
    expect(choices).toHaveLength(2)
    for (let round = 0; round < ROUNDS; round++) {
      const granted = round % 2 === 0 ? [choices[0]!] : [choices[1]!]
      const [signedIn] = await atOnce([
        () => signIn(PASSWORD),
        () => app.payload.update({ collection: 'users', id: userId, data: { roles: granted }, overrideAccess: true }),
      ] as const)
      expect(signedIn.status, `round ${round}`).toBe(200)
      expect(roleIds(await stored()), `round ${round}`).toEqual(granted)
    }
  })

  it(`keeps the password staff set while the old one is checked (${ROUNDS} rounds)`, async () => {
    let current = PASSWORD
    for (let round = 0; round < ROUNDS; round++) {
      const before = (await stored()).hash
      const next = `Race${round}abcd`
      await atOnce([
        () => signIn(current),
        () => app.payload.update({ collection: 'users', id: userId, data: { password: next }, overrideAccess: true }),
      ] as const)
      // The hash the change wrote is the one stored: the old one did not come back.
      expect((await stored()).hash, `round ${round}`).not.toBe(before)
      current = next
    }
    expect((await signIn(current)).status).toBe(200)
  })
})
