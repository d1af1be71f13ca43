import type { CollectionConfig } from 'payload'

import { archiveFileAdmin } from '@/fields/archiveFile'
import { checkboxField, textareaField, urlField } from '@/fields/common'
import { FIELD_LABEL } from '@/i18n/modules'
import { FLAGS } from '@/access'
import { moduleAccess } from '@/access/moduleAccess'
import { MENU_GROUPS } from '@/i18n/menu'
import { PUBLIC_TAGS, expirePublicAfterChange, expirePublicAfterDelete } from '@/lib/publicCache'
import { recountAfterChange, recountAfterDelete } from './hooks'

/** A photo of an album. */
export const AlbumImages: CollectionConfig = {
  slug: 'album-images',
  labels: { singular: '相片', plural: '相片' },
  defaultSort: '-createdAt',
  admin: {
    useAsTitle: 'imageUrl',
    defaultColumns: ['imageUrl', 'albumId', 'description', 'highlighted', 'isCover'],
    group: MENU_GROUPS.site,
  },
  access: moduleAccess(FLAGS.albums),
  hooks: {
    afterChange: [recountAfterChange, expirePublicAfterChange(PUBLIC_TAGS.albums)],
    afterDelete: [recountAfterDelete, expirePublicAfterDelete(PUBLIC_TAGS.albums)],
  },
  fields: [
    { name: 'albumId', label: '相簿', type: 'relationship', relationTo: 'albums', index: true },
    urlField('imageUrl', FIELD_LABEL.imageUrl, { required: true, admin: archiveFileAdmin('image') }),
    textareaField('description', FIELD_LABEL.description),
    checkboxField('highlighted', FIELD_LABEL.highlighted, false),
    checkboxField('isCover', '封面', false),
  ],
  timestamps: true,
}
