// npm run check: what to run before every commit, in about a minute. The type check, the lint
// and the unit tests run side by side (each is mostly one process; the machine has two cores),
// each one's output is printed whole when it ends, and the closing lines give each one's time.
//
//   npm run check            all three
//   npm run check -- lint    only the named ones (typecheck, lint, unit)
import { spawn } from 'node:child_process'

import { ROOT } from './lib/build.mjs'

const STEPS = {
  // The package's own scripts: their flags are written once, in package.json.
  typecheck: ['npm', ['run', '--silent', 'typecheck']],
  lint: ['npm', ['run', '--silent', 'lint']],
  unit: ['npx', ['vitest', 'run', '--project', 'unit', '--reporter=dot']],
}

const only = process.argv.slice(2)
const names = only.length > 0 ? only : Object.keys(STEPS)
for (const name of names) {
  if (!STEPS[name]) {
    console.error(`unknown step ${name}: one of ${Object.keys(STEPS).join(', ')}`)
    process.exit(2)
  }
}

const started = Date.now()
const run = (name) =>
  new Promise((resolve) => {
    const [command, args] = STEPS[name]
    const begun = Date.now()
    const child = spawn(command, args, {
      cwd: ROOT,
      env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
    })
    const output = []
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.stderr.on('data', (chunk) => output.push(chunk))
    child.on('close', (code) => {
      const seconds = ((Date.now() - begun) / 1000).toFixed(1)
      process.stdout.write(`\n[check] ${name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds} s\n`)
      // A passing step's output is its last lines (the summary, not the reporter's line of dots); a failing one's is whole.
      const text = Buffer.concat(output).toString('utf8')
      const summary = text
        .trimEnd()
        .split('\n')
        .filter((line) => line.length < 300 && line.trim() !== '')
        .slice(-5)
      process.stdout.write(code === 0 ? (summary.length > 0 ? `${summary.join('\n')}\n` : '') : text)
      resolve({ name, code, seconds })
    })
  })

const results = await Promise.all(names.map(run))
const failed = results.filter((result) => result.code !== 0)
console.log(
  `\n[check] ${results.map((r) => `${r.name} ${r.code === 0 ? 'ok' : 'FAILED'} ${r.seconds} s`).join(', ')}; ${((Date.now() - started) / 1000).toFixed(1)} s in all`,
)
process.exit(failed.length > 0 ? 1 : 0)
