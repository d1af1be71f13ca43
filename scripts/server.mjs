// The production server (issue 30): the built app served through Next's documented custom-server
// API (`next()` and its request handler) behind one small front (scripts/lib/front.cjs: the
// client's address, kept answers, compressed public API answers), with a graceful stop:
//
// On SIGTERM (or SIGINT) the server stops listening at once (a balancer's retry goes to another
// instance; `GET /api/ready` answers 503 on connections still open), lets the requests in flight
// finish and closes each connection after its answer (none is left open for reuse while the app
// stops), then the app stops its job schedules and waits for the jobs already running
// (src/lib/shutdown.ts), and the process exits: within SHUTDOWN_TIMEOUT_MS (default 25 s) for
// the work, and in any case 30 s after the signal.
//
// Environment: PORT (3000), HOST (every interface), TRUST_PROXY (README), and the app's own.
// `npm start` (scripts/start.mjs) and the test and benchmark servers (tests/helpers/prodServer.ts)
// run this file with NODE_ENV=production.
import http from 'node:http'
import { createRequire } from 'node:module'

import next from 'next'

import { ROOT } from './lib/build.mjs'

const require = createRequire(import.meta.url)
const { frontOf, recordListener, trustsProxy } = require('./lib/front.cjs')

const HARD_LIMIT_MS = 30_000
const port = Number.parseInt(process.env.PORT || '3000', 10)
const host = process.env.HOST || undefined
const workMs = Math.min(Number.parseInt(process.env.SHUTDOWN_TIMEOUT_MS || '', 10) || 25_000, HARD_LIMIT_MS - 3_000)

const app = next({ dev: false, dir: ROOT, hostname: host || 'localhost', port })
const handle = app.getRequestHandler()
await app.prepare()

const front = frontOf({ trustProxy: trustsProxy(process.env.TRUST_PROXY) })
let stopping = false
/** The answers not yet finished: their connections close after them once the stop has begun. */
const answering = new Set()

const server = http.createServer((req, res) => {
  answering.add(res)
  res.once('close', () => {
    answering.delete(res)
  })
  if (stopping) {
    // No keep-alive past the answer: the client's next request goes to a listening instance.
    res.setHeader('Connection', 'close')
    if ((req.url ?? '').split('?')[0] === '/api/ready') {
      res.writeHead(503, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' })
      res.end(JSON.stringify({ message: '服務正在停止', result: { status: 'stopping' } }))
      return
    }
  }
  if (front(req, res)) return
  handle(req, res).catch((error) => {
    console.error('[server] request failed', error)
    if (!res.headersSent) res.writeHead(500)
    res.end()
  })
})

server.listen(port, host, () => {
  recordListener(server)
  console.log(`[server] listening on ${host || '0.0.0.0'}:${port}`)
})

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

const stop = async (signal) => {
  if (stopping) return
  stopping = true
  const started = Date.now()
  const deadline = started + workMs
  setTimeout(() => {
    console.error(`[server] still stopping ${HARD_LIMIT_MS / 1000} s after ${signal}: exiting now`)
    process.exit(1)
  }, HARD_LIMIT_MS - 500).unref()
  console.log(`[server] ${signal}: no new connections; finishing ${answering.size} request(s) in flight`)
  let allClosed = false
  server.close(() => {
    allClosed = true
  })
  // A connection kept open for reuse (a balancer's) must not carry a request in after the answers
  // in flight: that request would meet the app while it stops and be cut. The answers not yet
  // begun say Connection: close; a connection whose answer had begun goes idle after it and is
  // closed then (Node closes idle connections only once, at server.close()). A request that a
  // balancer sends on a connection at the moment it closes is never read: the balancer retries it.
  for (const res of answering) if (!res.headersSent) res.setHeader('Connection', 'close')
  while (!allClosed && Date.now() < deadline) {
    server.closeIdleConnections()
    await pause(25)
  }
  const stopApp = globalThis[Symbol.for('shennong.shutdown')]
  if (typeof stopApp === 'function') {
    try {
      await stopApp(Math.max(0, deadline - Date.now()))
    } catch (error) {
      console.error('[server] the app did not stop cleanly', error)
    }
  }
  const unfinished = answering.size
  server.closeAllConnections()
  console.log(`[server] stopped in ${Date.now() - started} ms${unfinished > 0 ? `, ${unfinished} answer(s) cut` : ''}`)
  process.exit(unfinished > 0 ? 1 : 0)
}
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => void stop(signal))
