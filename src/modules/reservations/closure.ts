import type { PayloadRequest, Where } from 'payload'

import { holding } from './common'
import { queueReservationMails } from './notify'

/**
 * Cancel bookings of different patrons at once (their seat or room was switched off): each is
 * cancelled with `reason` and each patron gets their own cancellation mail.
 */
export const cancelForClosure = async (req: PayloadRequest, where: Where, reason: string): Promise<number> => {
  const open = (
    await req.payload.find({
      collection: 'reservations',
      where: { and: [where, holding, { endDate: { greater_than: new Date().toISOString() } }] },
      pagination: false,
      depth: 0,
      overrideAccess: true,
      req,
    })
  ).docs
  for (const doc of open) {
    await req.payload.update({
      collection: 'reservations',
      id: doc.id,
      data: { status: 'Cancelled', cancelReason: reason },
      depth: 0,
      overrideAccess: true,
      req,
    })
    await queueReservationMails(req, 'cancellation', { reservationIds: [String(doc.id)] })
  }
  return open.length
}
