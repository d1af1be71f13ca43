import { afterAll, vi } from 'vitest'

/**
 * Run before each integration test file. The int project shares one process among many test
 * files (`isolate: false` in vitest.config.mts: the app's import, most of a file's cost, is paid
 * once per worker instead of once per file), so what a file changes in the process is put back
 * when it ends: the environment (files set ARCHIVE_MAX_UPLOAD_MB, REDIS_URL, SMTP_* … at their
 * top level or in hooks), the address a server recorded, and the clock.
 */
const environment = { ...process.env }
// The address a server of this process listens on (src/lib/origin.ts), which tests and test servers record.
const LISTENER = Symbol.for('shennong.listener')
const globals = globalThis as typeof globalThis & { [key: symbol]: unknown }
const listener = globals[LISTENER]

afterAll(() => {
  for (const key of Object.keys(process.env)) if (!(key in environment)) delete process.env[key]
  for (const [key, value] of Object.entries(environment)) if (process.env[key] !== value) process.env[key] = value
  if (listener === undefined) delete globals[LISTENER]
  else globals[LISTENER] = listener
  vi.useRealTimers()
})
