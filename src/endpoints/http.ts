import {
  APIError,
  type Endpoint,
  Forbidden,
  NotFound,
  type PayloadHandler,
  type PayloadRequest,
  ValidationError,
} from 'payload'
import type { z } from 'zod'

import { type Flag, type SessionUser, can, canAny, userOf } from '@/access'
import { MSG } from '@/i18n/messages'
import { AppError as HttpError, ERROR_CODES } from '@/lib/errors'
import { RATE_LIMITS, limit, withRetryAfter } from '@/lib/rateLimit'
import { firstIssueMessage } from '@/validation'
import { controlCharacterPath, parseJsonText, readJsonText } from './bodyLimit'
import { multipartRefusal } from './multipart'

export { HttpError, ERROR_CODES }
export { MAX_JSON_BODY_BYTES } from './bodyLimit'

/**
 * The HTTP contract helpers (DESIGN.md §4): every endpoint answers `{ result }` on success and
 * `{ message }` (zh-TW) with a 4xx/5xx status on failure. Bad input is always 4xx.
 */

export const ok = (result: unknown, init?: ResponseInit): Response => Response.json({ result }, init)

export const fail = (status: number, message: string, code?: string, errors?: readonly unknown[]): Response =>
  Response.json({ message, ...(code ? { code } : {}), ...(errors ? { errors } : {}) }, { status })

/** Payload's own required-field messages (zh-TW and English), which name no field. */
const PAYLOAD_REQUIRED = new Set(['此欄位為必填項目。', 'This field is required.'])

export type FieldError = { field: string; message: string }

/**
 * A Payload validation failure as the contract's field errors: Payload's label-less required
 * message becomes the spec's '<label>為必填欄位'; other messages are the
 * field validators' own zh-TW text.
 */
export const validationErrorsOf = (error: ValidationError): FieldError[] => {
  const errors =
    (error.data as { errors?: { label?: unknown; message?: string; path?: string }[] } | undefined)?.errors ?? []
  return errors.map((entry) => {
    const label = typeof entry.label === 'string' ? entry.label : (entry.path ?? '')
    const message = entry.message && !PAYLOAD_REQUIRED.has(entry.message) ? entry.message : MSG.required(label)
    return { field: entry.path ?? '', message }
  })
}

/** Turn anything thrown into the contract's error envelope. */
export const toErrorResponse = (error: unknown, req?: PayloadRequest): Response => {
  if (error instanceof HttpError)
    return withRetryAfter(fail(error.status, error.message, error.code, error.errors), error)
  if (error instanceof ValidationError) {
    const fieldErrors = validationErrorsOf(error)
    return fail(
      400,
      fieldErrors[0]?.message ?? error.message,
      undefined,
      fieldErrors.length > 0 ? fieldErrors : undefined,
    )
  }
  // A multipart body Payload's reader could not read (./multipart.ts): the caller's input.
  const refusal = multipartRefusal(error, req)
  if (refusal) return fail(refusal.status, refusal.message)
  // Payload's own refusals carry English text: the contract answers in zh-TW.
  if (error instanceof Forbidden) return fail(403, MSG.forbidden, ERROR_CODES.forbidden)
  if (error instanceof NotFound) return fail(404, MSG.notFound)
  if (error instanceof APIError && error.status < 500) return fail(error.status, error.message)
  req?.payload.logger.error({ err: error, msg: 'unhandled endpoint error' })
  return fail(500, MSG.serverError)
}

/**
 * Read and validate a JSON body: another content type is a 415 and more than 1 MB a 413
 * (./bodyLimit); a malformed or invalid body is a 400 with the first zh-TW message, and so is
 * any text or key holding U+0000 (no database text column can keep it the same everywhere) or
 * another control character (named by its key).
 */
export const readBody = async <S extends z.ZodType>(req: PayloadRequest, schema: S): Promise<z.infer<S>> => {
  const text = await readJsonText(req)
  const read = text ? parseJsonText(text) : { value: {} }
  if ('refusal' in read) throw new HttpError(400, read.refusal)
  if ('malformed' in read) throw new HttpError(400, MSG.badRequest)
  const body = read.value
  const parsed = schema.safeParse(body)
  if (!parsed.success) throw new HttpError(400, firstIssueMessage(parsed.error))
  // After the schema, whose own field messages come first: no text of any body holds a control
  // character (a bare CR, an escape …), whatever a field's rules forgot.
  const holding = controlCharacterPath(body)
  if (holding !== null) throw new HttpError(400, MSG.controlCharacter(holding))
  return parsed.data
}

/**
 * Who may call an endpoint:
 * - `public`: anyone;
 * - `session`: any signed-in account, including one that still has to change its password;
 * - `active`: a signed-in account that may act (not disabled, password change done);
 * - `{ flag }`: an active account holding that permission flag;
 * - `{ anyOf }`: an active account holding at least one of the flags.
 */
export type Guard = 'public' | 'session' | 'active' | { flag: Flag } | { anyOf: readonly Flag[] }

export const checkGuard = (guard: Guard, user: SessionUser): void => {
  if (guard === 'public') return
  if (!user) throw new HttpError(401, MSG.unauthenticated, ERROR_CODES.unauthenticated)
  if (guard === 'session') return
  if (user.accountStatus === 'Disabled') throw new HttpError(403, MSG.accountDisabled, ERROR_CODES.accountDisabled)
  if (user.mustChangePassword) throw new HttpError(403, MSG.mustChangePassword, ERROR_CODES.passwordChangeRequired)
  if (guard === 'active') return
  const allowed = 'anyOf' in guard ? canAny(user, guard.anyOf) : can(user, guard.flag)
  if (!allowed) throw new HttpError(403, MSG.forbidden, ERROR_CODES.forbidden)
}

type Method = Endpoint['method']

/** Declare a root endpoint: guard first, then the thin handler; errors become the envelope. */
export const endpoint = (
  method: Method,
  path: string,
  guard: Guard,
  handle: (req: PayloadRequest) => Promise<Response>,
): Endpoint => {
  const handler: PayloadHandler = async (req) => {
    try {
      checkGuard(guard, userOf(req))
      // Every public write counts against its address's limit (src/lib/rateLimit.ts).
      if (guard === 'public' && method !== 'get') await limit(req, RATE_LIMITS.publicPost)
      return await handle(req)
    } catch (error) {
      return toErrorResponse(error, req)
    }
  }
  return { method, path, handler, custom: { guard } }
}
