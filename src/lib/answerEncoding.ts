import type { IncomingHttpHeaders, OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import zlib from 'node:zlib'

/**
 * Compressed answers: br or gzip as the visitor's Accept-Encoding asks, with
 * `Vary: Accept-Encoding`, for bodies of 1 KB and more of a compressible type that are not
 * encoded already.
 *
 * Pages get it from Next (its `compress` middleware) or, when kept, from src/lib/fastPath.ts.
 * Answers of route handlers do not: Next copies a Response's headers onto the Node response as
 * arrays (`Content-Type: ['application/json']`), which its middleware does not take for a
 * compressible type, and it drops a `Content-Encoding` a handler sets itself (the body would go
 * out compressed but unlabelled). So `/api/public/*` answers are encoded here, on the Node
 * response, by the production server's front (scripts/lib/front.cjs), which calls
 * `encodeAnswer` for every request no fast path answered, before Next sees it.
 *
 * Only GET answers of the public API, which carry no token or password (what a compression
 * side channel, BREACH, would go after); the session cookie is SameSite=Lax and the booking
 * cookie Strict, so another site's scripts cannot make a browser fetch a visitor's own answers.
 * Writes and the back office's calls are left as they are.
 */

export type Encoding = 'br' | 'gzip'

/** Bodies under this size are sent as they are: the saving would not pay for the work. */
export const MIN_ENCODED_BYTES = 1024

/** Brotli's quality: 5 packs JSON and HTML better than gzip's default at a similar cost. */
const BROTLI_QUALITY = 5

/** The paths whose answers `encodeAnswer` compresses. */
export const ENCODED_PATHS: readonly string[] = ['/api/public/']

/**
 * What to send for an `Accept-Encoding` header: br when it is accepted at least as much as gzip,
 * else gzip, else nothing (absent, identity only, or q=0). `*` stands for any coding not named.
 */
export const acceptedEncoding = (acceptEncoding: string | null | undefined): Encoding | null => {
  if (!acceptEncoding) return null
  const quality = new Map<string, number>()
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase())
    if (!name) continue
    const q = params.map((param) => /^q\s*=\s*([0-9.]+)$/.exec(param)?.[1]).find((value) => value !== undefined)
    const value = q === undefined ? 1 : Number(q)
    quality.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(value) ? value : 0)
  }
  const of = (name: Encoding) => quality.get(name) ?? quality.get('*') ?? 0
  const br = of('br')
  const gzip = of('gzip')
  if (br > 0 && br >= gzip) return 'br'
  return gzip > 0 ? 'gzip' : null
}

/** Whether a Content-Type is worth compressing (text, JSON, JavaScript, XML, SVG; not an event stream, which must flow). */
export const isCompressible = (contentType: string | null | undefined): boolean =>
  /^\s*(text\/|application\/(json|javascript|ecmascript|xml|x-www-form-urlencoded|[\w.-]+\+(json|xml))\b|image\/svg\+xml\b)/i.test(
    contentType ?? '',
  ) && !/^\s*text\/event-stream\b/i.test(contentType ?? '')

const brotliOptions = (size: number): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
})

/** `body` encoded at once (for an answer kept in memory, encoded once and sent many times). */
export const encodeSync = (body: Buffer, encoding: Encoding): Buffer =>
  encoding === 'br' ? zlib.brotliCompressSync(body, brotliOptions(body.length)) : zlib.gzipSync(body)

/** `body` encoded off the event loop (zlib's thread pool). */
export const encodeBody = (body: Buffer, encoding: Encoding): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const done = (error: Error | null, packed: Buffer) => (error ? reject(error) : resolve(packed))
    if (encoding === 'br') zlib.brotliCompress(body, brotliOptions(body.length), done)
    else zlib.gzip(body, done)
  })

const firstValue = (value: OutgoingHttpHeader | string | string[] | undefined): string | undefined =>
  value === undefined ? undefined : Array.isArray(value) ? value[0] : String(value)

/** Add `Accept-Encoding` to the answer's Vary (kept as the list of lines it is). */
const varyOnEncoding = (response: ServerResponse): void => {
  const current = response.getHeader('vary')
  const lines = current === undefined ? [] : Array.isArray(current) ? current.map(String) : [String(current)]
  const names = lines.flatMap((line) => line.split(',').map((name) => name.trim().toLowerCase()))
  if (names.includes('accept-encoding') || names.includes('*')) return
  response.setHeader('Vary', lines.length === 0 ? 'Accept-Encoding' : [...lines, 'Accept-Encoding'])
}

type NodeRequest = { method?: string; url?: string; headers: IncomingHttpHeaders }
type Callback = (error?: Error | null) => void

