import type { PayloadRequest, TaskConfig } from 'payload'

import { notifyReviewers } from './service'

export const NOTIFY_REVIEWERS_TASK = 'notifyReviewers'
export const MAIL_QUEUE = 'mail'

/**
 * Mail the review recipients about a Pending request. Queued inside the transaction that opens
 * the request, so a rolled-back save mails nobody, and run from the mail queue after the commit
 * (the mail log is written outside any transaction: see src/services/mail.ts).
 */
export const notifyReviewersTask: TaskConfig<'notifyReviewers'> = {
  slug: NOTIFY_REVIEWERS_TASK,
  label: '寄送審核通知',
  retries: 2,
  inputSchema: [{ name: 'requestId', type: 'text', required: true }],
  handler: async ({ input, req }) => {
    await notifyReviewers(req.payload, input.requestId)
    return { output: {} }
  },
}

/** Queue the notification as part of the caller's transaction. */
export const queueReviewNotification = async (req: PayloadRequest, requestId: string): Promise<void> => {
  await req.payload.jobs.queue({ task: NOTIFY_REVIEWERS_TASK, input: { requestId }, queue: MAIL_QUEUE, req })
}
