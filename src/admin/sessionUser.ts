import type { Payload, TypedUser } from 'payload'
import { cache } from 'react'

import type { SessionUser } from '@/access'

/** One reload per request, shared by the menu and the header. */
const loadWithRoles = cache(
  async (payload: Payload, id: string): Promise<SessionUser> =>
    (await payload.findByID({
      collection: 'users',
      id,
      depth: 1,
      overrideAccess: true,
      disableErrors: true,
    })) as SessionUser,
)

/**
 * The admin templates hand components the user as the user may read it, so roles the user may
 * not list arrive as bare ids. Menus and header actions need the roles themselves: reload them.
 */
export const withRoles = async (payload: Payload, user: TypedUser | null | undefined): Promise<SessionUser> => {
  if (!user) return null
  const populated = (user.roles ?? []).every((role) => typeof role === 'object' && role !== null)
  if (populated) return user as SessionUser
  return loadWithRoles(payload, String(user.id))
}
