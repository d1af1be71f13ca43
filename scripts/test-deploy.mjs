// npm run test:deploy (issue 30): the site as it is deployed, two instances of the built app on
// one PostgreSQL database with Redis and an S3 bucket, behind Debian's nginx configured with
// deploy/nginx/shennong-proxy.conf (tests/deploy/, tests/helpers/site.ts). Installs nginx when
// missing (as root, from Debian's packages; the package's own service is not started), needs
// PostgreSQL on 127.0.0.1:5432 and Redis on 127.0.0.1:6379 (as .ci/run provides).
import fs from 'node:fs'
import { spawnSync } from 'node:child_process'

import { ROOT, ensureBuild } from './lib/build.mjs'

const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx'

const ensureNginx = () => {
  if (fs.existsSync(NGINX)) return
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  const sudo = isRoot ? [] : ['sudo']
  console.log("[test:deploy] installing Debian's nginx…")
  // policy-rc.d 101: the package must not start a system nginx on port 80 (a container may not
  // manage to, and the test runs its own); removed again afterwards unless it was there before.
  const hadPolicy = fs.existsSync('/usr/sbin/policy-rc.d')
  const run = (command, args, input) => {
    const result = spawnSync(sudo[0] ?? command, sudo.length ? [command, ...args] : args, {
      stdio: input ? ['pipe', 'inherit', 'inherit'] : 'inherit',
      input,
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
    if (result.status !== 0) {
      console.error(`${command} ${args.join(' ')} failed (exit ${result.status})`)
      process.exit(1)
    }
  }
  if (!hadPolicy) {
    run('tee', ['/usr/sbin/policy-rc.d'], '#!/bin/sh\nexit 101\n')
    run('chmod', ['755', '/usr/sbin/policy-rc.d'])
  }
  try {
    run('apt-get', ['update', '-qq'])
    run('apt-get', ['install', '-y', '-qq', 'nginx'])
  } finally {
    if (!hadPolicy) run('rm', ['-f', '/usr/sbin/policy-rc.d'])
  }
}

ensureNginx()
ensureBuild()
const result = spawnSync('npx', ['vitest', 'run', '--project', 'deploy'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: process.env,
})
process.exit(result.status ?? 1)
