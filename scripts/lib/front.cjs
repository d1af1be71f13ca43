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

/** Whether TRUST_PROXY declares proxies in front (which then set X-Forwarded-For). */
const trustsProxy = (value) => Boolean(value) && value !== '0' && value !== 'false'

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

module.exports = { frontOf, recordListener, trustsProxy }
