import { type ChildProcess, spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

import { ROOT, ensureBuild } from '../../scripts/lib/build.mjs'

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
  }
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })

let server: ChildProcess | undefined
let dataDir: string | undefined

/** Build once (when the sources changed), then serve `next start` on a fresh seeded SQLite database. */
export async function setup(project: TestProject) {
  ensureBuild()
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shennong-e2e-'))
  const port = await freePort()
  const baseURL = `http://127.0.0.1:${port}`
  const logFile = path.join(dataDir, 'server.log')
  const log = fs.openSync(logFile, 'a')
  server = spawn(path.join(ROOT, 'node_modules/.bin/next'), ['start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: `file:${path.join(dataDir, 'e2e.db')}`,
      PAYLOAD_SECRET: crypto.randomBytes(16).toString('hex'),
      SEED_DEMO: 'true',
      SMTP_HOST: '',
    },
    stdio: ['ignore', log, log],
  })
  const deadline = Date.now() + 120_000
  for (;;) {
    try {
      const response = await fetch(`${baseURL}/`)
      if (response.ok) break
    } catch {
      /* not up yet */
    }
    if (server.exitCode !== null || Date.now() > deadline) {
      throw new Error(`next start did not come up:\n${fs.readFileSync(logFile, 'utf8').slice(-4000)}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  project.provide('baseURL', baseURL)
}

export async function teardown() {
  server?.kill('SIGTERM')
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
}
