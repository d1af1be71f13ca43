import net from 'node:net'

import type { Endpoint, Payload, PayloadRequest } from 'payload'

import { clientAddress, isTrustedAddress, redisReady } from '@/lib/rateLimit'

/**
 * For load balancers and monitors: `GET /api/health` answers 200 while the process
 * serves at all, to anyone; `GET /api/ready` answers 200 only when this instance can do its work
 * — the database answers, Redis answers when REDIS_URL is set, and the archive's storage (folder
 * or S3 bucket) can be used — and 503 otherwise, so a balancer sends no visitor there. Only a
 * caller on loopback or inside RATE_LIMIT_TRUSTED_NETWORKS is told the checks (and, on a 503,
 * which failed); any other address gets the bare status. The checks run at most once per
 * READINESS_KEPT_MS whoever asks (a database count and a storage probe, an S3 request with S3),
 * so a flood of probes costs nothing more. Never cached by a client; no data beyond the names
 * of the checks.
 */

/** How long one readiness result answers every probe. */
export const READINESS_KEPT_MS = 5_000

type Check = 'ok' | 'failed' | 'not configured'

const answer = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  })

const outcome = async (probe: () => Promise<unknown>): Promise<Check> => {
  try {
    await probe()
    return 'ok'
  } catch {
    return 'failed'
  }
}

const CHECK_LABEL: Record<string, string> = { database: '資料庫', redis: 'Redis', storage: '檔案儲存空間' }

/** What readiness asks beyond the database and Redis: the archive's storage (given by the composition root, src/config). */
export type ReadinessProbes = { storage: () => Promise<void> }

type Readiness = { checks: Record<string, Check>; failed: string[] }

/** The last result per Payload instance (each test app is one), with when it was asked for. */
let kept = new WeakMap<Payload, { at: number; result: Promise<Readiness> }>()

/** Forget the kept results (tests that change what the checks see). */
export const forgetReadiness = (): void => {
  kept = new WeakMap()
}

const runChecks = async (payload: Payload, probes: ReadinessProbes): Promise<Readiness> => {
  const redis = await redisReady()
  const checks: Record<string, Check> = {
    database: await outcome(() => payload.count({ collection: 'roles', overrideAccess: true })),
    redis: redis === null ? 'not configured' : redis ? 'ok' : 'failed',
    storage: await outcome(probes.storage),
  }
  const failed = Object.keys(checks).filter((name) => checks[name] === 'failed')
  if (failed.length > 0) payload.logger.warn(`not ready: ${failed.join(', ')}`)
  return { checks, failed }
}

/** The kept result while it is fresh (callers at the same moment share one run), else a new run. */
const checked = (payload: Payload, probes: ReadinessProbes): Promise<Readiness> => {
  const now = Date.now()
  const last = kept.get(payload)
  if (last && now - last.at < READINESS_KEPT_MS) return last.result
  const result = runChecks(payload, probes)
  kept.set(payload, { at: now, result })
  return result
}

/** Loopback (127.0.0.0/8, ::1): the balancer or monitor on this machine. */
const isLoopback = (address: string): boolean =>
  (net.isIPv4(address) && address.startsWith('127.')) || address === '::1'

/** Whether the caller may see the checks: loopback or a trusted network (never an unknown address). */
const toldDetails = (req: PayloadRequest): boolean => {
  const address = clientAddress(req)
  return isLoopback(address) || isTrustedAddress(address)
}

const readiness =
  (probes: ReadinessProbes) =>
  async (req: PayloadRequest): Promise<Response> => {
    const { checks, failed } = await checked(req.payload, probes)
    const details = toldDetails(req)
    if (failed.length === 0) return answer(200, { result: { status: 'ready', ...(details ? { checks } : {}) } })
    return answer(503, {
      message: details ? `服務尚未就緒：${failed.map((name) => CHECK_LABEL[name]).join('、')}無法使用` : '服務尚未就緒',
      result: { status: 'not ready', ...(details ? { checks } : {}) },
    })
  }

export const healthEndpoints = (probes: ReadinessProbes): Endpoint[] => [
  { method: 'get', path: '/health', handler: async () => answer(200, { result: { status: 'ok' } }) },
  { method: 'get', path: '/ready', handler: readiness(probes) },
]
