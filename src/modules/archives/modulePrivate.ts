import type { Payload, Where } from 'payload'

import { relationId } from '@/lib/relation'
import type { Archive } from '@/payload-types'
import { MODULE_PRIVATE_FOLDERS } from './rules'

/**
 * The module-private special folders by id (./rules.ts `MODULE_PRIVATE_FOLDERS`), and the query
 * clause and check that keep what lies under them out of every archive read. Special folders are
 * seeded on start and never deleted or re-keyed, so their ids are kept per Payload instance once
 * all of them are found (a partial answer is never kept, so a missing folder is looked up again).
 */

const known = new WeakMap<Payload, readonly string[]>()

export const modulePrivateFolderIds = async (payload: Payload): Promise<readonly string[]> => {
  const kept = known.get(payload)
  if (kept) return kept
  const found = await payload.find({
    collection: 'archives',
    where: { systemKey: { in: [...MODULE_PRIVATE_FOLDERS] } },
    pagination: false,
    limit: 0,
    depth: 0,
    overrideAccess: true,
    select: { systemKey: true },
  })
  const ids = found.docs.map((doc) => String(doc.id))
  if (ids.length >= MODULE_PRIVATE_FOLDERS.length) known.set(payload, ids)
  return ids
}

/**
 * Items outside every module-private folder: neither placed in one (`parent`) nor under one
 * (`rootFolder`, which a file keeps in the recycle bin too). The folders themselves stay.
 */
export const outsideModulePrivate = (ids: readonly string[]): Where | undefined =>
  ids.length === 0
    ? undefined
    : {
        and: [
          { or: [{ rootFolder: { exists: false } }, { rootFolder: { not_in: [...ids] } }] },
          { or: [{ parent: { exists: false } }, { parent: { not_in: [...ids] } }] },
        ],
      }

/** Does this item lie in or under a module-private folder? */
export const isUnderModulePrivate = (doc: Pick<Archive, 'parent' | 'rootFolder'>, ids: readonly string[]): boolean => {
  const root = relationId(doc.rootFolder)
  const parent = relationId(doc.parent)
  return (root !== null && ids.includes(root)) || (parent !== null && ids.includes(parent))
}
