import type { AddressInfo } from 'node:net'

import PostalMime from 'postal-mime'
import { SMTPServer } from 'smtp-server'

export type ReceivedAttachment = { filename: string; mimeType: string; content: string }
export type ReceivedMail = { to: string[]; subject: string; text: string; attachments: ReceivedAttachment[] }

/** A real SMTP server on 127.0.0.1 that keeps what it receives. */
export const startSmtpServer = async () => {
  const received: ReceivedMail[] = []
  const waiters: (() => void)[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', async () => {
        const parsed = await PostalMime.parse(Buffer.concat(chunks))
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          attachments: parsed.attachments.map((file) => ({
            filename: file.filename ?? '',
            mimeType: file.mimeType,
            content: typeof file.content === 'string' ? file.content : new TextDecoder().decode(file.content),
          })),
        })
        waiters.splice(0).forEach((wake) => wake())
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.server.address() as AddressInfo).port
  return {
    port,
    received,
    /** Wait until a mail to `address` has arrived (or fail after `timeoutMs`). */
    async waitFor(address: string, timeoutMs = 30_000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const mail = received.find((m) => m.to.includes(address))
        if (mail) return mail
        if (Date.now() > deadline) throw new Error(`no mail to ${address} within ${timeoutMs} ms`)
        await new Promise<void>((resolve) => {
          waiters.push(resolve)
          setTimeout(resolve, 200)
        })
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
