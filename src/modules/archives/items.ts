import type { PayloadRequest, Where } from 'payload'

import { userOf } from '@/access'
import { inTransaction } from '@/crud/transaction'
import { AppError } from '@/lib/errors'
import { relationId, relationIds } from '@/lib/relation'
import type { Archive } from '@/payload-types'
import { actorOf, requireAction } from './actor'
import { ARCHIVE_MSG } from './messages'
import { placeUnder, siblingNames, validName } from './placement'
import { distinctName, folderActions, isRootFolder } from './rules'
import { lockArchiveRows, lockRootNames } from './locks'
import { loadSystemFolders } from './systemFolders'
import { type ArchiveItemView, actionsOn, findVisible, findVisibleMany, toRuleItem, viewsOf } from './views'

/** Items (files, and folders with their content): renaming and moving. */

/**
 * Rename an item. The item and its folder are locked and read again (./locks.ts), in the
 * transaction that renames it: beside its delete (to the recycle bin or, for a folder, for good)
 * the rename comes wholly before it or finds the item gone (404), moved meanwhile (409) or in the
 * bin (403), and never writes back the place it had before the delete; two renames (or a move, an
 * upload, a new folder) in one folder take turns on the folder, so two items never get one name;
 * a root folder's rename takes the root folders' names lock, as a new root folder does.
 */
export const rename = async (req: PayloadRequest, input: { _id: string; name: string }): Promise<ArchiveItemView> => {
  const name = validName(input.name)
  const system = await loadSystemFolders(req)
  const updated = await inTransaction(req, async () => {
    // Where it is, as read before the locks: its folder is locked with it.
    const seen = await findVisible(req, input._id)
    await lockArchiveRows(req, [seen.id, relationId(seen.parent)])
    const doc = await findVisible(req, input._id)
    if (relationId(doc.parent) !== relationId(seen.parent)) throw new AppError(409, ARCHIVE_MSG.changedMeanwhile)
    const isRoot = isRootFolder({ type: doc.type, parentId: relationId(doc.parent) })
    requireAction(actionsOn(req, doc, system), isRoot ? 'modifyFolder' : 'rename')
    // Root folders have no folder to lock: their names are locked as one (./locks.ts).
    if (isRoot) await lockRootNames(req)
    const taken = await siblingNames(req, relationId(doc.parent), doc.id)
    if (doc.type === 'Folder' && taken.has(name.toLowerCase())) throw new AppError(409, ARCHIVE_MSG.folderExists)
    const finalName = doc.type === 'File' ? distinctName(withExtension(name, doc.extension), taken) : name
    return req.payload.update({
      collection: 'archives',
      id: doc.id,
      data: { name: finalName },
      overrideAccess: true,
      req,
    })
  })
  return (await viewsOf(req, [updated], system))[0]!
}

/** A file keeps its extension when renamed (the bytes do not change type). */
const withExtension = (name: string, extension: string | null | undefined): string =>
  extension && !name.toLowerCase().endsWith(`.${extension}`) ? `${name}.${extension}` : name

const subtreeWhere = (folder: Archive): Where => ({ path: { like: `/${folder.id}/` } })

/**
 * Move items (files, and folders with their content) from one folder to another. The target,
 * the source, the items and their root folders are locked and read again first (./locks.ts), and
 * the moved items copy the target's auth as read then: beside the target root's auth change the
 * move comes wholly before it (and is rewritten with the rest) or after it; a delete of the target
 * at the same moment either comes first (the move then finds no folder: 404) or after (and finds
 * the folder not empty); a delete of a moved item either comes first (404) or deletes it where it
 * was moved to.
 */
export const moveFiles = async (
  req: PayloadRequest,
  input: { fromFolderId: string; toFolderId: string; ids: string[] },
): Promise<ArchiveItemView[]> => {
  const system = await loadSystemFolders(req)
  const actor = actorOf(userOf(req))
  return inTransaction(req, async () => {
    await lockArchiveRows(req, [input.toFolderId, input.fromFolderId, ...input.ids])
    const target = await findVisible(req, input.toFolderId)
    if (target.type !== 'Folder' || target.inRecycleBin || target.systemKey === 'recycle-bin')
      throw new AppError(400, ARCHIVE_MSG.badTarget)
    if (!folderActions(actor, toRuleItem(target, system), 'manage').includes('uploadFile'))
      throw new AppError(403, ARCHIVE_MSG.forbidden)
    const docs = await findVisibleMany(req, input.ids)
    for (const doc of docs) {
      if (relationId(doc.parent) !== input.fromFolderId) throw new AppError(400, ARCHIVE_MSG.notInFolder)
      if (doc.systemKey) throw new AppError(403, ARCHIVE_MSG.systemFolder)
      if (doc.type === 'Folder' && (target.id === doc.id || (target.path ?? '').includes(`/${doc.id}/`)))
        throw new AppError(400, ARCHIVE_MSG.badTarget)
      requireAction(actionsOn(req, doc, system), 'rename')
    }
    const taken = await siblingNames(req, target.id)
    const moved: Archive[] = []
    for (const doc of docs) {
      const name = distinctName(doc.name, taken)
      taken.add(name.toLowerCase())
      const placement = placeUnder(target)
      const updated = await req.payload.update({
        collection: 'archives',
        id: doc.id,
        data: { name, ...placement },
        overrideAccess: true,
        req,
      })
      if (doc.type === 'Folder') await rebaseSubtree(req, doc, updated)
      moved.push(updated)
    }
    return viewsOf(req, moved, system)
  })
}

/** After a folder moved, its descendants' paths, root and auth follow it. */
const rebaseSubtree = async (req: PayloadRequest, before: Archive, after: Archive): Promise<void> => {
  const oldPrefix = `${before.path ?? ''}`
  const newPrefix = `${after.path ?? ''}`
  const descendants = await req.payload.find({
    collection: 'archives',
    where: subtreeWhere(before),
    pagination: false,
    limit: 0,
    depth: 0,
    overrideAccess: true,
    req,
  })
  for (const doc of descendants.docs) {
    await req.payload.update({
      collection: 'archives',
      id: doc.id,
      data: {
        path: `${newPrefix}${(doc.path ?? '').slice(oldPrefix.length)}`,
        rootFolder: relationId(after.rootFolder) ?? after.id,
        effectiveAuth: after.effectiveAuth,
        effectiveAuthRoles: relationIds(after.effectiveAuthRoles),
      },
      overrideAccess: true,
      req,
    })
  }
}
