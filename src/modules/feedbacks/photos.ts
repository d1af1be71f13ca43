import { Readable } from 'node:stream'

import type { PayloadRequest } from 'payload'

import {
  IMAGE_EXTENSIONS,
  contentMatches,
  openStored,
  removeStored,
  responseMimeType,
  sanitizeName,
  storeFile,
} from '@/modules/archives'
import { readMultipart } from '@/endpoints/multipart'
import { AppError } from '@/lib/errors'
import { type Env, RateLimited, type RateLimitRule, countPoint, givePointsBack, pointsCounted } from '@/lib/rateLimit'
import { extensionOf } from '@/lib/fileTypes'
import { queuePhotoPurge } from './jobs'
import { FEEDBACK_MSG } from './messages'
import { feedbacksFolder, photoNamePrefix, photoUrlOf, servablePhoto, uploadTicketOf } from './photoUrl'
import { openTicketForKeyHolder, photosAllowed, ticketForHolder } from './service'

/** A photo's size limit: 5 MB. */
export const MAX_PHOTO_MB = 5
export const MAX_PHOTO_BYTES = MAX_PHOTO_MB * 1024 * 1024

/** What a multipart body may carry besides the photo (boundaries, part headers, a file name). */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024

/** The most photos one ticket holds (attached or not yet; unattached ones go after a day, jobs.ts). */
export const MAX_PHOTOS_PER_TICKET = 10

const tooLarge = () => new AppError(413, FEEDBACK_MSG.photoTooLarge(MAX_PHOTO_MB))

/** All visitors' ticket photos together, in MB a day, unless FEEDBACK_PHOTO_DAILY_MB sets another (0: no total). */
export const DEFAULT_PHOTO_DAILY_MB = 500

/**
 * The daily total of visitors' photos (FEEDBACK_PHOTO_DAILY_MB): bytes counted in 24 hours from
 * the first, in the rate limits' store (memory, or Redis shared by the instances); null when set
 * to 0. A value that is not a whole number stops the start.
 */
export const photoDailyRule = (env: Env = process.env): RateLimitRule | null => {
  const value = env.FEEDBACK_PHOTO_DAILY_MB?.trim() ?? ''
  if (value !== '' && !/^\d{1,6}$/.test(value))
    throw new Error(
      `FEEDBACK_PHOTO_DAILY_MB must be a whole number of MB (0 turns the daily total off), not "${env.FEEDBACK_PHOTO_DAILY_MB}"`,
    )
  const mb = value === '' ? DEFAULT_PHOTO_DAILY_MB : Number(value)
  return mb === 0 ? null : { name: 'feedback-photo-bytes-day', points: mb * 1024 * 1024, durationSeconds: 24 * 60 * 60 }
}
// A malformed setting stops the start, not the first upload.
photoDailyRule()

/** The one key of the daily total: every visitor's photos count together. */
const DAY_TOTAL_KEY = 'all-visitors'

/** A refusal past the day's total: 429, a Retry-After, and a zh-TW message saying so. */
class PhotoDayFull extends RateLimited {
  constructor(retryAfterSeconds: number) {
    super(retryAfterSeconds)
    this.message = FEEDBACK_MSG.photoDailyTotal(Math.max(1, Math.ceil(retryAfterSeconds / 3600)))
  }
}

/**
 * Refuse before the body is read when the day's total is reached, or when the body's declared
 * length (less the multipart overhead) is more than what is left of it.
 */
const dayTotalLeft = async (req: PayloadRequest, rule: RateLimitRule | null): Promise<void> => {
  if (!rule) return
  const counted = await pointsCounted(req.payload, rule, DAY_TOTAL_KEY)
  const left = rule.points - counted.consumedPoints
  const declared = Number(req.headers.get('content-length') ?? Number.NaN)
  if (left <= 0 || (Number.isFinite(declared) && declared - MULTIPART_OVERHEAD_BYTES > left))
    throw new PhotoDayFull(counted.retryAfterSeconds)
}

/** Count a photo's bytes into the day's total; past it the bytes are given back and the photo refused. */
const countIntoDayTotal = async (req: PayloadRequest, rule: RateLimitRule | null, bytes: number): Promise<void> => {
  if (!rule) return
  const counted = await countPoint(req.payload, rule, DAY_TOTAL_KEY, bytes)
  if (counted.allowed) return
  await givePointsBack(req.payload, rule, DAY_TOTAL_KEY, bytes)
  throw new PhotoDayFull(counted.retryAfterSeconds)
}

/** How many photos the ticket's visitor has stored (attached or not). */
const storedPhotoCount = async (req: PayloadRequest, folderId: string, feedbackId: string): Promise<number> => {
  const found = await req.payload.find({
    collection: 'archives',
    where: {
      and: [
        { rootFolder: { equals: folderId } },
        { type: { equals: 'File' } },
        { createdUser: { exists: false } },
        { name: { like: photoNamePrefix(feedbackId) } },
      ],
    },
    pagination: false,
    limit: 0,
    depth: 0,
    overrideAccess: true,
    select: { name: true, createdUser: true },
    req,
  })
  return found.docs.filter((doc) => uploadTicketOf(doc) === feedbackId.toLowerCase()).length
}

