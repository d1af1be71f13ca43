import type { Access, Payload, Where } from 'payload'

import { FLAGS, type SessionUser, can, isActiveUser, isSuperAdmin, rolesOf, userOf } from '@/access'
import { allOf } from '@/crud/listQuery'
import { AppError } from '@/lib/errors'
import { ARCHIVE_MSG } from './messages'
import { modulePrivateFolderIds, outsideModulePrivate } from './modulePrivate'
import type { Actor, FolderAction, ItemAction } from './rules'

/**
 * The caller of an archive operation, as the rules see it: the archive flags it holds, its id
 * and the ids of its enabled roles.
 */
export const actorOf = (user: SessionUser): Actor => ({
  userId: isActiveUser(user) ? String(user.id) : null,
  superAdmin: isSuperAdmin(user),
  roleIds: isActiveUser(user)
    ? rolesOf(user)
        .filter((r) => r.enabled !== false)
        .map((r) => String(r.id))
    : [],
  rootFolders: can(user, FLAGS.archives.root_folders.auth),
  folders: can(user, FLAGS.archives.folders.auth),
  upload: can(user, FLAGS.archives.upload.auth),
  delete: can(user, FLAGS.archives.delete.auth),
})

/**
 * Items whose folder auth lets the caller read them (one query clause). A Roles folder, and
 * everything in it, is also always visible to the super-admin and to the folder's creator, who
 * may have listed roles they do not hold themselves.
 */
export const visibleWhere = (actor: Pick<Actor, 'userId' | 'roleIds'> & { superAdmin?: boolean }): Where => {
  if (actor.userId === null) return { effectiveAuth: { equals: 'Public' } }
  if (actor.superAdmin) return { id: { exists: true } }
  const or: Where[] = [{ effectiveAuth: { in: ['Public', 'Internal'] } }]
  if (actor.roleIds.length > 0)
    or.push({ and: [{ effectiveAuth: { equals: 'Roles' } }, { effectiveAuthRoles: { in: [...actor.roleIds] } }] })
  // The root folder the caller created, and what lies under it.
  or.push({ and: [{ parent: { exists: false } }, { createdUser: { equals: actor.userId } }] })
  or.push({ 'rootFolder.createdUser': { equals: actor.userId } })
  return { or }
}

/**
 * What the caller may read through any archive route: `visibleWhere`, and never an item in or
 * under a module-private folder (./rules.ts `MODULE_PRIVATE_FOLDERS`), whoever asks.
 */
export const readableWhere = async (payload: Payload, user: SessionUser): Promise<Where> =>
  allOf(visibleWhere(actorOf(user)), outsideModulePrivate(await modulePrivateFolderIds(payload)))

/**
 * Read access of the `archives` collection for Payload's REST and GraphQL reads:
 * the archive flag, narrowed by the same folder rules as the archive calls (`readableWhere`),
 * so a `where` on any field, or a read by id, never reaches an item of a Roles folder the caller
 * holds no role of, nor a module-private file.
 */
export const archiveReadAccess: Access = async ({ req }) => {
  const user = userOf(req)
  if (!can(user, FLAGS.archives.auth)) return false
  return readableWhere(req.payload, user)
}

/** The operation is among the caller's actions, or 403. */
export const requireAction = (
  actions: readonly (ItemAction | FolderAction)[],
  action: ItemAction | FolderAction,
  message: string = ARCHIVE_MSG.forbidden,
) => {
  if (!actions.includes(action)) throw new AppError(403, message)
}
