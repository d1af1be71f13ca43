import { describe, expect, it } from 'vitest'

import { WRITE_LOCK_TIMEOUT_MESSAGE, createWriteLock } from '@/config/sqliteConcurrency'
import { emptyPageAfterLast, pastEveryRecord } from '@/config/boundedPages'

const tick = () => new Promise((resolve) => setTimeout(resolve, 5))

describe('createWriteLock', () => {
  it('grants the lock in arrival order, one holder at a time', async () => {
    const lock = createWriteLock()
    const order: string[] = []
    const first = await lock.acquire(1000)
    const second = lock.acquire(1000).then((release) => {
      order.push('second')
      return release
    })
    const third = lock.acquire(1000).then((release) => {
      order.push('third')
      return release
    })
    await tick()
    expect(order).toEqual([])
    first()
    ;(await second)()
    ;(await third)()
    expect(order).toEqual(['second', 'third'])
  })

  it('a waiter that times out fails without blocking those behind it', async () => {
    const lock = createWriteLock()
    const holder = await lock.acquire(1000)
    const impatient = lock.acquire(20)
    const patient = lock.acquire(1000)
    await expect(impatient).rejects.toThrow(WRITE_LOCK_TIMEOUT_MESSAGE)
    holder()
    const release = await patient
    release()
    release() // releasing twice is harmless
    const next = await lock.acquire(50)
    next()
  })
})

describe('pages past every record (src/config/boundedPages.ts)', () => {
  it('knows a skip beyond Number.MAX_SAFE_INTEGER and nothing short of it', () => {
    const MAX = Number.MAX_SAFE_INTEGER
    expect(pastEveryRecord({ page: 1025, limit: MAX })).toBe(true)
    expect(pastEveryRecord({ page: MAX, limit: 10 })).toBe(true)
    expect(pastEveryRecord({ page: 1, limit: MAX })).toBe(false)
    expect(pastEveryRecord({ page: 2, limit: MAX })).toBe(false)
    expect(pastEveryRecord({ page: MAX, limit: 0 })).toBe(false)
    expect(pastEveryRecord({ page: MAX, limit: 10, pagination: false })).toBe(false)
  })

  it('answers the empty page after the last', () => {
    expect(emptyPageAfterLast(25, 2000, 10)).toMatchObject({
      docs: [],
      totalDocs: 25,
      totalPages: 3,
      page: 2000,
      hasNextPage: false,
      nextPage: null,
    })
  })
})
