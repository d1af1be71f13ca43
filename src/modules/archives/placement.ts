import type { PayloadRequest } from 'payload'

import { allOf } from '@/crud/listQuery'
import { AppError } from '@/lib/errors'
import { relationId, relationIds } from '@/lib/relation'
import type { Archive } from '@/payload-types'
import { ARCHIVE_MSG } from './messages'
import { sanitizeName } from './rules'

/** Where an item goes: its name among its siblings, its path, root folder and auth. */

/** A sanitised name, or 400 when nothing is left of it. */
export const validName = (raw: string): string => {
  const name = sanitizeName(raw)
  if (!name) throw new AppError(400, ARCHIVE_MSG.nameRequired)
  return name
}

/** The lower-cased names in a folder (`null`: the root folders), but for `exceptId`. */
export const siblingNames = async (
  req: PayloadRequest,
  parentId: string | null,
  exceptId?: string,
): Promise<Set<string>> => {
  const found = await req.payload.find({
    collection: 'archives',
    where: allOf(
      parentId ? { parent: { equals: parentId } } : { parent: { exists: false } },
      exceptId ? { id: { not_equals: exceptId } } : undefined,
    ),
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

/** The fields that put an item in `parent`: parent, path, root folder and the root's auth. */
export const placeUnder = (parent: Archive) => ({
  parent: parent.id,
  path: childPath(parent),
  rootFolder: relationId(parent.rootFolder) ?? parent.id,
  effectiveAuth: parent.effectiveAuth ?? 'Internal',
  effectiveAuthRoles: relationIds(parent.effectiveAuthRoles),
})
