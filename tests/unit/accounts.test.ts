import { describe, expect, it } from 'vitest'

import { canAny } from '@/access/can'
import { ALL_FLAGS, type Flag } from '@/access/catalog'
import { managedNotifierModules } from '@/access/notifiers'
import {
  defaultRoleFlags,
  flagsToTree,
  onlyFlags,
  superAdminFlags,
  treeGivenFlags,
  treeToFlags,
} from '@/access/permissions'
import { checkGuard } from '@/endpoints/http'
import { ACCOUNT_MSG } from '@/i18n/accounts'
import { MSG } from '@/i18n/messages'
import { AppError } from '@/lib/errors'
import type { Department, Role, User } from '@/payload-types'
import { allOf, keywordWhere, toPaginated, withMaxLimit } from '@/crud/listQuery'
import { keepUnmanagedNotifiers, normalizeNotifiers } from '@/modules/notifiers/service'
import { toOrganisationItem } from '@/modules/organisation/service'
import { emptyNestedRole, flatGivenFlags, mergeFlags, toFlatRole, toNestedRole } from '@/modules/accounts/roles'
import { moduleAuthFlag, toUserListItem, toUserRoles } from '@/modules/accounts/users'
import { flatRoleSchema, nestedRoleSchema, userRolesSchema, userSaveSchema } from '@/modules/accounts/schemas'
import { moduleNotifiersSchema } from '@/modules/notifiers/schemas'
import { organisationItemSchema } from '@/modules/organisation/schemas'
import { firstIssueMessage } from '@/validation'

const ID_A = 'aaaaaaaaaaaaaaaaaaaaaaaa'
const ID_B = 'bbbbbbbbbbbbbbbbbbbbbbbb'

const role = (partial: Partial<Role>): Role => ({ id: ID_A, name: '角色', updatedAt: '', createdAt: '', ...partial })
const user = (partial: Partial<User>): User => ({
  id: ID_B,
  username: 'u',
  name: '使用者',
  accountStatus: 'Enabled',
  updatedAt: '',
  createdAt: '',
  collection: 'users',
  ...partial,
})
const holding = (flags: string[]): User => user({ roles: [role({ flags: onlyFlags(flags) })] })

/** The first zh-TW message a schema gives for `input`, or 'ok'. */
const messageOf = (
  schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } },
  input: unknown,
): string => {
  const parsed = schema.safeParse(input)
  return parsed.success ? 'ok' : firstIssueMessage(parsed.error as Parameters<typeof firstIssueMessage>[0])
}

