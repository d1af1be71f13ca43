import { Client, InvalidCredentialsError } from 'ldapts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closedPortUrl, type Slapd, slapdAvailable, startSilentServer, startSlapd } from '../../helpers/slapd'

/**
 * Self-test of the directory harness (tests/helpers/slapd.ts): a real slapd on loopback with
 * tests/fixtures/ldap/hospital.ldif, queried with ldapts the way a sign-in would.
 */
describe.skipIf(!slapdAvailable())('the test directory server (slapd on loopback)', () => {
  let ldap: Slapd
  const clients: Client[] = []
  const client = (url = ldap.url, options: { timeout?: number; connectTimeout?: number } = {}) => {
    const c = new Client({ url, ...options })
    clients.push(c)
    return c
  }
  const wangDN = () => `uid=wang.xiaoming,ou=people,${ldap.baseDN}`
  const chenDN = () => `uid=chen.meiling,ou=people,${ldap.baseDN}`

  beforeAll(async () => {
    ldap = await startSlapd()
  })
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.unbind().catch(() => undefined)))
    await ldap?.stop()
  })

  it('lets the service account find a user and read attributes, UTF-8 intact, but not the password', async () => {
    const reader = client()
    await reader.bind(ldap.bindDN, ldap.bindPassword)
    const { searchEntries } = await reader.search(`ou=people,${ldap.baseDN}`, {
      scope: 'sub',
      filter: '(uid=wang.xiaoming)',
      attributes: ['displayName', 'departmentNumber', 'title', 'telephoneNumber', 'mail', 'userPassword'],
    })
    expect(searchEntries).toHaveLength(1)
    const [wang] = searchEntries
    expect(wang.dn).toBe(wangDN())
    expect(wang.displayName).toBe('王小明')
    expect(wang.departmentNumber).toBe('內科部')
    expect(wang.title).toBe('住院醫師')
    expect(wang.telephoneNumber).toBe('02-2345-6789 ext 1201')
    expect(wang.mail).toBe('wang.xiaoming@hospital.example')
    // ldapts lists a requested attribute it did not receive as [].
    expect(wang.userPassword ?? []).toEqual([])
  })

  it('accepts the user password and refuses a wrong one', async () => {
    await client().bind(wangDN(), 'Wang@12345')
    await expect(client().bind(wangDN(), 'Wang@54321')).rejects.toBeInstanceOf(InvalidCredentialsError)
  })

  it('shows nothing to an anonymous search', async () => {
    const entries = await client()
      .search(ldap.baseDN, { scope: 'sub', filter: '(objectClass=*)' })
      .then((result) => result.searchEntries)
      .catch(() => [])
    expect(entries).toEqual([])
  })

  it('finds library-patrons membership for wang.xiaoming but not for chen.meiling', async () => {
    const reader = client()
    await reader.bind(ldap.bindDN, ldap.bindPassword)
    const membership = async (dn: string) =>
      (
        await reader.search(`ou=groups,${ldap.baseDN}`, {
          scope: 'sub',
          filter: `(&(objectClass=groupOfNames)(cn=library-patrons)(member=${dn}))`,
          attributes: ['cn'],
        })
      ).searchEntries
    expect(await membership(wangDN())).toHaveLength(1)
    expect(await membership(chenDN())).toHaveLength(0)
  })

  it('times out against a server that accepts and never answers', async () => {
    const silent = await startSilentServer()
    try {
      const started = Date.now()
      await expect(
        client(silent.url, { timeout: 1000, connectTimeout: 1000 }).bind(ldap.bindDN, ldap.bindPassword),
      ).rejects.toThrow(/timed out/)
      expect(Date.now() - started).toBeLessThan(2500)
    } finally {
      await silent.stop()
    }
  })

  it('fails fast on a closed port', async () => {
    const url = await closedPortUrl()
    const started = Date.now()
    await expect(
      client(url, { timeout: 1000, connectTimeout: 1000 }).bind(ldap.bindDN, ldap.bindPassword),
    ).rejects.toThrow(/ECONNREFUSED/)
    expect(Date.now() - started).toBeLessThan(500)
  })
})
