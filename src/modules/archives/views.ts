import type { PayloadRequest } from 'payload'

import { userOf } from '@/access'
import { AppError } from '@/lib/errors'
import { isImageExtension } from '@/lib/fileTypes'
import { isObjectId } from '@/lib/objectId'
import { relationId, relationIds } from '@/lib/relation'
import type { Archive } from '@/payload-types'
import { pendingDownloads } from './downloadCounts'
import { actorOf, readableWhere } from './actor'
import { ARCHIVE_MSG } from './messages'
import { type Actor, type AuthMode, type ItemAction, type RuleItem, itemActions } from './rules'
import { type SystemFolders, loadSystemFolders } from './systemFolders'

/**
 * What the caller sees of archive items: the item of the HTTP contract with the caller's
 * actions on it, breadcrumbs, and the lookups that find only items the caller may see.
 */

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

// ---------------------------------------------------------------------------------------------
// Views

export type ViewContext = {
  actor: Actor
  system: SystemFolders
  userNames: Map<string, string>
  /** Downloads counted on this instance and not yet written (./downloadCounts.ts). */
  pendingDownloads?: (id: string) => number
}

const systemKeyById = (system: SystemFolders): Map<string, string> =>
  new Map([...system.values()].map((f) => [f.id, f.systemKey!]))

const keysCache = new WeakMap<SystemFolders, Map<string, string>>()

export const toRuleItem = (doc: Archive, system: SystemFolders): RuleItem => {
  let keys = keysCache.get(system)
  if (!keys) {
    keys = systemKeyById(system)
    keysCache.set(system, keys)
  }
  const rootId = relationId(doc.rootFolder)
  return {
    id: doc.id,
    type: doc.type,
    parentId: relationId(doc.parent),
    systemKey: doc.systemKey ?? null,
    isModuleFolder: Boolean(doc.isModuleFolder),
    createdUserId: relationId(doc.createdUser),
    inRecycleBin: Boolean(doc.inRecycleBin),
    systemAncestor: doc.systemKey ?? (rootId ? (keys.get(rootId) ?? null) : null),
  }
}

const fileUrl = (id: string, kind: 'download' | 'preview' | 'thumbnail', name?: string): string =>
  `/api/public/archives/${id}/${kind}${name ? `?name=${encodeURIComponent(name)}` : ''}`

export const toView = (doc: Archive, ctx: ViewContext): ArchiveItemView => {
  const isFile = doc.type === 'File'
  const image = isFile && isImageExtension(doc.extension ?? '')
  const creatorId = relationId(doc.createdUser)
  return {
    _id: doc.id,
    name: doc.name,
    type: doc.type,
    parentId: relationId(doc.parent),
    rootFolderId: relationId(doc.rootFolder),
    isModuleFolder: Boolean(doc.isModuleFolder),
    systemKey: doc.systemKey ?? null,
    extension: doc.extension ?? null,
    mimeType: doc.mimeType ?? null,
    size: doc.size ?? null,
    path: doc.path ?? '',
    createdAt: doc.createdAt,
    createdUser: creatorId ? { _id: creatorId, name: ctx.userNames.get(creatorId) ?? '' } : null,
    downloadCount: (doc.downloadCount ?? 0) + (isFile ? (ctx.pendingDownloads?.(doc.id) ?? 0) : 0),
    auth: (doc.auth ?? 'Internal') as AuthMode,
    authRoles: relationIds(doc.authRoles),
    isImage: image,
    thumbnailUrl: image && doc.thumbnailKey ? fileUrl(doc.id, 'thumbnail') : null,
    previewUrl: isFile && (image || doc.extension === 'pdf') ? fileUrl(doc.id, 'preview') : null,
    downloadUrl: isFile ? fileUrl(doc.id, 'download', doc.name) : null,
    inRecycleBin: Boolean(doc.inRecycleBin),
    deletedFromId: relationId(doc.deletedFrom),
    actions: itemActions(ctx.actor, toRuleItem(doc, ctx.system)),
  }
}

/** id -> name for a few documents of a collection with a `name` field, in one query. */
const namesById = async (
  req: PayloadRequest,
  collection: 'users' | 'archives',
  ids: string[],
): Promise<Map<string, string>> => {
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
  namesById(req, 'users', [
    ...new Set(docs.map((d) => relationId(d.createdUser)).filter((id): id is string => id !== null)),
  ])

export const contextFor = async (
  req: PayloadRequest,
  docs: Archive[],
  system?: SystemFolders,
): Promise<ViewContext> => ({
  actor: actorOf(userOf(req)),
  system: system ?? (await loadSystemFolders(req)),
  userNames: await userNamesFor(req, docs),
  pendingDownloads: (id) => pendingDownloads(req.payload, id),
})

export const viewsOf = async (
  req: PayloadRequest,
  docs: Archive[],
  system?: SystemFolders,
): Promise<ArchiveItemView[]> => {
  const ctx = await contextFor(req, docs, system)
  return docs.map((doc) => toView(doc, ctx))
}

// ---------------------------------------------------------------------------------------------
// Reading

/** One item the caller may see, or 404 (a module-private file too, like an id that does not exist). */
export const findVisible = async (req: PayloadRequest, id: string): Promise<Archive> => {
  if (!isObjectId(id)) throw new AppError(404, ARCHIVE_MSG.notFound)
  const found = await req.payload.find({
    collection: 'archives',
    where: { and: [{ id: { equals: id } }, await readableWhere(req.payload, userOf(req))] },
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
export const findVisibleMany = async (req: PayloadRequest, ids: readonly string[]): Promise<Archive[]> => {
  const unique = [...new Set(ids)]
  if (unique.some((id) => !isObjectId(id))) throw new AppError(404, ARCHIVE_MSG.notFound)
  const found = await req.payload.find({
    collection: 'archives',
    where: { and: [{ id: { in: unique } }, await readableWhere(req.payload, userOf(req))] },
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
export const actionsOn = (req: PayloadRequest, doc: Archive, system: SystemFolders): ItemAction[] =>
  itemActions(actorOf(userOf(req)), toRuleItem(doc, system))

export const ancestorsOf = async (req: PayloadRequest, doc: Archive): Promise<Crumb[]> => {
  const ids = (doc.path ?? '').split('/').filter(Boolean)
  const names = await namesById(req, 'archives', ids)
  return ids.map((id) => ({ _id: id, name: names.get(id) ?? '' }))
}
