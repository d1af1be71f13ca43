import type { PayloadRequest } from 'payload'

import { AppError } from '@/lib/errors'
import { ACCOUNT_MSG } from './messages'
import {
  type DirectoryConfig,
  type DirectoryPatron,
  DirectoryUnavailable,
  checkDirectory,
  directoryConfigOf,
} from './directory'
import { type InternalVerification, validateLocal } from './session'

/**
 * An internal patron's password check (validate-internal, bookings, recommendations, 我的預約),
 * against the platform's own accounts and, when LDAP_URL is set, the hospital directory, in the
 * order ACCOUNT_SOURCE_ORDER names. The first source that accepts the password
 * answers. A directory that cannot be asked is never taken as a yes: if no other source accepted
 * the password, the patron is told the directory cannot be reached (503), nothing more.
 */
export const validateInternal = async (
  req: PayloadRequest,
  credentials: { username: string; password: string },
): Promise<InternalVerification> => {
  let config: DirectoryConfig | null
  let down: unknown = null
  try {
    config = directoryConfigOf()
  } catch (error) {
    // A directory set up wrong is a directory that cannot be asked: the platform's own accounts still sign in.
    config = null
    down = error
  }
  if (!config && !down) return validateLocal(req, credentials)
  const directory = config
  const sources = directory?.order === 'directory-first' ? ['directory', 'local'] : ['local', 'directory']
  for (const source of sources) {
    if (source === 'local') {
      const verdict = await validateLocal(req, credentials)
      if (verdict.valid || verdict.mustChangePassword) return verdict
      continue
    }
    if (!directory) continue
    try {
      const verdict = await checkDirectory(directory, credentials.username, credentials.password)
      if (verdict.kind === 'ok') return { valid: true, user: await keepShadow(req, verdict.patron) }
    } catch (error) {
      if (!(error instanceof DirectoryUnavailable)) throw error
      down = error
    }
  }
  if (down) return unavailable(req, down)
  return { valid: false }
}

const unavailable = (req: PayloadRequest, error: unknown): never => {
  req.payload.logger.error({ err: error }, `hospital directory: ${(error as Error).message}`)
  throw new AppError(503, ACCOUNT_MSG.directoryUnavailable)
}

/**
 * The patron's shadow record (directory-patrons), created at the first directory sign-in and
 * refreshed at each one after with what the directory says now. Never a password.
 */
const keepShadow = async (req: PayloadRequest, patron: DirectoryPatron) => {
  const data = {
    dn: patron.dn,
    username: patron.username,
    name: patron.name,
    email: patron.email,
    phoneNumber: patron.phoneNumber,
    department: patron.department,
    jobTitle: patron.jobTitle,
    lastSignInAt: new Date().toISOString(),
  }
  const found = await req.payload.find({
    collection: 'directory-patrons',
    where: { dn: { equals: patron.dn } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (found.docs[0])
    await req.payload.update({ collection: 'directory-patrons', id: found.docs[0].id, data, overrideAccess: true, req })
  else await req.payload.create({ collection: 'directory-patrons', data, overrideAccess: true, req })
  const { dn: _dn, ...who } = patron
  return { ...who, source: 'directory' as const }
}
