// Build the Next app when there is no build, or when the sources changed since the last one.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { spawnSync } from 'node:child_process'

import { COUNTER_WORKER_BUNDLE, buildCounterWorker } from './counter-worker.mjs'

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..')
const INPUTS = [
  'src',
  'payload.config.ts',
  'next.config.mjs',
  'package-lock.json',
  'tsconfig.json',
  'scripts/lib/counter-worker.mjs',
]
const STAMP = path.join(ROOT, '.next', '.source-hash')

const walk = (entry, files) => {
  const full = path.join(ROOT, entry)
  if (!fs.existsSync(full)) return
  const stat = fs.statSync(full)
  if (stat.isDirectory()) {
    for (const child of fs.readdirSync(full).sort()) walk(path.join(entry, child), files)
  } else {
    files.push(entry)
  }
}

/** A hash of everything the build depends on. */
export const sourceHash = () => {
  const files = []
  for (const input of INPUTS) walk(input, files)
  const hash = crypto.createHash('sha256')
  for (const file of files) {
    hash.update(file)
    hash.update(fs.readFileSync(path.join(ROOT, file)))
  }
  return hash.digest('hex')
}

export const buildIsCurrent = () =>
  fs.existsSync(path.join(ROOT, '.next', 'BUILD_ID')) &&
  fs.existsSync(path.join(ROOT, COUNTER_WORKER_BUNDLE)) &&
  fs.existsSync(STAMP) &&
  fs.readFileSync(STAMP, 'utf8') === sourceHash()

/** Run `next build` unless the existing build matches the sources. */
export const ensureBuild = ({ log = console.log } = {}) => {
  if (buildIsCurrent()) return false
  // The admin's import map must list every custom component the config names.
  const importMap = spawnSync('npx', ['payload', 'generate:importmap'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_OPTIONS: '--no-deprecation', SEED_DEMO: 'false' },
  })
  if (importMap.status !== 0) throw new Error(`payload generate:importmap failed with exit code ${importMap.status}`)
  const hash = sourceHash()
  log('[build] building the app (next build); this takes a few minutes on 2 cores…')
  const result = spawnSync('npx', ['next', 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', NODE_OPTIONS: '--no-deprecation --max-old-space-size=6000' },
  })
  if (result.status !== 0) throw new Error(`next build failed with exit code ${result.status}`)
  // The COUNTER upload's worker thread, which Turbopack leaves unbundled (scripts/lib/counter-worker.mjs).
  buildCounterWorker()
  fs.writeFileSync(STAMP, hash)
  return true
}

export { ROOT }
