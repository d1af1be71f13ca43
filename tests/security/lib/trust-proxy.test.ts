import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { requestOrigin } from '@/lib/origin'
import { clientAddress } from '@/lib/rateLimit'

/**
 * Issue 42 (Low): `TRUST_PROXY=no` or `off` counted as trusting a proxy: the server's front kept
 * the client's own X-Forwarded-For (so a client picked the address the rate limits count) and the
 * app took the last entry as the client. Only a whole number (the proxy hops) is a setting now;
 * anything else stops the start with a message naming the variable.
 */

const require = createRequire(import.meta.url)
const front = require(path.resolve('scripts/lib/front.cjs')) as typeof import('../../../scripts/lib/front.cjs')

const REFUSED = ['no', 'off', 'false', 'true', 'yes', '-1', '1.5', '1e1', '0x1', '2 proxies', '99']
const ACCEPTED: [string | undefined, number][] = [
  [undefined, 0],
  ['', 0],
  ['0', 0],
  ['1', 1],
  [' 2 ', 2],
  ['10', 10],
]
const MESSAGE = /TRUST_PROXY must be a whole number/

const forwarded = new Headers({ 'x-forwarded-for': '6.6.6.6, 203.0.113.5', 'x-forwarded-host': 'evil.example' })

describe('TRUST_PROXY', () => {
  it.each(REFUSED)('"%s" is refused by the server’s front, the rate limits and the site origin', (value) => {
    expect(() => front.trustsProxy(value)).toThrow(MESSAGE)
    expect(() => clientAddress({ headers: forwarded }, { TRUST_PROXY: value })).toThrow(MESSAGE)
    expect(() => requestOrigin({ headers: forwarded }, { TRUST_PROXY: value })).toThrow(MESSAGE)
  })

  it('a whole number is the number of proxies, read alike by the front and the app', () => {
    for (const [value, hops] of ACCEPTED) {
      expect(front.proxyHopsOf(value), String(value)).toBe(hops)
      expect(front.trustsProxy(value), String(value)).toBe(hops > 0)
    }
    expect(clientAddress({ headers: forwarded }, { TRUST_PROXY: '1' })).toBe('203.0.113.5')
    expect(clientAddress({ headers: forwarded }, { TRUST_PROXY: '2' })).toBe('6.6.6.6')
    expect(clientAddress({ headers: forwarded }, {})).toBe('203.0.113.5')
  })

  it('a value that is no whole number stops the app at start (loading its rate limits), naming the variable', () => {
    const start = (value: string) =>
      spawnSync(process.execPath, [path.resolve('node_modules/tsx/dist/cli.mjs'), 'src/lib/rateLimit.ts'], {
        env: { ...process.env, TRUST_PROXY: value, REDIS_URL: '' },
        encoding: 'utf8',
        timeout: 30_000,
      })
    const refused = start('off')
    expect(refused.status).not.toBe(0)
    expect(refused.stderr).toMatch(/TRUST_PROXY must be a whole number .* not "off"/)
    expect(start('1').status).toBe(0)
  })
})
