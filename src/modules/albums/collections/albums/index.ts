import type { CollectionConfig } from 'payload'

import { archiveFileAdmin } from '@/fields/archiveFile'
import {
  dateField,
  dateRangeFields,
  enabledField,
  numberField,
  textField,
  textareaField,
  urlField,
} from '@/fields/common'
import { FIELD_LABEL } from '@/i18n/modules'
import { FLAGS } from '@/access'
import { moduleAccess } from '@/access/moduleAccess'
import { MENU_GROUPS } from '@/i18n/menu'
import { PUBLIC_TAGS, expirePublicAfterChange, expirePublicAfterDelete } from '@/lib/publicCache'

/** Photo albums; their photos are `album-images`. */
export const Albums: CollectionConfig = {
  slug: 'albums',
  labels: { singular: '相簿', plural: '相簿管理' },
  defaultSort: '-date',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'date', 'count', 'enabled', 'updatedAt'],
    group: MENU_GROUPS.site,
  },
  access: moduleAccess(FLAGS.albums),
  hooks: {
    afterChange: [expirePublicAfterChange(PUBLIC_TAGS.albums)],
    afterDelete: [expirePublicAfterDelete(PUBLIC_TAGS.albums)],
  },
  fields: [
    textField('title', FIELD_LABEL.title, { required: true }),
    dateField('date', FIELD_LABEL.date, 'dayOnly', { required: true, index: true }),
    textareaField('description', FIELD_LABEL.description),
    ...dateRangeFields('dayOnly'),
    enabledField(true),
    numberField('count', '照片數', { min: 0, defaultValue: 0, admin: { position: 'sidebar', readOnly: true } }),
    urlField('coverImageUrl', FIELD_LABEL.coverImageUrl, { admin: archiveFileAdmin('image') }),
    { name: 'albumImages', label: '相片', type: 'join', collection: 'album-images', on: 'albumId' },
  ],
  timestamps: true,
}
