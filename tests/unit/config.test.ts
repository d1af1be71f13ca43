import { describe, expect, it } from 'vitest'

import { WRITE_LOCK_TIMEOUT_MESSAGE, createWriteLock } from '@/config/sqliteConcurrency'

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
