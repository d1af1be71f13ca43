import type { Payload, TaskConfig } from 'payload'

import { AUTH_REQUEST_MODULE_LABEL } from './labels'
import { deliverMail } from '@/modules/mail'
import { getModuleNotifiers } from '@/modules/notifiers'
import type { ReviewModule } from './reviewed'
import { NOTIFY_REVIEWERS_TASK, userRef } from './service'
import { siteOrigin } from '@/lib/origin'

/**
 * The review notification (the module notifiers of `auth-requests`): opening a Pending
 * request queues this task inside the save's transaction (src/modules/review/service.ts queues
 * it by its slug), so a rolled-back save mails nobody; the mail module's queue runs it after the commit
 * (the mail log is written outside any transaction: see src/modules/mail).
 */

/** The origin comes from the request that opened the review (carried in the job's input), else SERVER_URL. */
const reviewLink = (payload: Payload, requestId: string, origin?: string | null): string =>
  `${origin ? origin.replace(/\/+$/, '') : siteOrigin(payload)}/shennong/review-management?authRequestId=${requestId}`

/** Mail the review recipients (module notifier `auth-requests`) about a request still Pending. */
export const notifyReviewers = async (payload: Payload, requestId: string, origin?: string | null): Promise<void> => {
  const request = await payload.findByID({
    collection: 'auth-requests',
    id: requestId,
    depth: 1,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!request || request.status !== 'Pending') return
  const { moduleNotifiers } = await getModuleNotifiers(payload)
  const to = moduleNotifiers.filter((entry) => entry.moduleName === 'auth-requests').map((entry) => entry.email)
  if (to.length === 0) return
  const moduleLabel = AUTH_REQUEST_MODULE_LABEL[request.module as ReviewModule] ?? request.module
  const author = userRef(request.requestedBy)
  await deliverMail(payload, {
    to,
    subject: `【待審核】${moduleLabel}「${request.title ?? ''}」`,
    text: [
      `${author?.name || '編輯者'} 送出了一份${moduleLabel}內容，等待審核：`,
      `標題：${request.title ?? ''}`,
      '',
      `請至後台審核：${reviewLink(payload, String(request.id), origin)}`,
    ].join('\n'),
    module: 'auth-requests',
    user: author ? author._id : null,
  })
}

export const notifyReviewersTask: TaskConfig<'notifyReviewers'> = {
  slug: NOTIFY_REVIEWERS_TASK,
  label: '寄送審核通知',
  retries: 2,
  inputSchema: [
    { name: 'requestId', type: 'text', required: true },
    { name: 'origin', type: 'text' },
  ],
  handler: async ({ input, req }) => {
    await notifyReviewers(req.payload, input.requestId, input.origin)
    return { output: {} }
  },
}
