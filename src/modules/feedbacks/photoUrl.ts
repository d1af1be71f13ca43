import type { Payload, PayloadRequest } from 'payload'

import { isObjectId } from '@/lib/objectId'
import { relationId } from '@/lib/relation'
import type { Archive, Feedback } from '@/payload-types'

/**
 * A ticket's photos (the visitor's uploads and the photos staff attach to a reply) live in the
 * archive's feedbacks folder, a module-private folder: the archive never lists nor serves them
 * (src/modules/archives/rules.ts `MODULE_PRIVATE_FOLDERS`). They are served only through the
 * ticket's own route, to the key holder or staff with feedbacks read:
 * `/api/public/feedbacks/{ticket}/photos/{archive item}`. A visitor's upload is named after its
 * ticket (`{ticket id}-…`).
 */
export const photoUrlOf = (feedbackId: string, archiveId: string): string =>
  `/api/public/feedbacks/${feedbackId}/photos/${archiveId}`

export const photoNamePrefix = (feedbackId: string): string => `${feedbackId}-`

const TICKET_PHOTO_URL = /^\/api\/public\/feedbacks\/([0-9a-f]{24})\/photos\/([0-9a-f]{24})$/i
const ARCHIVE_FILE_PATH = /^\/api\/public\/archives\/([0-9a-f]{24})\/(?:download|preview|thumbnail)$/i

/** The archive item an archive file route (`/api/public/archives/{id}/preview` …) names, or null. */
const archiveIdOf = (url: string | null | undefined): string | null => {
  if (!url) return null
  try {
    return ARCHIVE_FILE_PATH.exec(new URL(url, 'http://local').pathname)?.[1]?.toLowerCase() ?? null
  } catch {
    return null
  }
}

/** The archive's feedbacks folder (seeded on start), or null. */
export const feedbacksFolder = async (payload: Payload, req?: PayloadRequest): Promise<Archive | null> =>
  (
    await payload.find({
      collection: 'archives',
      where: { systemKey: { equals: 'feedbacks' } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      ...(req ? { req } : {}),
    })
  ).docs[0] ?? null

/** A stored file of the feedbacks module in its folder, by id, or null. */
const feedbackFile = async (req: PayloadRequest, archiveId: string): Promise<Archive | null> => {
  if (!isObjectId(archiveId)) return null
  const doc = await req.payload.findByID({
    collection: 'archives',
    id: archiveId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  if (!doc || doc.type !== 'File' || !doc.storageKey || doc.inRecycleBin) return null
  const folder = await feedbacksFolder(req.payload, req)
  return folder && relationId(doc.rootFolder) === folder.id ? doc : null
}

/** The ticket a visitor's upload belongs to (its name starts with the ticket's id), or null for a staff file. */
export const uploadTicketOf = (doc: Pick<Archive, 'name' | 'createdUser'>): string | null => {
  if (relationId(doc.createdUser) !== null) return null
  return /^([0-9a-f]{24})-/i.exec(doc.name)?.[1]?.toLowerCase() ?? null
}

/** Was this stored file uploaded to this ticket (by its visitor)? */
const uploadedTo = (doc: Archive, feedbackId: string): boolean => uploadTicketOf(doc) === feedbackId.toLowerCase()

/** One of the photos the visitor uploaded to this ticket, or null. */
export const ticketPhoto = async (
  req: PayloadRequest,
  feedbackId: string,
  archiveId: string,
): Promise<Archive | null> => {
  const doc = await feedbackFile(req, archiveId)
  return doc && uploadedTo(doc, feedbackId) ? doc : null
}

/** Does this URL name a photo uploaded to this ticket? */
export const isTicketPhotoUrl = async (req: PayloadRequest, feedbackId: string, url: string): Promise<boolean> => {
  const match = TICKET_PHOTO_URL.exec(url)
  if (!match || match[1]!.toLowerCase() !== feedbackId.toLowerCase()) return false
  return (await ticketPhoto(req, feedbackId, match[2]!)) !== null
}

/**
 * A photo the ticket's route serves: uploaded to the ticket by its visitor, or a staff file of
 * the feedbacks folder one of its messages carries (a reply's photo). Never another ticket's
 * visitor photo, whatever a message says.
 */
export const servablePhoto = async (
  req: PayloadRequest,
  ticket: Feedback,
  archiveId: string,
): Promise<Archive | null> => {
  const id = String(ticket.id)
  const doc = await feedbackFile(req, archiveId)
  if (!doc) return null
  if (uploadedTo(doc, id)) return doc
  if (uploadTicketOf(doc) !== null) return null
  const url = photoUrlOf(id, doc.id)
  // An older staff reply may carry the archive route of its photo.
  const carried = (ticket.messages ?? []).some(
    (message) =>
      message.photoUrl === url ||
      (message.sender === 'staff' && archiveIdOf(message.photoUrl) === doc.id.toLowerCase()),
  )
  return carried ? doc : null
}

type Message = NonNullable<Feedback['messages']>[number]

/**
 * A ticket's messages as they are shown: an older staff reply stored with the archive
 * route of a feedbacks-folder photo (a route that no longer serves it) points at the ticket's
 * own photo route instead. Nothing is written.
 */
export const shownMessages = async (req: PayloadRequest, ticket: Feedback): Promise<Message[]> => {
  const messages = ticket.messages ?? []
  const ids = [
    ...new Set(
      messages
        .filter((m) => m.sender === 'staff')
        .map((m) => archiveIdOf(m.photoUrl))
        .filter((id): id is string => id !== null),
    ),
  ]
  if (ids.length === 0) return messages
  const folder = await feedbacksFolder(req.payload, req)
  if (!folder) return messages
  const found = await req.payload.find({
    collection: 'archives',
    where: { and: [{ id: { in: ids } }, { rootFolder: { equals: folder.id } }, { type: { equals: 'File' } }] },
    pagination: false,
    limit: 0,
    depth: 0,
    overrideAccess: true,
    select: { name: true, createdUser: true },
    req,
  })
  const id = String(ticket.id)
  const own = new Set(
    found.docs
      .filter((doc) => [null, id.toLowerCase()].includes(uploadTicketOf(doc)))
      .map((doc) => String(doc.id).toLowerCase()),
  )
  return messages.map((message) => {
    const archiveId = message.sender === 'staff' ? archiveIdOf(message.photoUrl) : null
    return archiveId && own.has(archiveId) ? { ...message, photoUrl: photoUrlOf(id, archiveId) } : message
  })
}

/**
 * The photo URL a staff reply stores: a file of the feedbacks folder, picked or uploaded through
 * the archive picker (whose URL is an archive route, which never serves it), becomes the ticket's
 * own photo route; any other URL (a public image elsewhere) is kept as sent. Another ticket's
 * visitor photo is refused (null): it would show one visitor's photo to another.
 */
export const staffReplyPhotoUrl = async (
  req: PayloadRequest,
  feedbackId: string,
  url: string,
): Promise<string | null> => {
  if (!url) return url
  const archiveId = archiveIdOf(url)
  if (!archiveId) return url
  const doc = await feedbackFile(req, archiveId)
  if (!doc) return url
  const owner = uploadTicketOf(doc)
  if (owner !== null && owner !== feedbackId.toLowerCase()) return null
  return photoUrlOf(feedbackId, doc.id)
}
