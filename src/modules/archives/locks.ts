import type { PayloadRequest } from 'payload'

import { lockKeys, lockRecord } from '@/crud/compareAndSet'
import { AppError } from '@/lib/errors'
import { isObjectId } from '@/lib/objectId'
import { relationId } from '@/lib/relation'
import { ARCHIVE_MSG } from './messages'

/** The root folder of each of the rows `ids` (a root folder is its own), as stored now. */
const rootsOf = async (req: PayloadRequest, ids: readonly string[]): Promise<Map<string, string | null>> => {
  const found = await req.payload.find({
    collection: 'archives',
    where: { id: { in: [...ids] } },
    pagination: false,
    limit: 0,
    depth: 0,
    overrideAccess: true,
    select: { parent: true, rootFolder: true },
    req,
  })
  return new Map(
    found.docs.map((doc) => [
      String(doc.id),
      relationId(doc.rootFolder) ?? (relationId(doc.parent) ? null : String(doc.id)),
    ]),
  )
}

/**
 * Read-decide-write on the archive tree (docs/decisions.md "Read-decide-write"). A move, a
 * restore, a delete, a rename, an upload and a new folder each decide on rows another call may
 * change meanwhile: the items, and the folders items go into or leave. So each, inside its
 * transaction, first locks every row it decides on (`lockRecord`) and only then reads them again
 * and decides. A folder's delete thus waits for a move or restore into it and then finds it not
 * empty; a move or restore into a folder being deleted waits for the delete and then finds no
 * folder (404, or 409 when restoring); a restore and a delete-forever of one file take turns, and
 * the second finds the file gone or out of the bin.
 *
 * The root folders of those rows are locked with them, first: a root folder's auth change
 * (`modifyRootFolder`) locks the root and rewrites the auth of everything under it, so an item
 * placed under that root meanwhile waits for it and then copies the new auth from its folder
 * (or is placed first, and rewritten with the rest). The order is the same for every call, roots
 * first, then the other rows, each by id, and the auth change holds its root before it writes
 * anything under it, so no two calls wait on each other in a circle. A row moved to another tree
 * between the look at its root and the locks is refused (409), since its new root is not held.
 */
export const lockArchiveRows = async (req: PayloadRequest, ids: Iterable<string | null | undefined>): Promise<void> => {
  const unique = [...new Set([...ids].filter(isObjectId))].sort()
  if (unique.length === 0) return
  const roots = [...new Set([...(await rootsOf(req, unique)).values()].filter(isObjectId))].sort()
  for (const id of roots) await lockRecord(req, 'archives', id)
  for (const id of unique) if (!roots.includes(id)) await lockRecord(req, 'archives', id)
  for (const root of (await rootsOf(req, unique)).values())
    if (root !== null && !roots.includes(root)) throw new AppError(409, ARCHIVE_MSG.changedMeanwhile)
}

/**
 * The names of the root folders, which have no parent row to lock: one lock for the whole
 * archive (`lockKeys`), taken inside the transaction before the root folders' names are read, by
 * a new root folder and by a root folder's rename, so two root folders never end with one name.
 */
export const lockRootNames = (req: PayloadRequest): Promise<void> => lockKeys(req, ['archives:root-folder-names'])
