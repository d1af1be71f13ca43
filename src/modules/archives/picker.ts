import type { PayloadRequest } from 'payload'

import { FLAGS, can, userOf } from '@/access'
import { AppError } from '@/lib/errors'
import type { Archive } from '@/payload-types'
import { type FolderListing, type ListOptions, listFolder } from './folders'
import { ARCHIVE_MSG } from './messages'
import { type PickerModule, pickerModuleSpec } from './pickerModules'
import { type PickerGrant, pickerFolderActions, pickerGrant, pickerItemActions } from './rules'
import { type SystemFolders, loadSystemFolders, systemFolder } from './systemFolders'
import { type IncomingFile, storeUpload } from './upload'
import { type ArchiveItemView, type Crumb, ancestorsOf, findVisible, toRuleItem, viewsOf } from './views'

/**
 * The archive picker of a module's screens (docs/decisions.md "Archive picker"):
 * the module's editors, without the archive flag, list what the folder rules let them see, read
 * only, and upload into the module's special folder and nowhere else.
 */

type Scope = { module: PickerModule; grant: PickerGrant; folderKey: ReturnType<typeof pickerModuleSpec>['folder'] }

/** The caller's grant in a module's picker, or 403. */
const scopeOf = (req: PayloadRequest, module: PickerModule): Scope => {
  const user = userOf(req)
  const spec = pickerModuleSpec(module)
  const grant = pickerGrant(
    {
      moduleEdit: can(user, spec.flag),
      archives: can(user, FLAGS.archives.auth),
      archivesUpload: can(user, FLAGS.archives.upload.auth),
    },
    spec.folder,
  )
  if (!grant.pick) throw new AppError(403, ARCHIVE_MSG.pickerForbidden)
  return { module, grant, folderKey: spec.folder }
}

/** The picker shows no recycle bin and nothing in it. */
const refuseRecycled = (folder: Pick<Archive, 'systemKey' | 'inRecycleBin'> | null): void => {
  if (folder && (folder.systemKey === 'recycle-bin' || folder.inRecycleBin))
    throw new AppError(404, ARCHIVE_MSG.notFound)
}

const readOnly = (view: ArchiveItemView): ArchiveItemView => ({ ...view, actions: pickerItemActions(view) })

/** A folder's content, the root or a search, as the module's picker shows it. */
export const pickerListing = async (
  req: PayloadRequest,
  module: PickerModule,
  folderId: string,
  options: Omit<ListOptions, 'view'>,
): Promise<FolderListing> => {
  const scope = scopeOf(req, module)
  if (folderId === 'recycle-bin') throw new AppError(404, ARCHIVE_MSG.notFound)
  const listing = await listFolder(req, folderId, { ...options, view: 'picker' })
  refuseRecycled(listing.folder)
  let data = listing.data.filter((item) => item.systemKey !== 'recycle-bin')
  // At root the module's own folder, the upload target, is always offered.
  if (folderId === 'root' && scope.folderKey && !data.some((item) => item.systemKey === scope.folderKey)) {
    const system = await loadSystemFolders(req)
    data = [...(await viewsOf(req, [systemFolder(system, scope.folderKey)], system)), ...data]
  }
  return {
    ...listing,
    data: data.map(readOnly),
    total: listing.total - (listing.data.length - data.length),
    folder: listing.folder ? readOnly(listing.folder) : null,
    folderActions: pickerFolderActions(listing.folder, scope.folderKey, scope.grant),
  }
}

/** One folder the caller may see, with its ancestors (the picker's side panel). */
export const pickerFolder = async (
  req: PayloadRequest,
  module: PickerModule,
  id: string,
): Promise<ArchiveItemView & { ancestors: Crumb[] }> => {
  scopeOf(req, module)
  const doc = await findVisible(req, id)
  refuseRecycled(doc)
  const [view] = await viewsOf(req, [doc])
  return { ...readOnly(view!), ancestors: await ancestorsOf(req, doc) }
}

/** Upload through the picker: into the module's special folder only (`folderId`, when sent, must name it). */
export const pickerUpload = async (
  req: PayloadRequest,
  module: PickerModule,
  folderId: string | null,
  file: IncomingFile | undefined,
): Promise<ArchiveItemView> => {
  const scope = scopeOf(req, module)
  if (!scope.grant.upload || !scope.folderKey) throw new AppError(403, ARCHIVE_MSG.pickerUploadForbidden)
  const system: SystemFolders = await loadSystemFolders(req)
  const folder = systemFolder(system, scope.folderKey)
  if (folderId !== null && folderId !== folder.id) throw new AppError(403, ARCHIVE_MSG.pickerUploadForbidden)
  if (pickerFolderActions(toRuleItem(folder, system), scope.folderKey, scope.grant).length === 0)
    throw new AppError(403, ARCHIVE_MSG.pickerUploadForbidden)
  if (!file || file.size === 0) throw new AppError(400, ARCHIVE_MSG.fileRequired)
  const stored = await storeUpload(req, folder, scope.folderKey, file)
  return readOnly((await viewsOf(req, [stored], system))[0]!)
}
