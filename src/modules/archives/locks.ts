import type { PayloadRequest } from 'payload'

import { lockRecord } from '@/crud/compareAndSet'
import { isObjectId } from '@/lib/objectId'

/**
 * Read-decide-write on the archive tree (docs/decisions.md "Read-decide-write"). A move, a
 * restore and a delete each decide on rows another call may change meanwhile: the items, and the
 * folders items go into or leave. So each, inside its transaction, first locks every row it
 * decides on (`lockRecord`), all together and in one order (by id), so two calls never wait on
 * each other in a circle, and only then reads them again and decides. A folder's delete thus waits
 * for a move or restore into it and then finds it not empty; a move or restore into a folder being
 * deleted waits for the delete and then finds no folder (404, or 409 when restoring); a restore and
 * a delete-forever of one file take turns, and the second finds the file gone or out of the bin.
 */
export const lockArchiveRows = async (req: PayloadRequest, ids: Iterable<string | null | undefined>): Promise<void> => {
  const unique = [...new Set([...ids].filter(isObjectId))].sort()
  for (const id of unique) await lockRecord(req, 'archives', id)
}
