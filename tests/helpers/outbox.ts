import fs from 'node:fs'
import path from 'node:path'

import PostalMime from 'postal-mime'

export type OutboxMail = {
  subject: string
  text: string
  attachments: { filename: string | null; mimeType: string; content: string }[]
}

/** Mails already read, by file: the outbox only grows, and a poll reads only what is new. */
const parsed = new Map<string, Promise<Awaited<ReturnType<typeof PostalMime.parse>>>>()
const parse = (file: string) => {
  let mail = parsed.get(file)
  if (!mail) {
    mail = PostalMime.parse(fs.readFileSync(file))
    parsed.set(file, mail)
  }
  return mail
}

/**
 * The mail a production server (tests/helpers/prodServer.ts, no SMTP host) wrote to its outbox
 * folder for `address`, optionally with `subject` in its subject line. The mail queue runs every
 * MAIL_QUEUE_SECONDS (2 on the test servers), so this polls until `timeoutMs`.
 */
export const mailTo = async (
  outbox: string,
  address: string,
  subject = '',
  timeoutMs = 60_000,
): Promise<OutboxMail> => {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((name) => name.endsWith('.eml')) : []
    for (const file of files) {
      const mail = await parse(path.join(outbox, file))
      if (mail.to?.some((to) => to.address === address) && (mail.subject ?? '').includes(subject)) {
        return {
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          attachments: mail.attachments.map((a) => ({
            filename: a.filename,
            mimeType: a.mimeType,
            content: typeof a.content === 'string' ? a.content : new TextDecoder().decode(a.content),
          })),
        }
      }
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${address}${subject ? ` about ${subject}` : ''}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/** Every mail in the outbox to `address` with `subject` in its subject line, as it stands now (no waiting). */
export const mailsIn = async (outbox: string, address: string, subject = ''): Promise<OutboxMail[]> => {
  const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((name) => name.endsWith('.eml')) : []
  const found: OutboxMail[] = []
  for (const file of files.sort()) {
    const mail = await parse(path.join(outbox, file))
    if (mail.to?.some((to) => to.address === address) && (mail.subject ?? '').includes(subject))
      found.push({
        subject: mail.subject ?? '',
        text: mail.text ?? '',
        attachments: mail.attachments.map((a) => ({
          filename: a.filename,
          mimeType: a.mimeType,
          content: typeof a.content === 'string' ? a.content : new TextDecoder().decode(a.content),
        })),
      })
  }
  return found
}
