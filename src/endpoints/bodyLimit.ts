import { MSG } from '@/i18n/messages'
import { AppError } from '@/lib/errors'

/**
 * Bounds on JSON request bodies (issue 10 items 9 and 14; ASVS v4 V13.1.5, V12.1.1): a JSON
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
export const checkDeclaredLength = (headers: Headers, limit = MAX_JSON_BODY_BYTES): void => {
  const declared = Number(headers.get('content-length') ?? '')
  if (Number.isFinite(declared) && declared > limit) throw tooLarge()
}

/** Read a body as text, stopping (413) as soon as it passes `limit` bytes. */
export const readLimitedText = async (source: BodySource, limit = MAX_JSON_BODY_BYTES): Promise<string> => {
  checkDeclaredLength(source.headers, limit)
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
        throw tooLarge()
      }
      chunks.push(value)
    }
    return Buffer.concat(chunks).toString('utf8')
  }
  const text = source.text ? await source.text() : ''
  if (Buffer.byteLength(text, 'utf8') > limit) throw tooLarge()
  return text
}

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

/** Whether a JSON text holds U+0000 in a string or key (false for text that is no JSON at all). */
export const jsonHoldsNul = (text: string): boolean => {
  try {
    JSON.parse(text, refuseNul)
    return false
  } catch (error) {
    return error instanceof NulCharacter
  }
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
    if (!WRITE_METHODS.has(request.method.toUpperCase()) || !request.body || !isJsonContentType(request.headers.get('content-type'))) {
      return handler(request, context)
    }
    let text: string
    try {
      text = await readLimitedText(request, limit)
    } catch (error) {
      if (error instanceof AppError) return Response.json({ message: error.message }, { status: error.status })
      throw error
    }
    // Payload's REST writes would hand U+0000 to the database (a 500 on PostgreSQL).
    if (jsonHoldsNul(text)) return Response.json({ message: MSG.nulCharacter }, { status: 400 })
    const headers = new Headers(request.headers)
    headers.delete('content-length')
    return handler(new Request(request.url, { method: request.method, headers, body: text, signal: request.signal }), context)
  }
