import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import pg from 'pg'

/**
 * Several instances on one PostgreSQL database: what only one of them may do at a
 * time, coordinated by PostgreSQL session-level advisory locks (no table, nothing to clean up:
 * a lock ends with the connection that holds it, so a crashed instance never keeps one).
 *
 * - Start-up (migrations, module initialisation, the first seed) runs under one lock: instances
 *   started together take turns, the first migrates and seeds, the next finds nothing to do.
 * - The job queues run on one instance, the queue leader: the one that holds the leader lock on
 *   a connection of its own. Payload's job runner claims jobs with a read, then a write (see
 *   docs/decisions.md), so two runners can take the same job; with one leader, every queued job
 *   (a mail, a harvest, a reminder) and every scheduled run is done once. When the leader stops
 *   or dies its connection closes, and another instance takes the lock at its next tick.
 *
 * The embedded SQLite database is one process's file: there is nothing to coordinate.
 */

/** Advisory lock keys (64-bit), fixed for this application. */
const STARTUP_LOCK = 0x5348_4e4e_0001n
const QUEUE_LEADER_LOCK = 0x5348_4e4e_0002n

const poolOf = (payload: Payload): PostgresAdapter['pool'] | null =>
  payload.db.name === 'postgres' ? ((payload.db as unknown as PostgresAdapter).pool ?? null) : null

/** Run `work` while holding the start-up lock (PostgreSQL); at once elsewhere. */
export const underStartupLock = async <T>(payload: Payload, work: () => Promise<T>): Promise<T> => {
  const pool = poolOf(payload)
  if (!pool) return work()
  const client = await pool.connect()
  try {
    await client.query('SELECT pg_advisory_lock($1::bigint)', [STARTUP_LOCK.toString()])
    try {
      return await work()
    } finally {
      await client.query('SELECT pg_advisory_unlock($1::bigint)', [STARTUP_LOCK.toString()])
    }
  } finally {
    client.release()
  }
}

/**
 * The leader lock lives on a connection of its own, outside the pool (a pooled connection held
 * for the life of the process would keep the pool from ever closing).
 */
type Leadership = { client: pg.Client | null; trying: Promise<boolean> | null }
const leaderships = new WeakMap<Payload, Leadership>()

/**
 * Whether this instance runs the job queues now (Payload's `jobs.shouldAutoRun`, asked at every
 * scheduled tick). On PostgreSQL: hold, or try to take, the leader lock; a lost connection gives
 * the lead up, to be tried again at the next tick.
 */
export const isQueueLeader = async (payload: Payload): Promise<boolean> => {
  const pool = poolOf(payload)
  if (!pool) return true
  let state = leaderships.get(payload)
  if (!state) leaderships.set(payload, (state = { client: null, trying: null }))
  const held = state
  if (held.client) return true
  if (held.trying) return held.trying
  held.trying = (async () => {
    const client = new pg.Client(pool.options)
    client.on('error', (error) => {
      if (held.client === client)
        payload.logger.warn(
          { err: error },
          'queue leader: the connection holding the lead was lost; another instance may take it',
        )
      if (held.client === client) held.client = null
      void client.end().catch(() => undefined)
    })
    try {
      await client.connect()
      const { rows } = await client.query<{ taken: boolean }>('SELECT pg_try_advisory_lock($1::bigint) AS taken', [
        QUEUE_LEADER_LOCK.toString(),
      ])
      if (!rows[0]?.taken) {
        await client.end()
        return false
      }
      held.client = client
      payload.logger.info('queue leader: this instance runs the job queues')
      return true
    } catch (error) {
      await client.end().catch(() => undefined)
      throw error
    }
  })().finally(() => {
    held.trying = null
  })
  return held.trying
}

/** Give the lead up (graceful shutdown, or before the database adapter closes): another instance takes it at its next tick. */
export const resignQueueLeader = async (payload: Payload): Promise<void> => {
  const held = leaderships.get(payload)
  const client = held?.client
  if (!held || !client) return
  held.client = null
  // Closing the connection ends its session, and the session's locks with it.
  await client.end()
}
