import net from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { sendMail } from '@/modules/mail'
import { startTestApp, type TestApp } from '../../helpers/app'

/**
 * A mail server that takes the connection and never greets: nodemailer's defaults waited 30 s for
 * the greeting (2 minutes to connect, 10 to idle), holding whatever sent the mail — a sign-in's
 * lock mail, a reset code. With SMTP_TIMEOUT_MS the send fails in that time, with the 502 of a
 * refused mail.
 */
let app: TestApp
let silent: net.Server
const sockets: net.Socket[] = []

beforeAll(async () => {
  silent = net.createServer((socket) => sockets.push(socket))
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
  process.env.SMTP_HOST = '127.0.0.1'
  process.env.SMTP_PORT = String((silent.address() as net.AddressInfo).port)
  process.env.SMTP_SECURE = 'false'
  process.env.SMTP_IGNORE_TLS = 'true'
  process.env.SMTP_TIMEOUT_MS = '1000'
  app = await startTestApp({ seed: false })
})
afterAll(async () => {
  await app?.close()
  for (const socket of sockets) socket.destroy()
  await new Promise((resolve) => silent?.close(resolve))
})

describe('a mail server that never answers', () => {
  it('fails the send within SMTP_TIMEOUT_MS, not nodemailer’s minutes', async () => {
    const started = Date.now()
    await expect(
      sendMail(app.payload, { to: 'someone@test.example', subject: '測試', text: '測試', module: 'auth' }),
    ).rejects.toMatchObject({ status: 502 })
    expect(Date.now() - started).toBeLessThan(5000)
  })
})
