import type { PayloadRequest, Where } from 'payload'

import { userOf } from '@/access'
import { allOf, keywordWhere } from '@/crud/listQuery'
import { inTransaction } from '@/crud/transaction'
import { AppError } from '@/lib/errors'
import { extensionsFor } from '@/lib/fileTypes'
import { relationId } from '@/lib/relation'
import type { Archive } from '@/payload-types'
import { actorOf, readableWhere, requireAction } from './actor'
import { lockArchiveRows, lockRootNames } from './locks'
import { ARCHIVE_MSG } from './messages'
import { placeUnder, siblingNames, validName } from './placement'
import { isUnderModulePrivate, modulePrivateFolderIds } from './modulePrivate'
import { findChildren } from './queries'
import {
  type Actor,
  type AuthMode,
  type FolderAction,
  folderActions,
  isModulePrivateFolder,
  isRootFolder,
} from './rules'
import { type SystemFolders, loadSystemFolders, systemFolder } from './systemFolders'
import {
  type ArchiveItemView,
  type Crumb,
  ancestorsOf,
  contextFor,
  findVisible,
  toRuleItem,
  toView,
  viewsOf,
} from './views'

/** Folders: their listings (folder, root, search, recycle bin), the folder tree, creating and modifying folders. */

// ---------------------------------------------------------------------------------------------
// Listing

export type ListOptions = {
  keyword?: string
  page: number
  limit: number
  view: 'manage' | 'picker'
  fileType: 'image' | 'documents' | 'any'
  includeModuleFolders: boolean
}

export type FolderListing = {
  data: ArchiveItemView[]
  total: number
  page: number
  limit: number
  folder: ArchiveItemView | null
  ancestors: Crumb[]
  folderActions: FolderAction[]
}

const fileTypeWhere = (fileType: ListOptions['fileType']): Where | undefined => {
  const extensions = extensionsFor(fileType)
  return extensions ? { or: [{ type: { equals: 'Folder' } }, { extension: { in: [...extensions] } }] } : undefined
}

/** Folders first, then the newest first: a fresh upload stands at the front. */
const LIST_SORT = ['-type', '-createdAt'] as const

const findPage = async (req: PayloadRequest, where: Where, options: ListOptions) => {
  const all = options.limit >= Number.MAX_SAFE_INTEGER
  return req.payload.find({
    collection: 'archives',
    where,
    sort: [...LIST_SORT],
    depth: 0,
    overrideAccess: true,
    req,
    ...(all ? { pagination: false, limit: 0 } : { page: options.page, limit: options.limit }),
  })
}

/** A folder's content, the root view, the search view or the recycle bin. */
export const listFolder = async (
  req: PayloadRequest,
  folderId: string,
  options: ListOptions,
): Promise<FolderListing> => {
  const actor = actorOf(userOf(req))
  const system = await loadSystemFolders(req)
  const visible = await readableWhere(req.payload, userOf(req))
  let where: Where
  let folder: Archive | null = null
  if (folderId === 'root') {
    where = allOf(
      visible,
      { parent: { exists: false } },
      { inRecycleBin: { not_equals: true } },
      options.includeModuleFolders ? undefined : { isModuleFolder: { not_equals: true } },
    )
  } else if (folderId === 'search') {
    if (!options.keyword)
      return { data: [], total: 0, page: 1, limit: options.limit, folder: null, ancestors: [], folderActions: [] }
    where = allOf(
      visible,
      { inRecycleBin: { not_equals: true } },
      keywordWhere(options.keyword, ['name']),
      fileTypeWhere(options.fileType),
    )
  } else {
    // A folder's children share the folder's auth: check it once, then read them on the fast path.
    folder = folderId === 'recycle-bin' ? systemFolder(system, 'recycle-bin') : await findVisible(req, folderId)
    if (folder.type !== 'Folder') throw new AppError(400, ARCHIVE_MSG.notAFolder)
    // A module-private folder is listed empty: its files are its module's (./rules.ts).
    if (
      isModulePrivateFolder(folder.systemKey) ||
      isUnderModulePrivate(folder, await modulePrivateFolderIds(req.payload))
    ) {
      return listing(req, [], 0, options, folder, system, actor)
    }
    const extensions = extensionsFor(options.fileType)
    // The recycle bin mixes items from folders of every auth mode: it keeps the per-item filter.
    const fast =
      folderId === 'recycle-bin'
        ? null
        : await findChildren(req.payload, {
            folder,
            keyword: options.keyword,
            extensions,
            page: options.page,
            limit: options.limit,
          })
    if (fast) return listing(req, fast.docs, fast.total, options, folder, system, actor)
    where = allOf(
      visible,
      { parent: { equals: folder.id } },
      keywordWhere(options.keyword, ['name']),
      fileTypeWhere(options.fileType),
    )
  }
  const found = await findPage(req, where, options)
  return listing(req, found.docs, found.totalDocs, { ...options, page: found.page ?? 1 }, folder, system, actor)
}

