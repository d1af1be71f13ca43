import { afterAll, vi } from 'vitest'

import { forgetKept } from '@/lib/keptStore'

import { recordedListener, restoreListener } from '../helpers/listener'

/**
 * Run before each integration test file. The int project shares one process among many test
 * files (`isolate: false` in vitest.config.mts: the app's import, most of a file's cost, is paid
 * once per worker instead of once per file), so what a file changes in the process is put back
 * when it ends: the environment (files set ARCHIVE_MAX_UPLOAD_MB, REDIS_URL, SMTP_* … at their
 * top level or in hooks), the address a server recorded, and the clock. And it starts with no kept
 * public answer and no remembered expiry (src/lib/keptStore.ts), as a process of its own would.
 */
forgetKept()
const environment = { ...process.env }
// The address a server of this process listens on (src/lib/origin.ts), which tests and test servers record.
const listener = recordedListener()

afterAll(() => {
  for (const key of Object.keys(process.env)) if (!(key in environment)) delete process.env[key]
  for (const [key, value] of Object.entries(environment)) if (process.env[key] !== value) process.env[key] = value
  restoreListener(listener)
  vi.useRealTimers()
})
