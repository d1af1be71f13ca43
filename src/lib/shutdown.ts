import type { Payload, TaskConfig } from 'payload'

import { closeExpiryBroadcast } from '@/lib/expiryBroadcast'
import { resignQueueLeader } from '@/lib/instances'
import { closeRateLimitStores } from '@/lib/rateLimit'

/**
 * How an instance stops: the production server (scripts/server.mjs) stops taking
 * requests and lets those in flight finish, then calls the hook the app registers here, which
 * stops the job schedules, lets the jobs already running finish (within the time left), gives up
 * the queues' lead and closes Payload. The integration tests close their apps the same way.
 */

const RUNNING = Symbol.for('shennong.runningJobs')
const HOOK = Symbol.for('shennong.shutdown')
type Globals = typeof globalThis & { [RUNNING]?: { count: number }; [HOOK]?: (withinMs: number) => Promise<void> }
const globals = globalThis as Globals

const running = (): { count: number } => (globals[RUNNING] ??= { count: 0 })

/** How many job tasks this process is running now (a scheduled run or one started by a request). */
export const runningJobs = (): number => running().count

/** A task whose runs are counted by `runningJobs`, so that a stop waits for them. */
export const counted = (task: TaskConfig): TaskConfig => {
  const handler = task.handler
  if (typeof handler !== 'function') return task
  return {
    ...task,
    handler: (async (args: Parameters<typeof handler>[0]) => {
      running().count += 1
      try {
        return await handler(args)
      } finally {
        running().count -= 1
      }
    }) as typeof handler,
  }
}

const stopHooks = new WeakMap<Payload, (() => Promise<void>)[]>()

/**
 * Work an instance must finish before its Payload closes (what it holds in memory and has not
 * written, as the archive's download counts): run by `stopInstance` after the jobs, while the
 * database is still there. A hook that fails is logged; the stop goes on.
 */
export const beforeStop = (payload: Payload, hook: () => Promise<void>): void => {
  const hooks = stopHooks.get(payload) ?? []
  hooks.push(hook)
  stopHooks.set(payload, hooks)
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Stop one Payload instance: the job schedules first, waiting (at most `withinMs`) for the runs
 * in progress, the schedules' and any job a request started (a query still running when the
 * database goes away fails); then what the instance holds unwritten (`beforeStop`); then the queues' lead (its own connection, src/lib/instances.ts),
 * the expiry subscriber and the rate-limit store; then Payload; then the PostgreSQL pool, which
 * Payload's destroy leaves open. Its idle clients end at once; the end itself waits for the
 * client Payload's connect takes from the pool and never gives back
 * (@payloadcms/db-postgres connectWithReconnect), which only the process's exit or the
 * database's drop ends: it is not waited for.
 */
export const stopInstance = async (payload: Payload, withinMs = 10_000): Promise<void> => {
  const deadline = Date.now() + withinMs
  const crons = payload.crons.splice(0)
  for (const cron of crons) cron.stop()
  while ((crons.some((cron) => cron.isBusy()) || runningJobs() > 0) && Date.now() < deadline) await pause(50)
  if (runningJobs() > 0)
    payload.logger.warn(`stopping with ${runningJobs()} job(s) still running: they are retried by the next start`)
  for (const hook of stopHooks.get(payload)?.splice(0) ?? [])
    await hook().catch((error: unknown) => payload.logger.error({ err: error }, 'a stop hook failed'))
  await resignQueueLeader(payload)
  closeExpiryBroadcast()
  await closeRateLimitStores()
  await payload.destroy()
  const pool = (
    payload.db as unknown as {
      pool?: { end: () => Promise<void>; on: (event: string, listener: () => void) => void; ended?: boolean }
    }
  ).pool
  if (pool && !pool.ended) {
    pool.on('error', () => undefined)
    await Promise.race([pool.end().catch(() => undefined), pause(200)])
  }
}

/** Called once the app is up: the production server calls the hook on SIGTERM. */
export const registerShutdown = (payload: Payload): void => {
  globals[HOOK] = (withinMs: number) => stopInstance(payload, withinMs)
}
