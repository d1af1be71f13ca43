import type { Payload, TaskConfig } from 'payload'

import { purgeTempFilesIfDue } from './service'

export const PURGE_TASK = 'purgeTempFiles'
const QUEUE = 'archives'

/**
 * The daily temp-file purge (issue 4). The task runs every few minutes from the job queue; it
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
    where: { and: [{ taskSlug: { equals: PURGE_TASK } }, { completedAt: { exists: false } }, { processing: { equals: false } }] },
    overrideAccess: true,
  })
  if (waiting.totalDocs === 0) await payload.jobs.queue({ task: PURGE_TASK, input: {}, queue: QUEUE })
}

/** Keep one check waiting in the queue (called on start). */
export const scheduleTempPurge = async (payload: Payload): Promise<void> => queueNextCheck(payload)
