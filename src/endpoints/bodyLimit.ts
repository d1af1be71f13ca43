import { MSG } from '@/i18n/messages'
import { AppError } from '@/lib/errors'
import { holdsControl } from '@/lib/controlCharacters'

/**
 * Bounds on JSON request bodies (ASVS v4 V13.1.5, V12.1.1): a JSON
 * call takes JSON only (415 otherwise, so an HTML form or a `text/plain` "simple request" from
 * another site cannot drive it), and at most 1 MB of it (413, checked on the declared
 * Content-Length and again on the bytes actually read, so a chunked body cannot slip past).
 */

/** The largest JSON body a call reads. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024

export const BODY_MSG = {
  unsupportedMediaType: '請以 JSON 格式（Content-Type: application/json）送出資料',
  payloadTooLarge: '送出的資料過大（上限 1 MB）',
} as const

/** `application/json` or a `+json` type, parameters (charset) aside. */
export const isJsonContentType = (value: string | null): boolean => {
  const type = (value ?? '').split(';', 1)[0]!.trim().toLowerCase()
  return type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'))
}

type BodySource = {
  headers: Headers
  body?: ReadableStream<Uint8Array> | null
  text?: () => Promise<string>
}

const tooLarge = () => new AppError(413, BODY_MSG.payloadTooLarge)

/** A declared Content-Length over the cap is refused before anything is read. */
export const checkDeclaredLength = (
  headers: Headers,
  limit = MAX_JSON_BODY_BYTES,
  refusal: () => AppError = tooLarge,
): void => {
  const declared = Number(headers.get('content-length') ?? '')
  if (Number.isFinite(declared) && declared > limit) throw refusal()
}

/**
 * A body's bytes, read only up to `limit`: a declared length over it is refused before anything
 * is read, and past it the stream is cancelled, so a chunked body is never read whole. `refusal`
 * is the 413 (the JSON calls', or an upload's own). A source without a stream is read whole.
 */
export const readLimitedBytes = async (
  source: BodySource,
  limit: number,
  refusal: () => AppError = tooLarge,
): Promise<Buffer> => {
  checkDeclaredLength(source.headers, limit, refusal)
  const stream = source.body
  if (stream && typeof stream.getReader === 'function') {
    const reader = stream.getReader()
    const chunks: Uint8Array[] = []
    let size = 0
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > limit) {
        await reader.cancel().catch(() => undefined)
        throw refusal()
      }
      chunks.push(value)
    }
    return Buffer.concat(chunks)
  }
  const text = source.text ? await source.text() : ''
  if (Buffer.byteLength(text, 'utf8') > limit) throw refusal()
  return Buffer.from(text, 'utf8')
}

/** Read a body as text, stopping (413) as soon as it passes `limit` bytes. */
export const readLimitedText = async (source: BodySource, limit = MAX_JSON_BODY_BYTES): Promise<string> =>
  (await readLimitedBytes(source, limit)).toString('utf8')

/**
 * The text of a JSON call's body: a declared non-JSON type is a 415, an undeclared type with a
 * body is a 415 too (browsers send text/plain by default), more than 1 MB is a 413. An empty
 * body with no type is '' (calls that take no input).
 */
export const readJsonText = async (source: BodySource, limit = MAX_JSON_BODY_BYTES): Promise<string> => {
  const type = source.headers.get('content-type')
  const declared = type !== null && type.trim() !== ''
  if (declared && !isJsonContentType(type)) throw new AppError(415, BODY_MSG.unsupportedMediaType)
  const text = await readLimitedText(source, limit)
  if (!declared && text.trim() !== '') throw new AppError(415, BODY_MSG.unsupportedMediaType)
  return text
}

/** Thrown by the reviver below: a text or key holding U+0000, which PostgreSQL's text cannot store. */
export class NulCharacter extends Error {}

/** A JSON.parse reviver that throws NulCharacter on a key or string holding U+0000. */
export const refuseNul = (key: string, value: unknown): unknown => {
  if (key.includes('\u0000') || (typeof value === 'string' && value.includes('\u0000'))) throw new NulCharacter()
  return value
}