describe('module notifiers', () => {
  it('drops empty emails, trims, dedupes per module case-insensitively and orders by module', () => {
    expect(
      normalizeNotifiers([
        { moduleName: 'auth-requests', email: 'review@x.org' },
        { moduleName: 'feedbacks', email: ' a@x.org ' },
        { moduleName: 'feedbacks', email: '' },
        { moduleName: 'reservations', email: null },
        { moduleName: 'feedbacks', email: 'A@X.org' },
        { moduleName: 'recommendations', email: 'a@x.org' },
        { moduleName: 'feedbacks', email: 'b@x.org' },
      ]),
    ).toEqual([
      { moduleName: 'recommendations', email: 'a@x.org' },
      { moduleName: 'feedbacks', email: 'a@x.org' },
      { moduleName: 'feedbacks', email: 'b@x.org' },
      { moduleName: 'auth-requests', email: 'review@x.org' },
    ])
  })

  it('a save changes only the managed modules', () => {
    const stored = [
      { moduleName: 'feedbacks' as const, email: 'keep@x.org' },
      { moduleName: 'auth-requests' as const, email: 'old@x.org' },
    ]
    const incoming = [
      { moduleName: 'feedbacks' as const, email: 'hijack@x.org' },
      { moduleName: 'auth-requests' as const, email: 'new@x.org' },
    ]
    expect(keepUnmanagedNotifiers(stored, incoming, ['auth-requests'])).toEqual([
      { moduleName: 'feedbacks', email: 'keep@x.org' },
      { moduleName: 'auth-requests', email: 'new@x.org' },
    ])
    // Removing every entry of a managed module.
    expect(keepUnmanagedNotifiers(stored, [], ['auth-requests'])).toEqual([
      { moduleName: 'feedbacks', email: 'keep@x.org' },
    ])
    // Managing nothing changes nothing.
    expect(keepUnmanagedNotifiers(stored, incoming, [])).toEqual(stored)
  })

  it('the managed modules follow the four __auth flags', () => {
    expect(managedNotifierModules(holding(['auth_requests__auth']))).toEqual(['auth-requests'])
    expect(managedNotifierModules(holding(['reservations__auth', 'feedbacks__auth']))).toEqual([
      'feedbacks',
      'reservations',
    ])
    expect(managedNotifierModules(user({ roles: [role({ isSuperAdmin: true })] }))).toEqual([
      'recommendations',
      'feedbacks',
      'reservations',
      'auth-requests',
    ])
    expect(managedNotifierModules(null)).toEqual([])
    expect(managedNotifierModules(user({ accountStatus: 'Disabled', roles: [role({ isSuperAdmin: true })] }))).toEqual(
      [],
    )
  })

  it('the body schema: a list or { moduleNotifiers }, emails checked unless empty', () => {
    expect(moduleNotifiersSchema.parse([{ moduleName: 'feedbacks', email: ' a@x.org ' }])).toEqual([
      { moduleName: 'feedbacks', email: 'a@x.org' },
    ])
    expect(moduleNotifiersSchema.parse({ moduleNotifiers: [{ moduleName: 'feedbacks', email: null }] })).toEqual([
      { moduleName: 'feedbacks', email: '' },
    ])
    expect(messageOf(moduleNotifiersSchema, { moduleNotifiers: [{ moduleName: 'feedbacks', email: 'nope' }] })).toBe(
      MSG.notEmail,
    )
    expect(messageOf(moduleNotifiersSchema, { moduleNotifiers: [{ moduleName: 'news', email: 'a@x.org' }] })).toBe(
      ACCOUNT_MSG.moduleNameInvalid,
    )
    expect(messageOf(moduleNotifiersSchema, { moduleNotifiers: [{ email: 'a@x.org' }] })).toBe('模組名稱為必填欄位')
    expect(messageOf(moduleNotifiersSchema, 'text')).toBe(MSG.badRequest)
  })
})

describe('guards', () => {
  const outcome = (fn: () => void): string => {
    try {
      fn()
      return 'allowed'
    } catch (error) {
      return error instanceof AppError ? `${error.status}` : 'other'
    }
  }

  it('canAny holds when one flag is held', () => {
    expect(canAny(holding(['news__auth', 'news__read']), ['faq__read', 'news__read'])).toBe(true)
    expect(canAny(holding(['news__auth', 'news__read']), ['faq__read'])).toBe(false)
    expect(canAny(holding(['news__auth', 'news__read']), [])).toBe(false)
  })

  it('{ anyOf } answers 401 / 403 / allowed like { flag }', () => {
    const guard = { anyOf: ['authorizations__users__read', 'authorizations__roles__read'] as Flag[] }
    expect(outcome(() => checkGuard(guard, null))).toBe('401')
    expect(outcome(() => checkGuard(guard, holding(['news__auth', 'news__read'])))).toBe('403')
    expect(
      outcome(() =>
        checkGuard(
          guard,
          holding(['authorizations__auth', 'authorizations__roles__auth', 'authorizations__roles__read']),
        ),
      ),
    ).toBe('allowed')
    expect(
      outcome(() =>
        checkGuard(
          guard,
          holding(['authorizations__auth', 'authorizations__users__auth', 'authorizations__users__read']),
        ),
      ),
    ).toBe('allowed')
    expect(
      outcome(() =>
        checkGuard(guard, {
          ...holding(['authorizations__auth', 'authorizations__users__auth', 'authorizations__users__read']),
          mustChangePassword: true,
        }),
      ),
    ).toBe('403')
  })
})

