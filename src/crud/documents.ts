import type { CollectionSlug, DataFromCollectionSlug, PayloadRequest } from 'payload'

import { AppError } from '@/lib/errors'
import { isObjectId } from '@/lib/objectId'

/**
 * One document by id for a contract call, read with the caller's access (overrideAccess false):
 * a malformed or unknown id, or one the caller may not read, is a 404 with the given zh-TW message.
 */
export const findOr404 = async <S extends CollectionSlug>(
  req: PayloadRequest,
  collection: S,
  id: string,
  notFoundMessage: string,
  depth = 0,
): Promise<DataFromCollectionSlug<S>> => {
  if (!isObjectId(id)) throw new AppError(404, notFoundMessage)
  const doc = await req.payload.findByID({ collection, id, depth, overrideAccess: false, disableErrors: true, req })
  if (!doc) throw new AppError(404, notFoundMessage)
  return doc as DataFromCollectionSlug<S>
}
