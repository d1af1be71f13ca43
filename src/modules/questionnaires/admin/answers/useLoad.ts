'use client'

import { useEffect, useState } from 'react'

import { isAbort, messageOf } from './api'

export type Load<T> = { kind: 'idle' } | { kind: 'loading' } | { kind: 'ready'; data: T } | { kind: 'error'; message: string }

/**
 * Load what `fetch` returns whenever `key` changes (nothing while `fetch` is null); a newer load
 * aborts the older one. `retry` loads the same again.
 */
export const useLoad = <T>(key: string, fetch: ((signal: AbortSignal) => Promise<T>) | null): { load: Load<T>; retry: () => void } => {
  const [load, setLoad] = useState<Load<T>>({ kind: 'idle' })
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    if (!fetch) return setLoad({ kind: 'idle' })
    const controller = new AbortController()
    setLoad({ kind: 'loading' })
    fetch(controller.signal)
      .then((data) => setLoad({ kind: 'ready', data }))
      .catch((error: unknown) => {
        if (!isAbort(error)) setLoad({ kind: 'error', message: messageOf(error) })
      })
    return () => controller.abort()
    // `key` names everything `fetch` depends on.
  }, [key, attempt])
  return { load, retry: () => setAttempt((n) => n + 1) }
}
