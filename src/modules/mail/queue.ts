import type { PayloadRequest, TypedJobs } from 'payload'

import { mailQueueSeconds } from '@/config/env'
import type { AutoRun } from '@/modules/define'

/**
 * The mail queue: every module that mails queues its mail task here (through `queueMail`), and
 * this module alone schedules it, so the mails go out whichever other modules are installed.
 */
export const MAIL_QUEUE = 'mail'

/** The mail queue's schedule: every MAIL_QUEUE_SECONDS (ten unless set), up to 20 jobs a run. */
export const mailQueueAutoRun: AutoRun = { cron: `*/${mailQueueSeconds()} * * * * *`, queue: MAIL_QUEUE, limit: 20 }

type TaskSlug = keyof TypedJobs['tasks']

/**
 * Queue a module's mail task on the mail queue. Pass the request (`req`) so the job row is written
 * inside the caller's transaction: a rolled-back write mails nobody.
 */
export const queueMail = async <T extends TaskSlug>(
  req: PayloadRequest,
  task: T,
  input: TypedJobs['tasks'][T]['input'],
): Promise<void> => {
  await req.payload.jobs.queue({ task, input, queue: MAIL_QUEUE, req } as Parameters<
    typeof req.payload.jobs.queue<T>
  >[0])
}
