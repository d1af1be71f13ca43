/**
 * Payload's REST error body keeps an APIError's message only while the error's class name
 * survives (`formatErrors` reads `error.name`); the production server bundle minifies class
 * names away, so every public refusal thrown by a hook (超級管理員角色不可刪除 …) reached
 * Payload's own screens as "An unknown error occurred.". This restores the message of an error
 * Payload itself deems public (its `isErrorPublic` rule without `debug`).
 */
const PAYLOAD_UNKNOWN = 'An unknown error occurred.'

type ErrorLike = { message?: unknown; isPublic?: unknown; status?: unknown; data?: unknown }

const isPublic = (error: ErrorLike): boolean =>
  error.isPublic === true || (error.isPublic !== false && typeof error.status === 'number' && error.status !== 500)

/** The error body to answer instead of Payload's, or undefined to keep Payload's. */
export const publicErrorBody = (error: unknown, result: unknown): { errors: { message: string }[] } | undefined => {
  if (!error || typeof error !== 'object') return undefined
  const candidate = error as ErrorLike
  if (typeof candidate.message !== 'string' || !candidate.message.trim() || !isPublic(candidate)) return undefined
  const errors = (result as { errors?: { message?: unknown }[] } | undefined)?.errors
  if (!Array.isArray(errors) || errors.length !== 1 || errors[0]?.message !== PAYLOAD_UNKNOWN) return undefined
  return { errors: [{ message: candidate.message }] }
}
