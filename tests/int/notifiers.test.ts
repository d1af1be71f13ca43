import { describe, expect, it } from 'vitest'
import { ACCOUNT_MSG } from '@/i18n/accounts'
import { MSG } from '@/i18n/messages'
import { admin, app, Message, Result, reviewer, useAccountsApi } from '../helpers/accountsApi'

useAccountsApi()

describe('module notifiers', () => {
  type Notifiers = { moduleNotifiers: { moduleName: string; email: string }[] }
  const stored = async () =>
    ((await app.payload.findGlobal({ slug: 'module-notifiers' })).moduleNotifiers ?? []).map(
      ({ moduleName, email }) => ({ moduleName, email }),
    )

  it('GET answers an empty list at first', async () => {
    const res = await app.api.get<Result<Notifiers>>('/api/shennong/module-notifiers', { token: admin })
    expect(res.status).toBe(200)
    expect(res.body.result).toEqual({ moduleNotifiers: [] })
  })

  it('PUT replaces the list; an entry with an empty email is removed', async () => {
    const res = await app.api.put<Result<Notifiers>>(
      '/api/shennong/module-notifiers',
      {
        moduleNotifiers: [
          { moduleName: 'reservations', email: 'space@hospital.example' },
          { moduleName: 'feedbacks', email: ' feedback@hospital.example ' },
          { moduleName: 'auth-requests', email: '' },
          { moduleName: 'recommendations', email: 'books@hospital.example' },
          { moduleName: 'feedbacks', email: 'FEEDBACK@hospital.example' },
        ],
      },
      { token: admin },
    )
    expect(res.status).toBe(200)
    const expected = [
      { moduleName: 'recommendations', email: 'books@hospital.example' },
      { moduleName: 'feedbacks', email: 'feedback@hospital.example' },
      { moduleName: 'reservations', email: 'space@hospital.example' },
    ]
    expect(res.body.result.moduleNotifiers).toEqual(expected)
    expect(await stored()).toEqual(expected)
    const read = await app.api.get<Result<Notifiers>>('/api/shennong/module-notifiers', { token: admin })
    expect(read.body.result.moduleNotifiers).toEqual(expected)

    const emptied = await app.api.put<Result<Notifiers>>(
      '/api/shennong/module-notifiers',
      {
        moduleNotifiers: [
          ...expected.filter((entry) => entry.moduleName !== 'reservations'),
          { moduleName: 'reservations', email: '' },
        ],
      },
      { token: admin },
    )
    expect(emptied.status).toBe(200)
    expect(await stored()).toEqual(expected.filter((entry) => entry.moduleName !== 'reservations'))
  })

  it.each([
    ['an email malformed', { moduleNotifiers: [{ moduleName: 'feedbacks', email: 'not-mail' }] }, MSG.notEmail],
    [
      'a module unknown',
      { moduleNotifiers: [{ moduleName: 'weather', email: 'a@b.org' }] },
      ACCOUNT_MSG.moduleNameInvalid,
    ],
    ['a module missing', { moduleNotifiers: [{ email: 'a@b.org' }] }, '模組名稱為必填欄位'],
    ['the list not a list', { moduleNotifiers: 'a@b.org' }, MSG.badRequest],
  ])('400 when %s, and nothing changes', async (_label, body, message) => {
    const before = await stored()
    const res = await app.api.put<Message>('/api/shennong/module-notifiers', body, { token: admin })
    expect(res.status).toBe(400)
    expect(res.body.message).toBe(message)
    expect(await stored()).toEqual(before)
  })

  it('the reviewer (auth_requests only) reads all and changes only auth-requests', async () => {
    const before = await stored()
    const read = await app.api.get<Result<Notifiers>>('/api/shennong/module-notifiers', { token: reviewer })
    expect(read.status).toBe(200)
    expect(read.body.result.moduleNotifiers).toEqual(before)
    const res = await app.api.put<Result<Notifiers>>(
      '/api/shennong/module-notifiers',
      {
        moduleNotifiers: [
          { moduleName: 'auth-requests', email: 'review@hospital.example' },
          { moduleName: 'feedbacks', email: 'hijack@evil.example' },
        ],
      },
      { token: reviewer },
    )
    expect(res.status).toBe(200)
    const after = await stored()
    expect(after).toEqual([...before, { moduleName: 'auth-requests', email: 'review@hospital.example' }])
    expect(res.body.result.moduleNotifiers).toEqual(after)
  })

  it('accepts the bare list too', async () => {
    const res = await app.api.put<Result<Notifiers>>(
      '/api/shennong/module-notifiers',
      [{ moduleName: 'auth-requests', email: 'review2@hospital.example' }],
      { token: reviewer },
    )
    expect(res.status).toBe(200)
    expect((await stored()).filter((entry) => entry.moduleName === 'auth-requests')).toEqual([
      { moduleName: 'auth-requests', email: 'review2@hospital.example' },
    ])
  })
})
