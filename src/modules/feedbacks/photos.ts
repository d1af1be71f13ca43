import { Readable } from 'node:stream'

import { addDataAndFileToRequest, type PayloadRequest } from 'payload'

import { IMAGE_EXTENSIONS, contentMatches, openStored, removeStored, sanitizeName, storeFile } from '@/modules/archives'
import { AppError } from '@/lib/errors'
import { FEEDBACK_MSG } from './messages'
import { photoNamePrefix, photoUrlOf, ticketPhoto } from './photoUrl'
import { openTicketForHolder, ticketForHolder } from './service'

/** A photo's size limit: 5 MB. */
export const MAX_PHOTO_MB = 5
export const MAX_PHOTO_BYTES = MAX_PHOTO_MB * 1024 * 1024

const MIME_BY_EXTENSION: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif', webp: 'image/webp' }

const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.')
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase()
}

/**
 * POST /public/feedbacks/upload?feedbackId=: the key is checked and the ticket must be open
 * before the body is read; the file must be an image by extension AND content and at most
 * 5 MB. It is stored in the archive's feedbacks folder as an Internal item (the archive never
 * serves it publicly) and answered with the URL a visitor's message carries.
 */
export const uploadTicketPhoto = async (req: PayloadRequest, feedbackId: string): Promise<{ photoUrl: string; name: string; size: number }> => {
  const ticket = await openTicketForHolder(req, feedbackId)
  if (ticket.isAllowUpdatePhoto === false) throw new AppError(403, FEEDBACK_MSG.photosNotAllowed)
  const declared = Number(req.headers.get('content-length') ?? 0)
  if (declared > MAX_PHOTO_BYTES + 64 * 1024) throw new AppError(413, FEEDBACK_MSG.photoTooLarge(MAX_PHOTO_MB))
  await addDataAndFileToRequest(req)
  const file = req.file
  if (!file || file.size === 0) throw new AppError(400, FEEDBACK_MSG.photoRequired)
  const cleanName = sanitizeName(file.name) || 'photo'
  if (file.size > MAX_PHOTO_BYTES) throw new AppError(413, FEEDBACK_MSG.photoTooLarge(MAX_PHOTO_MB))
  const extension = extensionOf(cleanName)
  const isImage = (IMAGE_EXTENSIONS as readonly string[]).includes(extension)
  if (!isImage || !(await contentMatches(extension as Parameters<typeof contentMatches>[0], file.data))) {
    throw new AppError(415, FEEDBACK_MSG.photoNotImage(cleanName))
  }

  const folders = await req.payload.find({ collection: 'archives', where: { systemKey: { equals: 'feedbacks' } }, limit: 1, depth: 0, overrideAccess: true, req })
  const folder = folders.docs[0]
  if (!folder) throw new AppError(500, FEEDBACK_MSG.archiveMissing)
  const id = String(ticket.id)
  const created = await req.payload.create({
    collection: 'archives',
    data: {
      name: `${photoNamePrefix(id)}${Date.now()}-${cleanName}`,
      type: 'File',
      parent: folder.id,
      path: `${folder.path || '/'}${folder.id}/`,
      rootFolder: folder.id,
      module: 'feedbacks',
      extension,
      mimeType: MIME_BY_EXTENSION[extension] ?? 'application/octet-stream',
      size: file.size,
      // A private ticket's photo: staff only through the archive, the key holder through the ticket.
      effectiveAuth: 'Internal',
      effectiveAuthRoles: [],
      createdUser: null,
    },
    overrideAccess: true,
    req,
  })
  try {
    const stored = await storeFile(String(created.id), extension, file.data, true, MIME_BY_EXTENSION[extension])
    await req.payload.update({
      collection: 'archives',
      id: created.id,
      data: { storageKey: stored.storageKey, thumbnailKey: stored.thumbnailKey },
      overrideAccess: true,
      req,
    })
  } catch (error) {
    await removeStored(String(created.id))
    await req.payload.delete({ collection: 'archives', id: created.id, overrideAccess: true, req }).catch(() => undefined)
    throw error
  }
  return { photoUrl: photoUrlOf(id, String(created.id)), name: cleanName, size: file.size }
}

/** GET /public/feedbacks/{id}/photos/{photoId}: the bytes, to the key holder or staff with feedbacks read. */
export const serveTicketPhoto = async (req: PayloadRequest, feedbackId: string, photoId: string): Promise<Response> => {
  const ticket = await ticketForHolder(req, feedbackId)
  const photo = await ticketPhoto(req, String(ticket.id), photoId)
  if (!photo?.storageKey) throw new AppError(404, FEEDBACK_MSG.notFound)
  const body = Readable.toWeb(await openStored(photo.storageKey)) as ReadableStream<Uint8Array>
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': MIME_BY_EXTENSION[photo.extension ?? ''] ?? 'application/octet-stream',
      'Content-Disposition': 'inline',
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
