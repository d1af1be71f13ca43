import type { PayloadRequest } from 'payload'

import { AppError } from '@/lib/errors'
import { relationId } from '@/lib/relation'
import type { Archive } from '@/payload-types'
import { requireAction } from './actor'
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

const hardDelete = async (req: PayloadRequest, doc: Archive): Promise<void> => {
  await req.payload.delete({ collection: 'archives', id: doc.id, overrideAccess: true, req })
  if (doc.type === 'File') await removeStored(doc.id)
}

/**
 * Delete items: to the recycle bin, or for good with `force` or when already there. A folder is
 * deleted only when empty (restore never applies to folders, so nothing is lost with one), and a
 * temp file not before its protection time has passed.
 */
export const removeFiles = async (
  req: PayloadRequest,
  input: { folderId: string | null; ids: string[]; force: boolean },
  now: Date = new Date(),
): Promise<{ removed: number; deleted: number }> => {
  const system = await loadSystemFolders(req)
  const recycleBin = systemFolder(system, 'recycle-bin')
  const temp = systemFolder(system, 'temp')
  const docs = await findVisibleMany(req, input.ids)
  const settings = await settingsOf(req)
  for (const doc of docs) {
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
  let removed = 0
  let deleted = 0
  for (const doc of docs) {
    if (input.force || doc.inRecycleBin || doc.type === 'Folder') {
      await hardDelete(req, doc)
      deleted += 1
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
      removed += 1
    }
  }
  return { removed, deleted }
}

/** Files in the recycle bin go back to the folder they came from. */
export const restoreFiles = async (req: PayloadRequest, ids: string[]): Promise<ArchiveItemView[]> => {
  const system = await loadSystemFolders(req)
  const docs = await findVisibleMany(req, ids)
  const targets = new Map<string, Archive>()
  for (const doc of docs) {
    if (!doc.inRecycleBin || doc.type !== 'File') throw new AppError(400, ARCHIVE_MSG.notRestorable)
    requireAction(actionsOn(req, doc, system), 'restore')
    const originId = relationId(doc.deletedFrom)
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
}

/** Delete an empty folder for good: a root folder with `root`, any other folder without. */
export const removeFolder = async (req: PayloadRequest, id: string, root: boolean): Promise<{ removed: number }> => {
  const doc = await findVisible(req, id)
  if (doc.type !== 'Folder') throw new AppError(400, ARCHIVE_MSG.notAFolder)
  const isRoot = isRootFolder({ type: doc.type, parentId: relationId(doc.parent) })
  if (root !== isRoot) throw new AppError(400, root ? ARCHIVE_MSG.notRootFolder : ARCHIVE_MSG.isRootFolder)
  const { deleted } = await removeFiles(req, { folderId: null, ids: [doc.id], force: true })
  return { removed: deleted }
}
