import type { PayloadRequest } from 'payload'

import type { AccountSource } from './labels'

/**
 * Which accounts an internal booking's username names when no password said so (a booking staff
 * make for a patron, one written without the service): the platform's own account of that
 * username when there is one, else the hospital directory's. The same rule as the migration
 * reservation_account_source's backfill. Payload stores usernames lower-cased and trimmed.
 */
export const accountSourceOf = async (req: PayloadRequest, username: string): Promise<AccountSource> => {
  const found = await req.payload.count({
    collection: 'users',
    where: { username: { equals: username.trim().toLowerCase() } },
    overrideAccess: true,
    req,
  })
  return found.totalDocs > 0 ? 'local' : 'directory'
}
