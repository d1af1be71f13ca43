import fs from 'node:fs/promises'
import path from 'node:path'

import type { Transport, SentMessageInfo } from 'nodemailer'
import type MailMessage from 'nodemailer/lib/mailer/mail-message'

/**
 * A nodemailer transport for machines without SMTP: each message is written as an .eml file
 * to an outbox folder and logged, so no mail is ever dropped. The file is written under a
 * temporary name and renamed, so whoever reads the outbox never sees half a message.
 */
export const outboxTransport = (dir: string): Transport<SentMessageInfo> => ({
  name: 'outbox',
  version: '1.0.0',
  send(mail: MailMessage, callback: (err: Error | null, info: SentMessageInfo) => void) {
    const envelope = mail.message.getEnvelope()
    const messageId = mail.message.messageId()
    mail.message.build(async (err, raw) => {
      if (err) return callback(err, undefined as unknown as SentMessageInfo)
      try {
        await fs.mkdir(dir, { recursive: true })
        const file = path.join(
          dir,
          `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}-${Math.random().toString(36).slice(2, 8)}.eml`,
        )
        await fs.writeFile(`${file}.part`, raw)
        await fs.rename(`${file}.part`, file)
        console.info(`[mail] no SMTP configured; wrote message to ${file} for ${envelope.to.join(', ')}`)
        callback(null, { envelope, messageId, file } as unknown as SentMessageInfo)
      } catch (writeError) {
        callback(writeError as Error, undefined as unknown as SentMessageInfo)
      }
    })
  },
})
