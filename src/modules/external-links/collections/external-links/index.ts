import type { CollectionConfig } from 'payload'

import { enabledField, sortField, textField, urlField } from '@/fields/common'
import { FIELD_LABEL } from '@/i18n/modules'
import { FLAGS } from '@/access'
import { moduleAccess } from '@/access/moduleAccess'
import { MENU_GROUPS } from '@/i18n/menu'
import { PUBLIC_TAGS, expirePublicAfterChange, expirePublicAfterDelete } from '@/lib/publicCache'

/** The external quick-links menu: title and linkUrl required. */
export const ExternalLinks: CollectionConfig = {
  slug: 'external-links',
  labels: { singular: '外部連結', plural: '外部連結管理' },
  defaultSort: 'sort',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'linkUrl', 'enabled', 'sort'],
    group: MENU_GROUPS.site,
  },
  access: moduleAccess(FLAGS.external_links),
  hooks: {
    afterChange: [expirePublicAfterChange(PUBLIC_TAGS.links)],
    afterDelete: [expirePublicAfterDelete(PUBLIC_TAGS.links)],
  },
  fields: [
    textField('title', FIELD_LABEL.title, { required: true }),
    urlField('linkUrl', FIELD_LABEL.linkUrl, { required: true }),
    enabledField(true),
    sortField(),
  ],
  timestamps: true,
}