const listing = async (
  req: PayloadRequest,
  docs: Archive[],
  total: number,
  options: ListOptions,
  folder: Archive | null,
  system: SystemFolders,
  actor: Actor,
): Promise<FolderListing> => {
  const ctx = await contextFor(req, folder ? [...docs, folder] : docs, system)
  return {
    data: docs.map((doc) => toView(doc, ctx)),
    total,
    page: options.page,
    limit: options.limit,
    folder: folder ? toView(folder, ctx) : null,
    ancestors: folder ? await ancestorsOf(req, folder) : [],
    folderActions: folderActions(actor, folder ? toRuleItem(folder, system) : null, options.view),
  }
}

/** Root folders (and, when asked, the module folders). */
export const rootFolders = async (req: PayloadRequest, includeModuleFolders: boolean): Promise<ArchiveItemView[]> => {
  const listing = await listFolder(req, 'root', {
    page: 1,
    limit: Number.MAX_SAFE_INTEGER,
    view: 'manage',
    fileType: 'any',
    includeModuleFolders,
  })
  return listing.data
}

export type FolderNode = {
  _id: string
  name: string
  isModuleFolder: boolean
  systemKey: string | null
  children: FolderNode[]
}

/** The folder tree the caller may see (recycle-bin content excluded). */
export const folderTree = async (req: PayloadRequest, rootId?: string): Promise<FolderNode[]> => {
  const root = rootId ? await findVisible(req, rootId) : null
  const found = await req.payload.find({
    collection: 'archives',
    where: allOf(
      await readableWhere(req.payload, userOf(req)),
      { type: { equals: 'Folder' } },
      { inRecycleBin: { not_equals: true } },
      root ? { path: { like: `/${root.id}/` } } : undefined,
    ),
    pagination: false,
    limit: 0,
    depth: 0,
    sort: 'name',
    overrideAccess: true,
    select: { name: true, parent: true, isModuleFolder: true, systemKey: true },
    req,
  })
  const nodes = new Map<string, FolderNode>()
  for (const doc of found.docs) {
    nodes.set(doc.id, {
      _id: doc.id,
      name: doc.name,
      isModuleFolder: Boolean(doc.isModuleFolder),
      systemKey: doc.systemKey ?? null,
      children: [],
    })
  }
  if (root)
    nodes.set(root.id, {
      _id: root.id,
      name: root.name,
      isModuleFolder: Boolean(root.isModuleFolder),
      systemKey: root.systemKey ?? null,
      children: [],
    })
  const tops: FolderNode[] = []
  for (const doc of root ? [...found.docs, root] : found.docs) {
    const node = nodes.get(doc.id)!
    const parentId = relationId(doc.parent)
    const parent = parentId && doc.id !== root?.id ? nodes.get(parentId) : undefined
    if (parent) parent.children.push(node)
    else if (!root || doc.id === root.id) tops.push(node)
  }
  return tops
}

// ---------------------------------------------------------------------------------------------
// Creating and modifying folders

const folderContext = async (req: PayloadRequest, id: string) => {
  const system = await loadSystemFolders(req)
  const actor = actorOf(userOf(req))
  const folder = await findVisible(req, id)
  if (folder.type !== 'Folder') throw new AppError(400, ARCHIVE_MSG.notAFolder)
  return { system, actor, folder, actions: folderActions(actor, toRuleItem(folder, system), 'manage') }
}

/**
 * A folder in a folder. The parent and its root folder are locked and the parent read under the
 * locks (./locks.ts), in the transaction that creates the child, which copies the parent's auth as
 * read then: beside the root folder's auth change, the new folder comes wholly before it (and is
 * rewritten with the rest) or after it (and copies the new auth); beside the parent's delete, the
 * new folder comes wholly before it (the delete then finds the parent not empty: 409) or after it
 * (404, nothing made), never a folder under a parent that is gone; two folders of one name at
 * once take turns, and the second is refused as a duplicate.
 */
