import { type ChildProcess, spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { ROOT, ensureBuild } from '../../scripts/lib/build.mjs'
import { serverNodeOptions } from '../../scripts/lib/server-options.mjs'
import { createTestDatabase } from './database'

/** A free TCP port on 127.0.0.1. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })

/** Whether a process is still there (signal 0 checks without signalling). */
export const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

export type ProductionServer = { baseURL: string; dataDir: string; databaseUrl: string; pid: number; stop: () => void }

/**
 * The built app (`next build` once, when the sources changed) served by scripts/server.mjs (as `npm start`) on a
 * fresh, seeded SQLite database of its own: what the browser tests and benchmarks run against.
 * `env` adds or overrides environment variables of that server; `port` restarts an instance of
 * a site on the port its proxy knows.
 */
export const startProductionServer = async (
  options: { env?: Record<string, string>; port?: number } = {},
): Promise<ProductionServer> => {
  ensureBuild()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shennong-server-'))
  // TEST_DB=postgres: the server runs on a fresh PostgreSQL database of its own (the browser leg
  // on PostgreSQL in .ci/run); otherwise on an SQLite file in its data directory.
  // A database given by the caller (several instances of one site) is the caller's to drop.
  const database =
    process.env.TEST_DB === 'postgres' && !options.env?.DATABASE_URL ? await createTestDatabase('e2e') : null
  const databaseUrl = options.env?.DATABASE_URL ?? database?.url ?? `file:${path.join(dataDir, 'app.db')}`
  const port = options.port ?? (await freePort())
  const baseURL = `http://127.0.0.1:${port}`
  const logFile = path.join(dataDir, 'server.log')
  const log = fs.openSync(logFile, 'a')
  const server: ChildProcess = spawn(process.execPath, [path.join(ROOT, 'scripts/server.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      PAYLOAD_SECRET: crypto.randomBytes(16).toString('hex'),
      SEED_DEMO: 'true',
      SMTP_HOST: '',
      // The mail queue every 2 s instead of 10: a test waiting for a mail waits for the queue.
      MAIL_QUEUE_SECONDS: '2',
      // The statistics e2e harvests from the loopback SUSHI server (tests/helpers/sushiServer.ts).
      SUSHI_ALLOWED_HOSTS: process.env.SUSHI_ALLOWED_HOSTS ?? '127.0.0.1',
      PORT: String(port),
      HOST: '127.0.0.1',
      // As `npm start` (the heap bound), but the tests pick their X-Forwarded-For: they stand
      // for the proxy in front (with no X-Forwarded-Host, origins stay the listener's).
      TRUST_PROXY: '1',
      NODE_OPTIONS: serverNodeOptions(),
      // A test's own settings (the session-expiry test's short SESSION_TOKEN_SECONDS).
      ...options.env,
    },
    stdio: ['ignore', log, log],
  })
  const stop = () => {
    server.kill('SIGTERM')
    fs.rmSync(dataDir, { recursive: true, force: true })
    // The server holds connections for a moment after SIGTERM: the drop forces them closed.
    if (database) void database.drop().catch(() => undefined)
  }
  const deadline = Date.now() + 120_000
  for (;;) {
    try {
      const response = await fetch(`${baseURL}/`)
      if (response.ok) break
    } catch {
      /* not up yet */
    }
    if (server.exitCode !== null || Date.now() > deadline) {
      const tail = fs.readFileSync(logFile, 'utf8').slice(-4000)
      stop()
      throw new Error(`the server did not come up:\n${tail}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  return { baseURL, dataDir, databaseUrl, pid: server.pid!, stop }
}
