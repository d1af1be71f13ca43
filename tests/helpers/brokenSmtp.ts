import net from 'node:net'
import type { AddressInfo } from 'node:net'

import { forgetPayload, startTestApp } from './app'

/** A port on 127.0.0.1 that nobody listens on: connecting to it is refused. */
export const closedPort = async (): Promise<number> => {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

export { forgetPayload }

const SMTP_KEYS = ['SMTP_HOST', 'SMTP_PORT', 'SMTP_SECURE', 'SMTP_IGNORE_TLS', 'SMTP_FROM'] as const
const KEYS = [...SMTP_KEYS, 'PAYLOAD_FORCE_DRIZZLE_PUSH'] as const

/**
 * A test app whose mail settings point at a closed port on loopback, so every send fails the
 * way an unreachable SMTP server does. Start it after any other app of the file has closed.
 */
export const startTestAppWithBrokenSmtp = async () => {
  const port = await closedPort()
  const saved = Object.fromEntries(KEYS.map((key) => [key, process.env[key]]))
  Object.assign(process.env, {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(port),
    SMTP_SECURE: 'false',
    SMTP_IGNORE_TLS: 'true',
    SMTP_FROM: 'library@test.example',
    // Payload's schema push remembers the last schema it pushed in this process and would skip
    // the new database (TEST_SCHEMA=push); make it push again.
    PAYLOAD_FORCE_DRIZZLE_PUSH: 'true',
  })
  forgetPayload()
  try {
    const app = await startTestApp({ smtp: false })
    return {
      ...app,
      smtpPort: port,
      close: async () => {
        await app.close()
        forgetPayload()
      },
    }
  } finally {
    // The mail transport is built with the config and the schema is in place: restore the environment.
    for (const key of KEYS) {
      if (saved[key] === undefined) delete process.env[key]
      else process.env[key] = saved[key]
    }
  }
}
