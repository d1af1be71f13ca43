// Preloaded into the server (node --require) by `npm start` and the test and benchmark servers:
// every request is first offered to the fast paths the app registers in src/lib/fastPath.ts
// (kept anonymous pages, kept public API reads). When one answers, the answer is written here
// and Next never sees the request; otherwise, and until the app has registered anything, the
// request goes to Next unchanged. Registered answers are synchronous map lookups.
const http = require('node:http')

const REGISTRY = Symbol.for('shennong.fastPaths')
const emit = http.Server.prototype.emit
http.Server.prototype.emit = function emitKeptAnswer(event, req, res, ...rest) {
  if (event === 'request' && req && res) {
    const registry = globalThis[REGISTRY]
    if (registry && registry.size > 0 && (req.method === 'GET' || req.method === 'HEAD')) {
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
    }
  }
  return emit.call(this, event, req, res, ...rest)
}
