import type { Payload, PayloadRequest, Where } from 'payload'

import { type SessionUser, can, isActiveUser, rolesOf } from '../../access'
import { AppError } from '../../lib/errors'
import { isObjectId } from '../../lib/objectId'
import type { Archive, ArchivesSetting } from '../../payload-types'
import { ARCHIVE_MSG } from './messages'
import {
  type Actor,
  type AuthMode,
  type FolderAction,
  type ItemAction,
  type RuleItem,
  SYSTEM_FOLDERS,
  SYSTEM_FOLDER_LABELS,
  type SystemFolderKey,
  canReadAuth,
  distinctName,
  folderActions,
  isRootFolder,
  itemActions,
  purgeDue,
  sanitizeName,
  tempFileDeletable,
} from './rules'
import { extensionsFor, isImageExtension } from '../../lib/fileTypes'
import { findChildren } from './queries'
import { allOf, keywordWhere } from '../../crud/listQuery'
import { removeStored } from './storage'
import { relationId, relationIds } from '../../lib/relation'

/** The archive item of the HTTP contract (docs/archive-api.md). */
export type ArchiveItemView = {
  _id: string
  name: string
  type: 'Folder' | 'File'
  parentId: string | null
  rootFolderId: string | null
  isModuleFolder: boolean
  systemKey: string | null
  extension: string | null
  mimeType: string | null
  size: number | null
  path: string
  createdAt: string
  createdUser: { _id: string; name: string } | null
  downloadCount: number
  auth: AuthMode
  authRoles: string[]
  isImage: boolean
  thumbnailUrl: string | null
  previewUrl: string | null
  downloadUrl: string | null
  inRecycleBin: boolean
  deletedFromId: string | null
  actions: ItemAction[]
}

export type Crumb = { _id: string; name: string }

const idOf = relationId
const idsOf = relationIds

// ---------------------------------------------------------------------------------------------
// The caller

export const actorOf = (user: SessionUser): Actor => ({
  userId: isActiveUser(user) ? String(user.id) : null,
  roleIds: isActiveUser(user) ? rolesOf(user).filter((r) => r.enabled !== false).map((r) => String(r.id)) : [],
  rootFolders: can(user, 'archives__root_folders__auth'),
  folders: can(user, 'archives__folders__auth'),
  upload: can(user, 'archives__upload__auth'),
  delete: can(user, 'archives__delete__auth'),
})

/** Items whose folder auth lets the caller read them (one query clause). */
export const visibleWhere = (actor: Pick<Actor, 'userId' | 'roleIds'>): Where => {
  if (actor.userId === null) return { effectiveAuth: { equals: 'Public' } }
  const or: Where[] = [{ effectiveAuth: { in: ['Public', 'Internal'] } }]
  if (actor.roleIds.length > 0) or.push({ and: [{ effectiveAuth: { equals: 'Roles' } }, { effectiveAuthRoles: { in: [...actor.roleIds] } }] })
  return { or }
}

// ---------------------------------------------------------------------------------------------
// System folders

export type SystemFolders = Map<SystemFolderKey, Archive>

/** The seeded special folders exist on every database (created on start when missing). */
export const ensureSystemFolders = async (payload: Payload): Promise<void> => {
  const existing = await payload.find({
    collection: 'archives',
    where: { systemKey: { exists: true } },
    limit: 100,
    depth: 0,
    overrideAccess: true,
  })
  const have = new Set(existing.docs.map((doc) => doc.systemKey))
  for (const key of SYSTEM_FOLDERS) {
    if (have.has(key)) continue
    const internal = key === 'recycle-bin' || key === 'temp'
    await payload.create({
      collection: 'archives',
      data: {
        name: SYSTEM_FOLDER_LABELS[key],
        type: 'Folder',
        path: '',
        systemKey: key,
        isModuleFolder: !internal,
        module: internal ? null : key,
        auth: internal ? 'Internal' : 'Public',
        effectiveAuth: internal ? 'Internal' : 'Public',
      },
      overrideAccess: true,
    })
  }
}

