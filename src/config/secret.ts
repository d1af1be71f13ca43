import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { DATA_DIR } from './env'

/**
 * PAYLOAD_SECRET from the environment; on a machine without one (a fresh clone), a random
 * secret is generated once and kept in data/.payload-secret so sessions survive restarts.
 */
export const resolveSecret = (env: NodeJS.ProcessEnv = process.env): string => {
  if (env.PAYLOAD_SECRET) return env.PAYLOAD_SECRET
  const file = path.join(DATA_DIR, '.payload-secret')
  try {
    return fs.readFileSync(file, 'utf8').trim()
  } catch {
    const secret = crypto.randomBytes(32).toString('hex')
    fs.mkdirSync(DATA_DIR, { recursive: true })
    fs.writeFileSync(file, secret, { mode: 0o600 })
    return secret
  }
}
