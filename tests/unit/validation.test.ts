import { describe, expect, it } from 'vitest'

import { checkGuard } from '@/endpoints/http'
import { MSG } from '@/i18n/messages'
import { isCalendarDay } from '@/validation/dates'
import { AppError } from '@/lib/errors'
import { isObjectId, newObjectId } from '@/lib/objectId'
import { isLockedUntil } from '@/modules/accounts'
import type { User } from '@/payload-types'
import {
  firstIssueMessage,
  forgotPasswordResetSchema,
  isValidPassword,
  loginSchema,
  modifyPasswordSchema,
} from '@/validation'

describe('password rule (8–100 chars, digit, lowercase, uppercase)', () => {
  it.each([
    ['Abcdefg1', true],
    ['A1' + 'b'.repeat(98), true],
    ['A1' + 'b'.repeat(99), false],
    ['Abcdef1', false],
    ['abcdefg1', false],
    ['ABCDEFG1', false],
    ['Abcdefgh', false],
    ['密碼Abc12345', true],
  ])('%s -> %s', (password, valid) => {
    expect(isValidPassword(password)).toBe(valid)
  })
})

describe('schemas speak the spec messages', () => {
  it('required fields say <label>為必填欄位', () => {
    const result = loginSchema.safeParse({ username: '  ', password: 'x' })
    expect(result.success).toBe(false)
    expect(firstIssueMessage(result.error!)).toBe('帳號為必填欄位')
  })
  it('a body that is not an object, or a message zod left in English, is refused in zh-TW', () => {
    for (const body of [null, [], 'text', 42, true]) {
      const result = loginSchema.safeParse(body)
      expect(firstIssueMessage(result.error!)).toBe(MSG.bodyNotObject)
    }
    const nested = loginSchema.safeParse({ username: ['a'], password: 'x' })
    expect(firstIssueMessage(nested.error!)).toMatch(/\p{Script=Han}/u)
  })
  it('confirmation mismatch says {confirm label} 與 {label} 並未相同', () => {
    const result = modifyPasswordSchema.safeParse({
      username: 'a',
      oldPassword: 'x',
      newPassword: 'Abcdefg1',
      rePassword: 'Abcdefg2',
    })
    expect(firstIssueMessage(result.error!)).toBe('確認密碼 與 新密碼 並未相同')
  })
  it('a weak new password gives the password rule', () => {
    const result = modifyPasswordSchema.safeParse({
      username: 'a',
      oldPassword: 'x',
      newPassword: 'weak',
      rePassword: 'weak',
    })
    expect(firstIssueMessage(result.error!)).toBe(MSG.passwordRule)
  })
  it('userId must be an ObjectId', () => {
    const result = forgotPasswordResetSchema.safeParse({
      userId: '123',
      code: '1',
      newPassword: 'Abcdefg1',
      rePassword: 'Abcdefg1',
    })
    expect(firstIssueMessage(result.error!)).toBe(MSG.notObjectId)
  })
})

describe('ObjectId', () => {
  it('generates 24-hex ids that validate', () => {
    const ids = new Set(Array.from({ length: 1000 }, newObjectId))
    expect(ids.size).toBe(1000)
    for (const id of ids) expect(isObjectId(id)).toBe(true)
    expect(isObjectId('xyz')).toBe(false)
    expect(isObjectId(42)).toBe(false)
  })
})

describe('lock state', () => {
  it('is locked only while lockUntil lies ahead', () => {
    const now = new Date('2026-01-01T00:00:00Z')
    expect(isLockedUntil('2026-01-01T00:10:00Z', now)).toBe(true)
    expect(isLockedUntil('2025-12-31T23:59:00Z', now)).toBe(false)
    expect(isLockedUntil(null, now)).toBe(false)
  })
})

describe('endpoint guards', () => {
  const user = (partial: Partial<User>) =>
    ({
      id: 'a'.repeat(24),
      username: 'u',
      name: 'u',
      accountStatus: 'Enabled',
      roles: [],
      collection: 'users',
      ...partial,
    }) as unknown as User
  const codeOf = (fn: () => void) => {
    try {
      fn()
      return 'allowed'
    } catch (error) {
      return error instanceof AppError ? `${error.status}:${error.code ?? ''}` : 'other'
    }
  }
  it('maps each refusal to its status and code', () => {
    expect(codeOf(() => checkGuard('public', null))).toBe('allowed')
    expect(codeOf(() => checkGuard('session', null))).toBe('401:UNAUTHENTICATED')
    expect(codeOf(() => checkGuard('session', user({ mustChangePassword: true })))).toBe('allowed')
    expect(codeOf(() => checkGuard('active', user({ mustChangePassword: true })))).toBe('403:PASSWORD_CHANGE_REQUIRED')
    expect(codeOf(() => checkGuard('active', user({ accountStatus: 'Disabled' })))).toBe('403:ACCOUNT_DISABLED')
    expect(codeOf(() => checkGuard({ flag: 'news__read' }, user({})))).toBe('403:FORBIDDEN')
  })
})

describe('checkFields (the public forms, before sending)', () => {
  it('says <label>為必填欄位 for an empty required field and 不是電子郵件格式 for a bad email, in field order', async () => {
    const { checkFields } = await import('@/validation/formChecks')
    const rules = [
      { name: 'name', label: '姓名', required: true },
      { name: 'email', label: '電子郵件', required: true, email: true },
      { name: 'phone', label: '電話' },
      { name: 'cc', label: '副本', email: true },
    ]
    expect(checkFields(rules, { name: '  ', email: 'x@y', cc: '' })).toEqual({
      name: '姓名為必填欄位',
      email: '不是電子郵件格式',
    })
    expect(Object.keys(checkFields(rules, { email: '', cc: 'bad' }))).toEqual(['name', 'email', 'cc'])
    expect(checkFields(rules, { name: '林', email: 'lin@example.org' })).toEqual({})
  })
})

describe('calendar days', () => {
  it('takes YYYY-MM-DD days of years 1000–9999 and nothing else', () => {
    for (const day of ['2026-12-03', '2024-02-29', '1000-01-01', '9999-12-31'])
      expect(isCalendarDay(day), day).toBe(true)
    for (const day of [
      '1',
      '0',
      '12345',
      '0001-01-01',
      '0999-12-31',
      '2026-02-30',
      '2025-02-29',
      '2026-1-1',
      '2026-12-03T00:00',
      ' 2026-12-03',
    ])
      expect(isCalendarDay(day), day).toBe(false)
  })
})
