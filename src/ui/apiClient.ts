'use client'

import { ERROR_CODES } from '@/lib/errors'
import { currentPage, leaveSession, renewSession } from './session/sessionRenewal'

/** A failed back-office call: the server's zh-TW message when it sent one, else the HTTP status. */
export class AdminApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The details a failure may carry beside its message (`result` of the envelope). */
    readonly result?: unknown,
  ) {
    super(message)
  }
}

export type AdminMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

const send = async (
  method: AdminMethod,
  url: string,
  body: unknown,
  signal: AbortSignal | undefined,
): Promise<Response> => {
  try {
    return await fetch(url, {
      method,
      credentials: 'include',
      headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    })
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error
    throw new AdminApiError('網路連線失敗，請稍後再試', 0)
  }
}

type Envelope<T> = { result?: T; message?: string; code?: string }

const read = async <T>(response: Response): Promise<Envelope<T>> =>
  (await response.json().catch(() => ({}))) as Envelope<T>

/**
 * Call the HTTP contract from an admin screen with the signed-in cookie: JSON in, `result` out;
 * a failure throws AdminApiError (an abort is rethrown as is). A call refused for want of a
 * session (401 UNAUTHENTICATED) renews the session through /api/auth/refresh and is sent once
 * more; when the renewal is refused, the session ends and the page goes to the login screen.
 */
export const adminRequest = async <T>(
  method: AdminMethod,
  url: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<T> => {
  const page = currentPage()
  let response = await send(method, url, body, signal)
  let data = await read<T>(response)
  if (response.status === 401 && data.code === ERROR_CODES.unauthenticated && !url.startsWith('/api/auth/')) {
    const renewal = await renewSession()
    if (renewal.kind === 'refused') void leaveSession(page)
    if (renewal.kind === 'renewed') {
      response = await send(method, url, body, signal)
      data = await read<T>(response)
    }
  }
  if (!response.ok)
    throw new AdminApiError(data.message || `請求失敗（HTTP ${response.status}）`, response.status, data.result)
  return data.result as T
}

export const messageOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : String(error)
