import { describe, expect, inject, it } from 'vitest'

/** Issue 30: the load balancer's calls answer through the real server (its proxy and headers included). */

const baseURL = inject('baseURL')

describe('health and readiness on the running server', () => {
  it('GET /api/health is 200 and GET /api/ready reports the database and the storage ready, never cached', async () => {
    const health = await fetch(`${baseURL}/api/health`)
    expect(health.status).toBe(200)
    expect(await health.json()).toEqual({ result: { status: 'ok' } })
    const ready = await fetch(`${baseURL}/api/ready`)
    expect(ready.status).toBe(200)
    expect(ready.headers.get('cache-control')).toBe('no-store')
    const body = (await ready.json()) as { result: { status: string; checks: Record<string, string> } }
    expect(body.result.status).toBe('ready')
    expect(body.result.checks).toMatchObject({ database: 'ok', storage: 'ok' })
  })
})
