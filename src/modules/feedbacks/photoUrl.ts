import type { PayloadRequest } from 'payload'

import { isObjectId } from '@/lib/objectId'
import type { Archive } from '@/payload-types'

/**
 * A visitor's photo lives in the archive's feedbacks folder, named after its ticket, and is
 * served only through the ticket's own route (the key holder, or staff with feedbacks read):
 * `/api/public/feedbacks/{ticket}/photos/{archive item}`.
 */
export const photoUrlOf = (feedbackId: string, archiveId: string): string => `/api/public/feedbacks/${feedbackId}/photos/${archiveId}`

export const photoNamePrefix = (feedbackId: string): string => `${feedbackId}-`

/** The archive item of one of this ticket's photos, or null. */
export const ticketPhoto = async (req: PayloadRequest, feedbackId: string, archiveId: string): Promise<Archive | null> => {
  if (!isObjectId(archiveId)) return null
  const doc = await req.payload.findByID({ collection: 'archives', id: archiveId, depth: 0, overrideAccess: true, disableErrors: true, req })
  if (!doc || doc.type !== 'File' || doc.module !== 'feedbacks' || !doc.storageKey || !doc.name.startsWith(photoNamePrefix(feedbackId))) return null
  return doc
}

/** Does this URL name a photo uploaded to this ticket? */
export const isTicketPhotoUrl = async (req: PayloadRequest, feedbackId: string, url: string): Promise<boolean> => {
  const match = /^\/api\/public\/feedbacks\/([0-9a-f]{24})\/photos\/([0-9a-f]{24})$/i.exec(url)
  if (!match || match[1]!.toLowerCase() !== feedbackId.toLowerCase()) return false
  return (await ticketPhoto(req, feedbackId, match[2]!)) !== null
}