/**
 * Compress the answer `response` is about to send for `request` (a GET of an `ENCODED_PATHS`
 * path), whatever writes it: once its headers are set (at `writeHead`, `flushHeaders`, the first
 * `write` or `end`), an unencoded body of a compressible type is held, and at `end` sent whole,
 * encoded when it is at least `MIN_ENCODED_BYTES`, with its Content-Length; any other answer
 * goes out untouched. The public reads are small JSON answers already held whole in memory
 * (src/endpoints/publicRead.ts keeps them), so holding one costs nothing more.
 */
export const encodeAnswer = (request: NodeRequest, response: ServerResponse): void => {
  if (request.method !== 'GET' || !ENCODED_PATHS.some((path) => request.url?.startsWith(path))) return
  const accepted = acceptedEncoding(firstValue(request.headers['accept-encoding']))
  type Loose<R> = (this: ServerResponse, ...args: unknown[]) => R
  const original = {
    writeHead: response.writeHead as Loose<ServerResponse>,
    write: response.write as Loose<boolean>,
    end: response.end as Loose<ServerResponse>,
    flushHeaders: response.flushHeaders,
  }
  type Mode = 'open' | 'hold' | 'pass'
  let mode: Mode = 'open'
  const held: Buffer[] = []
  /** `end` was called on a held answer: it is being encoded, later writes are dropped. */
  let ending = false

  /** Settle what to do with the answer once its headers are set (only the first call decides). */
  const decide = (): Mode => {
    if (mode !== 'open') return mode
    const encoded = firstValue(response.getHeader('content-encoding'))
    const compressible =
      isCompressible(firstValue(response.getHeader('content-type'))) &&
      (!encoded || encoded.toLowerCase() === 'identity') &&
      !/\bno-transform\b/i.test(firstValue(response.getHeader('cache-control')) ?? '') &&
      response.statusCode !== 204 &&
      response.statusCode !== 304
    if (compressible) varyOnEncoding(response)
    const declared = Number(firstValue(response.getHeader('content-length')) ?? Number.NaN)
    mode = compressible && accepted && !(declared < MIN_ENCODED_BYTES) ? 'hold' : 'pass'
    return mode
  }

  response.writeHead = function writeHead(this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    if (mode === 'open') {
      const [message, headers] = typeof rest[0] === 'string' ? [rest[0], rest[1]] : [undefined, rest[0]]
      if (Array.isArray(headers)) {
        // Raw header pairs: rare enough to send as they are.
        mode = 'pass'
      } else {
        for (const [name, value] of Object.entries((headers ?? {}) as OutgoingHttpHeaders))
          if (value !== undefined) this.setHeader(name, value)
        this.statusCode = statusCode
        if (message !== undefined) this.statusMessage = message
        if (decide() === 'pass') return original.writeHead.call(this, this.statusCode, this.statusMessage)
      }
    }
    if (mode === 'hold') return this
    return original.writeHead.call(this, statusCode, ...rest)
  } as ServerResponse['writeHead']

  response.flushHeaders = function flushHeaders(this: ServerResponse) {
    if (decide() === 'pass') original.flushHeaders.call(this)
  }

  const hold = (chunk: unknown, encoding: unknown): void => {
    if (typeof chunk === 'string')
      held.push(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'))
    else if (chunk instanceof Uint8Array) held.push(Buffer.from(chunk))
  }

  response.write = function write(
    this: ServerResponse,
    chunk: unknown,
    encodingOrCallback?: unknown,
    callback?: unknown,
  ) {
    if (decide() === 'pass') return original.write.call(this, chunk, encodingOrCallback, callback)
    const done = (typeof encodingOrCallback === 'function' ? encodingOrCallback : callback) as Callback | undefined
    if (!ending) hold(chunk, encodingOrCallback)
    if (done) process.nextTick(done)
    return true
  } as ServerResponse['write']

  response.end = function end(this: ServerResponse, chunk?: unknown, encodingOrCallback?: unknown, callback?: unknown) {
    if (decide() === 'pass') return original.end.call(this, chunk, encodingOrCallback, callback)
    if (ending) return this
    ending = true
    let done = callback as Callback | undefined
    if (typeof chunk === 'function') done = chunk as Callback
    else {
      if (typeof encodingOrCallback === 'function') done = encodingOrCallback as Callback
      hold(chunk, encodingOrCallback)
    }
    const body = Buffer.concat(held)
    held.length = 0
    const send = (payload: Buffer, encoding: Encoding | null) => {
      mode = 'pass'
      if (encoding) this.setHeader('Content-Encoding', encoding)
      this.removeHeader('Transfer-Encoding')
      this.setHeader('Content-Length', payload.length)
      original.end.call(this, payload, done)
    }
    if (body.length < MIN_ENCODED_BYTES || !accepted) send(body, null)
    else
      encodeBody(body, accepted).then(
        (packed) => send(packed, accepted),
        () => send(body, null),
      )
    return this
  } as ServerResponse['end']
}
