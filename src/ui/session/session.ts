'use client'

/** Where older versions kept the access token (the spec's `atn`). */
export const TOKEN_KEY = 'atn'

/**
 * The session lives only in the HttpOnly cookie: no token is kept in web
 * storage, where any injected script could read it. This removes a token an older version left.
 */
export const forgetStoredToken = (): void => {
  try {
    window.localStorage.removeItem(TOKEN_KEY)
  } catch {
    /* storage unavailable (private mode): nothing to remove */
  }
}

export type ApiFailure = { message: string; code?: string }

/** POST JSON to the contract; resolves to the result or rejects with the server's message (or the status). */
export const postJson = async <T>(path: string, body: unknown): Promise<T> => {
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
