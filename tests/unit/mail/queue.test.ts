import { readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { MODULES, moduleAutoRun, moduleTasks } from '@/modules'
import { MAIL_QUEUE, mailQueueAutoRun, queueMail } from '@/modules/mail'

/** Every source file under a folder. */
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return sourceFiles(full)
    return /\.(ts|tsx)$/.test(name) ? [full] : []
  })

const modulesDir = path.resolve(__dirname, '../../../src/modules')

describe('the mail queue has one owner: the mail module', () => {
  it('keeps the queue name and the schedule it always had', () => {
    expect(MAIL_QUEUE).toBe('mail')
    expect(mailQueueAutoRun).toEqual({ cron: '*/10 * * * * *', queue: 'mail', limit: 20 })
  })

  it('is scheduled by the mail module alone, so removing another module (review) does not stop mail', () => {
    const owners = MODULES.filter((module) => (module.autoRun ?? []).some((run) => run.queue === MAIL_QUEUE)).map(
      (module) => module.name,
    )
    expect(owners).toEqual(['mail'])
    expect(moduleAutoRun().filter((run) => run.queue === MAIL_QUEUE)).toEqual([mailQueueAutoRun])
    const review = MODULES.find((module) => module.name === 'review')
    expect(review?.autoRun ?? []).toEqual([])
  })

  it('is named by no other module: they queue through queueMail', () => {
    const naming = sourceFiles(modulesDir)
      .filter((file) => !file.startsWith(path.join(modulesDir, 'mail') + path.sep))
      .filter((file) => /(queue\s*:\s*|_QUEUE\s*=\s*)['"]mail['"]/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(modulesDir, file))
    expect(naming).toEqual([])
  })

  it('still registers every module mail task under its old slug', () => {
    const slugs = moduleTasks().map((task) => task.slug)
    for (const slug of [
      'notifyReviewers',
      'feedbackMailVisitor',
      'feedbackNotifyStaff',
      'reservationMail',
      'notifyRecommendation',
    ])
      expect(slugs).toContain(slug)
  })

  it('queues the task on the mail queue inside the caller’s request (its transaction)', async () => {
    const queued: unknown[] = []
    const req = {
      payload: { jobs: { queue: async (args: unknown) => void queued.push(args) } },
    } as unknown as PayloadRequest
    await queueMail(req, 'notifyReviewers', { requestId: 'r1', origin: 'https://lib.example' })
    expect(queued).toEqual([
      { task: 'notifyReviewers', input: { requestId: 'r1', origin: 'https://lib.example' }, queue: 'mail', req },
    ])
  })
})
