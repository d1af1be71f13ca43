import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { ROOT } from '../../scripts/lib/build.mjs'
import { createTestDatabase, type TestDatabase } from './database'
import { type ProductionServer, freePort, startProductionServer } from './prodServer'
import { S3_TEST_CREDENTIALS, startS3Server } from './s3'

/**
 * The site as a hospital's IT team runs it (issue 30, docs/operations.md "Several instances"):
 * N instances of the built app started at the same moment on one fresh PostgreSQL database,
 * sharing Redis (127.0.0.1:6379) and an S3-compatible bucket (s3rver), behind Debian's nginx
 * configured with the shipped deploy/nginx/shennong-proxy.conf. Used by `npm run test:deploy`
 * and `npm run bench:public -- --nginx`.
 */

export const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx'
export const SHIPPED_PROXY_CONF = path.join(ROOT, 'deploy/nginx/shennong-proxy.conf')

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })

export type Nginx = { url: string; process: ChildProcess; errorLog: () => string; stop: () => Promise<void> }

/**
 * nginx on a loopback port in front of `upstreams` (ports on 127.0.0.1): one worker, every file
 * it writes in a temporary prefix, and the server block of the shipped proxy configuration.
 */
export const startNginx = async (upstreams: number[]): Promise<Nginx> => {
  if (!fs.existsSync(NGINX))
    throw new Error(`nginx is missing at ${NGINX} (npm run test:deploy installs Debian's package)`)
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'shennong-nginx-'))
  const port = await freePort()
  // As root, nginx would hand its worker to `nobody`, who cannot read this prefix.
  const user = process.getuid?.() === 0 ? 'user root;' : ''
  const conf = `${user}
daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 2048; }
http {
  access_log off;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  upstream shennong {
${upstreams.map((upstream) => `    server 127.0.0.1:${upstream} max_fails=2 fail_timeout=10s;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    include ${SHIPPED_PROXY_CONF};
  }
}
`
  const file = path.join(prefix, 'nginx.conf')
  fs.writeFileSync(file, conf)
  const checked = spawnSync(NGINX, ['-t', '-p', prefix, '-c', file], { encoding: 'utf8' })
  if (checked.status !== 0) throw new Error(`nginx -t refused the configuration:\n${checked.stderr}`)
  const child = spawn(NGINX, ['-p', prefix, '-c', file], { stdio: ['ignore', 'ignore', 'pipe'] })
  let errors = ''
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()))
  const deadline = Date.now() + 10_000
  while (!(await listening(port))) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`nginx did not start: ${errors}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    url: `http://127.0.0.1:${port}`,
    process: child,
    errorLog: () => {
      try {
        return fs.readFileSync(path.join(prefix, 'error.log'), 'utf8')
      } catch {
        return ''
      }
    },
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        child.kill('SIGQUIT')
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))])
      }
      fs.rmSync(prefix, { recursive: true, force: true })
    },
  }
}

export type Site = {
  /** nginx's address: the site as visitors reach it. */
  url: string
  /** nginx's master process (its one worker is a child). */
  nginxPid: number
  instances: ProductionServer[]
  /** The environment every instance runs with (to start another, or restart one). */
  env: Record<string, string>
  database: TestDatabase
  /** What nginx wrote to its error log so far (warnings and errors: instances it gave up on). */
  proxyLog: () => string
  /** The bucket, read through the AWS SDK. */
  objects: () => Promise<Map<string, Buffer>>
  close: () => Promise<void>
}

/** N instances started together on one fresh PostgreSQL database, Redis and s3rver, behind nginx. */
export const startSite = async (options: { instances?: number; env?: Record<string, string> } = {}): Promise<Site> => {
  const database = await createTestDatabase('site', 'postgres')
  const bucket = 'library-archive'
  const s3 = await startS3Server(bucket)
  const env: Record<string, string> = {
    DATABASE_URL: database.url,
    PAYLOAD_SECRET: crypto.randomBytes(16).toString('hex'),
    REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
    S3_BUCKET: bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID: S3_TEST_CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: S3_TEST_CREDENTIALS.secretAccessKey,
    // Behind one proxy: the client address is the one nginx writes.
    TRUST_PROXY: '1',
    ...options.env,
  }
  const instances: ProductionServer[] = []
  let nginx: Nginx | undefined
  const close = async () => {
    await nginx?.stop()
    for (const instance of instances) instance.stop()
    await new Promise((resolve) => setTimeout(resolve, 1000))
    await s3.close().catch(() => undefined)
    await database.drop().catch(() => undefined)
  }
  try {
    instances.push(
      ...(await Promise.all(Array.from({ length: options.instances ?? 2 }, () => startProductionServer({ env })))),
    )
    nginx = await startNginx(instances.map((instance) => Number(new URL(instance.baseURL).port)))
  } catch (error) {
    await close()
    throw error
  }
  return {
    url: nginx.url,
    nginxPid: nginx.process.pid!,
    instances,
    env,
    database,
    proxyLog: nginx.errorLog,
    objects: s3.objects,
    close,
  }
}
