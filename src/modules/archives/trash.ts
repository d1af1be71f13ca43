import type { PayloadRequest } from 'payload'

import { inTransaction } from '@/crud/transaction'
import { AppError } from '@/lib/errors'
import { relationId } from '@/lib/relation'
import type { Archive } from '@/payload-types'
import { requireAction } from './actor'
import { lockArchiveRows } from './locks'
import { ARCHIVE_MSG } from './messages'
import { placeUnder, siblingNames } from './placement'
import { distinctName, isRootFolder, tempFileDeletable } from './rules'
import { settingsOf } from './settings'
import { removeStored } from './storage'
import { loadSystemFolders, systemFolder } from './systemFolders'
import { type ArchiveItemView, actionsOn, findVisible, findVisibleMany, viewsOf } from './views'

/** Deleting: to the recycle bin or for good, restoring from the recycle bin, removing folders. */

const childCount = async (req: PayloadRequest, folderId: string): Promise<number> =>
  (
    await req.payload.count({
      collection: 'archives',
      where: { parent: { equals: folderId } },
      overrideAccess: true,
      req,
    })
  ).totalDocs

/** Delete a record for good; a file's bytes are the caller's to remove once this is committed. */
const hardDelete = async (req: PayloadRequest, doc: Archive): Promise<void> => {
  await req.payload.delete({ collection: 'archives', id: doc.id, overrideAccess: true, req })
}

type Removal = { removed: number; deleted: number; files: string[] }

/**
 * The decision and the writes of a delete, inside the caller's transaction: the items are locked
 * and read again (./locks.ts), so a move or restore into a folder being deleted, and a restore of
 * a file being deleted for good, come wholly before or wholly after it.
 */
const removeLocked = async (
  req: PayloadRequest,
  input: { folderId: string | null; ids: string[]; force: boolean },
  now: Date,
): Promise<Removal> => {
  const system = await loadSystemFolders(req)
  const recycleBin = systemFolder(system, 'recycle-bin')
  const temp = systemFolder(system, 'temp')
  await lockArchiveRows(req, input.ids)
  const docs = await findVisibleMany(req, input.ids)
  const settings = await settingsOf(req)
  for (const doc of docs) {
    // From the recycle bin only what is still there: a file restored meanwhile is kept.
    if (input.folderId === 'recycle-bin' && !doc.inRecycleBin) throw new AppError(400, ARCHIVE_MSG.notInFolder)
    if (input.folderId && input.folderId !== 'recycle-bin' && relationId(doc.parent) !== input.folderId)
      throw new AppError(400, ARCHIVE_MSG.notInFolder)
    requireAction(actionsOn(req, doc, system), 'delete')
    if (doc.type === 'Folder' && (await childCount(req, doc.id)) > 0)
      throw new AppError(409, ARCHIVE_MSG.folderNotEmpty)
    if (
      relationId(doc.parent) === temp.id &&
      !tempFileDeletable(new Date(doc.createdAt), settings.tempFilesProtectionMinutes, now)
    ) {
      throw new AppError(409, ARCHIVE_MSG.tempProtected(settings.tempFilesProtectionMinutes))
    }
  }
  const result: Removal = { removed: 0, deleted: 0, files: [] }
  for (const doc of docs) {
    if (input.force || doc.inRecycleBin || doc.type === 'Folder') {
      await hardDelete(req, doc)
      if (doc.type === 'File') result.files.push(doc.id)
      result.deleted += 1
    } else {
      await req.payload.update({
        collection: 'archives',
        id: doc.id,
        data: {
          parent: recycleBin.id,
          inRecycleBin: true,
          deletedFrom: relationId(doc.parent),
          deletedAt: now.toISOString(),
        },
        overrideAccess: true,
        req,
      })
      result.removed += 1
    }
  }
  return result
}

/** The bytes of files deleted for good, once their records are gone. */
const removeBytes = async (files: readonly string[]): Promise<void> => {
  for (const id of files) await removeStored(id)
}

