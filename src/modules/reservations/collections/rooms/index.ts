import type { CollectionConfig } from 'payload'

import { archiveFileAdmin } from '@/fields/archiveFile'
import { MENU_GROUPS } from '@/i18n/menu'
import { checkboxField, enabledField, textField, textareaField, urlField } from '@/fields/common'
import { FIELD_LABEL } from '@/i18n/modules'
import { FLAGS } from '@/access'
import { moduleAccess } from '@/access/moduleAccess'

/** Bookable rooms; a room also holds the seats booked one by one. */
export const Rooms: CollectionConfig = {
  slug: 'rooms',
  labels: { singular: '空間', plural: '空間管理' },
  defaultSort: 'name',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'isLab', 'enabled', 'updatedAt'],
    group: MENU_GROUPS.platform,
  },
  access: moduleAccess(FLAGS.reservations.rooms),
  fields: [
    textField('name', FIELD_LABEL.name, { required: true }),
    textareaField('description', FIELD_LABEL.description),
    urlField('imageUrl', FIELD_LABEL.imageUrl, { admin: archiveFileAdmin('image') }),
    checkboxField('isLab', '實驗室（座位以研究座位預約）', false, {
      admin: { description: '實驗室的座位即研究座位（lab seats），與一般座位分開列出，適用座位預約設定。' },
    }),
    enabledField(true),
    { name: 'seats', label: '座位', type: 'join', collection: 'seats', on: 'roomId' },
  ],
  timestamps: true,
}
