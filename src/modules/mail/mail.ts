import type { Payload } from 'payload'

import { MAIL_STATUS, type MailStatus } from './collections/emailLogs'
import { AppError } from '@/lib/errors'
import { countPoint, mailRecipientRule } from '@/lib/rateLimit'
import type { EmailLog } from '@/payload-types'
import { getModuleNotifiers } from '@/modules/notifiers'
import { MAIL_FAILED_MESSAGE, recipientCapMessage } from './messages'

/** What replaces a secret (a one-time code) in the stored copy of a mail. */
export const REDACTED = '******'

export type OutgoingMail = {
  to: string | string[]
  subject: string
  text: string
  html?: string
  /** Which module sent it (auth, reservations, feedbacks, ...): for the mail log. */
  module: string
  /** Who made the system send it, when someone did (the log's createdBy). */
  user?: { id: string } | string | null
  /** The log entry this mail resends. */
  resendOf?: string
  /**
   * Values that must not be stored (one-time codes): the log keeps the mail with each one
   * masked, and such a mail cannot be resent from the log.
   */
  secrets?: string[]
  /**
   * Files sent with the mail (a booking's .ics). Not kept in the mail log, which stores the
   * text only; a mail with attachments that also has secrets cannot be resent anyway.
   */
  attachments?: MailAttachment[]
}

/** A file sent with a mail: its name, text content and MIME type. */
export type MailAttachment = { filename: string; content: string; contentType?: string }

/** The result of one attempt: the status, the error text and the log entry (absent only if logging failed). */
export type MailOutcome = {
  status: MailStatus
  error?: string
  log?: EmailLog
}

const MAX_ERROR_LENGTH = 2000

const joinRecipients = (to: string | string[]): string => (Array.isArray(to) ? to.join(', ') : to)