/**
 * Delete items: to the recycle bin, or for good with `force` or when already there. A folder is
 * deleted only when empty (restore never applies to folders, so nothing is lost with one), and a
 * temp file not before its protection time has passed. `folderId` `recycle-bin` deletes only what
 * is still in the recycle bin.
 */
export const removeFiles = async (
  req: PayloadRequest,
  input: { folderId: string | null; ids: string[]; force: boolean },
  now: Date = new Date(),
): Promise<{ removed: number; deleted: number }> => {
  const { removed, deleted, files } = await inTransaction(req, () => removeLocked(req, input, now))
  await removeBytes(files)
  return { removed, deleted }
}

/**
 * Files in the recycle bin go back to the folder they came from. The files, those folders and
 * their root folders are locked and read again (./locks.ts), and a restored file copies its
 * folder's auth as read then; a restore beside a delete-forever of the same file
 * either restores it (the delete then finds it out of the bin: 400) or finds it gone (404); beside
 * the delete of its folder it either restores into it (the delete then finds it not empty) or
 * finds the folder gone (409).
 */
export const restoreFiles = async (req: PayloadRequest, ids: string[]): Promise<ArchiveItemView[]> => {
  const system = await loadSystemFolders(req)
  // Where they go back to, as read before the locks: these folders are locked with the files.
  const origins = (await findVisibleMany(req, ids)).map((doc) => relationId(doc.deletedFrom))
  return inTransaction(req, async () => {
    await lockArchiveRows(req, [...ids, ...origins])
    const docs = await findVisibleMany(req, ids)
    const targets = new Map<string, Archive>()
    for (const doc of docs) {
      if (!doc.inRecycleBin || doc.type !== 'File') throw new AppError(400, ARCHIVE_MSG.notRestorable)
      requireAction(actionsOn(req, doc, system), 'restore')
      const originId = relationId(doc.deletedFrom)
      // Restored and deleted again from elsewhere between the read and the locks: its folder is not locked.
      if (originId && !origins.includes(originId)) throw new AppError(409, ARCHIVE_MSG.changedMeanwhile)
      const origin = originId
        ? (
            await req.payload.find({
              collection: 'archives',
              where: { id: { equals: originId } },
              limit: 1,
              depth: 0,
              overrideAccess: true,
              req,
            })
          ).docs[0]
        : undefined
      if (!origin || origin.inRecycleBin) throw new AppError(409, ARCHIVE_MSG.originGone)
      targets.set(doc.id, origin)
    }
    const restored: Archive[] = []
    for (const doc of docs) {
      const origin = targets.get(doc.id)!
      const taken = await siblingNames(req, origin.id)
      const updated = await req.payload.update({
        collection: 'archives',
        id: doc.id,
        data: {
          name: distinctName(doc.name, taken),
          ...placeUnder(origin),
          inRecycleBin: false,
          deletedFrom: null,
          deletedAt: null,
        },
        overrideAccess: true,
        req,
      })
      restored.push(updated)
    }
    return viewsOf(req, restored, system)
  })
}

/**
 * Delete an empty folder for good: a root folder with `root`, any other folder without. Locked
 * and read again with the delete (./locks.ts): a move or restore into it at the same moment
 * comes wholly before (the folder is then not empty: 409) or after (and finds no folder).
 */
export const removeFolder = async (req: PayloadRequest, id: string, root: boolean): Promise<{ removed: number }> => {
  const { deleted, files } = await inTransaction(req, async () => {
    await lockArchiveRows(req, [id])
    const doc = await findVisible(req, id)
    if (doc.type !== 'Folder') throw new AppError(400, ARCHIVE_MSG.notAFolder)
    const isRoot = isRootFolder({ type: doc.type, parentId: relationId(doc.parent) })
    if (root !== isRoot) throw new AppError(400, root ? ARCHIVE_MSG.notRootFolder : ARCHIVE_MSG.isRootFolder)
    return removeLocked(req, { folderId: null, ids: [doc.id], force: true }, new Date())
  })
  await removeBytes(files)
  return { removed: deleted }
}
