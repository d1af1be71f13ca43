'use client'

/** A failed back-office call: the server's zh-TW message when it sent one, else the HTTP status (spec doc 2 §8). */
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

/**
 * Call the HTTP contract from an admin screen with the signed-in cookie: JSON in, `result` out;
 * a failure throws AdminApiError (an abort is rethrown as is).
 */
export const adminRequest = async <T>(method: AdminMethod, url: string, body?: unknown, signal?: AbortSignal): Promise<T> => {
  let response: Response
  try {
    response = await fetch(url, {
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
  const data = (await response.json().catch(() => ({}))) as { result?: T; message?: string }
  if (!response.ok) throw new AdminApiError(data.message || `請求失敗（HTTP ${response.status}）`, response.status, data.result)
  return data.result as T
}

export const messageOf = (error: unknown): string => (error instanceof Error && error.message ? error.message : String(error))
