import { spawnSync } from 'node:child_process'
import path from 'node:path'

/**
 * Once per run of the integration project: the template databases every test app is copied
 * from (tests/helpers/templateDatabase.ts), made by tests/helpers/makeTemplates.ts in a process
 * of its own (tsx). Vite's module runner, which runs global setups, never finished importing the
 * whole app config (it hung without an error and vitest exited with code 0, having run nothing).
 */
export function setup() {
  const root = path.resolve(import.meta.dirname, '../..')
  const made = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'tests/helpers/makeTemplates.run.mts')],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NODE_OPTIONS: '--no-deprecation' },
    },
  )
  if (made.status !== 0)
    throw new Error(`the integration tests' template databases could not be made (exit ${made.status ?? made.signal})`)
}
