import http from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'

import { describe, expect, it } from 'vitest'

import { clientAddress } from '@/lib/rateLimit'

const headersOf = (value?: string) => ({ headers: new Headers(value ? { 'x-forwarded-for': value } : {}) })

describe('clientAddress (issue 10 item 11)', () => {
  it('takes the last X-Forwarded-For entry by default, the n-th from the right with TRUST_PROXY=n', () => {
    expect(clientAddress(headersOf('10.0.0.1'), {})).toBe('10.0.0.1')
    expect(clientAddress(headersOf('6.6.6.6, 10.0.0.1'), {})).toBe('10.0.0.1')
    expect(clientAddress(headersOf('6.6.6.6, 203.0.113.5, 10.0.0.1'), { TRUST_PROXY: '2' })).toBe('203.0.113.5')
    expect(clientAddress(headersOf(), {})).toBe('unknown')
  })
})

describe('the production server’s front (scripts/lib/front.cjs)', () => {
  const { frontOf } = createRequire(import.meta.url)(
    '../../../scripts/lib/front.cjs',
  ) as typeof import('../../../scripts/lib/front.cjs')
  const seenBy = async (trustProxy: boolean): Promise<string> => {
    const front = frontOf({ trustProxy })
    const server = http.createServer((req, res) => {
      if (!front(req, res)) res.end(String(req.headers['x-forwarded-for']))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = server.address() as AddressInfo
      return await (await fetch(`http://127.0.0.1:${port}/`, { headers: { 'X-Forwarded-For': '6.6.6.6' } })).text()
    } finally {
      server.close()
    }
  }

  it('replaces a client-sent X-Forwarded-For by the connection address when TRUST_PROXY is unset', async () => {
    expect(await seenBy(false)).toBe('127.0.0.1')
  })

  it('keeps the header the proxies in front set when TRUST_PROXY declares them', async () => {
    expect(await seenBy(true)).toBe('6.6.6.6')
  })
})