export const createFolder = async (
  req: PayloadRequest,
  input: { parentFolderId: string; name: string },
): Promise<ArchiveItemView> => {
  const name = validName(input.name)
  const { system, created } = await inTransaction(req, async () => {
    await lockArchiveRows(req, [input.parentFolderId])
    const { system, actions, folder: parent } = await folderContext(req, input.parentFolderId)
    requireAction(actions, 'createFolder', ARCHIVE_MSG.noFolderHere)
    if ((await siblingNames(req, parent.id)).has(name.toLowerCase())) throw new AppError(409, ARCHIVE_MSG.folderExists)
    const created = await req.payload.create({
      collection: 'archives',
      data: { name, type: 'Folder', ...placeUnder(parent), createdUser: req.user?.id ?? null },
      overrideAccess: true,
      req,
    })
    return { system, created }
  })
  return (await viewsOf(req, [created], system))[0]!
}

const validRoles = async (req: PayloadRequest, auth: AuthMode, roleIds: readonly string[]): Promise<string[]> => {
  if (auth !== 'Roles') return []
  if (roleIds.length === 0) throw new AppError(400, ARCHIVE_MSG.rolesRequired)
  const found = await req.payload.find({
    collection: 'roles',
    where: { id: { in: [...roleIds] } },
    limit: roleIds.length,
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (found.docs.length !== new Set(roleIds).size) throw new AppError(400, ARCHIVE_MSG.unknownRole)
  return [...new Set(roleIds)]
}

/**
 * A root folder. Root folders have no parent row to lock, so their names are locked as one
 * (`lockRootNames`, ./locks.ts) in the transaction that creates it, before they are read: two
 * root folders of one name at once (or one beside a root folder's rename to that name) take
 * turns, and the second is refused as a duplicate.
 */
export const createRootFolder = async (
  req: PayloadRequest,
  input: { name: string; auth: AuthMode; authRoles: string[] },
): Promise<ArchiveItemView> => {
  const actor = actorOf(userOf(req))
  requireAction(folderActions(actor, null, 'manage'), 'createFolder')
  const name = validName(input.name)
  const authRoles = await validRoles(req, input.auth, input.authRoles)
  const created = await inTransaction(req, async () => {
    await lockRootNames(req)
    if ((await siblingNames(req, null)).has(name.toLowerCase())) throw new AppError(409, ARCHIVE_MSG.folderExists)
    return req.payload.create({
      collection: 'archives',
      data: {
        name,
        type: 'Folder',
        path: '',
        auth: input.auth,
        authRoles,
        effectiveAuth: input.auth,
        effectiveAuthRoles: authRoles,
        createdUser: req.user?.id ?? null,
      },
      overrideAccess: true,
      req,
    })
  })
  return (await viewsOf(req, [created]))[0]!
}

/**
 * A root folder's name and auth, and the auth of everything under it, in one transaction that
 * first locks the root folder and reads it again (./locks.ts): an item placed under the root at
 * the same moment (a new folder, an upload, a move or a restore, each of which locks the root
 * with its folder) comes wholly before the change, and is rewritten with the rest, or wholly
 * after it, and copies the new auth from its folder. The names of the root folders are locked
 * before they are read (`lockRootNames`), as a new root folder does.
 */
export const modifyRootFolder = async (
  req: PayloadRequest,
  input: { _id: string; name: string; auth?: AuthMode; authRoles: string[] },
): Promise<ArchiveItemView> => {
  const name = validName(input.name)
  const { system, updated } = await inTransaction(req, async () => {
    await lockArchiveRows(req, [input._id])
    const { system, folder, actions } = await folderContext(req, input._id)
    if (!isRootFolder({ type: folder.type, parentId: relationId(folder.parent) }))
      throw new AppError(400, ARCHIVE_MSG.notRootFolder)
    requireAction(actions, 'modifyFolder')
    const auth: AuthMode = input.auth ?? folder.auth ?? 'Internal'
    const authRoles = await validRoles(req, auth, input.authRoles)
    await lockRootNames(req)
    if ((await siblingNames(req, null, folder.id)).has(name.toLowerCase()))
      throw new AppError(409, ARCHIVE_MSG.folderExists)
    const updated = await req.payload.update({
      collection: 'archives',
      id: folder.id,
      data: { name, auth, authRoles, effectiveAuth: auth, effectiveAuthRoles: authRoles },
      overrideAccess: true,
      req,
    })
    // Everything under the root folder reads with its auth.
    await req.payload.update({
      collection: 'archives',
      where: { rootFolder: { equals: folder.id } },
      data: { effectiveAuth: auth, effectiveAuthRoles: authRoles },
      overrideAccess: true,
      req,
    })
    return { system, updated }
  })
  return (await viewsOf(req, [updated], system))[0]!
}
