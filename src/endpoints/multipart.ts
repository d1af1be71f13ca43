import { APIError, type PayloadRequest, type SanitizedConfig } from 'payload'

import { MSG } from '@/i18n/messages'
import { holdsControl } from '@/lib/controlCharacters'
import { AppError } from '@/lib/errors'
import { readLimitedBytes } from './bodyLimit'
import { isPayloadRestRoute } from './restQuery'
import { REST_WRITE_MSG, restMultipartBytes, restWriteOf } from './restWrites'

/**
 * Multipart bodies (the cases tests/security/platform/fuzz-uploads.test.ts sends).
 *
 * Payload's reader (`addDataAndFileToRequest`, busboy underneath) threw plain errors for a body
 * it cannot read (truncated, no closing boundary, a missing or wrong boundary, a malformed part
 * header, multipart/mixed), reported a request it cannot read as a 500, and parsed the
 * `_payload` field with a bare JSON.parse: each was a 500, on the modules' upload and import
 * calls and on Payload's own REST writes (before any access check, so for anyone). Worse, when
 * it gives up on a body (a malformed part header, a limit) while a later file part is still
 * streaming, that part's stream fails with no listener: an uncaught exception in the server
 * process ('Unexpected end of file').
 *
 * So:
 * - the modules' calls read a multipart body with `readMultipart` (the platform's own parser,
 *   bounded), never with Payload's reader;
 * - Payload's REST writes get only bodies its reader cannot fail on (`withCheckedMultipart`):
 *   the body is read (bounded), parsed, held to Payload's limits and written again in the
 *   canonical form, or refused;
 * - what is left (a call that still uses Payload's reader) is answered 400/413, never 500
 *   (`multipartRefusal`, used by the error envelope and Payload's afterError hook).
 */

/** The limits of Payload's reader with this config (its defaults, then `config.upload`). */
export type MultipartLimits = {
  requestBytes: number
  fileBytes: number
  files: number
  fields: number
  fieldBytes: number
  fileTooLarge: string
}

const MB = 1024 * 1024

const hasChinese = (text: string): boolean => /[\u4e00-\u9fff]/.test(text)

export const multipartLimitsOf = (config: Pick<SanitizedConfig, 'upload'>): MultipartLimits => {
  const upload = config.upload ?? {}
  const limits = upload.limits ?? {}
  const requestBytes = upload.requestSizeLimit
  return {
    requestBytes: typeof requestBytes === 'number' && Number.isFinite(requestBytes) ? requestBytes : 50 * MB,
    fileBytes: limits.fileSize ?? 20 * MB,
    files: limits.files ?? 3,
    fields: limits.fields ?? 20,
    fieldBytes: limits.fieldSize ?? MB,
    fileTooLarge:
      typeof upload.responseOnLimit === 'string' && hasChinese(upload.responseOnLimit)
        ? upload.responseOnLimit
        : MSG.multipartTooLarge,
  }
}

export const isMultipartType = (contentType: string | null): boolean =>
  (contentType ?? '').toLowerCase().includes('multipart/')

const tooLarge = (message: string = MSG.multipartTooLarge) => new AppError(413, message)
const unreadable = () => new AppError(400, MSG.badMultipart)

/** The body's bytes, read only up to `limit` (413 past it, on the declared length or the bytes read). */
const readBytes = (
  source: { headers: Headers; body?: ReadableStream<Uint8Array> | null },
  limit: number,
  message?: string,
): Promise<Buffer> => readLimitedBytes(source, limit, () => tooLarge(message))

/** The body as form data (400 when it cannot be read), held to the limits (413). */
const parseForm = async (bytes: Buffer, contentType: string, limits: MultipartLimits): Promise<FormData> => {
  let form: FormData
  try {
    form = await new Response(new Uint8Array(bytes), { headers: { 'content-type': contentType } }).formData()
  } catch {
    throw unreadable()
  }
  let files = 0
  let fields = 0
  for (const [, value] of form) {
    if (typeof value === 'string') {
      fields += 1
      if (Buffer.byteLength(value) > limits.fieldBytes) throw tooLarge()
    } else {
      files += 1
      if (value.size > limits.fileBytes) throw tooLarge(limits.fileTooLarge)
    }
  }
  if (files > limits.files || fields > limits.fields) throw tooLarge()
  return form
}

