import type { PayloadRequest } from 'payload'

import { LIBRARY_TIME_ZONE } from '@/lib/timeZone'
import { MAIL_STATUS, type MailStatus } from './collections/emailLogs'
import { findOr404 } from '@/crud/documents'
import { AppError } from '@/lib/errors'
import type { EmailLog } from '@/payload-types'
import type { Paginated } from '@/validation/listQuery'
import { allOf, keywordWhere, toPaginated } from '@/crud/listQuery'
import { type MailOutcome, type OutgoingMail, deliverMail } from './mail'
import { MAIL_FAILED_MESSAGE, MAIL_LOG_MSG } from './messages'
import type { EmailLogQuery } from './schemas'
import { relationId } from '@/lib/relation'

/** The list row of GET /shennong/email-logs. */
export type EmailLogItem = {
  _id: string
  to: string
  subject: string
  module: string
  status: MailStatus
  error: string | null
  sentAt: string
}

/** One entry with its body (GET /shennong/email-logs/{id}, resend, test). `_id` is null only if the log could not be written. */
export type EmailLogDetail = Omit<EmailLogItem, '_id'> & {
  _id: string | null
  text: string
  html: string | null
  redacted: boolean
  resendOf: string | null
  createdBy: { _id: string; name?: string } | null
  createdAt: string | null
}

export const toEmailLogItem = (log: EmailLog): EmailLogItem => ({
  _id: String(log.id),
  to: log.to,
  subject: log.subject,
  module: log.module,
  status: log.status,
  error: log.error ?? null,
  sentAt: log.sentAt,
})

export const toEmailLogDetail = (log: EmailLog): EmailLogDetail => {
  const creator = log.createdBy
  return {
    ...toEmailLogItem(log),
    text: log.text ?? '',
    html: log.html ?? null,
    redacted: Boolean(log.redacted),
    resendOf: relationId(log.resendOf),
    createdBy:
      creator == null
        ? null
        : typeof creator === 'string'
          ? { _id: creator }
          : { _id: String(creator.id), name: creator.name },
    createdAt: log.createdAt,
  }
}

/** What to answer when the mail went out but its log entry could not be written. */
const unloggedDetail = (mail: OutgoingMail, outcome: MailOutcome): EmailLogDetail => ({
  _id: null,
  to: Array.isArray(mail.to) ? mail.to.join(', ') : mail.to,
  subject: mail.subject,
  module: mail.module,
  status: outcome.status,
  error: outcome.error ?? null,
  sentAt: new Date().toISOString(),
  text: mail.text,
  html: mail.html ?? null,
  redacted: Boolean(mail.secrets?.length),
  resendOf: mail.resendOf ?? null,
  createdBy: null,
  createdAt: null,
})

/** The paginated mail log, newest first; keyword matches recipient or subject. */
export const listEmailLogs = async (req: PayloadRequest, query: EmailLogQuery): Promise<Paginated<EmailLogItem>> => {
  const found = await req.payload.find({
    collection: 'email-logs',
    where: allOf(
      keywordWhere(query.keyword, ['to', 'subject']),
      query.status ? { status: { equals: query.status } } : undefined,
      query.module ? { module: { equals: query.module } } : undefined,
    ),
    page: query.page,
    limit: query.limit,
    sort: ['-sentAt', '-id'],
    depth: 0,
    overrideAccess: false,
    req,
  })
  return toPaginated(found, query, toEmailLogItem)
}

const findLog = (req: PayloadRequest, id: string): Promise<EmailLog> =>
  findOr404(req, 'email-logs', id, MAIL_LOG_MSG.notFound, 1)

export const getEmailLog = async (req: PayloadRequest, id: string): Promise<EmailLogDetail> =>
  toEmailLogDetail(await findLog(req, id))

/** Send, and answer with the new entry; a failed send is in the log and answers 502 with the reason. */
const deliverAndAnswer = async (req: PayloadRequest, mail: OutgoingMail): Promise<EmailLogDetail> => {
  const outcome = await deliverMail(req.payload, mail)
  if (outcome.status === MAIL_STATUS.Failed) {
    throw new AppError(502, outcome.error ? MAIL_LOG_MSG.failedWith(outcome.error) : MAIL_FAILED_MESSAGE)
  }
  if (!outcome.log) return unloggedDetail(mail, outcome)
  // Read it back as the caller may see it (with the operator's name).
  return getEmailLog(req, String(outcome.log.id))
}

/** Send a logged mail again, as it was; the new entry points back to the original. */
export const resendEmailLog = async (req: PayloadRequest, id: string): Promise<EmailLogDetail> => {
  const original = await findLog(req, id)
  if (original.redacted) throw new AppError(409, MAIL_LOG_MSG.redacted)
  return deliverAndAnswer(req, {
    to: original.to,
    subject: original.subject,
    text: original.text ?? '',
    html: original.html ?? undefined,
    module: original.module,
    user: req.user ? { id: String(req.user.id) } : null,
    resendOf: String(original.id),
  })
}

const taipeiTime = (date: Date): string =>
  new Intl.DateTimeFormat('zh-TW', {
    timeZone: LIBRARY_TIME_ZONE,
    dateStyle: 'medium',
    timeStyle: 'medium',
    hour12: false,
  }).format(date)

/** A test mail that checks the mail settings end to end. */
export const sendTestMail = async (
  req: PayloadRequest,
  to: string,
  now: Date = new Date(),
): Promise<EmailLogDetail> => {
  const operator = req.user?.name ?? ''
  const lines = [
    '您好：',
    '',
    '這是一封由神農醫學圖書館後台寄出的測試郵件，用來確認系統的郵件寄送設定是否正常。',
    '收到這封信，代表郵件設定可以正常寄信，無需回覆。',
    '',
    `寄送時間：${taipeiTime(now)}`,
    ...(operator ? [`操作人員：${operator}`] : []),
  ]
  const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
  return deliverAndAnswer(req, {
    to,
    subject: MAIL_LOG_MSG.testSubject,
    text: lines.join('\n'),
    html: lines.map((line) => (line ? `<p>${escape(line)}</p>` : '')).join('\n'),
    module: 'test',
    user: req.user ? { id: String(req.user.id) } : null,
  })
}
