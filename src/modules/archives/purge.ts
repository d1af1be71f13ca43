import type { Payload, TaskConfig } from 'payload'

import { purgeDue } from './rules'
import { removeStored } from './storage'

/** The temp folder's daily purge: the purge itself and the queued task that runs it. */

/** Delete temp files older than the protection period. Returns how many went. */
export const purgeTempFiles = async (payload: Payload, now: Date = new Date()): Promise<number> => {
  const settings = await payload.findGlobal({ slug: 'archives-settings', depth: 0, overrideAccess: true })
  const temp = (
    await payload.find({
      collection: 'archives',
      where: { systemKey: { equals: 'temp' } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
  ).docs[0]
  if (!temp) return 0
  const cutoff = new Date(now.getTime() - settings.tempFilesProtectionMinutes * 60_000)
  const old = await payload.find({
    collection: 'archives',
    where: {
      and: [
        { parent: { equals: temp.id } },
        { type: { equals: 'File' } },
        { createdAt: { less_than_equal: cutoff.toISOString() } },
      ],
    },
    pagination: false,
    limit: 0,
    depth: 0,
    overrideAccess: true,
  })
  for (const doc of old.docs) {
    await payload.delete({ collection: 'archives', id: doc.id, overrideAccess: true })
    await removeStored(doc.id)
  }
  await payload.updateGlobal({
    slug: 'archives-settings',
    data: { lastPurgeAt: now.toISOString() },
    overrideAccess: true,
  })
  return old.docs.length
}

/** Run the purge when today's deletion time has come and it has not run since (the job calls this). */
export const purgeTempFilesIfDue = async (payload: Payload, now: Date = new Date()): Promise<number | null> => {
  const settings = await payload.findGlobal({ slug: 'archives-settings', depth: 0, overrideAccess: true })
  const last = settings.lastPurgeAt ? new Date(settings.lastPurgeAt) : null
  if (!purgeDue(settings.tempFilesDeletionTime, last, now)) return null
  return purgeTempFiles(payload, now)
}

// ---------------------------------------------------------------------------------------------
// The job

export const PURGE_TASK = 'purgeTempFiles'

/** The job queue the purge runs from (the module's autoRun schedules it). */
export const PURGE_QUEUE = 'archives'

/**
 * The daily temp-file purge. The task runs every few minutes from the job queue; it
 * purges once a day, after the configured deletion time, and then queues its next check.
 */
export const purgeTempFilesTask: TaskConfig<'purgeTempFiles'> = {
  slug: PURGE_TASK,
  label: '清除過期暫存檔案',
  retries: 1,
  outputSchema: [{ name: 'purged', type: 'number' }],
  handler: async ({ req }) => {
    const purged = await purgeTempFilesIfDue(req.payload)
    await queueNextCheck(req.payload)
    return { output: { purged: purged ?? 0 } }
  },
}

const queueNextCheck = async (payload: Payload): Promise<void> => {
  const waiting = await payload.count({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: PURGE_TASK } },
        { completedAt: { exists: false } },
        { processing: { equals: false } },
      ],
    },
    overrideAccess: true,
  })
  if (waiting.totalDocs === 0) await payload.jobs.queue({ task: PURGE_TASK, input: {}, queue: PURGE_QUEUE })
}

/** Keep one check waiting in the queue (called on start). */
export const scheduleTempPurge = async (payload: Payload): Promise<void> => queueNextCheck(payload)