const photoLimit = () => new AppError(409, FEEDBACK_MSG.photoLimit(MAX_PHOTOS_PER_TICKET))

/**
 * POST /public/feedbacks/upload?feedbackId= (the endpoint counts it under the submission limit
 * first). Before the body is read: the key (staff flags do not stand in for it), an open
 * ticket, its 允許上傳照片 switch on, and room under the per-ticket cap. The body is read only up
 * to 5 MB and a little multipart overhead (413 past it); the file must be an image by extension
 * AND content and at most 5 MB. It is stored in the archive's feedbacks folder, a module-private
 * folder the archive never lists nor serves, and answered with the URL a visitor's message
 * carries. A day later a queued job removes it unless a message of the ticket carries it. All
 * visitors' photos together are bounded a day (FEEDBACK_PHOTO_DAILY_MB): past it a 429.
 */
export const uploadTicketPhoto = async (
  req: PayloadRequest,
  feedbackId: string,
): Promise<{ photoUrl: string; name: string; size: number }> => {
  const ticket = await openTicketForKeyHolder(req, feedbackId)
  if (!photosAllowed(ticket)) throw new AppError(403, FEEDBACK_MSG.photosNotAllowed)
  const folder = await feedbacksFolder(req.payload, req)
  if (!folder) throw new AppError(500, FEEDBACK_MSG.archiveMissing)
  const id = String(ticket.id)
  if ((await storedPhotoCount(req, folder.id, id)) >= MAX_PHOTOS_PER_TICKET) throw photoLimit()
  const dayRule = photoDailyRule()
  await dayTotalLeft(req, dayRule)

  // Read only up to 5 MB plus the multipart overhead: a chunked body with no Content-Length is
  // never read whole; the platform's bounded reader (src/endpoints/multipart.ts).
  if (/^multipart\/form-data\s*;/i.test(req.headers.get('content-type') ?? '')) {
    await readMultipart(req, {
      requestBytes: MAX_PHOTO_BYTES + MULTIPART_OVERHEAD_BYTES,
      fileBytes: MAX_PHOTO_BYTES,
      files: 1,
      fileTooLarge: FEEDBACK_MSG.photoTooLarge(MAX_PHOTO_MB),
    })
  }
  const file = req.file
  if (!file || file.size === 0) throw new AppError(400, FEEDBACK_MSG.photoRequired)
  const cleanName = sanitizeName(file.name) || 'photo'
  if (file.size > MAX_PHOTO_BYTES) throw tooLarge()
  const extension = extensionOf(cleanName)
  const isImage = (IMAGE_EXTENSIONS as readonly string[]).includes(extension)
  if (!isImage || !(await contentMatches(extension as Parameters<typeof contentMatches>[0], file.data))) {
    throw new AppError(415, FEEDBACK_MSG.photoNotImage(cleanName))
  }
  // All visitors' photos together stay under the day's total (docs/security.md).
  await countIntoDayTotal(req, dayRule, file.size)

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
      mimeType: responseMimeType(extension),
      size: file.size,
      // The folder is module-private (the archive never serves it); Internal besides.
      effectiveAuth: 'Internal',
      effectiveAuthRoles: [],
      createdUser: null,
    },
    overrideAccess: true,
    req,
  })
  // Parallel uploads all passed the count above: the ones past the cap take theirs back.
  if ((await storedPhotoCount(req, folder.id, id)) > MAX_PHOTOS_PER_TICKET) {
    await req.payload
      .delete({ collection: 'archives', id: created.id, overrideAccess: true, req })
      .catch(() => undefined)
    throw photoLimit()
  }
  try {
    const stored = await storeFile(String(created.id), extension, file.data, true, responseMimeType(extension))
    await req.payload.update({
      collection: 'archives',
      id: created.id,
      data: { storageKey: stored.storageKey, thumbnailKey: stored.thumbnailKey },
      overrideAccess: true,
      req,
    })
  } catch (error) {
    await removeStored(String(created.id))
    await req.payload
      .delete({ collection: 'archives', id: created.id, overrideAccess: true, req })
      .catch(() => undefined)
    throw error
  }
  await queuePhotoPurge(req, id)
  return { photoUrl: photoUrlOf(id, String(created.id)), name: cleanName, size: file.size }
}

/**
 * GET /public/feedbacks/{id}/photos/{photoId}: the bytes of a photo of the ticket (the visitor's,
 * or a staff reply's), to the key holder or staff with feedbacks read. The endpoint marks the
 * answer private (no shared cache, Vary on the caller).
 */
export const serveTicketPhoto = async (req: PayloadRequest, feedbackId: string, photoId: string): Promise<Response> => {
  const ticket = await ticketForHolder(req, feedbackId)
  const photo = await servablePhoto(req, ticket, photoId)
  if (!photo?.storageKey) throw new AppError(404, FEEDBACK_MSG.notFound)
  const body = Readable.toWeb(await openStored(photo.storageKey)) as ReadableStream<Uint8Array>
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': responseMimeType(photo.extension ?? ''),
      'Content-Disposition': 'inline',
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