/** A `_payload` field's document: a JSON object, or undefined for any other text. */
const jsonObjectOf = (text: string): Record<string, unknown> | undefined => {
  try {
    const data: unknown = JSON.parse(text)
    return data !== null && typeof data === 'object' && !Array.isArray(data)
      ? (data as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}

/**
 * `req.file` and `req.data` from a multipart body, for the modules' upload and import calls (in
 * place of Payload's `addDataAndFileToRequest`), with Payload's rules and limits: one file under
 * `file` is the file (several, or an empty unnamed part, are none); `_payload`, when given, is a
 * JSON object. A body that cannot be read is a 400, one past a limit a 413.
 */
export const readMultipart = async (req: PayloadRequest, own: Partial<MultipartLimits> = {}): Promise<void> => {
  // A call's own limits (a 5 MB photo) over Payload's; its message then answers a body past them.
  const limits = { ...multipartLimitsOf(req.payload.config), ...own }
  const bytes = await readBytes({ headers: req.headers, body: req.body }, limits.requestBytes, own.fileTooLarge)
  const form = await parseForm(bytes, req.headers.get('content-type') ?? '', limits)
  const files = form.getAll('file').filter((entry): entry is File => typeof entry !== 'string')
  const file = files.length === 1 && (files[0]!.name !== '' || files[0]!.size > 0) ? files[0]! : undefined
  if (file) {
    const data = Buffer.from(await file.arrayBuffer())
    // The name without any path a client sent ('../../報表.csv' is 報表.csv), as Payload's reader gives it.
    const name = file.name.split(/[\\/]/).pop() ?? ''
    req.file = { name, data, mimetype: file.type || 'application/octet-stream', size: data.length }
  }
  const payloadField = form.get('_payload')
  if (typeof payloadField === 'string' && payloadField !== '') {
    const data = jsonObjectOf(payloadField)
    if (!data) throw unreadable()
    req.data = data
  }
}

/** Names Payload's reader can read back in a part header: no control character, at most 4 KB. */
const readableName = (text: string): boolean => !holdsControl(text, 'line') && Buffer.byteLength(text) <= 4096

type RouteHandler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH'])

/**
 * Payload's REST writes (`/api/<collection>…`, `/api/globals/<slug>…`) with a multipart body:
 * the body is read up to its collection's bound (./restWrites.ts `restMultipartBytes`: Payload's
 * request limit where the collection has `upload`, else the admin's form, with no file: 415),
 * parsed, held to Payload's limits, its part names and file names checked, and handed on
 * written again in the canonical form, so Payload's reader meets only bodies it reads to the end.
 * Otherwise 400 (unreadable), 413 (a limit) or 415 (a file where the collection takes none).
 * The modules' own calls (`/api/public/…`, `/api/shennong/…`, `/api/auth/…`) pass untouched:
 * they check their caller before reading a body. The caller and the access of a REST write are
 * checked before this reads anything (./restWrites.ts).
 */
export const withCheckedMultipart =
  (config: Promise<SanitizedConfig> | SanitizedConfig, handler: RouteHandler): RouteHandler =>
  async (request, context) => {
    const contentType = request.headers.get('content-type')
    if (!WRITE_METHODS.has(request.method.toUpperCase()) || !request.body || !isMultipartType(contentType))
      return handler(request, context)
    const resolved = await config
    const pathname = new URL(request.url).pathname
    if (!isPayloadRestRoute(pathname, resolved)) return handler(request, context)
    let form: FormData
    try {
      // Bounded by the collection: Payload's upload limits where it has `upload`, else the admin's form only.
      const payloadLimits = multipartLimitsOf(resolved)
      const bound = restMultipartBytes(restWriteOf(request.method, pathname, resolved), payloadLimits.requestBytes)
      const limits = { ...payloadLimits, requestBytes: bound.requestBytes }
      form = await parseForm(await readBytes(request, limits.requestBytes), contentType ?? '', limits)
      for (const [name, value] of form) {
        if (!bound.filesAllowed && typeof value !== 'string') throw new AppError(415, REST_WRITE_MSG.noFiles)
        if (
          !readableName(name) ||
          (typeof value !== 'string' && (!readableName(value.name) || !readableName(value.type)))
        )
          throw unreadable()
        // A `file` text field is Payload's reference to a file a browser uploaded elsewhere (client
        // uploads, which no collection here uses): its reader took any JSON for one and failed (a 500).
        if (name === 'file' && typeof value === 'string') throw unreadable()
        // `_payload` is the document: a JSON object, or nothing.
        if (name === '_payload' && typeof value === 'string' && value !== '' && !jsonObjectOf(value)) throw unreadable()
      }
    } catch (error) {
      if (error instanceof AppError)
        return Response.json({ message: error.message, errors: [{ message: error.message }] }, { status: error.status })
      throw error
    }
    const headers = new Headers(request.headers)
    headers.delete('content-type')
    headers.delete('content-length')
    return handler(
      new Request(request.url, { method: request.method, headers, body: form, signal: request.signal }),
      context,
    )
  }

/** The messages busboy 1.6 and Payload's multipart reader use for a body they cannot read. */
const UNREADABLE = [
  /^Malformed (part header|content type|urlencoded form)$/,
  /^Unexpected end of (form|file)$/,
  /^Multipart: Boundary not found$/,
  /^Unsupported content type: /,
  /^Missing Content-Type$/,
  /^Request is not eligible for file upload$/,
  /^A file name is required\.$/,
]

/**
 * The refusal for an error thrown while a multipart request was read by Payload's reader, or
 * null when the error is something else (or the request is not multipart): one of the reader's
 * errors or the `_payload` field that is no JSON (a SyntaxError) is a 400; a limit of the reader
 * (an APIError 413) keeps its message when it is the configured zh-TW one (the file size), else
 * gets the contract's.
 */
export const multipartRefusal = (
  error: unknown,
  req: Pick<PayloadRequest, 'headers'> | undefined,
): { status: number; message: string } | null => {
  if (!req?.headers || !isMultipartType(req.headers.get('content-type')) || !(error instanceof Error)) return null
  if (error instanceof APIError && error.status === 413)
    return { status: 413, message: hasChinese(error.message) ? error.message : MSG.multipartTooLarge }
  if (error instanceof SyntaxError || UNREADABLE.some((pattern) => pattern.test(error.message)))
    return { status: 400, message: MSG.badMultipart }
  return null
}
