/**
 * Payload's REST error body (`formatErrors`) recognises its APIError and ValidationError by
 * `instanceof` and by class name; in the production server bundle neither holds (the classes
 * are bundled apart and their names minified), so a public refusal lost its details: a hook's
 * APIError (超級管理員角色不可刪除 …) was answered "An unknown error occurred.", and a
 * ValidationError lost its `data.errors`, the per-field messages (名稱為必填欄位 …) Payload's edit
 * view shows under each field. This answers such an error the way `formatErrors` means to,
 * for errors Payload itself deems public (its `isErrorPublic` rule without `debug`).
 */
const PAYLOAD_UNKNOWN = 'An unknown error occurred.'

type ErrorLike = { message?: unknown; isPublic?: unknown; status?: unknown; data?: unknown; name?: unknown }
type ErrorBody = { errors: { message: string; data?: Record<string, unknown>; name?: string }[] }

const isPublic = (error: ErrorLike): boolean =>
  error.isPublic === true || (error.isPublic !== false && typeof error.status === 'number' && error.status !== 500)

/** The error body to answer instead of Payload's, or undefined to keep Payload's. */
export const publicErrorBody = (error: unknown, result: unknown): ErrorBody | undefined => {
  if (!error || typeof error !== 'object') return undefined
  const candidate = error as ErrorLike
  if (typeof candidate.message !== 'string' || !candidate.message.trim() || !isPublic(candidate)) return undefined
  const errors = (result as { errors?: { message?: unknown; data?: unknown }[] } | undefined)?.errors
  if (!Array.isArray(errors) || errors.length !== 1) return undefined
  const lostMessage = errors[0]?.message === PAYLOAD_UNKNOWN
  const lostData = Boolean(candidate.data) && !errors[0]?.data
  if (!lostMessage && !lostData) return undefined
  return {
    errors: [
      candidate.data && typeof candidate.data === 'object'
        ? {
            ...(typeof candidate.name === 'string' && candidate.name ? { name: candidate.name } : {}),
            data: candidate.data as Record<string, unknown>,
            message: candidate.message,
          }
        : { message: candidate.message },
    ],
  }
}
