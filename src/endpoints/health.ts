import type { Endpoint, PayloadRequest } from 'payload'

import { redisReady } from '@/lib/rateLimit'

/**
 * For load balancers and monitors: `GET /api/health` answers 200 while the process
 * serves at all; `GET /api/ready` answers 200 only when this instance can do its work — the
 * database answers, Redis answers when REDIS_URL is set, and the archive's storage (folder or S3
 * bucket) can be used — and 503 naming what cannot, so a balancer sends no visitor there. Both
 * are never cached and carry no data beyond the names of the checks.
 */

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

const readiness =
  (probes: ReadinessProbes) =>
  async (req: PayloadRequest): Promise<Response> => {
    const redis = await redisReady()
    const checks: Record<string, Check> = {
      database: await outcome(() => req.payload.count({ collection: 'roles', overrideAccess: true })),
      redis: redis === null ? 'not configured' : redis ? 'ok' : 'failed',
      storage: await outcome(probes.storage),
    }
    const failed = Object.keys(checks).filter((name) => checks[name] === 'failed')
    if (failed.length === 0) return answer(200, { result: { status: 'ready', checks } })
    req.payload.logger.warn(`not ready: ${failed.join(', ')}`)
    return answer(503, {
      message: `服務尚未就緒：${failed.map((name) => CHECK_LABEL[name]).join('、')}無法使用`,
      result: { status: 'not ready', checks },
    })
  }

export const healthEndpoints = (probes: ReadinessProbes): Endpoint[] => [
  { method: 'get', path: '/health', handler: async () => answer(200, { result: { status: 'ok' } }) },
  { method: 'get', path: '/ready', handler: readiness(probes) },
]
