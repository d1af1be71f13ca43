import { z } from 'zod'

import { LABEL, MSG } from '@/i18n/messages'
import { isObjectId } from '@/lib/objectId'

/**
 * Shared zod schemas: the endpoints parse with them and the forms validate with them,
 * so both speak the spec's zh-TW messages.
 */

/** The password rule: 8–100 characters with a digit, a lowercase and an uppercase letter. */
export const PASSWORD_PATTERN = /^(?=.*\d)(?=.*[a-z])(?=.*[A-Z]).{8,100}$/

export const isValidPassword = (value: string): boolean => PASSWORD_PATTERN.test(value)

/** A required trimmed string; empty or missing gives `<label>為必填欄位`. */
export const requiredText = (label: string) =>
  z
    .string({ error: MSG.required(label) })
    .trim()
    .min(1, { error: MSG.required(label) })

export const passwordField = (label: string = LABEL.password) =>
  z
    .string({ error: MSG.required(label) })
    .min(1, { error: MSG.required(label) })
    .refine(isValidPassword, { error: MSG.passwordRule })

export const emailField = (label: string = LABEL.email) => requiredText(label).pipe(z.email({ error: MSG.notEmail }))

export const objectIdField = (label: string) => requiredText(label).refine(isObjectId, { error: MSG.notObjectId })

const newPasswordShape = {
  newPassword: passwordField(LABEL.newPassword),
  rePassword: requiredText(LABEL.rePassword),
}

/** rePassword must equal newPassword (`{confirm label} 與 {label} 並未相同`). */
const confirmed = <S extends z.ZodType<{ newPassword: string; rePassword: string }>>(schema: S) =>
  schema.refine((value) => value.newPassword === value.rePassword, {
    error: MSG.mismatch(LABEL.rePassword, LABEL.newPassword),
    path: ['rePassword'],
  })

export const loginSchema = z.object({
  username: requiredText(LABEL.username),
  password: z.string({ error: MSG.required(LABEL.password) }).min(1, { error: MSG.required(LABEL.password) }),
})

export const forgotPasswordSendSchema = z.object({ email: emailField() })

export const forgotPasswordResetSchema = confirmed(
  z.object({ userId: objectIdField(LABEL.userId), code: requiredText(LABEL.code), ...newPasswordShape }),
)

const oldPasswordField = () =>
  z.string({ error: MSG.required(LABEL.oldPassword) }).min(1, { error: MSG.required(LABEL.oldPassword) })

export const modifyPasswordSchema = confirmed(
  z.object({ username: requiredText(LABEL.username), oldPassword: oldPasswordField(), ...newPasswordShape }),
)

export const changePasswordSchema = confirmed(
  z.object({ username: z.string().trim().optional(), oldPassword: oldPasswordField(), ...newPasswordShape }),
)

export const validateInternalSchema = loginSchema

/** The first issue's message: what a 400 answer says. */
export const firstIssueMessage = (error: z.ZodError): string => {
  const issue = error.issues[0]
  if (!issue) return MSG.badRequest
  // zod names unknown keys in English; the contract refuses them in zh-TW, naming them.
  if (issue.code === 'unrecognized_keys')
    return MSG.unknownKeys(issue.keys.map((key) => [...issue.path, key].join('.')))
  // Every message of ours is zh-TW; where a schema left one to zod's English default, the whole
  // body of the wrong type (null, a list, a text, a number where an object is read) is named as
  // such, and anything else says only that the request is malformed.
  if (HAN.test(issue.message)) return issue.message
  return issue.code === 'invalid_type' && issue.path.length === 0 ? MSG.bodyNotObject : MSG.badRequest
}

const HAN = /\p{Script=Han}/u

/** `_id` and its alias `id` name two different records. */
export const ID_MISMATCH = '_id 與 id 不一致'

type IdNamed = { _id?: string; id?: string }
type IdAliased<T extends IdNamed, Id> = Omit<T, '_id' | 'id'> & { _id: Id }

/**
 * The record a body names, by the contract's `_id` or by `id`, its alias (bookings,
 * statistics calls): one mechanism for every body. Use on a strict object holding
 * both keys (`idAliasShape`), as `.transform(idAlias())`: both may be sent only when they agree
 * (400 `_id 與 id 不一致`), and the result keeps the name under `_id` alone. With a label, naming
 * none is refused `<label>為必填欄位`. Unknown keys are the strict object's, named in zh-TW by
 * firstIssueMessage.
 */
export function idAlias(): <T extends IdNamed>(value: T, ctx: z.RefinementCtx) => IdAliased<T, string | undefined>
export function idAlias(
  requiredLabel: string,
): <T extends IdNamed>(value: T, ctx: z.RefinementCtx) => IdAliased<T, string>
export function idAlias(requiredLabel?: string) {
  return <T extends IdNamed>({ _id, id, ...rest }: T, ctx: z.RefinementCtx) => {
    if (_id !== undefined && id !== undefined && _id.toLowerCase() !== id.toLowerCase())
      ctx.addIssue({ code: 'custom', message: ID_MISMATCH, path: ['_id'] })
    const named = _id ?? id
    if (named === undefined && requiredLabel !== undefined)
      ctx.addIssue({ code: 'custom', message: MSG.required(requiredLabel), path: ['_id'] })
    return { ...rest, _id: requiredLabel !== undefined ? (named ?? '') : named }
  }
}

/** The `_id` and `id` keys of a body that names a record (both optional; see idAlias). */
export const idAliasShape = <S extends z.ZodType<string>>(id: S) => ({ _id: id.optional(), id: id.optional() })
