import type { Payload, TaskConfig } from 'payload'

import type { AutoRun } from '@/modules/define'
import { monthlyHarvest } from './harvest'

/**
 * The SUSHI harvest job (issue 14 §1, docs/statistics.md §2 "The monthly harvest"): one check
 * waits in its queue; the queue runs every hour at minute 17. Each run creates last month's set
 * of every group of every enabled source (idempotent, so the month's first run adds it) and
 * harvests the due sets: pending ones and those whose retry time (policy.ts) has come.
 */

export const SUSHI_HARVEST_TASK = 'sushiHarvest'
export const SUSHI_HARVEST_QUEUE = 'statistics-harvest'

const queueNextHarvest = async (payload: Payload): Promise<void> => {
  const waiting = await payload.count({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: SUSHI_HARVEST_TASK } },
        { completedAt: { exists: false } },
        { processing: { equals: false } },
        { hasError: { not_equals: true } },
      ],
    },
    overrideAccess: true,
  })
  if (waiting.totalDocs === 0) await payload.jobs.queue({ task: SUSHI_HARVEST_TASK, input: {}, queue: SUSHI_HARVEST_QUEUE })
}

/** On start: queue the first harvest check. A failure is logged, not fatal. */
export const scheduleHarvest = async (payload: Payload): Promise<void> => {
  try {
    await queueNextHarvest(payload)
  } catch (error) {
    payload.logger.error({ err: error, msg: 'could not schedule the SUSHI harvest' })
  }
}

export const harvestTask: TaskConfig<'sushiHarvest'> = {
  slug: SUSHI_HARVEST_TASK,
  label: '收割 COUNTER SUSHI 使用量報表',
  retries: 0,
  outputSchema: [
    { name: 'sources', type: 'number' },
    { name: 'created', type: 'number' },
    { name: 'harvested', type: 'number' },
  ],
  handler: async ({ req }) => {
    try {
      const summary = await monthlyHarvest(req.payload)
      return { output: { sources: summary.sources, created: summary.created, harvested: summary.harvested } }
    } finally {
      await queueNextHarvest(req.payload)
    }
  },
}

/** Every hour (retries are hours apart at the shortest but 1020's 15-minute back-off, which waits for the next run). */
export const harvestAutoRun: AutoRun = { cron: '17 * * * *', queue: SUSHI_HARVEST_QUEUE, limit: 1 }

export const sushiTasks = [harvestTask]
