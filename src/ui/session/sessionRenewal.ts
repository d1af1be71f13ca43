'use client'

import { ADMIN_BASE, AUTH_ROUTES } from '../paths'
import { safeNextUrlServer } from './safeNextUrl'
import { forgetStoredToken } from './session'

/**
 * Keeping the back-office session alive (spec: "A session starts at login and is renewed
 * by token refresh"; "A refresh-token error clears the session and redirects to login"). The
 * session is the HttpOnly cookie; /api/auth/refresh renews it. When the renewal is refused the
 * session is ended and the page goes to /shennong/auth/login?nextUrl=<the page it was on>.
 */

/** At most this long before the token runs out, the renewal is made. */
const LEAD_MAX_MS = 2 * 60_000
/** A short-lived token is renewed once this share of its remaining life has passed. */
const RENEW_AT_SHARE = 0.2
/** setTimeout's longest delay (a longer one fires at once). */
const MAX_TIMEOUT_MS = 2_147_483_647

/**
 * How long to wait before renewing a token that runs out at `expiresAtMs`: two minutes before,
 * or after a fifth of a shorter life. Always before Payload's own reminder (a minute before, or
 * half-way), so its stay-logged-in dialog does not open while the session is being kept.
 */
export const renewalDelayMs = (expiresAtMs: number, nowMs: number): number => {
  const remaining = Math.max(0, expiresAtMs - nowMs)
  return Math.min(MAX_TIMEOUT_MS, Math.max(remaining - LEAD_MAX_MS, remaining * RENEW_AT_SHARE))
}

/** After a renewal that did not reach the server: try again soon, while the token still holds. */
export const retryDelayMs = (expiresAtMs: number, nowMs: number): number =>
  Math.min(10_000, Math.max(1_000, (expiresAtMs - nowMs) / 4))

/** The login screen that leads back to this page (path and query) after signing in again. */
export const loginUrlFor = (pathAndQuery: string): string =>
  `${ADMIN_BASE}/${AUTH_ROUTES.login}?nextUrl=${encodeURIComponent(safeNextUrlServer(pathAndQuery))}`

/** What a renewal came to: a new token (exp in seconds), a refusal (401/403), or no answer. */
export type Renewal = { kind: 'renewed'; exp: number; token: string } | { kind: 'refused' } | { kind: 'unreachable' }

const listeners = new Set<(renewal: Extract<Renewal, { kind: 'renewed' }>) => void>()

/** Be told of every renewal (the session keeper hands the new expiry to Payload's auth state). */
export const onSessionRenewed = (listener: (renewal: Extract<Renewal, { kind: 'renewed' }>) => void): (() => void) => {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

const requestRenewal = async (): Promise<Renewal> => {
  try {
    const response = await fetch('/api/auth/refresh', { method: 'POST', credentials: 'include' })
    if (response.status === 401 || response.status === 403) return { kind: 'refused' }
    if (!response.ok) return { kind: 'unreachable' }
    const { result } = (await response.json()) as { result?: { exp?: unknown; token?: unknown } }
    if (typeof result?.exp !== 'number' || typeof result.token !== 'string') return { kind: 'unreachable' }
    const renewal = { kind: 'renewed' as const, exp: result.exp, token: result.token }
    for (const listener of listeners) listener(renewal)
    return renewal
  } catch {
    return { kind: 'unreachable' }
  }
}

let pending: Promise<Renewal> | null = null

/** Renew the session through /api/auth/refresh; calls made meanwhile share the one request. */
export const renewSession = (): Promise<Renewal> => {
  if (!pending) {
    pending = requestRenewal().finally(() => {
      pending = null
    })
  }
  return pending
}

let leaving = false

/**
 * The session cannot be renewed: end it on the server (the logout call also expires the cookie),
 * forget any token an older version stored, and go to the login screen with `pathAndQuery` (the
 * page the user was on when the renewal started) as nextUrl.
 */
export const leaveSession = async (pathAndQuery: string): Promise<void> => {
  if (leaving) return
  leaving = true
  forgetStoredToken()
  try {
    await fetch('/api/auth/logout', { method: 'POST', credentials: 'include', signal: AbortSignal.timeout(5_000) })
  } catch {
    /* the login screen is the way on even when the server cannot be reached */
  }
  window.location.replace(loginUrlFor(pathAndQuery))
}

/** The page the browser shows now, as a nextUrl (the back office's home outside a browser). */
export const currentPage = (): string =>
  typeof window === 'undefined' ? ADMIN_BASE : `${window.location.pathname}${window.location.search}`
