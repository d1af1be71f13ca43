import { defineModule } from '@/modules/define'
import { EmailLogs } from './collections/emailLogs'
import { emailEndpoints } from './endpoints'
import { mailManifest } from './manifest'
import { mailQueueAutoRun } from './queue'

/**
 * 郵件紀錄: every mail the product sends goes through `deliverMail`/`sendMail` and lands in the
 * mail log, with resend and a test send (email-management). Without SMTP, mails go to an outbox
 * folder (`outboxTransport`, used by the config's mail adapter). It owns the mail queue: other
 * modules queue their mail tasks with `queueMail`, and this module schedules the queue.
 */
export const mailModule = defineModule(mailManifest, {
  collections: [EmailLogs],
  endpoints: emailEndpoints,
  autoRun: [mailQueueAutoRun],
})

export { MAIL_STATUS, type MailStatus } from './collections/emailLogs'
export { type MailAttachment, type MailOutcome, type OutgoingMail, REDACTED, deliverMail, sendMail } from './mail'
export { MAIL_FAILED_MESSAGE, MAIL_LOG_MSG, recipientCapMessage } from './messages'
export { outboxTransport } from './outboxTransport'
export { MAIL_QUEUE, mailQueueAutoRun, queueMail } from './queue'
