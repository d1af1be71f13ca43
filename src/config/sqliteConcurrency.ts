import type { BaseDatabaseAdapter, DatabaseAdapterObj } from 'payload'

/**
 * SQLite allows one writer at a time. With transactions on, Payload begins every write
 * operation with `BEGIN IMMEDIATE`; libsql gives its connections no busy timeout, so a second
 * write while another transaction is open fails at once with SQLITE_BUSY, and the failed BEGIN
 * leaves its connection with a statement in progress, whose next COMMIT then fails — an error
 * Payload's adapter swallows, losing the write while reporting success. (Seen as random test
 * failures whenever the job runner wrote while a request's transaction was open.)
 *
 * So this process takes turns: one SQLite transaction at a time, in arrival order, through a
 * write lock held from begin to commit or rollback. WAL mode (set on the adapter) lets reads
 * go on meanwhile. A writer that cannot get the lock within `WRITE_LOCK_WAIT_MS` fails cleanly
 * before touching the database. See docs/decisions.md "SQLite concurrency".
 */
export const WRITE_LOCK_WAIT_MS = 15_000

export const WRITE_LOCK_TIMEOUT_MESSAGE = '系統忙碌中，請稍後再試'

type Release = () => void

/** A FIFO lock whose waiters give up after a timeout without blocking those behind them. */
export const createWriteLock = () => {
  let tail: Promise<void> = Promise.resolve()
  return {
    acquire(timeoutMs: number): Promise<Release> {
      let release!: Release
      const held = new Promise<void>((resolve) => {
        release = resolve
      })
      const previous = tail
      tail = previous.then(() => held)
      return new Promise<Release>((resolve, reject) => {
        let timedOut = false
        const timer = setTimeout(() => {
          timedOut = true
          reject(new Error(WRITE_LOCK_TIMEOUT_MESSAGE))
        }, timeoutMs)
        void previous.then(() => {
          if (timedOut) {
            release() // our turn came too late: pass it on at once
            return
          }
          clearTimeout(timer)
          let released = false
          resolve(() => {
            if (released) return
            released = true
            release()
          })
        })
      })
    },
  }
}

/** The SQLite adapter with its transactions taking turns through one write lock. */
export const withWriteLock = (adapter: DatabaseAdapterObj, waitMs = WRITE_LOCK_WAIT_MS): DatabaseAdapterObj => ({
  ...adapter,
  init: (args) => {
    const instance = adapter.init(args) as BaseDatabaseAdapter
    const lock = createWriteLock()
    const holders = new Map<string | number, Release>()
    const begin = instance.beginTransaction.bind(instance)
    const commit = instance.commitTransaction.bind(instance)
    const rollback = instance.rollbackTransaction.bind(instance)
    const releaseFor = (id: string | number) => {
      holders.get(id)?.()
      holders.delete(id)
    }
    instance.beginTransaction = async (options) => {
      const release = await lock.acquire(waitMs)
      try {
        const id = await begin(options)
        if (id === null || id === undefined) release()
        else holders.set(id, release)
        return id
      } catch (error) {
        release()
        throw error
      }
    }
    instance.commitTransaction = async (incoming) => {
      const id = incoming instanceof Promise ? await incoming : incoming
      try {
        await commit(id)
      } finally {
        if (id !== null && id !== undefined) releaseFor(id)
      }
    }
    instance.rollbackTransaction = async (incoming) => {
      const id = incoming instanceof Promise ? await incoming : incoming
      try {
        await rollback(id)
      } finally {
        if (id !== null && id !== undefined) releaseFor(id)
      }
    }
    return instance
  },
})
