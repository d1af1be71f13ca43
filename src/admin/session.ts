'use client'

/** The client keeps the access token under `atn` (spec doc 1 §9) for API clients of the site. */
export const TOKEN_KEY = 'atn'

export const storeToken = (token: string | undefined): void => {
  try {
    if (token) window.localStorage.setItem(TOKEN_KEY, token)
    else window.localStorage.removeItem(TOKEN_KEY)
  } catch {
    /* storage unavailable (private mode): the cookie still carries the admin session */
  }
}

export type ApiFailure = { message: string; code?: string }

/** POST JSON to the contract; resolves to the result or rejects with the server's message (or the status). */
export const postJson = async <T,>(path: string, body: unknown): Promise<T> => {
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  const data = (await response.json().catch(() => ({}))) as { result?: T; message?: string; code?: string }
  if (!response.ok) {
    const failure: ApiFailure = { message: data.message ?? String(response.status), code: data.code }
    throw failure
  }
  return data.result as T
}

export { safeNextUrlServer as safeNextUrl } from './safeNextUrl'
