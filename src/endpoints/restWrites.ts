import {
  APIError,
  type PayloadRequest,
  type SanitizedCollectionConfig,
  type SanitizedConfig,
  type SanitizedGlobalConfig,
  createPayloadRequest,
} from 'payload'

import { MSG } from '@/i18n/messages'
import { MAX_JSON_BODY_BYTES } from './bodyLimit'
import { ERROR_CODES } from '@/lib/errors'
import { RATE_LIMITS, RateLimited, limit, withRetryAfter } from '@/lib/rateLimit'

/**
 * Payload's REST writes (`/api/<collection>…`, `/api/globals/<slug>…`): Payload reads a write's
 * body (JSON, or multipart up to its upload limits) before it asks the collection's access, so
 * an anonymous client could make the server read 40 MB only to be told 403, as often as it
 * liked. Here, before any byte of the body is read:
 *
 * - the caller is signed in from the request's headers alone (Payload's own auth strategies:
 *   the session cookie or a bearer token), on a body-less copy of the request;
 * - an anonymous write counts against the public write limit (`RATE_LIMITS.publicPost`, as
 *   every public module write): past it, 429 with the zh-TW message and Retry-After;
 * - the collection's (or global's) access for the operation is asked as Payload asks it for
 *   the admin's buttons, without the document (a create, update or delete access that says no
 *   without data says no for every body): a refusal is 403 before the body is read.
 *
 * Payload's sign-in routes of an auth collection (login, logout, refresh-token … under
 * /api/users/) are left to Payload and to their own rules (src/config/authHardening.ts), counted
 * like any anonymous write. Bodies are bounded by the collection (`restMultipartBytes`).
 */

type RouteHandler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>

type Operation = 'create' | 'update' | 'delete' | 'signIn' | 'other'