const errorText = (error: unknown): string => {
  const text = error instanceof Error ? error.message || error.name : String(error)
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH)}…` : text
}

const mask = (value: string | undefined, secrets: readonly string[]): string | undefined =>
  value === undefined ? undefined : secrets.reduce((masked, secret) => masked.split(secret).join(REDACTED), value)

/**
 * Write the log entry of one attempt. Independent of any caller transaction (no `req`), so a
 * rollback of the caller's work never erases the record of a mail that did go out. A failure
 * to write is logged and swallowed: it must not change what the send itself did.
 */
const recordAttempt = async (
  payload: Payload,
  mail: OutgoingMail,
  attempt: { status: MailStatus; error?: string; sentAt: Date },
): Promise<EmailLog | undefined> => {
  const secrets = (mail.secrets ?? []).filter((secret) => secret.length > 0)
  const userId = typeof mail.user === 'string' ? mail.user : mail.user?.id
  try {
    return await payload.create({
      collection: 'email-logs',
      data: {
        to: joinRecipients(mail.to),
        subject: mask(mail.subject, secrets) ?? '',
        module: mail.module,
        status: attempt.status,
        error: attempt.error ?? null,
        sentAt: attempt.sentAt.toISOString(),
        text: mask(mail.text, secrets) ?? '',
        html: mask(mail.html, secrets) ?? null,
        redacted: secrets.length > 0,
        resendOf: mail.resendOf ?? null,
        createdBy: userId ?? null,
      },
      overrideAccess: true,
      depth: 0,
    })
  } catch (logError) {
    payload.logger.error({
      err: logError,
      msg: `could not write the mail log for mail to ${joinRecipients(mail.to)} (${mail.module}, ${attempt.status})`,
    })
    return undefined
  }
}

/**
 * The mailbox an address reaches, as the daily cap counts it: the address inside `<…>` when a
 * display name is given, lowercased, and without a `+tag` in its local part (`name+1@host`
 * and `Name@Host` reach `name@host` on the common mail servers), so sub-addresses share one count.
 */
export const mailboxOf = (recipient: string): string => {
  const bracketed = /<([^<>]+)>\s*$/.exec(recipient)
  const address = (bracketed ? bracketed[1]! : recipient).trim().toLowerCase()
  const at = address.lastIndexOf('@')
  if (at <= 0) return address
  const local = address.slice(0, at)
  const plus = local.indexOf('+')
  return plus > 0 ? `${local.slice(0, plus)}${address.slice(at)}` : address
}

/**
 * The per-recipient daily cap (MAIL_RECIPIENT_DAILY_CAP, src/lib/rateLimit.ts): the library
 * mails any address a visitor gives it (a feedback ticket, an external booking, a
 * recommendation, a forgot-password request), so each such address gets at most the cap a day,
 * counted per mailbox (`mailboxOf`: `name+tag@host` is `name@host`) in the rate limits' store
 * (memory or Redis). Not capped: a mail a staff member sends
 * (`user`: the test mail, a review request) or resends from the log, and the module notifier
 * recipients (the library's own desks). Splits the recipients into those to send to and those
 * past the cap; when the count cannot be taken, the mail goes out (and the error is logged).
 */
const underRecipientCap = async (
  payload: Payload,
  mail: OutgoingMail,
): Promise<{ send: string[]; dropped: string[]; cap: number }> => {
  const recipients = Array.isArray(mail.to) ? mail.to : [mail.to]
  const rule = mailRecipientRule()
  if (!rule || mail.user || mail.resendOf) return { send: recipients, dropped: [], cap: 0 }
  try {
    const { moduleNotifiers } = await getModuleNotifiers(payload)
    const desks = new Set(moduleNotifiers.map((entry) => entry.email.trim().toLowerCase()))
    const send: string[] = []
    const dropped: string[] = []
    for (const recipient of recipients) {
      if (desks.has(recipient.trim().toLowerCase()) || (await countPoint(payload, rule, mailboxOf(recipient))).allowed)
        send.push(recipient)
      else dropped.push(recipient)
    }
    return { send, dropped, cap: rule.points }
  } catch (error) {
    payload.logger.error({
      err: error,
      msg: `could not count the daily cap of mail to ${joinRecipients(mail.to)} (${mail.module}); sending it`,
    })
    return { send: recipients, dropped: [], cap: rule.points }
  }
}

/**
 * Send one mail through the configured adapter (SMTP, or the outbox folder when none) and
 * record the attempt in the mail log, success or failure. Never throws for a failed send:
 * the outcome says what happened. A recipient past the daily cap (`underRecipientCap`) is
 * dropped: the mail log keeps a Failed entry saying so, and the server log a warning.
 */
export const deliverMail = async (payload: Payload, mail: OutgoingMail): Promise<MailOutcome> => {
  const { send, dropped, cap } = await underRecipientCap(payload, mail)
  let droppedOutcome: MailOutcome | undefined
  if (dropped.length > 0) {
    const error = recipientCapMessage(cap)
    payload.logger.warn(
      `mail to ${dropped.join(', ')} (${mail.module}) dropped: past ${cap} a day per recipient (MAIL_RECIPIENT_DAILY_CAP)`,
    )
    const log = await recordAttempt(
      payload,
      { ...mail, to: dropped },
      { status: MAIL_STATUS.Failed, error, sentAt: new Date() },
    )
    droppedOutcome = { status: MAIL_STATUS.Failed, error, log }
  }
  if (send.length === 0 && droppedOutcome) return droppedOutcome
  return sendNow(payload, dropped.length > 0 ? { ...mail, to: send } : mail)
}

const sendNow = async (payload: Payload, mail: OutgoingMail): Promise<MailOutcome> => {
  const sentAt = new Date()
  let failure: string | undefined
  try {
    await payload.sendEmail({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
    })
  } catch (error) {
    failure = errorText(error)
    payload.logger.error({ err: error, msg: `mail to ${joinRecipients(mail.to)} (${mail.module}) failed` })
  }
  const status = failure === undefined ? MAIL_STATUS.Sent : MAIL_STATUS.Failed
  const log = await recordAttempt(payload, mail, { status, error: failure, sentAt })
  return { status, error: failure, log }
}

/**
 * Send one mail and record it in the mail log. A failed send is logged as Failed and answers
 * 502 with a zh-TW message; the log entry is returned when the mail went out.
 */
export const sendMail = async (payload: Payload, mail: OutgoingMail): Promise<EmailLog | undefined> => {
  const outcome = await deliverMail(payload, mail)
  if (outcome.status === MAIL_STATUS.Failed) throw new AppError(502, MAIL_FAILED_MESSAGE)
  return outcome.log
}