describe('roles', () => {
  it('flat view: _id, name, enabled, isSuperAdmin and every flag, filled with defaults', () => {
    const flat = toFlatRole(role({ flags: { news__edit: false }, enabled: null }))
    expect(flat._id).toBe(ID_A)
    expect(flat.enabled).toBe(true)
    expect(flat.isSuperAdmin).toBe(false)
    expect(flat.news__edit).toBe(false)
    expect(flat.news__read).toBe(true)
    expect(flat.news__review__required).toBe(false)
    expect(Object.keys(flat)).toHaveLength(ALL_FLAGS.length + 4)
  })

  it('nested view: the tree of the stored flags', () => {
    const nested = toNestedRole(role({ flags: onlyFlags(['faq__auth']) }))
    expect(nested.auth).toEqual(flagsToTree(onlyFlags(['faq__auth'])))
    expect(nested.auth.find((node) => node.key === 'faq')!.auth).toBe(true)
  })

  it('an empty nested role starts with every flag on except review__required', () => {
    const empty = emptyNestedRole()
    expect(empty).toMatchObject({ name: '', enabled: true, isSuperAdmin: false })
    expect(treeToFlags(empty.auth)).toEqual(defaultRoleFlags())
  })

  it('flat bodies give only catalog flags with boolean values', () => {
    expect(
      flatGivenFlags({
        news__edit: false,
        faq__read: true,
        name: 'x',
        unknown__flag: true,
        albums__edit: 'yes',
        isSuperAdmin: true,
      }),
    ).toEqual({
      news__edit: false,
      faq__read: true,
    })
  })

  it('trees give the flags they state, whether or not a leaf carries children: []', () => {
    expect(
      treeGivenFlags([
        { key: 'news', auth: false, children: [{ key: 'news__edit', auth: true, children: [] }] },
        { key: 'archives', children: [{ key: 'archives__delete__auth', auth: false }] },
        { key: 'weather', auth: true },
      ]),
    ).toEqual({ news__auth: false, news__edit: true, archives__delete__auth: false })
  })

  it('stated flags go over the base; unknown ones are ignored', () => {
    const merged = mergeFlags(superAdminFlags(), { news__edit: false, nothing: true })
    expect(merged.news__edit).toBe(false)
    expect(merged.faq__edit).toBe(true)
    expect(merged).not.toHaveProperty('nothing')
  })

  it('the flat and nested body schemas', () => {
    expect(messageOf(flatRoleSchema, { name: ' ' })).toBe('角色名稱為必填欄位')
    expect(messageOf(flatRoleSchema, { name: '館員', news__edit: 1 })).toBe(ACCOUNT_MSG.flagInvalid)
    expect(messageOf(flatRoleSchema, { name: '館員', news__edit: null, other: 'kept' })).toBe('ok')
    expect(flatRoleSchema.parse({ _id: '', name: ' 館員 ' })).toMatchObject({ _id: undefined, name: '館員' })
    expect(messageOf(nestedRoleSchema, { name: '館員' })).toBe('權限為必填欄位')
    expect(messageOf(nestedRoleSchema, { name: '館員', auth: [{ auth: true }] })).toBe(ACCOUNT_MSG.flagInvalid)
    expect(
      messageOf(nestedRoleSchema, {
        name: '館員',
        auth: [{ key: 'news', auth: true, label: '最新消息', children: [{ key: 'news__read', auth: false }] }],
      }),
    ).toBe('ok')
  })
})

describe('users', () => {
  const valid = {
    username: 'librarian',
    name: '館員',
    email: 'lib@x.org',
    accountStatus: 'Enabled',
    password: 'Welcome123',
    rePassword: 'Welcome123',
  }

  it.each([
    [{}, 'ok'],
    [{ username: '  ' }, '帳號為必填欄位'],
    [{ email: 'x' }, MSG.notEmail],
    [{ accountStatus: 'Locked' }, ACCOUNT_MSG.accountStatusInvalid],
    [{ accountStatus: undefined }, '帳號狀態為必填欄位'],
    [{ routeIds: ['1'] }, MSG.notObjectId],
    [{ roles: [ID_A, 'x'] }, MSG.notObjectId],
    [{ password: 'short1A', rePassword: 'short1A' }, MSG.passwordRule],
    [{ rePassword: 'Welcome124' }, '確認密碼 與 密碼 並未相同'],
    [{ password: undefined, rePassword: undefined }, '密碼為必填欄位'],
    [{ _id: ID_A, password: undefined, rePassword: undefined }, 'ok'],
    [{ _id: ID_A, password: '', rePassword: '' }, 'ok'],
  ])('user body %o -> %s', (change, expected) => {
    expect(messageOf(userSaveSchema, { ...valid, ...change })).toBe(expected)
  })

  it('user-roles body: at least one user, roles present, ids deduplicated', () => {
    expect(userRolesSchema.parse({ users: [ID_A, ID_A], roles: [ID_B] })).toEqual({ users: [ID_A], roles: [ID_B] })
    expect(messageOf(userRolesSchema, { users: [], roles: [] })).toBe('使用者為必填欄位')
    expect(messageOf(userRolesSchema, { users: [ID_A] })).toBe('角色為必填欄位')
    expect(messageOf(userRolesSchema, { users: [ID_A], roles: [] })).toBe('ok')
  })

  it('the list row holds no secret and only role ids and names', () => {
    const row = toUserListItem(
      user({
        email: 'a@x.org',
        hash: 'h',
        salt: 's',
        sessions: [{ id: 's', expiresAt: '' }],
        resetCodeHash: 'r',
        roles: [role({ flags: { a: true } }), ID_B],
      }),
    )
    expect(row).toEqual({
      _id: ID_B,
      username: 'u',
      name: '使用者',
      email: 'a@x.org',
      phoneNumber: null,
      accountStatus: 'Enabled',
      routeIds: [],
      roles: [{ _id: ID_A, name: '角色' }],
    })
    expect(toUserRoles(user({ roles: [role({}), ID_B] }))).toEqual({
      _id: ID_B,
      username: 'u',
      name: '使用者',
      roles: [ID_A, ID_B],
    })
  })

  it('module names map to their __auth flag', () => {
    expect(moduleAuthFlag('news')).toBe('news__auth')
    expect(moduleAuthFlag('auth-requests')).toBe('auth_requests__auth')
    expect(moduleAuthFlag('cms__pages')).toBe('cms__pages__auth')
    expect(() => moduleAuthFlag('')).toThrow('模組名稱為必填欄位')
    expect(() => moduleAuthFlag('news__read')).toThrow(ACCOUNT_MSG.moduleNameInvalid)
  })
})