/** The path (`name`, `respondent.name`, `answers.2`) of the first key or text in a JSON value holding a control character, or null. */
export const controlCharacterPath = (value: unknown, path: readonly string[] = []): string | null => {
  if (typeof value === 'string') return holdsControl(value) ? path.join('.') || '(body)' : null
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = controlCharacterPath(item, [...path, String(index)])
      if (found !== null) return found
    }
    return null
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (holdsControl(key)) return [...path, key].join('.')
      const found = controlCharacterPath(item, [...path, key])
      if (found !== null) return found
    }
  }
  return null
}

/**
 * How deep a JSON body may nest (objects and arrays). No form or rich text of the contract comes
 * near it; a deeper body overflowed the stack of Payload's deep merge on a save (a 500 the fuzz
 * found on POST /shennong/news).
 */
export const MAX_JSON_DEPTH = 64

/**
 * Whether a JSON text nests deeper than `limit`, read before parsing: a parse with a reviver walks
 * the value recursively and itself overflows the stack on a body nested thousands deep.
 */
export const nestsDeeperThan = (text: string, limit = MAX_JSON_DEPTH): boolean => {
  let depth = 0
  let inString = false
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index)
    if (inString) {
      if (char === 0x5c)
        index++ // backslash: skip the escaped character
      else if (char === 0x22) inString = false
    } else if (char === 0x22) inString = true
    else if (char === 0x7b || char === 0x5b) {
      if (++depth > limit) return true
    } else if (char === 0x7d || char === 0x5d) depth--
  }
  return false
}

/**
 * A JSON text read once, for every reader of bodies: nesting deeper than MAX_JSON_DEPTH (checked
 * on the text, before any parse) and U+0000 in a string or key (a 500 on PostgreSQL) are refused
 * with their zh-TW message; text that is no JSON is `malformed`.
 */
export const parseJsonText = (text: string): { value: unknown } | { refusal: string } | { malformed: true } => {
  if (nestsDeeperThan(text)) return { refusal: MSG.tooDeep(MAX_JSON_DEPTH) }
  try {
    return { value: JSON.parse(text, refuseNul) }
  } catch (error) {
    return error instanceof NulCharacter ? { refusal: MSG.nulCharacter } : { malformed: true }
  }
}

/** What Payload's REST writes must not be handed (null for anything else; Payload answers text that is no JSON itself). */
export const restBodyRefusal = (text: string): string | null => {
  const read = parseJsonText(text)
  return 'refusal' in read ? read.refusal : null
}

type RouteHandler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH'])

/**
 * Payload's REST routes read a JSON body whole, with no limit. This wrapper (used by the
 * `/api/[...slug]` route) refuses a JSON body over the cap with the contract's 413 envelope and
 * hands Payload a buffered copy of a body within it; a body holding U+0000 is a 400. Multipart uploads pass untouched (their
 * limits are the upload settings').
 */
export const withJsonBodyLimit =
  (handler: RouteHandler, limit = MAX_JSON_BODY_BYTES): RouteHandler =>
  async (request, context) => {
    if (
      !WRITE_METHODS.has(request.method.toUpperCase()) ||
      !request.body ||
      !isJsonContentType(request.headers.get('content-type'))
    ) {
      return handler(request, context)
    }
    let text: string
    try {
      text = await readLimitedText(request, limit)
    } catch (error) {
      if (error instanceof AppError) return Response.json({ message: error.message }, { status: error.status })
      throw error
    }
    // Payload's REST writes would hand U+0000 to the database and overflow on deep nesting.
    const refusal = restBodyRefusal(text)
    if (refusal) return Response.json({ message: refusal }, { status: 400 })
    const headers = new Headers(request.headers)
    headers.delete('content-length')
    return handler(
      new Request(request.url, { method: request.method, headers, body: text, signal: request.signal }),
      context,
    )
  }
