import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { AdminApiError, adminRequest } from '@/ui/apiClient'
import { loginUrlFor, onSessionRenewed, renewSession, renewalDelayMs, retryDelayMs } from '@/ui/session/sessionRenewal'
import {
  DEFAULT_TOKEN_EXPIRATION_SECONDS,
  MAX_TOKEN_EXPIRATION_SECONDS,
  tokenExpirationSeconds,
} from '@/modules/accounts/accountRules'

const NOW = 1_000_000_000

/** Payload's AuthProvider opens its stay-logged-in reminder this long after learning the expiry. */
const payloadReminderMs = (remaining: number) => Math.max(remaining - 60_000, remaining / 2)

describe('when the back office renews its session', () => {
  it('two minutes before a long-lived token runs out', () => {
    expect(renewalDelayMs(NOW + 2 * 60 * 60_000, NOW)).toBe(2 * 60 * 60_000 - 120_000)
  })

  it('after a fifth of a short life', () => {
    expect(renewalDelayMs(NOW + 20_000, NOW)).toBe(4_000)
    expect(renewalDelayMs(NOW + 100_000, NOW)).toBe(20_000)
  })

  it('always before Payload would open its stay-logged-in dialog', () => {
    for (const remaining of [10_000, 30_000, 119_000, 150_000, 600_000, 7_200_000, 30 * 86_400_000]) {
      expect(renewalDelayMs(NOW + remaining, NOW), String(remaining)).toBeLessThan(payloadReminderMs(remaining))
    }
  })

  it('at once when the token has already run out, and never past setTimeout’s limit', () => {
    expect(renewalDelayMs(NOW - 5_000, NOW)).toBe(0)
    expect(renewalDelayMs(NOW + 30 * 86_400_000, NOW)).toBeLessThanOrEqual(2_147_483_647)
  })

  it('retries an unanswered renewal within a few seconds', () => {
    expect(retryDelayMs(NOW + 2 * 60 * 60_000, NOW)).toBe(10_000)
    expect(retryDelayMs(NOW + 8_000, NOW)).toBe(2_000)
    expect(retryDelayMs(NOW - 1, NOW)).toBe(1_000)
  })
})

describe('the login screen after a refused renewal', () => {
  it('leads back to the page, query included', () => {
    expect(loginUrlFor('/shennong/news-management?limit=10&page=2')).toBe(
      `/shennong/auth/login?nextUrl=${encodeURIComponent('/shennong/news-management?limit=10&page=2')}`,
    )
  })
  it('never to another site or back to the login screen', () => {
    expect(loginUrlFor('//evil.example/x')).toBe(`/shennong/auth/login?nextUrl=${encodeURIComponent('/shennong')}`)
    expect(loginUrlFor('/shennong/auth/login?nextUrl=/x')).toBe(
      `/shennong/auth/login?nextUrl=${encodeURIComponent('/shennong')}`,
    )
  })
})

describe('SESSION_TOKEN_SECONDS', () => {
  it('defaults to two hours', () => {
    expect(tokenExpirationSeconds(undefined)).toBe(DEFAULT_TOKEN_EXPIRATION_SECONDS)
    expect(tokenExpirationSeconds(' ')).toBe(7200)
  })
  it('takes whole seconds from 10 to thirty days', () => {
    expect(tokenExpirationSeconds('20')).toBe(20)
    expect(tokenExpirationSeconds(String(MAX_TOKEN_EXPIRATION_SECONDS))).toBe(2_592_000)
  })
  it('refuses anything else at start-up', () => {
    for (const bad of ['9', '0', '-30', '1.5', '2h', String(MAX_TOKEN_EXPIRATION_SECONDS + 1)]) {
      expect(() => tokenExpirationSeconds(bad), bad).toThrow(/SESSION_TOKEN_SECONDS/)
    }
  })
})

type Call = { url: string; method: string }

describe('a contract call refused for want of a session', () => {
  let calls: Call[]
  let answers: Response[]
  const replace = vi.fn()

  beforeEach(() => {
    calls = []
    answers = []
    replace.mockReset()
    vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
      calls.push({ url, method: init.method ?? 'GET' })
      const answer = answers.shift()
      if (!answer) throw new Error(`unexpected call ${url}`)
      return answer
    })
    vi.stubGlobal('window', {
      location: { pathname: '/shennong/faq-route-management', search: '?q=1', replace },
      localStorage: { removeItem: () => undefined },
    })
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  const json = (status: number, body: unknown) => Response.json(body, { status })
  const unauthenticated = () => json(401, { message: '請先登入', code: 'UNAUTHENTICATED' })

  it('renews through /api/auth/refresh and is sent once more', async () => {
    const renewed = vi.fn()
    const stop = onSessionRenewed(renewed)
    answers.push(unauthenticated(), json(200, { result: { token: 't2', exp: 1234 } }), json(200, { result: { ok: 1 } }))
    await expect(adminRequest('GET', '/api/shennong/faq-map')).resolves.toEqual({ ok: 1 })
    stop()
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /api/shennong/faq-map',
      'POST /api/auth/refresh',
      'GET /api/shennong/faq-map',
    ])
    expect(renewed).toHaveBeenCalledWith({ kind: 'renewed', token: 't2', exp: 1234 })
    expect(replace).not.toHaveBeenCalled()
  })

  it('when the renewal is refused, ends the session and opens the login screen with the page as nextUrl', async () => {
    answers.push(unauthenticated(), json(403, { message: '帳號已停用' }), json(200, { result: {} }))
    await expect(adminRequest('GET', '/api/shennong/faq-map')).rejects.toBeInstanceOf(AdminApiError)
    await vi.waitFor(() => expect(replace).toHaveBeenCalled())
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /api/shennong/faq-map',
      'POST /api/auth/refresh',
      'POST /api/auth/logout',
    ])
    expect(replace).toHaveBeenCalledWith(
      `/shennong/auth/login?nextUrl=${encodeURIComponent('/shennong/faq-route-management?q=1')}`,
    )
  })

  it('other refusals are the caller’s: no renewal', async () => {
    answers.push(json(401, { message: '帳號或密碼錯誤' }))
    await expect(adminRequest('POST', '/api/shennong/reservations/book', {})).rejects.toMatchObject({
      status: 401,
      message: '帳號或密碼錯誤',
    })
    answers.push(json(403, { message: '權限不足', code: 'FORBIDDEN' }))
    await expect(adminRequest('GET', '/api/shennong/faq-map')).rejects.toMatchObject({ status: 403 })
    expect(calls.map((call) => call.url)).toEqual(['/api/shennong/reservations/book', '/api/shennong/faq-map'])
  })

  it('calls made together share one renewal', async () => {
    answers.push(json(200, { result: { token: 't3', exp: 99 } }))
    const [first, second] = await Promise.all([renewSession(), renewSession()])
    expect(first).toEqual({ kind: 'renewed', token: 't3', exp: 99 })
    expect(second).toBe(first)
    expect(calls).toHaveLength(1)
  })

  it('a server that cannot be reached is no refusal', async () => {
    answers.push(json(502, {}))
    await expect(renewSession()).resolves.toEqual({ kind: 'unreachable' })
  })
})
