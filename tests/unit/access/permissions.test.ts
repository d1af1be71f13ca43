import { describe, expect, it } from 'vitest'

import { can, permissionsOf } from '@/access/can'
import { ALL_FLAGS, MODULE_KEYS, defaultFlagValue, isFlag } from '@/access/catalog'
import {
  defaultRoleFlags,
  flagsToTree,
  normalizeFlags,
  onlyFlags,
  superAdminFlags,
  treeToFlags,
  unionPermissions,
} from '@/access/permissions'
import type { Role, User } from '@/payload-types'

const role = (partial: Partial<Role>): Role =>
  ({ id: 'r'.repeat(24), name: 'r', updatedAt: '', createdAt: '', ...partial }) as Role
const user = (partial: Partial<User>): User =>
  ({
    id: 'u'.repeat(24),
    username: 'u',
    name: 'u',
    accountStatus: 'Enabled',
    updatedAt: '',
    createdAt: '',
    collection: 'users',
    ...partial,
  }) as User

describe('flag catalog', () => {
  it('holds every module of spec doc 1 §6 with its __auth flag', () => {
    for (const module of [
      'opening_dates',
      'external_links',
      'quick_links',
      'carousels',
      'departments',
      'job_titles',
      'job_categories',
      'news',
      'feedbacks',
      'faq',
      'catalogs',
      'recommendations',
      'cms',
      'questionnaires',
      'reservations',
      'authorizations',
      'archives',
      'albums',
      'statistics',
      'auth_requests',
    ]) {
      expect(MODULE_KEYS).toContain(module)
      expect(isFlag(`${module}__auth`), module).toBe(true)
    }
  })

  it('names the archive flags verbatim and the grouped flags by group', () => {
    for (const flag of [
      'archives__root_folders__auth',
      'archives__folders__auth',
      'archives__upload__auth',
      'archives__delete__auth',
      'cms__routes__read',
      'cms__pages__edit',
      'cms__pages__review__required',
      'reservations__seats__edit',
      'reservations__rooms__delete',
      'authorizations__users__read',
      'authorizations__roles__edit',
      'news__review__required',
      'faq__review__required',
      'questionnaires__review__required',
      'feedbacks__edit',
      'auth_requests__edit',
    ]) {
      expect(isFlag(flag), flag).toBe(true)
    }
    expect(isFlag('feedbacks__delete')).toBe(false)
    expect(isFlag('auth_requests__delete')).toBe(false)
    expect(new Set(ALL_FLAGS).size).toBe(ALL_FLAGS.length)
  })

  it('defaults review__required to false and everything else to true', () => {
    expect(defaultFlagValue('news__review__required')).toBe(false)
    expect(defaultFlagValue('news__edit')).toBe(true)
    const defaults = defaultRoleFlags()
    expect(Object.keys(defaults)).toHaveLength(ALL_FLAGS.length)
    expect(defaults.cms__pages__review__required).toBe(false)
    expect(defaults.archives__delete__auth).toBe(true)
  })
})

describe('normalizeFlags', () => {
  it('keeps given booleans, drops unknown keys and non-booleans, fills defaults', () => {
    const flags = normalizeFlags({ news__edit: false, bogus__flag: true, faq__read: 'yes' })
    expect(flags.news__edit).toBe(false)
    expect(flags.faq__read).toBe(true)
    expect('bogus__flag' in flags).toBe(false)
  })
  it('treats garbage as an empty map', () => {
    expect(normalizeFlags(null)).toEqual(defaultRoleFlags())
    expect(normalizeFlags('x')).toEqual(defaultRoleFlags())
  })
})

describe('nested representation', () => {
  it('round-trips flat -> tree -> flat', () => {
    const flags = onlyFlags([
      'news__auth',
      'news__read',
      'cms__auth',
      'cms__pages__auth',
      'cms__pages__edit',
      'archives__upload__auth',
    ])
    const tree = flagsToTree(flags)
    expect(treeToFlags(tree)).toEqual(flags)
  })
  it('places group flags on group nodes and leaves under them', () => {
    const tree = flagsToTree(superAdminFlags())
    const cms = tree.find((node) => node.key === 'cms')!
    expect(cms.auth).toBe(true)
    const pages = cms.children!.find((node) => node.key === 'cms__pages')!
    expect(pages.children!.map((leaf) => leaf.key)).toEqual([
      'cms__pages__read',
      'cms__pages__edit',
      'cms__pages__delete',
      'cms__pages__review__required',
    ])
    expect(pages.children!.find((leaf) => leaf.key === 'cms__pages__review__required')!.auth).toBe(false)
  })
  it('ignores nodes that are not in the catalog', () => {
    const flags = treeToFlags([
      { key: 'nope', label: '', auth: true, children: [{ key: 'nope__read', label: '', auth: true }] },
    ])
    expect(flags).toEqual(defaultRoleFlags())
  })
})

describe('unionPermissions and can()', () => {
  const news = role({ flags: onlyFlags(['news__auth', 'news__edit', 'news__review__required']) })
  const faq = role({ flags: onlyFlags(['faq__auth', 'faq__edit']) })

  it('unions enabled roles and ignores disabled ones', () => {
    const union = unionPermissions([news, { ...faq, enabled: false }])
    expect(union.news__edit).toBe(true)
    expect(union.faq__edit).toBe(false)
  })
  it('grants nothing without roles', () => {
    expect(Object.values(unionPermissions([])).some(Boolean)).toBe(false)
  })
  it('a super-admin role grants every capability and lifts review restrictions', () => {
    const union = unionPermissions([news, role({ isSuperAdmin: true })])
    expect(union.authorizations__roles__delete).toBe(true)
    expect(union.news__review__required).toBe(false)
  })
  it('can() reads populated roles, fails closed on ids, and refuses disabled or pending accounts', () => {
    expect(can(user({ roles: [news] }), 'news__edit')).toBe(true)
    expect(can(user({ roles: [news] }), 'faq__edit')).toBe(false)
    expect(can(user({ roles: ['0123456789abcdef01234567'] }), 'news__edit')).toBe(false)
    expect(can(user({ roles: [news], accountStatus: 'Disabled' }), 'news__edit')).toBe(false)
    expect(can(user({ roles: [news], mustChangePassword: true }), 'news__edit')).toBe(false)
    expect(can(null, 'news__edit')).toBe(false)
    expect(permissionsOf(undefined).news__auth).toBe(false)
  })
})
