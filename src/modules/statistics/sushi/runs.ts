import type { Payload, Where } from 'payload'

import type { DataOriginalHarvest } from '@/payload-types'
import { type HarvestRunStatus, STALE_RUN_MS } from '../shared/harvestState'
import { SUSHI_MSG } from './messages'

/**
 * Which harvest runs (`data-original-harvests`) are active: read by the harvest itself and by the
 * service that refuses to delete a source while one writes into it (kept apart from harvest.ts,
 * which imports the service), with when the waiting harvest check runs.
 */

export const RUNS = 'data-original-harvests' as const

/** The hourly harvest check's task (jobs.ts runs it). */
export const SUSHI_HARVEST_TASK = 'sushiHarvest'

export const ACTIVE_STATUSES: HarvestRunStatus[] = ['queued', 'running']

/** Runs whose process stopped (no progress for STALE_RUN_MS, or queued that long) are marked interrupted. */
export const expireStaleRuns = async (payload: Payload, now: Date, settingId?: string): Promise<void> => {
  const cutoff = new Date(now.getTime() - STALE_RUN_MS).toISOString()
  const stale: Where = {
    or: [
      { and: [{ status: { equals: 'running' } }, { heartbeatAt: { less_than: cutoff } }] },
      { and: [{ status: { equals: 'queued' } }, { createdAt: { less_than: cutoff } }] },
    ],
  }
  await payload.update({
    collection: RUNS,
    where: settingId ? { and: [{ setting: { equals: settingId } }, stale] } : stale,
    data: { status: 'failed', error: SUSHI_MSG.harvestInterrupted, current: null, finishedAt: now.toISOString() },
    depth: 0,
    overrideAccess: true,
  })
}

/** The queued or running runs of a source, oldest first. */
export const activeRuns = async (payload: Payload, settingId: string): Promise<DataOriginalHarvest[]> => {
  const found = await payload.find({
    collection: RUNS,
    where: { and: [{ setting: { equals: settingId } }, { status: { in: ACTIVE_STATUSES } }] },
    sort: 'createdAt',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return [...found.docs].sort(
    (a, b) => a.createdAt.localeCompare(b.createdAt) || String(a.id).localeCompare(String(b.id)),
  )
}

/** Is a harvest of this source queued or running (on any process)? */
export const isHarvesting = async (payload: Payload, settingId: string, now: Date = new Date()): Promise<boolean> => {
  await expireStaleRuns(payload, now, settingId)
  return (await activeRuns(payload, settingId)).length > 0
}

export const WAITING_CHECK: Where = {
  and: [
    { taskSlug: { equals: SUSHI_HARVEST_TASK } },
    { completedAt: { exists: false } },
    { processing: { equals: false } },
    { hasError: { not_equals: true } },
  ],
}

/** When the waiting harvest check will run (its waitUntil; null when none waits). */
export const nextHarvestCheckAt = async (payload: Payload): Promise<Date | null> => {
  const waiting = await payload.find({
    collection: 'payload-jobs',
    where: WAITING_CHECK,
    sort: 'waitUntil',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const job = waiting.docs[0]
  if (!job) return null
  return job.waitUntil ? new Date(job.waitUntil) : new Date()
}