describe('list queries', () => {
  it('holds the limit to the maximum', () => {
    expect(withMaxLimit({ page: 2, limit: Number.MAX_SAFE_INTEGER, keyword: 'x' }, 1000)).toEqual({
      page: 2,
      limit: 1000,
      keyword: 'x',
    })
    expect(withMaxLimit({ page: 1, limit: 20, keyword: undefined }, 1000).limit).toBe(20)
  })

  it('builds the keyword filter and combines constraints', () => {
    expect(keywordWhere(undefined, ['name'])).toBeUndefined()
    expect(keywordWhere('內科', ['name', 'email'])).toEqual({
      or: [{ name: { like: '內科' } }, { email: { like: '內科' } }],
    })
    expect(allOf()).toEqual({})
    expect(allOf(undefined, { a: { equals: 1 } })).toEqual({ a: { equals: 1 } })
    expect(allOf({ a: { equals: 1 } }, { b: { equals: 2 } })).toEqual({
      and: [{ a: { equals: 1 } }, { b: { equals: 2 } }],
    })
  })

  it('maps a Payload page to { data, total, page, limit }', () => {
    const found = {
      docs: [1, 2],
      totalDocs: 7,
      limit: 2,
      page: 3,
      totalPages: 4,
      pagingCounter: 5,
      hasNextPage: true,
      hasPrevPage: true,
      nextPage: 4,
      prevPage: 2,
    }
    expect(toPaginated(found, { page: 3, limit: 2, keyword: undefined }, (n: number) => n * 10)).toEqual({
      data: [10, 20],
      total: 7,
      page: 3,
      limit: 2,
    })
  })
})

describe('organisation lists', () => {
  it('the item view fills sort and enabled', () => {
    const doc: Department = { id: ID_A, name: '內科部', sort: null, enabled: null, createdAt: 'c', updatedAt: 'u' }
    expect(toOrganisationItem(doc)).toEqual({
      _id: ID_A,
      name: '內科部',
      sort: 0,
      enabled: true,
      createdAt: 'c',
      updatedAt: 'u',
    })
  })

  it.each([
    [{ name: '內科部' }, 'ok'],
    [{ name: '' }, '名稱為必填欄位'],
    [{ name: '內科部', sort: '12' }, 'ok'],
    [{ name: '內科部', sort: 'abc' }, ACCOUNT_MSG.sortInvalid],
    [{ name: '內科部', enabled: 'yes' }, ACCOUNT_MSG.enabledInvalid],
    [{ _id: 'x', name: '內科部' }, MSG.notObjectId],
  ])('item body %o -> %s', (body, expected) => {
    expect(messageOf(organisationItemSchema, body)).toBe(expected)
  })

  it('numeric strings become numbers', () => {
    expect(organisationItemSchema.parse({ name: '內科部', sort: '12' }).sort).toBe(12)
  })
})
