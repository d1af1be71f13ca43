import type { CollectionConfig } from 'payload'

import { MENU_GROUPS } from '@/i18n/menu'
import { enabledField, textField } from '@/fields/common'
import { FLAGS } from '@/access'
import { moduleAccess } from '@/access/moduleAccess'

/** Bookable seats, each in a room. */
export const Seats: CollectionConfig = {
  slug: 'seats',
  labels: { singular: '座位', plural: '座位管理' },
  defaultSort: 'number',
  admin: {
    useAsTitle: 'number',
    defaultColumns: ['number', 'roomId', 'enabled', 'updatedAt'],
    group: MENU_GROUPS.platform,
  },
  access: moduleAccess(FLAGS.reservations.seats),
  // A seat number is unique within its room (the database refuses a second one).
  indexes: [{ fields: ['roomId', 'number'], unique: true }],
  fields: [
    { name: 'roomId', label: '所在空間', type: 'relationship', relationTo: 'rooms', index: true },
    textField('number', '座位編號', { required: true }),
    enabledField(true),
  ],
  timestamps: true,
}
