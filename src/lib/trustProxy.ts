/**
 * TRUST_PROXY: how many reverse proxies in front of the server append to X-Forwarded-For (`1`:
 * one, such as the shipped nginx; unset or `0`: none, the connection's own address counts). A
 * whole number only: `no`, `off`, `true` or `yes` once counted as trusting a proxy, so a setting
 * meant to turn the trust off let any client pick the address the rate limits count. Anything
 * else stops the start with a message naming the variable (the production server's front,
 * scripts/lib/front.cjs, refuses the same values).
 */

/** Environment variables as read here (process.env, or a test's own). */
type Env = Record<string, string | undefined>

/** More hops than any real chain of proxies: a typo, refused. */
const MAX_HOPS = 10

export const trustProxyError = (value: string): Error =>
  new Error(
    `TRUST_PROXY must be a whole number from 0 to ${MAX_HOPS}: how many reverse proxies in front append to X-Forwarded-For (0 or unset: none; 1: one, such as nginx), not "${value}"`,
  )

/** The number of trusted proxy hops TRUST_PROXY declares (0 when unset or empty); throws on anything but a whole number. */
export const proxyHops = (env: Env = process.env): number => {
  const raw = env.TRUST_PROXY
  const value = raw?.trim() ?? ''
  if (value === '') return 0
  if (!/^\d{1,2}$/.test(value) || Number(value) > MAX_HOPS) throw trustProxyError(raw!)
  return Number(value)
}

// A malformed setting stops the start, not the first request that reads it.
proxyHops()
