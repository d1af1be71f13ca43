import { afterAll, expect, vi } from 'vitest'

import { forgetKept } from '@/lib/keptStore'

import { recordedListener, restoreListener } from './listener'
import { useTestPasswordHashing } from './passwordHashing'
import { beginFile, endFile } from './timings'

/**
 * Run before each unit and integration test file. Those projects share one process among many test
 * files (`isolate: false` in vitest.config.mts: the imports, most of a file's cost, are paid
 * once per worker instead of once per file), so what a file changes in the process is put back
 * when it ends: the environment (files set ARCHIVE_MAX_UPLOAD_MB, REDIS_URL, SMTP_* … at their
 * top level or in hooks), the address a server recorded, and the clock. And it starts with no kept
 * public answer and no remembered expiry (src/lib/keptStore.ts), as a process of its own would.
 */
beginFile(expect.getState().testPath ?? '')
useTestPasswordHashing()
forgetKept()
const environment = { ...process.env }
// The address a server of this process listens on (src/lib/origin.ts), which tests and test servers record.
const listener = recordedListener()

afterAll(() => {
  for (const key of Object.keys(process.env)) if (!(key in environment)) delete process.env[key]
  for (const [key, value] of Object.entries(environment)) if (process.env[key] !== value) process.env[key] = value
  restoreListener(listener)
  vi.useRealTimers()
  endFile()
})
