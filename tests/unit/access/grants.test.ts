import { describe, expect, it } from 'vitest'

import { FLAGS, type Flag } from '@/access'
import { onlyFlags, superAdminFlags } from '@/access/permissions'
import {
  type Grantor,
  type RoleFacts,
  accountChangeRefusal,
  accountPowers,
  powersBeyond,
  roleChangeRefusal,
  sameEmail,
} from '@/modules/accounts/grants'
import { GRANT_MSG } from '@/modules/accounts/messages'
import { ANONYMOUS, viewerOf } from '@/modules/cms/visibility'
import type { Role, User } from '@/payload-types'

/** The pure grant rule (issue 10 items 1 and 5) and the public viewer of item 13. */

const MANAGER: Flag[] = [
  FLAGS.authorizations.auth,
  FLAGS.authorizations.users.auth,
  FLAGS.authorizations.users.edit,
  FLAGS.authorizations.roles.auth,
  FLAGS.authorizations.roles.edit,
  FLAGS.news.auth,
  FLAGS.news.edit,
]

const role = (id: string, flags: Flag[], isSuperAdmin = false): RoleFacts => ({
  id,
  isSuperAdmin,
  flags: isSuperAdmin ? superAdminFlags() : onlyFlags(flags),
})
const MANAGER_ROLE = role('r-manager', MANAGER)
const NEWS_ROLE = role('r-news', [FLAGS.news.auth, FLAGS.news.edit, FLAGS.news.review__required])
const FAQ_ROLE = role('r-faq', [FLAGS.faq.auth, FLAGS.faq.edit])
const SUPER_ROLE = role('r-super', [], true)

const grantor = (flags: Flag[], roleIds: string[] = ['r-manager'], superAdmin = false): Grantor => ({
  id: 'u-actor',
  superAdmin,
  permissions: superAdmin ? superAdminFlags() : onlyFlags(flags),
  roleIds,
})
const manager = grantor(MANAGER)
const superAdmin = grantor([], ['r-super'], true)
const self = { id: 'u-actor', roles: [MANAGER_ROLE] }
const other = (roles: RoleFacts[]) => ({ id: 'u-other', roles })

describe('powersBeyond', () => {
  it('lists capability flags the holder lacks, nothing when within', () => {
    expect(powersBeyond(onlyFlags(MANAGER), onlyFlags([FLAGS.news.edit]))).toEqual([])
    expect(powersBeyond(onlyFlags(MANAGER), onlyFlags([FLAGS.news.edit, FLAGS.faq.edit]))).toEqual([FLAGS.faq.edit])
  })

  it('counts a review exemption as a power only where the role may edit', () => {
    const underReview = onlyFlags([FLAGS.news.auth, FLAGS.news.edit, FLAGS.news.review__required])
    expect(powersBeyond(underReview, onlyFlags([FLAGS.news.auth, FLAGS.news.edit]))).toEqual([
      FLAGS.news.review__required,
    ])
    expect(
      powersBeyond(underReview, onlyFlags([FLAGS.news.auth, FLAGS.news.edit, FLAGS.news.review__required])),
    ).toEqual([])
    // No edit flag in the role: its missing review restriction grants nothing.
    expect(powersBeyond(underReview, onlyFlags([FLAGS.news.auth]))).toEqual([])
  })

  it('a super-admin holds every power', () => {
    expect(powersBeyond(superAdminFlags(), superAdminFlags())).toEqual([])
    expect(powersBeyond(onlyFlags(MANAGER), superAdminFlags()).length).toBeGreaterThan(0)
  })

  it('an account could do what all its roles allow, disabled ones included', () => {
    expect(accountPowers([NEWS_ROLE, FAQ_ROLE])[FLAGS.faq.edit]).toBe(true)
    expect(accountPowers([SUPER_ROLE])).toEqual(superAdminFlags())
  })
})

