// npm start: build when needed, then serve with scripts/server.mjs (production: shipped migrations run
// on start; an empty embedded SQLite database gets the demo seed, PostgreSQL and MongoDB only a
// super-admin from ADMIN_USERNAME / ADMIN_PASSWORD, see README). HOST limits the interface
// (default: every interface); the server warns on every start while a demo password still
// works on a non-loopback HOST.
import { spawn } from 'node:child_process'
import path from 'node:path'

import { ROOT, ensureBuild } from './lib/build.mjs'
import { serverNodeOptions } from './lib/server-options.mjs'

ensureBuild()

const port = process.env.PORT || '3000'
const host = process.env.HOST || ''
const server = spawn(process.execPath, [path.join(ROOT, 'scripts/server.mjs')], {
  cwd: ROOT,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: port,
    // The heap bound: scripts/lib/server-options.mjs.
    NODE_OPTIONS: serverNodeOptions(),
    SHENNONG_LISTEN_HOST: host || '0.0.0.0',
  },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))

// Warm up: the first request opens the database, runs migrations and seeds.
const base = `http://127.0.0.1:${port}`
const deadline = Date.now() + 120_000
const warm = async () => {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${base}/`)
      if (response.ok) {
        console.log(`\n網站已啟動：${base}/  後台：${base}/shennong\n`)
        return
      }
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  console.error('[start] the site did not answer within 120 s')
}
void warm()
