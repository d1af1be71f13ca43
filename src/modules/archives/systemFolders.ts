import type { Payload, PayloadRequest } from 'payload'

import { AppError } from '@/lib/errors'
import type { Archive } from '@/payload-types'
import { ARCHIVE_MSG } from './messages'
import { SYSTEM_FOLDERS, SYSTEM_FOLDER_LABELS, type SystemFolderKey } from './rules'

/** The seeded special folders (recycle bin, temp, one per module), by key. */
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

export const loadSystemFolders = async (req: PayloadRequest): Promise<SystemFolders> => {
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

export const systemFolder = (folders: SystemFolders, key: SystemFolderKey): Archive => {
  const folder = folders.get(key)
  if (!folder) throw new AppError(500, ARCHIVE_MSG.systemFolderMissing)
  return folder
}
