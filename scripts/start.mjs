// npm start: build when needed, then serve with `next start` (production: shipped migrations run
// on start, and an empty database gets the demo seed unless SEED_DEMO=false).
import { spawn } from 'node:child_process'

import { ROOT, ensureBuild } from './lib/build.mjs'

ensureBuild()

const port = process.env.PORT || '3000'
const server = spawn('npx', ['next', 'start', '-p', port], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production', NODE_OPTIONS: '--no-deprecation' },
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
        console.log(`\n網站已啟動：${base}/  後台：${base}/shennong  (admin / Admin@12345)\n`)
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
