import type { Payload, TaskConfig } from 'payload'

import type { AutoRun } from '@/modules/define'
import {
  SUSHI_HARVEST_QUEUE,
  SUSHI_HARVEST_RUN_TASK,
  SUSHI_HARVEST_TASK,
  executeRun,
  monthlyHarvest,
  scheduleNextHarvestCheck,
} from './harvest'

/**
 * The SUSHI harvest jobs (docs/statistics.md §2 "The monthly harvest" and
 * "Harvest runs"), both on one queue that is looked at every minute:
 *
 * - `sushiHarvest`, the check: one waits in the queue until the next hourly run (minute 17) or
 *   the earliest retry, whichever is sooner (`waitUntil`, harvest.ts `scheduleNextHarvestCheck`).
 *   Each run creates last month's set of every group of every enabled source (idempotent) and
 *   harvests the due sets: pending ones and those whose retry time (policy.ts) has come.
 * - `sushiHarvestRun`: one harvest run (a harvest started by hand, its progress in the database);
 *   queued by the call and started at once by the process that took it.
 */

export { SUSHI_HARVEST_QUEUE, SUSHI_HARVEST_RUN_TASK, SUSHI_HARVEST_TASK }

/** On start: keep a harvest check waiting. A failure is logged, not fatal. */
export const scheduleHarvest = async (payload: Payload): Promise<void> => {
  try {
    await scheduleNextHarvestCheck(payload)
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
      // Whatever happened, the next check waits in the queue: at the next hourly run or the earliest retry.
      await scheduleHarvest(req.payload)
    }
  },
}

export const harvestRunTask: TaskConfig<'sushiHarvestRun'> = {
  slug: SUSHI_HARVEST_RUN_TASK,
  label: '執行一次 COUNTER SUSHI 收割作業',
  retries: 0,
  inputSchema: [{ name: 'run', type: 'text', required: true }],
  outputSchema: [{ name: 'finished', type: 'number' }],
  handler: async ({ input, req }) => {
    const progress = await executeRun(req.payload, input.run)
    return { output: { finished: progress?.finished ?? 0 } }
  },
}

/**
 * The queue is looked at every minute: a waiting check runs within a minute of its time, and a run
 * that its own process could not start is taken by any process.
 */
export const harvestAutoRun: AutoRun = { cron: '* * * * *', queue: SUSHI_HARVEST_QUEUE, limit: 4 }

export const sushiTasks = [harvestTask, harvestRunTask]
