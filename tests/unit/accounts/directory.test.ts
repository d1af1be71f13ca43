import { describe, expect, it } from 'vitest'

import { DirectoryUnavailable, directoryConfigOf, fillFilter } from '@/modules/accounts/directory'
import { filledFrom, emptyContact } from '@/modules/reservations/public/ContactFields'

/** Issue 29: the directory's configuration and filters, and the booking form filled from a verified account. */

const base = { LDAP_URL: 'ldap://127.0.0.1:3389', LDAP_BASE_DN: 'ou=people,dc=hospital,dc=example' }

describe('directoryConfigOf', () => {
  it('is null without LDAP_URL: nothing of the directory is used', () => {
    expect(directoryConfigOf({})).toBeNull()
    expect(directoryConfigOf({ LDAP_URL: '  ' })).toBeNull()
  })

  it('takes the defaults of an OpenLDAP tree, local accounts first', () => {
    expect(directoryConfigOf(base)).toMatchObject({
      userFilter: '(uid={username})',
      groupFilter: null,
      groupBaseDN: base.LDAP_BASE_DN,
      attributes: {
        name: 'displayName',
        email: 'mail',
        phoneNumber: 'telephoneNumber',
        department: 'departmentNumber',
        jobTitle: 'title',
      },
      timeoutMs: 5000,
      startTls: false,
      tls: { rejectUnauthorized: true },
      order: 'local-first',
    })
  })

  it.each([
    [{ LDAP_URL: 'http://dir.example' }, 'LDAP_URL'],
    [{ LDAP_URL: 'ldap://dir.example/ou=x' }, 'LDAP_URL'],
    [{ LDAP_BASE_DN: '' }, 'LDAP_BASE_DN'],
    [{ LDAP_USER_FILTER: '(uid=admin)' }, 'LDAP_USER_FILTER'],
    [{ LDAP_GROUP_FILTER: '(cn=library)' }, 'LDAP_GROUP_FILTER'],
    [{ LDAP_TIMEOUT_MS: 'soon' }, 'LDAP_TIMEOUT_MS'],
    [{ ACCOUNT_SOURCE_ORDER: 'directory-only' }, 'ACCOUNT_SOURCE_ORDER'],
    [{ LDAP_TLS_CA_FILE: '/nonexistent/ca.pem' }, 'LDAP_TLS_CA_FILE'],
  ])('refuses a setting that cannot work, naming it (%o)', (change, name) => {
    expect(() => directoryConfigOf({ ...base, ...change })).toThrow(DirectoryUnavailable)
    expect(() => directoryConfigOf({ ...base, ...change })).toThrow(name)
  })
})

describe('fillFilter', () => {
  it('escapes every value (RFC 4515), so no username widens or adds a clause', () => {
    expect(fillFilter('(uid={username})', { username: 'wang.xiaoming' })).toBe('(uid=wang.xiaoming)')
    expect(fillFilter('(uid={username})', { username: '*' })).toBe('(uid=\\2a)')
    expect(fillFilter('(uid={username})', { username: 'a)(|(uid=*' })).toBe('(uid=a\\29\\28|\\28uid=\\2a)')
    expect(fillFilter('(uid={username})', { username: 'back\\slash\u0000' })).toBe('(uid=back\\5cslash\\00)')
    expect(fillFilter('(&(cn=x)(member={dn}))', { dn: 'uid=a(b),ou=people' })).toBe(
      '(&(cn=x)(member=uid=a\\28b\\29,ou=people))',
    )
  })
})

describe('filledFrom', () => {
  it('fills what is still empty from the verified account and keeps what the patron typed', () => {
    const typed = {
      ...emptyContact(),
      identity: 'internal' as const,
      username: 'wang.xiaoming',
      password: 'x',
      name: '小明',
    }
    const filled = filledFrom(typed, {
      username: 'wang.xiaoming',
      name: '王小明',
      email: 'wang@hospital.example',
      phoneNumber: null,
      department: '內科部',
      jobTitle: '住院醫師',
      source: 'directory',
    })
    expect(filled).toMatchObject({
      name: '小明',
      email: 'wang@hospital.example',
      phoneNumber: '',
      primaryDepartment: '內科部',
      jobTitle: '住院醫師',
      password: 'x',
    })
  })
})
