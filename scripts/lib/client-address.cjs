// Preloaded by `npm start` (node --require): unless TRUST_PROXY says reverse proxies in front set
// X-Forwarded-For, the header is replaced by the connection's own address before Next sees it.
// Next only fills X-Forwarded-For when the client sent none, so without this a client could pick
// the address the rate limits count against (src/lib/rateLimit.ts clientAddress).
const http = require('node:http')

const trustProxy = process.env.TRUST_PROXY
if (!trustProxy || trustProxy === '0' || trustProxy === 'false') {
  const emit = http.Server.prototype.emit
  http.Server.prototype.emit = function emitWithOwnAddress(event, req, ...rest) {
    if (event === 'request' && req && req.headers) {
      const address = req.socket && req.socket.remoteAddress
      if (address) req.headers['x-forwarded-for'] = address
      else delete req.headers['x-forwarded-for']
    }
    return emit.call(this, event, req, ...rest)
  }
}
