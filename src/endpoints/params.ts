import type { PayloadRequest } from 'payload'

import { MSG } from '@/i18n/messages'
import { AppError } from '@/lib/errors'
import { isObjectId } from '@/lib/objectId'
import type { ListQuery } from '@/validation/listQuery'
import { PUBLIC_LIST_MAX_LIMIT, listQuerySchema } from '@/validation/listQuery'
import { withMaxLimit } from '@/crud/listQuery'
import { readQuery, routeParam } from './query'

/** The `:id` of a path: a 24-hex ObjectId, or a 400 before anything is read. */
export const idParam = (req: PayloadRequest): string => {
  const id = routeParam(req, 'id')
  if (!isObjectId(id)) throw new AppError(400, MSG.notObjectId)
  return id.toLowerCase()
}

/** Is this a call of the public API (`/api/public/…`)? */
const isPublicCall = (req: PayloadRequest): boolean => {
  const api = req.payload?.config?.routes?.api ?? '/api'
  return (req.pathname ?? '').startsWith(`${api}/public/`)
}

/**
 * The contract's list query (`page`, `limit`, `keyword`), its page size held to `maxLimit` when
 * given; a public list without its own limit is held to PUBLIC_LIST_MAX_LIMIT.
 */
export const listQueryOf = (req: PayloadRequest, maxLimit?: number): ListQuery => {
  const query = readQuery(req, listQuerySchema)
  const cap = maxLimit ?? (isPublicCall(req) ? PUBLIC_LIST_MAX_LIMIT : undefined)
  return cap === undefined ? query : withMaxLimit(query, cap)
}
