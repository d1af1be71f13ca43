import type { CollectionConfig } from 'payload'

import { MENU_GROUPS } from '../../../../admin/routeTable'
import { enabledField, sortField, textField, urlField } from '../../../../fields/common'
import { FIELD_LABEL } from '../../../../i18n/modules'
import { moduleAccess } from '../../../../access/moduleAccess'

/** The external quick-links menu (spec doc 2 §3): title and linkUrl required. */
export const ExternalLinks: CollectionConfig = {
  slug: 'external-links',
  labels: { singular: '外部連結', plural: '外部連結管理' },
  defaultSort: 'sort',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'linkUrl', 'enabled', 'sort'],
    group: MENU_GROUPS.site,
  },
  access: moduleAccess('external_links'),
  fields: [
    textField('title', FIELD_LABEL.title, { required: true }),
    urlField('linkUrl', FIELD_LABEL.linkUrl, { required: true }),
    enabledField(true),
    sortField(),
  ],
  timestamps: true,
}
