import type { PayloadRequest } from 'payload'

import { FLAGS, can, userOf } from '@/access'
import { ARCHIVE_MSG } from './messages'
import { inTransaction } from '@/crud/transaction'
import { AppError } from '@/lib/errors'
import { extensionOf } from '@/lib/fileTypes'
import type { Archive } from '@/payload-types'
import { contentMatches, isAccepted, isImageExtension, responseMimeType } from './fileTypes'
import { distinctName, folderActions, sanitizeName, type SystemFolderKey, SYSTEM_FOLDERS } from './rules'
import { removeStored, storeFile } from './storage'
import { lockArchiveRows } from './locks'
import { actorOf } from './actor'
import { childPath } from './placement'
import { loadSystemFolders, systemFolder } from './systemFolders'
import { type ArchiveItemView, findVisible, toRuleItem, viewsOf } from './views'

/** The upload size limit in bytes (ARCHIVE_MAX_UPLOAD_MB, default 100 MB). */
export const maxUploadBytes = (): number => Number(process.env.ARCHIVE_MAX_UPLOAD_MB || 100) * 1024 * 1024

export type IncomingFile = { name: string; data: Buffer; size: number }

/**
 * Store one uploaded file in a folder: the type is checked by extension AND content, the name is
 * sanitised and made distinct in its folder (never overwriting), a 50×50 thumbnail is made for
 * images. The document and the bytes are written together: a failure leaves neither.
 */
export const uploadFile = async (
  req: PayloadRequest,
  target: { module: string; folderId: string | null },
  file: IncomingFile | undefined,
): Promise<ArchiveItemView> => {
  if (!file || file.size === 0) throw new AppError(400, ARCHIVE_MSG.fileRequired)
  const user = userOf(req)
  if (!can(user, FLAGS.archives.upload.auth)) throw new AppError(403, ARCHIVE_MSG.forbidden)
  const system = await loadSystemFolders(req)

  let folder: Archive
  if (target.module === 'temp') folder = systemFolder(system, 'temp')
  else if (target.folderId) folder = await findVisible(req, target.folderId)
  else if ((SYSTEM_FOLDERS as readonly string[]).includes(target.module))
    folder = systemFolder(system, target.module as SystemFolderKey)
  else throw new AppError(400, ARCHIVE_MSG.folderRequired)
  if (folder.type !== 'Folder') throw new AppError(400, ARCHIVE_MSG.notAFolder)
  if (!folderActions(actorOf(user), toRuleItem(folder, system), 'manage').includes('uploadFile'))
    throw new AppError(403, ARCHIVE_MSG.forbidden)
  return (await viewsOf(req, [await storeUpload(req, folder, target.module, file)], system))[0]!
}

/**
 * Store one checked-for-permission upload in `folder` (the manager's upload and the picker's):
 * type, size and content checks, a distinct name, the document and the bytes together. The folder
 * and its root folder are locked and the folder read again first (./locks.ts), in the transaction
 * that stores the file, which copies the folder's auth as read then: beside the root folder's auth
 * change the upload comes wholly before it (and is rewritten with the rest) or after it (and
 * copies the new auth); beside the folder's delete it comes wholly before it (the delete then finds
 * the folder not empty: 409) or wholly after it (404, nothing stored), never a file under a folder
 * that is gone; two uploads into one folder take turns, so the second sees the first's name.
 */
export const storeUpload = async (
  req: PayloadRequest,
  folder: Archive,
  module: string,
  file: IncomingFile,
): Promise<Archive> => {
  const cleanName = sanitizeName(file.name) || 'file'
  const extension = extensionOf(cleanName)
  if (!isAccepted(extension)) throw new AppError(415, ARCHIVE_MSG.unsupportedType(cleanName))
  if (file.size > maxUploadBytes())
    throw new AppError(413, ARCHIVE_MSG.tooLarge(cleanName, Math.round(maxUploadBytes() / 1024 / 1024)))
  if (!(await contentMatches(extension, file.data))) throw new AppError(415, ARCHIVE_MSG.contentMismatch(cleanName))

  return inTransaction(req, async () => {
    await lockArchiveRows(req, [folder.id])
    const current = (
      await req.payload.find({
        collection: 'archives',
        where: { id: { equals: folder.id } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
        req,
      })
    ).docs[0]
    if (!current || current.inRecycleBin) throw new AppError(404, ARCHIVE_MSG.notFound)
    return storeIn(req, current, module, file, cleanName, extension)
  })
}

/** The writes of `storeUpload`, inside its transaction and with `folder` as read under the lock. */
const storeIn = async (
  req: PayloadRequest,
  folder: Archive,
  module: string,
  file: IncomingFile,
  cleanName: string,
  extension: string,
): Promise<Archive> => {
  const siblings = await req.payload.find({
    collection: 'archives',
    where: { parent: { equals: folder.id } },
    pagination: false,
    limit: 0,
    depth: 0,
    overrideAccess: true,
    select: { name: true },
    req,
  })
  const name = distinctName(cleanName, new Set(siblings.docs.map((d) => d.name.toLowerCase())))
  const rootFolder = typeof folder.rootFolder === 'string' ? folder.rootFolder : (folder.rootFolder?.id ?? folder.id)
  const created = await req.payload.create({
    collection: 'archives',
    data: {
      name,
      type: 'File',
      parent: folder.id,
      path: childPath(folder),
      rootFolder,
      module,
      extension,
      mimeType: responseMimeType(extension),
      size: file.size,
      effectiveAuth: folder.effectiveAuth ?? 'Internal',
      effectiveAuthRoles: (folder.effectiveAuthRoles ?? []).map((r) => (typeof r === 'string' ? r : r.id)),
      createdUser: req.user?.id ?? null,
    },
    overrideAccess: true,
    req,
  })
  try {
    const stored = await storeFile(
      created.id,
      extension,
      file.data,
      isImageExtension(extension),
      responseMimeType(extension),
    )
    return await req.payload.update({
      collection: 'archives',
      id: created.id,
      data: { storageKey: stored.storageKey, thumbnailKey: stored.thumbnailKey },
      overrideAccess: true,
      req,
    })
  } catch (error) {
    await removeStored(created.id)
    await req.payload
      .delete({ collection: 'archives', id: created.id, overrideAccess: true, req })
      .catch(() => undefined)
    throw error
  }
}
