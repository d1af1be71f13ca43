import {
  APIError,
  AuthenticationError,
  type BaseDatabaseAdapter,
  type DatabaseAdapterObj,
  type PayloadRequest,
  type UpdateOneArgs,
} from 'payload'

import { lockRecord } from '@/crud/compareAndSet'
import { MSG } from '@/i18n/messages'

/**
 * Payload's sign-in, refresh and sign-out keep an account's sessions by writing back the whole
 * account they read (`db.updateOne({ data: user })`, marked by `updatedAt: null`). A sign-in reads
 * the account, checks the password for about half a second, then writes: a role grant, a new
 * password or a disabled status that staff saved in that half second was undone, and sessions
 * ended meanwhile (a password reset ends them all) came back (docs/decisions.md
 * "Read-decide-write").
 *
 * Here such a write of the auth collection takes the account's row lock, reads what is stored
 * now, and writes the sessions only, merged with the stored ones:
 * - a session the write adds (not stored, created just now) is added, unless the password or the
 *   status changed since the sign-in read the account: then the sign-in fails as if the password
 *   were wrong (or the account disabled), and nothing is written;
 * - a stored session the write leaves out is ended only when the write ends it (sign-out of the
 *   caller's own session, or of every session when it leaves none), otherwise it was added by a
 *   sign-in meanwhile and stays;
 * - a refreshed session takes the written expiry; expired sessions are dropped.
 */

type Session = { id: string; createdAt?: string | Date | null; expiresAt: string | Date }
type Account = {
  id?: string | number
  sessions?: Session[] | null
  hash?: string
  salt?: string
  accountStatus?: string
}

/** A session created within this window of the write is the one a sign-in adds. */
const NEW_SESSION_MS = 60_000
const AUTH_COLLECTION = 'users'
const DISABLED = 'Disabled'

const time = (value: string | Date | null | undefined): number => (value ? new Date(value).getTime() : 0)

/** Whether a write is Payload's session bookkeeping: the whole account, with `updatedAt: null`. */
const isSessionWrite = (args: UpdateOneArgs): boolean =>
  args.collection === AUTH_COLLECTION &&
  args.data !== null &&
  typeof args.data === 'object' &&
  'sessions' in args.data &&
  (args.data as { updatedAt?: unknown }).updatedAt === null

const idOf = (args: UpdateOneArgs): string | number | undefined => {
  if (args.id !== undefined) return args.id
  const where = args.where as { id?: { equals?: string | number } } | undefined
  return where?.id?.equals
}

/** The sessions to store: the stored ones as this write changes them, plus the one it adds. */
export const mergeSessions = (
  stored: readonly Session[],
  written: readonly Session[],
  ownSession: string | undefined,
  now: number,
): { sessions: Session[]; added: boolean } => {
  const writtenById = new Map(written.map((session) => [session.id, session]))
  const storedIds = new Set(stored.map((session) => session.id))
  const endsAll = written.length === 0
  const kept = stored
    .filter((session) => {
      if (writtenById.has(session.id)) return true
      return !endsAll && session.id !== ownSession
    })
    .map((session) => writtenById.get(session.id) ?? session)
  const added = written.filter(
    (session) => !storedIds.has(session.id) && now - time(session.createdAt) < NEW_SESSION_MS,
  )
  const sessions = [...kept, ...added].filter((session) => time(session.expiresAt) > now)
  return { sessions, added: added.length > 0 }
}

const writeSessionsOnly = async (
  adapter: BaseDatabaseAdapter,
  updateOne: BaseDatabaseAdapter['updateOne'],
  args: UpdateOneArgs,
): Promise<unknown> => {
  const id = idOf(args)
  const req = args.req as PayloadRequest | undefined
  if (id === undefined || !req?.payload) return updateOne(args)
  await lockRecord(req, AUTH_COLLECTION, id)
  const stored = (await adapter.findOne({
    collection: AUTH_COLLECTION,
    where: { id: { equals: id } },
    req,
  })) as Account | null
  if (!stored) return updateOne(args)
  const written = args.data as Account
  const ownSession = (req.user as { _sid?: string } | null | undefined)?._sid
  const { sessions, added } = mergeSessions(stored.sessions ?? [], written.sessions ?? [], ownSession, Date.now())
  if (added) {
    // The password checked is no longer the account's, or the account was disabled meanwhile.
    if (written.hash !== undefined && (written.hash !== stored.hash || written.salt !== stored.salt))
      throw new AuthenticationError(req.t)
    if (stored.accountStatus === DISABLED) throw new APIError(MSG.accountDisabled, 403, undefined, true)
  }
  return updateOne({ ...args, data: { sessions, updatedAt: null } })
}

/** A database adapter whose session bookkeeping writes only the sessions (see above). */
export const withSessionWrites = (adapter: DatabaseAdapterObj): DatabaseAdapterObj => ({
  ...adapter,
  init: (args) => {
    const instance = adapter.init(args) as BaseDatabaseAdapter
    const updateOne = instance.updateOne.bind(instance)
    instance.updateOne = (updateArgs) =>
      isSessionWrite(updateArgs)
        ? (writeSessionsOnly(instance, updateOne, updateArgs) as ReturnType<BaseDatabaseAdapter['updateOne']>)
        : updateOne(updateArgs)
    return instance
  },
})
