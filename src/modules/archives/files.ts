import { Readable } from 'node:stream'

import type { PayloadRequest } from 'payload'

import { FLAGS, can, userOf } from '@/access'
import { ARCHIVE_MSG } from './messages'
import { AppError } from '@/lib/errors'
import { attachmentDisposition } from '@/lib/contentDisposition'
import { canReadAuth } from './rules'
import { isImageExtension, responseMimeType } from './fileTypes'
import { openStored, storedSize } from './storage'
import { actorOf } from './actor'
import { isUnderModulePrivate, modulePrivateFolderIds } from './modulePrivate'
import { countDownload } from './downloadCounts'
import { sanitizeName } from './rules'
import { extensionOf } from '@/lib/fileTypes'
import { isObjectId } from '@/lib/objectId'
import { relationId } from '@/lib/relation'

export type FileKind = 'download' | 'preview' | 'thumbnail'

/**
 * Serve an archive file (download, inline preview, 50×50 thumbnail) only to those its folder's
 * auth mode admits: Public for anyone, Internal for any signed-in account, Roles for holders of a
 * listed role; never a module-private file (its id answers like one that does not
 * exist). Downloads are counted in memory and written in batches (./downloadCounts.ts). An id
 * that is no 24-hex ObjectId names no file: the same 404, before any read (a NUL in the path,
 * `/api/public/archives/%00/download`, was a PostgreSQL error, a 500).
 */
export const serveArchiveFile = async (
  req: PayloadRequest,
  id: string,
  kind: FileKind,
  requestedName?: string,
): Promise<Response> => {
  if (!isObjectId(id)) throw new AppError(404, ARCHIVE_MSG.notFound)
  const user = userOf(req)
  const actor = actorOf(user)
  const doc = await req.payload.findByID({
    collection: 'archives',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  if (!doc || doc.type !== 'File' || !doc.storageKey) throw new AppError(404, ARCHIVE_MSG.notFound)
  // A module-private file is its module's to serve: here it does not exist, for anyone (./rules.ts).
  if (isUnderModulePrivate(doc, await modulePrivateFolderIds(req.payload)))
    throw new AppError(404, ARCHIVE_MSG.notFound)
  if (doc.inRecycleBin && !can(user, FLAGS.archives.auth)) throw new AppError(404, ARCHIVE_MSG.notFound)
  const roles = (doc.effectiveAuthRoles ?? []).map((r) => (typeof r === 'string' ? r : r.id))
  const rootId = relationId(doc.rootFolder)
  const root =
    doc.effectiveAuth === 'Roles' && rootId
      ? await req.payload.findByID({
          collection: 'archives',
          id: rootId,
          depth: 0,
          overrideAccess: true,
          disableErrors: true,
          select: { createdUser: true },
          req,
        })
      : null
  if (!canReadAuth(doc.effectiveAuth ?? 'Internal', roles, actor, relationId(root?.createdUser) ?? null)) {
    throw actor.userId === null
      ? new AppError(401, ARCHIVE_MSG.signInRequired)
      : new AppError(403, ARCHIVE_MSG.forbidden)
  }
  const extension = doc.extension ?? ''
  if (kind === 'thumbnail') {
    if (!doc.thumbnailKey) throw new AppError(404, ARCHIVE_MSG.notFound)
    return streamResponse(doc.thumbnailKey, 'image/webp', 'inline')
  }
  if (kind === 'preview') {
    if (!isImageExtension(extension) && extension !== 'pdf')
      throw new AppError(415, ARCHIVE_MSG.unsupportedType(doc.name))
    return streamResponse(doc.storageKey, responseMimeType(extension), 'inline')
  }
  const response = await streamResponse(
    doc.storageKey,
    responseMimeType(extension),
    attachmentDisposition(downloadName(requestedName, doc.name, extension)),
  )
  countDownload(req.payload, doc.id)
  return response
}

/**
 * The name a download is saved under: the requested one (sanitised like an upload name) when
 * given, but always ending in the stored file's extension, so `?name=x.html`
 * on a text file saves `x.html.txt`, never an HTML page.
 */
export const downloadName = (requested: string | undefined, stored: string, extension: string): string => {
  const name = requested ? sanitizeName(requested) : ''
  if (!name) return stored
  if (!extension || extensionOf(name) === extension.toLowerCase()) return name
  return `${name}.${extension}`
}

const streamResponse = async (key: string, contentType: string, disposition: string): Promise<Response> => {
  const size = await storedSize(key)
  if (size === null) throw new AppError(404, ARCHIVE_MSG.fileMissing)
  const body = Readable.toWeb(await openStored(key)) as ReadableStream<Uint8Array>
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': contentType,
      'Content-Length': String(size),
      'Content-Disposition': disposition,
      'Cache-Control': 'private, max-age=0, must-revalidate',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