const loadSystemFolders = async (req: PayloadRequest): Promise<SystemFolders> => {
  const found = await req.payload.find({
    collection: 'archives',
    where: { systemKey: { exists: true } },
    limit: 100,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return new Map(found.docs.map((doc) => [doc.systemKey as SystemFolderKey, doc]))
}

const systemFolder = (folders: SystemFolders, key: SystemFolderKey): Archive => {
  const folder = folders.get(key)
  if (!folder) throw new AppError(500, ARCHIVE_MSG.systemFolderMissing)
  return folder
}

// ---------------------------------------------------------------------------------------------
// Views

type Context = { actor: Actor; system: SystemFolders; userNames: Map<string, string> }

const systemKeyById = (system: SystemFolders): Map<string, string> => new Map([...system.values()].map((f) => [f.id, f.systemKey!]))

const keysCache = new WeakMap<SystemFolders, Map<string, string>>()

export const toRuleItem = (doc: Archive, system: SystemFolders): RuleItem => {
  let keys = keysCache.get(system)
  if (!keys) {
    keys = systemKeyById(system)
    keysCache.set(system, keys)
  }
  const rootId = idOf(doc.rootFolder)
  return {
    id: doc.id,
    type: doc.type,
    parentId: idOf(doc.parent),
    systemKey: doc.systemKey ?? null,
    isModuleFolder: Boolean(doc.isModuleFolder),
    createdUserId: idOf(doc.createdUser),
    inRecycleBin: Boolean(doc.inRecycleBin),
    systemAncestor: doc.systemKey ?? (rootId ? keys.get(rootId) ?? null : null),
  }
}

const fileUrl = (id: string, kind: 'download' | 'preview' | 'thumbnail', name?: string): string =>
  `/api/public/archives/${id}/${kind}${name ? `?name=${encodeURIComponent(name)}` : ''}`

export const toView = (doc: Archive, ctx: Context): ArchiveItemView => {
  const isFile = doc.type === 'File'
  const image = isFile && isImageExtension(doc.extension ?? '')
  const creatorId = idOf(doc.createdUser)
  return {
    _id: doc.id,
    name: doc.name,
    type: doc.type,
    parentId: idOf(doc.parent),
    rootFolderId: idOf(doc.rootFolder),
    isModuleFolder: Boolean(doc.isModuleFolder),
    systemKey: doc.systemKey ?? null,
    extension: doc.extension ?? null,
    mimeType: doc.mimeType ?? null,
    size: doc.size ?? null,
    path: doc.path ?? '',
    createdAt: doc.createdAt,
    createdUser: creatorId ? { _id: creatorId, name: ctx.userNames.get(creatorId) ?? '' } : null,
    downloadCount: doc.downloadCount ?? 0,
    auth: (doc.auth ?? 'Internal') as AuthMode,
    authRoles: idsOf(doc.authRoles),
    isImage: image,
    thumbnailUrl: image && doc.thumbnailKey ? fileUrl(doc.id, 'thumbnail') : null,
    previewUrl: isFile && (image || doc.extension === 'pdf') ? fileUrl(doc.id, 'preview') : null,
    downloadUrl: isFile ? fileUrl(doc.id, 'download', doc.name) : null,
    inRecycleBin: Boolean(doc.inRecycleBin),
    deletedFromId: idOf(doc.deletedFrom),
    actions: itemActions(ctx.actor, toRuleItem(doc, ctx.system)),
  }
}

/** id -> name for a few documents of a collection with a `name` field, in one query. */
const namesById = async (req: PayloadRequest, collection: 'users' | 'archives', ids: string[]): Promise<Map<string, string>> => {
  if (ids.length === 0) return new Map()
  const found = await req.payload.find({
    collection,
    where: { id: { in: ids } },
    limit: ids.length,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { name: true },
    req,
  })
  return new Map(found.docs.map((doc) => [String(doc.id), doc.name]))
}

const userNamesFor = (req: PayloadRequest, docs: Archive[]): Promise<Map<string, string>> =>
  namesById(req, 'users', [...new Set(docs.map((d) => idOf(d.createdUser)).filter((id): id is string => id !== null))])

const contextFor = async (req: PayloadRequest, docs: Archive[], system?: SystemFolders): Promise<Context> => ({
  actor: actorOf(req.user as SessionUser),
  system: system ?? (await loadSystemFolders(req)),
  userNames: await userNamesFor(req, docs),
})

export const viewsOf = async (req: PayloadRequest, docs: Archive[], system?: SystemFolders): Promise<ArchiveItemView[]> => {
  const ctx = await contextFor(req, docs, system)
  return docs.map((doc) => toView(doc, ctx))
}

// ---------------------------------------------------------------------------------------------
// Reading

/** One item the caller may see, or 404. */
export const findVisible = async (req: PayloadRequest, id: string): Promise<Archive> => {
  if (!isObjectId(id)) throw new AppError(404, ARCHIVE_MSG.notFound)
  const found = await req.payload.find({
    collection: 'archives',
    where: { and: [{ id: { equals: id } }, visibleWhere(actorOf(req.user as SessionUser))] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const doc = found.docs[0]
  if (!doc) throw new AppError(404, ARCHIVE_MSG.notFound)
  return doc
}

/** Several items the caller may see, in one query; any missing or hidden id is a 404. */
const findVisibleMany = async (req: PayloadRequest, ids: readonly string[]): Promise<Archive[]> => {
  const unique = [...new Set(ids)]
  if (unique.some((id) => !isObjectId(id))) throw new AppError(404, ARCHIVE_MSG.notFound)
  const found = await req.payload.find({
    collection: 'archives',
    where: { and: [{ id: { in: unique } }, visibleWhere(actorOf(req.user as SessionUser))] },
    pagination: false,
    limit: 0,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const byId = new Map(found.docs.map((doc) => [doc.id, doc]))
  return unique.map((id) => {
    const doc = byId.get(id)
    if (!doc) throw new AppError(404, ARCHIVE_MSG.notFound)
    return doc
  })
}

/** The actions the caller has on an item (no view needed to check an operation). */
const actionsOn = (req: PayloadRequest, doc: Archive, system: SystemFolders): ItemAction[] =>
  itemActions(actorOf(req.user as SessionUser), toRuleItem(doc, system))

export const ancestorsOf = async (req: PayloadRequest, doc: Archive): Promise<Crumb[]> => {
  const ids = (doc.path ?? '').split('/').filter(Boolean)
  const names = await namesById(req, 'archives', ids)
  return ids.map((id) => ({ _id: id, name: names.get(id) ?? '' }))
}

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

/** A folder's content, the root view, the search view or the recycle bin (spec doc 1 §2). */
export const listFolder = async (req: PayloadRequest, folderId: string, options: ListOptions): Promise<FolderListing> => {
  const actor = actorOf(req.user as SessionUser)
  const system = await loadSystemFolders(req)
  const visible = visibleWhere(actor)
  let where: Where
  let folder: Archive | null = null
  if (folderId === 'root') {
    where = allOf(visible, { parent: { exists: false } }, { inRecycleBin: { not_equals: true } }, options.includeModuleFolders ? undefined : { isModuleFolder: { not_equals: true } })
  } else if (folderId === 'search') {
    if (!options.keyword) return { data: [], total: 0, page: 1, limit: options.limit, folder: null, ancestors: [], folderActions: [] }
    where = allOf(visible, { inRecycleBin: { not_equals: true } }, keywordWhere(options.keyword, ['name']), fileTypeWhere(options.fileType))
  } else {
    // A folder's children share the folder's auth: check it once, then read them on the fast path.
    folder = folderId === 'recycle-bin' ? systemFolder(system, 'recycle-bin') : await findVisible(req, folderId)
    if (folder.type !== 'Folder') throw new AppError(400, ARCHIVE_MSG.notAFolder)
    const extensions = extensionsFor(options.fileType)
    // The recycle bin mixes items from folders of every auth mode: it keeps the per-item filter.
    const fast =
      folderId === 'recycle-bin'
        ? null
        : await findChildren(req.payload, { folder, keyword: options.keyword, extensions, page: options.page, limit: options.limit })
    if (fast) return listing(req, fast.docs, fast.total, options, folder, system, actor)
    where = allOf(visible, { parent: { equals: folder.id } }, keywordWhere(options.keyword, ['name']), fileTypeWhere(options.fileType))
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

export type FolderNode = { _id: string; name: string; isModuleFolder: boolean; systemKey: string | null; children: FolderNode[] }

/** The folder tree the caller may see (recycle-bin content excluded). */
export const folderTree = async (req: PayloadRequest, rootId?: string): Promise<FolderNode[]> => {
  const actor = actorOf(req.user as SessionUser)
  const root = rootId ? await findVisible(req, rootId) : null
  const found = await req.payload.find({
    collection: 'archives',
    where: allOf(
      visibleWhere(actor),
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
    nodes.set(doc.id, { _id: doc.id, name: doc.name, isModuleFolder: Boolean(doc.isModuleFolder), systemKey: doc.systemKey ?? null, children: [] })
  }
  if (root) nodes.set(root.id, { _id: root.id, name: root.name, isModuleFolder: Boolean(root.isModuleFolder), systemKey: root.systemKey ?? null, children: [] })
  const tops: FolderNode[] = []
  for (const doc of root ? [...found.docs, root] : found.docs) {
    const node = nodes.get(doc.id)!
    const parentId = idOf(doc.parent)
    const parent = parentId && doc.id !== root?.id ? nodes.get(parentId) : undefined
    if (parent) parent.children.push(node)
    else if (!root || doc.id === root.id) tops.push(node)
  }
  return tops
}

// ---------------------------------------------------------------------------------------------
// Writing

const requireAction = (actions: readonly (ItemAction | FolderAction)[], action: ItemAction | FolderAction, message: string = ARCHIVE_MSG.forbidden) => {
  if (!actions.includes(action)) throw new AppError(403, message)
}

const validName = (raw: string): string => {
  const name = sanitizeName(raw)
  if (!name) throw new AppError(400, ARCHIVE_MSG.nameRequired)
  return name
}

const siblingNames = async (req: PayloadRequest, parentId: string | null, exceptId?: string): Promise<Set<string>> => {
  const found = await req.payload.find({
    collection: 'archives',
    where: allOf(parentId ? { parent: { equals: parentId } } : { parent: { exists: false } }, exceptId ? { id: { not_equals: exceptId } } : undefined),
    pagination: false,
    limit: 0,
    depth: 0,
    overrideAccess: true,
    select: { name: true },
    req,
  })
  return new Set(found.docs.map((d) => d.name.toLowerCase()))
}

/** The path of an item placed in `parent`: the parent's ancestors plus the parent. */
export const childPath = (parent: Pick<Archive, 'id' | 'path'>): string => `${parent.path || '/'}${parent.id}/`

const placeUnder = (parent: Archive) => ({
  parent: parent.id,
  path: childPath(parent),
  rootFolder: idOf(parent.rootFolder) ?? parent.id,
  effectiveAuth: parent.effectiveAuth ?? 'Internal',
  effectiveAuthRoles: idsOf(parent.effectiveAuthRoles),
})

const folderContext = async (req: PayloadRequest, id: string) => {
  const system = await loadSystemFolders(req)
  const actor = actorOf(req.user as SessionUser)
  const folder = await findVisible(req, id)
  if (folder.type !== 'Folder') throw new AppError(400, ARCHIVE_MSG.notAFolder)
  return { system, actor, folder, actions: folderActions(actor, toRuleItem(folder, system), 'manage') }
}

export const createFolder = async (req: PayloadRequest, input: { parentFolderId: string; name: string }): Promise<ArchiveItemView> => {
  const name = validName(input.name)
  const { system, actions, folder: parent } = await folderContext(req, input.parentFolderId)
  requireAction(actions, 'createFolder', ARCHIVE_MSG.noFolderHere)
  if ((await siblingNames(req, parent.id)).has(name.toLowerCase())) throw new AppError(409, ARCHIVE_MSG.folderExists)
  const created = await req.payload.create({
    collection: 'archives',
    data: { name, type: 'Folder', ...placeUnder(parent), createdUser: req.user?.id ?? null },
    overrideAccess: true,
    req,
  })
  return (await viewsOf(req, [created], system))[0]!
}

const validRoles = async (req: PayloadRequest, auth: AuthMode, roleIds: readonly string[]): Promise<string[]> => {
  if (auth !== 'Roles') return []
  if (roleIds.length === 0) throw new AppError(400, ARCHIVE_MSG.rolesRequired)
  const found = await req.payload.find({ collection: 'roles', where: { id: { in: [...roleIds] } }, limit: roleIds.length, depth: 0, overrideAccess: true, req })
  if (found.docs.length !== new Set(roleIds).size) throw new AppError(400, ARCHIVE_MSG.unknownRole)
  return [...new Set(roleIds)]
}

export const createRootFolder = async (
  req: PayloadRequest,
  input: { name: string; auth: AuthMode; authRoles: string[] },
): Promise<ArchiveItemView> => {
  const actor = actorOf(req.user as SessionUser)
  requireAction(folderActions(actor, null, 'manage'), 'createFolder')
  const name = validName(input.name)
  const authRoles = await validRoles(req, input.auth, input.authRoles)
  if ((await siblingNames(req, null)).has(name.toLowerCase())) throw new AppError(409, ARCHIVE_MSG.folderExists)
  const created = await req.payload.create({
    collection: 'archives',
    data: { name, type: 'Folder', path: '', auth: input.auth, authRoles, effectiveAuth: input.auth, effectiveAuthRoles: authRoles, createdUser: req.user?.id ?? null },
    overrideAccess: true,
    req,
  })
  return (await viewsOf(req, [created]))[0]!
}

export const modifyRootFolder = async (
  req: PayloadRequest,
  input: { _id: string; name: string; auth: AuthMode; authRoles: string[] },
): Promise<ArchiveItemView> => {
  const name = validName(input.name)
  const { system, folder, actions } = await folderContext(req, input._id)
  if (!isRootFolder({ type: folder.type, parentId: idOf(folder.parent) })) throw new AppError(400, ARCHIVE_MSG.notRootFolder)
  requireAction(actions, 'modifyFolder')
  const authRoles = await validRoles(req, input.auth, input.authRoles)
  if ((await siblingNames(req, null, folder.id)).has(name.toLowerCase())) throw new AppError(409, ARCHIVE_MSG.folderExists)
  const updated = await req.payload.update({
    collection: 'archives',
    id: folder.id,
    data: { name, auth: input.auth, authRoles, effectiveAuth: input.auth, effectiveAuthRoles: authRoles },
    overrideAccess: true,
    req,
  })
  // Everything under the root folder reads with its auth.
  await req.payload.update({
    collection: 'archives',
    where: { rootFolder: { equals: folder.id } },
    data: { effectiveAuth: input.auth, effectiveAuthRoles: authRoles },
    overrideAccess: true,
    req,
  })
  return (await viewsOf(req, [updated], system))[0]!
}

export const rename = async (req: PayloadRequest, input: { _id: string; name: string }): Promise<ArchiveItemView> => {
  const name = validName(input.name)
  const system = await loadSystemFolders(req)
  const doc = await findVisible(req, input._id)
  const isRoot = isRootFolder({ type: doc.type, parentId: idOf(doc.parent) })
  requireAction(actionsOn(req, doc, system), isRoot ? 'modifyFolder' : 'rename')
  const taken = await siblingNames(req, idOf(doc.parent), doc.id)
  if (doc.type === 'Folder' && taken.has(name.toLowerCase())) throw new AppError(409, ARCHIVE_MSG.folderExists)
  const finalName = doc.type === 'File' ? distinctName(withExtension(name, doc.extension), taken) : name
  const updated = await req.payload.update({ collection: 'archives', id: doc.id, data: { name: finalName }, overrideAccess: true, req })
  return (await viewsOf(req, [updated], system))[0]!
}

/** A file keeps its extension when renamed (the bytes do not change type). */
const withExtension = (name: string, extension: string | null | undefined): string =>
  extension && !name.toLowerCase().endsWith(`.${extension}`) ? `${name}.${extension}` : name

const subtreeWhere = (folder: Archive): Where => ({ path: { like: `/${folder.id}/` } })

/** Move items (files, and folders with their content) from one folder to another. */
export const moveFiles = async (
  req: PayloadRequest,
  input: { fromFolderId: string; toFolderId: string; ids: string[] },
): Promise<ArchiveItemView[]> => {
  const system = await loadSystemFolders(req)
  const actor = actorOf(req.user as SessionUser)
  const target = await findVisible(req, input.toFolderId)
  if (target.type !== 'Folder' || target.inRecycleBin || target.systemKey === 'recycle-bin') throw new AppError(400, ARCHIVE_MSG.badTarget)
  if (!folderActions(actor, toRuleItem(target, system), 'manage').includes('uploadFile')) throw new AppError(403, ARCHIVE_MSG.forbidden)
  const docs = await findVisibleMany(req, input.ids)
  for (const doc of docs) {
    if (idOf(doc.parent) !== input.fromFolderId) throw new AppError(400, ARCHIVE_MSG.notInFolder)
    if (doc.systemKey) throw new AppError(403, ARCHIVE_MSG.systemFolder)
    if (doc.type === 'Folder' && (target.id === doc.id || (target.path ?? '').includes(`/${doc.id}/`))) throw new AppError(400, ARCHIVE_MSG.badTarget)
    requireAction(actionsOn(req, doc, system), 'rename')
  }
  const taken = await siblingNames(req, target.id)
  const moved: Archive[] = []
  for (const doc of docs) {
    const name = distinctName(doc.name, taken)
    taken.add(name.toLowerCase())
    const placement = placeUnder(target)
    const updated = await req.payload.update({ collection: 'archives', id: doc.id, data: { name, ...placement }, overrideAccess: true, req })
    if (doc.type === 'Folder') await rebaseSubtree(req, doc, updated)
    moved.push(updated)
  }
  return viewsOf(req, moved, system)
}

/** After a folder moved, its descendants' paths, root and auth follow it. */
const rebaseSubtree = async (req: PayloadRequest, before: Archive, after: Archive): Promise<void> => {
  const oldPrefix = `${before.path ?? ''}`
  const newPrefix = `${after.path ?? ''}`
  const descendants = await req.payload.find({ collection: 'archives', where: subtreeWhere(before), pagination: false, limit: 0, depth: 0, overrideAccess: true, req })
  for (const doc of descendants.docs) {
    await req.payload.update({
      collection: 'archives',
      id: doc.id,
      data: {
        path: `${newPrefix}${(doc.path ?? '').slice(oldPrefix.length)}`,
        rootFolder: idOf(after.rootFolder) ?? after.id,
        effectiveAuth: after.effectiveAuth,
        effectiveAuthRoles: idsOf(after.effectiveAuthRoles),
      },
      overrideAccess: true,
      req,
    })
  }
}

const childCount = async (req: PayloadRequest, folderId: string): Promise<number> =>
  (await req.payload.count({ collection: 'archives', where: { parent: { equals: folderId } }, overrideAccess: true, req })).totalDocs

const hardDelete = async (req: PayloadRequest, doc: Archive): Promise<void> => {
  await req.payload.delete({ collection: 'archives', id: doc.id, overrideAccess: true, req })
  if (doc.type === 'File') await removeStored(doc.id)
}

const settingsOf = async (req: PayloadRequest): Promise<ArchivesSetting> =>
  req.payload.findGlobal({ slug: 'archives-settings', depth: 0, overrideAccess: true, req })

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
    if (input.folderId && input.folderId !== 'recycle-bin' && idOf(doc.parent) !== input.folderId) throw new AppError(400, ARCHIVE_MSG.notInFolder)
    requireAction(actionsOn(req, doc, system), 'delete')
    if (doc.type === 'Folder' && (await childCount(req, doc.id)) > 0) throw new AppError(409, ARCHIVE_MSG.folderNotEmpty)
    if (idOf(doc.parent) === temp.id && !tempFileDeletable(new Date(doc.createdAt), settings.tempFilesProtectionMinutes, now)) {
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
        data: { parent: recycleBin.id, inRecycleBin: true, deletedFrom: idOf(doc.parent), deletedAt: now.toISOString() },
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
    const originId = idOf(doc.deletedFrom)
    const origin = originId
      ? (await req.payload.find({ collection: 'archives', where: { id: { equals: originId } }, limit: 1, depth: 0, overrideAccess: true, req })).docs[0]
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
      data: { name: distinctName(doc.name, taken), ...placeUnder(origin), inRecycleBin: false, deletedFrom: null, deletedAt: null },
      overrideAccess: true,
      req,
    })
    restored.push(updated)
  }
  return viewsOf(req, restored, system)
}

export const removeFolder = async (req: PayloadRequest, id: string, root: boolean): Promise<{ removed: number }> => {
  const doc = await findVisible(req, id)
  if (doc.type !== 'Folder') throw new AppError(400, ARCHIVE_MSG.notAFolder)
  const isRoot = isRootFolder({ type: doc.type, parentId: idOf(doc.parent) })
  if (root !== isRoot) throw new AppError(400, root ? ARCHIVE_MSG.notRootFolder : ARCHIVE_MSG.isRootFolder)
  const { deleted } = await removeFiles(req, { folderId: null, ids: [doc.id], force: true })
  return { removed: deleted }
}

// ---------------------------------------------------------------------------------------------
// Temp folder

export type ArchiveSettingsView = {
  tempFilesProtectionMinutes: number
  tempFilesDeletionTime: { hour: number; minute: number }
}

const settingsView = (s: ArchivesSetting): ArchiveSettingsView => ({
  tempFilesProtectionMinutes: s.tempFilesProtectionMinutes,
  tempFilesDeletionTime: { hour: s.tempFilesDeletionTime.hour, minute: s.tempFilesDeletionTime.minute },
})

export const getSettings = async (req: PayloadRequest): Promise<ArchiveSettingsView> => settingsView(await settingsOf(req))

export const saveSettings = async (req: PayloadRequest, input: ArchiveSettingsView): Promise<ArchiveSettingsView> => {
  if (!can(req.user as SessionUser, 'archives__root_folders__auth')) throw new AppError(403, ARCHIVE_MSG.forbidden)
  const saved = await req.payload.updateGlobal({ slug: 'archives-settings', data: input, depth: 0, overrideAccess: true, req })
  return settingsView(saved)
}

/** Delete temp files older than the protection period. Returns how many went. */
export const purgeTempFiles = async (payload: Payload, now: Date = new Date()): Promise<number> => {
  const settings = await payload.findGlobal({ slug: 'archives-settings', depth: 0, overrideAccess: true })
  const temp = (await payload.find({ collection: 'archives', where: { systemKey: { equals: 'temp' } }, limit: 1, depth: 0, overrideAccess: true })).docs[0]
  if (!temp) return 0
  const cutoff = new Date(now.getTime() - settings.tempFilesProtectionMinutes * 60_000)
  const old = await payload.find({
    collection: 'archives',
    where: { and: [{ parent: { equals: temp.id } }, { type: { equals: 'File' } }, { createdAt: { less_than_equal: cutoff.toISOString() } }] },
    pagination: false,
    limit: 0,
    depth: 0,
    overrideAccess: true,
  })
  for (const doc of old.docs) {
    await payload.delete({ collection: 'archives', id: doc.id, overrideAccess: true })
    await removeStored(doc.id)
  }
  await payload.updateGlobal({ slug: 'archives-settings', data: { lastPurgeAt: now.toISOString() }, overrideAccess: true })
  return old.docs.length
}

/** Run the purge when today's deletion time has come and it has not run since (the job calls this). */
export const purgeTempFilesIfDue = async (payload: Payload, now: Date = new Date()): Promise<number | null> => {
  const settings = await payload.findGlobal({ slug: 'archives-settings', depth: 0, overrideAccess: true })
  const last = settings.lastPurgeAt ? new Date(settings.lastPurgeAt) : null
  if (!purgeDue(settings.tempFilesDeletionTime, last, now)) return null
  return purgeTempFiles(payload, now)
}

export { systemFolder, loadSystemFolders }