/** A write of Payload's REST: the collection or global it names and what it does there. */
export type RestWrite = {
  collection?: SanitizedCollectionConfig
  global?: SanitizedGlobalConfig
  operation: Operation
  id?: string
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** Payload's auth routes of an auth collection taking a POST (packages/payload/src/auth/endpoints). */
const SIGN_IN_PATHS = [
  /^login$/,
  /^logout$/,
  /^refresh-token$/,
  /^forgot-password$/,
  /^reset-password$/,
  /^first-register$/,
  /^unlock$/,
  /^verify\/[^/]+$/,
  /^[^/]+\/api-key\/reveal$/,
]

/**
 * What a write of Payload's REST does, by its method and path (Payload's collection and global
 * endpoints); null for a path that is none of Payload's collections or globals (the modules'
 * own calls check their caller themselves).
 */
export const restWriteOf = (
  method: string,
  pathname: string,
  config: Pick<SanitizedConfig, 'collections' | 'globals' | 'routes'>,
): RestWrite | null => {
  const verb = method.toUpperCase()
  if (!WRITE_METHODS.has(verb)) return null
  const api = config.routes?.api ?? '/api'
  if (!pathname.startsWith(`${api}/`)) return null
  const segments = pathname.slice(api.length).split('/').filter(Boolean)
  const [first, ...rest] = segments
  if (first === 'globals') {
    const global = config.globals.find((candidate) => candidate.slug === rest[0])
    const tail = rest.slice(1)
    const update = verb === 'POST' && (tail.length === 0 || (tail.length === 2 && tail[0] === 'versions'))
    return { global, operation: update ? 'update' : 'other' }
  }
  const collection = config.collections.find((candidate) => candidate.slug === first)
  if (!collection) return null
  const tail = rest.join('/')
  if (verb === 'POST' && collection.auth && SIGN_IN_PATHS.some((path) => path.test(tail)))
    return { collection, operation: 'signIn' }
  if (verb === 'POST' && rest.length === 0) return { collection, operation: 'create' }
  if (verb === 'POST' && rest.length === 2 && rest[1] === 'duplicate')
    return { collection, operation: 'create', id: rest[0] }
  if (verb === 'POST' && rest.length === 2 && rest[0] === 'versions') return { collection, operation: 'update' }
  if ((verb === 'PATCH' || verb === 'DELETE') && rest.length <= 1)
    return { collection, operation: verb === 'PATCH' ? 'update' : 'delete', id: rest[0] }
  return { collection, operation: 'other' }
}

/** The bytes of multipart allowed around the largest `_payload` field (boundaries, part headers). */
const MULTIPART_OVERHEAD = 64 * 1024

/**
 * How many bytes of multipart a REST write may send: Payload's upload limit (`uploadBytes`) for
 * a collection with `upload`; elsewhere the admin's form only (its document in `_payload`, held
 * to the JSON bodies' 1 MB), and no file part (`filesAllowed` false).
 */
export const restMultipartBytes = (
  write: RestWrite | null,
  uploadBytes: number,
): { requestBytes: number; filesAllowed: boolean } =>
  write?.collection?.upload
    ? { requestBytes: uploadBytes, filesAllowed: true }
    : { requestBytes: MAX_JSON_BODY_BYTES + MULTIPART_OVERHEAD, filesAllowed: false }

export const REST_WRITE_MSG = {
  noFiles: '此項目不接受檔案上傳',
} as const

const refusal = (status: number, message: string, code?: string): Response =>
  Response.json({ message, ...(code ? { code } : {}), errors: [{ message }] }, { status })

const forbidden = (): Response => refusal(403, MSG.forbidden, ERROR_CODES.forbidden)

/**
 * Whether the access of the write's operation lets the caller in (a query counts as yes:
 * Payload narrows the documents then). An access function that throws Payload's refusal (a
 * zh-TW 403) answers with it; any other failure is left to Payload, which asks again.
 */
const accessAnswer = async (req: PayloadRequest, write: RestWrite): Promise<Response | null> => {
  const { collection, global, operation } = write
  if (operation === 'signIn') return null
  if (operation === 'other') return req.user ? null : forbidden()
  const access = collection ? collection.access[operation] : operation === 'update' ? global?.access.update : undefined
  // A global that is not there (Payload answers 404): only a signed-in caller gets that far.
  if (!access) return req.user ? null : forbidden()
  try {
    // The id as the route names it (Payload's types say number; the ids here are texts).
    const args = { req, ...(write.id !== undefined ? { id: write.id } : {}) } as Parameters<typeof access>[0]
    const result: unknown = await access(args)
    return result ? null : forbidden()
  } catch (error) {
    if (error instanceof APIError && error.status >= 400 && error.status < 500)
      return refusal(error.status, error.message)
    return null
  }
}

/**
 * The wrapper of Payload's REST write handlers (src/endpoints/restHandlers.ts): the caller, the
 * public write limit for an anonymous one and the access of the operation, all before the body
 * is read. Everything else (reads, the modules' calls) passes untouched.
 */
export const withRestWriteGate =
  (config: Promise<SanitizedConfig> | SanitizedConfig, handler: RouteHandler): RouteHandler =>
  async (request, context) => {
    if (!WRITE_METHODS.has(request.method.toUpperCase())) return handler(request, context)
    const resolved = await config
    const write = restWriteOf(request.method, new URL(request.url).pathname, resolved)
    if (!write) return handler(request, context)
    // Signed in from the headers alone: a copy without the body, so nothing of it is read here.
    const req = await createPayloadRequest({
      config,
      request: new Request(request.url, { method: request.method, headers: new Headers(request.headers) }),
    })
    if (!req.user) {
      try {
        await limit(req, RATE_LIMITS.publicPost)
      } catch (error) {
        if (error instanceof RateLimited) return withRetryAfter(refusal(error.status, error.message, error.code), error)
        throw error
      }
    }
    return (await accessAnswer(req, write)) ?? handler(request, context)
  }
