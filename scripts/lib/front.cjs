// What the production server (scripts/server.mjs) does with a request before Next sees it, in one
// place (it replaced two preloads that patched http.Server.prototype.emit):
// - the client's address: unless TRUST_PROXY says reverse proxies in front set X-Forwarded-For,
//   the header is replaced by the connection's own address (Next only fills it when the client
//   sent none, so a client could otherwise pick the address the rate limits count against,
//   src/lib/rateLimit.ts clientAddress);
// - kept answers: the fast paths the app registers in src/lib/fastPath.ts (kept anonymous pages,
//   kept public API reads) are synchronous map lookups; when one answers, it is written here and
//   Next never sees the request;
// - the encoder the app registers (src/lib/fastPath.ts, src/lib/answerEncoding.ts) compresses the
//   public API's answers on their way out, which Next does not do for route handlers.
// CommonJS so that the unit and integration tests can put it in front of their own servers.

const REGISTRY = Symbol.for('shennong.fastPaths')
const ENCODER = Symbol.for('shennong.encodeAnswer')
// The address this process listens on (src/lib/origin.ts listenerOrigin): the server renders kept
// pages through it, and without SERVER_URL it is the origin of mailed links. Never a client's
// Host or X-Forwarded-Proto (issue 28 item 6).
const LISTENER = Symbol.for('shennong.listener')

const MAX_HOPS = 10

/**
 * The proxy hops TRUST_PROXY declares: a whole number (unset or empty: 0). Anything else (`no`,
 * `off`, `true`) throws, so the server refuses to start (the app's own reading,
 * src/lib/trustProxy.ts, refuses the same values with the same message).
 */
const proxyHopsOf = (raw) => {
  const value = typeof raw === 'string' ? raw.trim() : ''
  if (value === '') return 0
  if (!/^\d{1,2}$/.test(value) || Number(value) > MAX_HOPS)
    throw new Error(
      `TRUST_PROXY must be a whole number from 0 to ${MAX_HOPS}: how many reverse proxies in front append to X-Forwarded-For (0 or unset: none; 1: one, such as nginx), not "${raw}"`,
    )
  return Number(value)
}

/** Whether TRUST_PROXY declares proxies in front (which then set X-Forwarded-For); throws on a value that is no whole number. */
const trustsProxy = (value) => proxyHopsOf(value) > 0

/** Record the address `server` listens on, once it listens. */
const recordListener = (server) => {
  const address = server.address()
  if (address && typeof address === 'object' && !globalThis[LISTENER])
    globalThis[LISTENER] = { address: address.address, port: address.port }
}

const ownClientAddress = (req) => {
  const address = req.socket && req.socket.remoteAddress
  if (address) req.headers['x-forwarded-for'] = address
  else delete req.headers['x-forwarded-for']
}

/** Answer from a kept answer the app registered; true when answered. */
const keptAnswer = (req, res) => {
  const registry = globalThis[REGISTRY]
  if (!registry || registry.size === 0 || (req.method !== 'GET' && req.method !== 'HEAD')) return false
  for (const answer of registry.values()) {
    let kept = null
    try {
      kept = answer(req)
    } catch {
      kept = null
    }
    if (kept) {
      res.writeHead(kept.status, kept.headers)
      res.end(kept.body ?? undefined)
      return true
    }
  }
  return false
}

const encodeAnswer = (req, res) => {
  const encode = globalThis[ENCODER]
  if (typeof encode !== 'function') return
  try {
    encode(req, res)
  } catch {
    /* sent as Next writes it */
  }
}

/**
 * The front of the server: `(req, res) => boolean`, true when the request was answered here.
 * `trustProxy`: keep the X-Forwarded-For the proxies in front set (TRUST_PROXY).
 */
const frontOf =
  ({ trustProxy }) =>
  (req, res) => {
    if (!trustProxy) ownClientAddress(req)
    if (keptAnswer(req, res)) return true
    encodeAnswer(req, res)
    return false
  }

module.exports = { frontOf, proxyHopsOf, recordListener, trustsProxy }
