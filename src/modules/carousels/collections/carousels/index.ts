import type { CollectionConfig } from 'payload'

import { archiveFileAdmin } from '@/fields/archiveFile'
import { colorFields, dateRangeFields, enabledField, sortField, textField, urlField } from '@/fields/common'
import { FIELD_LABEL } from '@/i18n/modules'
import { FLAGS } from '@/access'
import { moduleAccess } from '@/access/moduleAccess'
import { MENU_GROUPS } from '@/i18n/menu'
import { PUBLIC_TAGS, expirePublicAfterChange, expirePublicAfterDelete } from '@/lib/publicCache'

/** Carousel items of the home page; speed and size live in the `carousel-settings` global. */
export const Carousels: CollectionConfig = {
  slug: 'carousels',
  labels: { singular: '輪播', plural: '輪播管理' },
  defaultSort: 'sort',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'imageUrl', 'enabled', 'startDate', 'endDate', 'sort'],
    group: MENU_GROUPS.site,
  },
  access: moduleAccess(FLAGS.carousels),
  hooks: {
    afterChange: [expirePublicAfterChange(PUBLIC_TAGS.carousels)],
    afterDelete: [expirePublicAfterDelete(PUBLIC_TAGS.carousels)],
  },
  fields: [
    textField('title', FIELD_LABEL.title),
    urlField('imageUrl', FIELD_LABEL.imageUrl, { admin: archiveFileAdmin('image') }),
    urlField('linkUrl', FIELD_LABEL.linkUrl),
    ...colorFields(),
    ...dateRangeFields('dayOnly'),
    enabledField(true),
    sortField({ admin: { position: 'sidebar', description: '輪播的播放順序，由小到大。' } }),
  ],
  timestamps: true,
}
