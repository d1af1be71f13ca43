import {
  type Encoding,
  MIN_ENCODED_BYTES,
  acceptedEncoding,
  encodeAnswer,
  encodeSync,
  isCompressible,
} from './answerEncoding'
import { type KeptEntry, etagMatches } from './keptStore'
import { SESSION_COOKIE } from './sessionCookie'

/**
 * Answers sent before Next sees the request: the front of the production server
 * (scripts/lib/front.cjs in scripts/server.mjs: `npm start`, the test and benchmark servers) asks the functions
 * registered here for every request and, when one answers, writes that answer itself. Only
 * kept answers are given (a kept anonymous page, a kept public API read): a map lookup, no
 * routing, proxy or rendering. Anything else, and every request while nothing is registered
 * yet, goes on to Next as usual; the proxy and the /api route serve the same kept answers
 * there, so the front changes speed, never what is answered.
 *
 * The registry lives on `globalThis` because the front is plain Node code outside Next's
 * bundles, and the bundles that register (the proxy, the /api route) are separate module graphs.
 */

/** What the front gets from a request (Node's `IncomingMessage` fields). */
export type FastRequest = { method: string; url: string; headers: Record<string, string | string[] | undefined> }
export type FastAnswer = { status: number; headers: Record<string, string>; body: Buffer | null }
type FastPath = (request: FastRequest) => FastAnswer | null

const REGISTRY_KEY = Symbol.for('shennong.fastPaths')
const globals = globalThis as typeof globalThis & { [REGISTRY_KEY]?: Map<string, FastPath> }
const registry: Map<string, FastPath> = (globals[REGISTRY_KEY] ??= new Map())

/** Register (or replace) the fast path called `name`. */
export const registerFastPath = (name: string, answer: FastPath): void => {
  registry.set(name, answer)
}

/**
 * What the front does with a request no fast path answered, before Next sees it: the public
 * API's answers are compressed on the way out (src/lib/answerEncoding.ts; Next does not compress
 * route handlers' answers).
 */
const ENCODER_KEY = Symbol.for('shennong.encodeAnswer')
const encoders = globalThis as typeof globalThis & { [ENCODER_KEY]?: typeof encodeAnswer }
encoders[ENCODER_KEY] = encodeAnswer

const header = (request: FastRequest, name: string): string | undefined => {
  const value = request.headers[name]
  return Array.isArray(value) ? value.join(', ') : value
}

/** Whether a request carries a session (the session cookie or an Authorization header). */
export const fastHasCredentials = (request: FastRequest): boolean =>
  header(request, 'authorization') !== undefined ||
  (header(request, 'cookie') ?? '').split(';').some((pair) => pair.trim().startsWith(`${SESSION_COOKIE}=`))

const encoded = new WeakMap<KeptEntry, Partial<Record<Encoding, Buffer>>>()

/**
 * A kept entry as an answer: 304 when the visitor holds it, else the body (br or gzip as
 * accepted, from 1 KB; each body is compressed once per encoding).
 */
export const fastKeptAnswer = (request: FastRequest, entry: KeptEntry, headers: Record<string, string>): FastAnswer => {
  const all: Record<string, string> = { ...headers, ETag: entry.etag }
  if (etagMatches(header(request, 'if-none-match') ?? null, entry.etag))
    return { status: 304, headers: all, body: null }
  all['Content-Type'] = entry.contentType
  all.Vary = all.Vary ? `${all.Vary}, Accept-Encoding` : 'Accept-Encoding'
  let body = entry.body
  const encoding =
    entry.body.length >= MIN_ENCODED_BYTES && isCompressible(entry.contentType)
      ? acceptedEncoding(header(request, 'accept-encoding'))
      : null
  if (encoding) {
    let packed = encoded.get(entry)
    if (!packed) encoded.set(entry, (packed = {}))
    body = packed[encoding] ??= encodeSync(entry.body, encoding)
    all['Content-Encoding'] = encoding
  }
  all['Content-Length'] = String(body.length)
  return { status: 200, headers: all, body: request.method === 'HEAD' ? null : body }
}
