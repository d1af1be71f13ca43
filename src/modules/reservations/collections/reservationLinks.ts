import type { CollectionConfig } from 'payload'

import { FLAGS, allowAny, nobody } from '@/access'

/**
 * The one-time links of 我的預約: a patron without an account asks for
 * a link by e-mail; the mail carries a random key whose SHA-256 alone is stored here, with the
 * address it was sent to and when it expires. Opening the link uses it up (one compare-and-set
 * write sets `usedAt`); links are removed a day after they expire. Only the module's service
 * writes here; staff who read bookings may list the links (which address asked, when, whether it
 * was used), never the key's hash.
 */
export const ReservationLinks: CollectionConfig = {
  slug: 'reservation-links',
  labels: { singular: '我的預約連結', plural: '我的預約連結' },
  admin: { hidden: true },
  access: {
    read: allowAny(FLAGS.reservations.seats.read, FLAGS.reservations.rooms.read),
    create: nobody,
    update: nobody,
    delete: nobody,
  },
  fields: [
    { name: 'email', type: 'text', required: true, index: true },
    { name: 'keyHash', type: 'text', required: true, unique: true, index: true, access: { read: () => false } },
    { name: 'expiresAt', type: 'date', required: true, index: true },
    { name: 'usedAt', type: 'date' },
  ],
}