describe('accountChangeRefusal', () => {
  it('grants only roles within the own flags', () => {
    expect(accountChangeRefusal(manager, { target: other([]), nextRoles: [NEWS_ROLE] })).toBeNull()
    expect(accountChangeRefusal(manager, { target: other([]), nextRoles: [FAQ_ROLE] })).toBe(GRANT_MSG.beyondOwnFlags)
    expect(accountChangeRefusal(manager, { nextRoles: [FAQ_ROLE] })).toBe(GRANT_MSG.beyondOwnFlags)
    expect(accountChangeRefusal(manager, { nextRoles: [NEWS_ROLE] })).toBeNull()
  })

  it('only a super-admin assigns the super-admin role', () => {
    expect(accountChangeRefusal(manager, { target: other([]), nextRoles: [SUPER_ROLE] })).toBe(GRANT_MSG.superAdminOnly)
    expect(accountChangeRefusal(manager, { nextRoles: [SUPER_ROLE] })).toBe(GRANT_MSG.superAdminOnly)
    expect(accountChangeRefusal(superAdmin, { target: other([]), nextRoles: [SUPER_ROLE] })).toBeNull()
  })

  it('only a super-admin touches a super-admin account', () => {
    const admin = other([SUPER_ROLE])
    for (const change of [
      {},
      { setsPassword: true },
      { changesEmail: true },
      { deleting: true },
      { nextRoles: [SUPER_ROLE, NEWS_ROLE] },
    ]) {
      expect(accountChangeRefusal(manager, { target: admin, ...change })).toBe(GRANT_MSG.superAdminOnly)
      expect(accountChangeRefusal(superAdmin, { target: admin, ...change })).toBeNull()
    }
  })

  it('an account with more power than the actor is out of reach', () => {
    expect(accountChangeRefusal(manager, { target: other([FAQ_ROLE]), setsPassword: true })).toBe(
      GRANT_MSG.accountBeyondOwnFlags,
    )
    expect(
      accountChangeRefusal(manager, { target: other([NEWS_ROLE]), setsPassword: true, changesEmail: true }),
    ).toBeNull()
  })

  it('removing a role is a change of that role too', () => {
    expect(accountChangeRefusal(superAdmin, { target: other([FAQ_ROLE]), nextRoles: [] })).toBeNull()
    expect(
      accountChangeRefusal(grantor([...MANAGER, FLAGS.faq.auth, FLAGS.faq.edit]), {
        target: other([FAQ_ROLE]),
        nextRoles: [],
      }),
    ).toBeNull()
  })

  it('nobody changes the roles of their own account; the same roles again is no change', () => {
    expect(accountChangeRefusal(manager, { target: self, nextRoles: [MANAGER_ROLE, NEWS_ROLE] })).toBe(
      GRANT_MSG.ownRoles,
    )
    expect(accountChangeRefusal(manager, { target: self, nextRoles: [] })).toBe(GRANT_MSG.ownRoles)
    expect(
      accountChangeRefusal(superAdmin, {
        target: { id: 'u-actor', roles: [SUPER_ROLE] },
        nextRoles: [SUPER_ROLE, NEWS_ROLE],
      }),
    ).toBe(GRANT_MSG.ownRoles)
    expect(accountChangeRefusal(manager, { target: self, nextRoles: [MANAGER_ROLE] })).toBeNull()
  })

  it('nobody sets their own password or email here (item 5); other own fields stay editable', () => {
    expect(accountChangeRefusal(manager, { target: self, setsPassword: true })).toBe(GRANT_MSG.ownPassword)
    expect(accountChangeRefusal(manager, { target: self, changesEmail: true })).toBe(GRANT_MSG.ownEmail)
    expect(
      accountChangeRefusal(superAdmin, { target: { id: 'u-actor', roles: [SUPER_ROLE] }, setsPassword: true }),
    ).toBe(GRANT_MSG.ownPassword)
    expect(accountChangeRefusal(manager, { target: self })).toBeNull()
  })
})

describe('roleChangeRefusal', () => {
  it('a new role holds only flags the actor holds', () => {
    expect(roleChangeRefusal(manager, { nextFlags: onlyFlags([FLAGS.news.auth, FLAGS.news.edit]) })).toBeNull()
    expect(roleChangeRefusal(manager, { nextFlags: onlyFlags([FLAGS.faq.auth, FLAGS.faq.edit]) })).toBe(
      GRANT_MSG.beyondOwnFlags,
    )
    expect(roleChangeRefusal(superAdmin, { nextFlags: superAdminFlags() })).toBeNull()
  })

  it('a role holding more than the actor cannot be edited or deleted by them', () => {
    expect(roleChangeRefusal(manager, { existing: FAQ_ROLE, nextFlags: FAQ_ROLE.flags })).toBe(GRANT_MSG.beyondOwnFlags)
    expect(roleChangeRefusal(manager, { existing: FAQ_ROLE, deleting: true })).toBe(GRANT_MSG.beyondOwnFlags)
    expect(roleChangeRefusal(manager, { existing: NEWS_ROLE, nextFlags: onlyFlags([FLAGS.news.auth]) })).toBeNull()
  })

  it('only a super-admin touches the super-admin role', () => {
    expect(roleChangeRefusal(manager, { existing: SUPER_ROLE, nextFlags: superAdminFlags() })).toBe(
      GRANT_MSG.superAdminOnly,
    )
    expect(roleChangeRefusal(superAdmin, { existing: SUPER_ROLE, nextFlags: superAdminFlags() })).toBeNull()
  })

  it('nobody changes the flags of a role they hold, nor deletes it; renaming it is fine', () => {
    expect(
      roleChangeRefusal(manager, { existing: MANAGER_ROLE, nextFlags: onlyFlags([...MANAGER, FLAGS.faq.edit]) }),
    ).toBe(GRANT_MSG.ownRoleFlags)
    expect(roleChangeRefusal(manager, { existing: MANAGER_ROLE, nextFlags: onlyFlags(MANAGER.slice(1)) })).toBe(
      GRANT_MSG.ownRoleFlags,
    )
    expect(roleChangeRefusal(manager, { existing: MANAGER_ROLE, deleting: true })).toBe(GRANT_MSG.ownRoleDelete)
    expect(roleChangeRefusal(manager, { existing: MANAGER_ROLE, nextFlags: MANAGER_ROLE.flags })).toBeNull()
  })
})

describe('sameEmail', () => {
  it('compares as stored: trimmed, lower-cased, absent as empty', () => {
    expect(sameEmail(' A@B.org ', 'a@b.org')).toBe(true)
    expect(sameEmail(null, '')).toBe(true)
    expect(sameEmail('a@b.org', 'c@b.org')).toBe(false)
  })
})

describe('viewerOf (item 13)', () => {
  const roleDoc = { id: 'r1', name: '角色', enabled: true, updatedAt: '', createdAt: '' } as Role
  const account = (partial: Partial<User>) =>
    ({
      id: 'u1',
      username: 'u',
      name: 'u',
      accountStatus: 'Enabled',
      roles: [roleDoc],
      updatedAt: '',
      createdAt: '',
      ...partial,
    }) as User

  it('a ready account is signed in with its enabled roles', () => {
    expect(viewerOf(account({}))).toEqual({ signedIn: true, roleIds: ['r1'] })
  })

  it('an account that must change its password, or is disabled, is anonymous', () => {
    expect(viewerOf(account({ mustChangePassword: true }))).toEqual(ANONYMOUS)
    expect(viewerOf(account({ accountStatus: 'Disabled' }))).toEqual(ANONYMOUS)
    expect(viewerOf(null)).toEqual(ANONYMOUS)
  })
})
