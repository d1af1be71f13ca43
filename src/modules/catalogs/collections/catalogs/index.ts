import type { CollectionConfig } from 'payload'

import { checkboxField, dateField, textField } from '@/fields/common'
import { FIELD_LABEL } from '@/i18n/modules'
import { FLAGS } from '@/access'
import { moduleAccess } from '@/access/moduleAccess'
import { MENU_GROUPS } from '@/i18n/menu'
import { PUBLIC_TAGS, expirePublicAfterChange, expirePublicAfterDelete } from '@/lib/publicCache'

/** New-acquisition lists; their books are `catalog-items`. */
export const Catalogs: CollectionConfig = {
  slug: 'catalogs',
  labels: { singular: '新書通報', plural: '新書通報管理' },
  defaultSort: '-date',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'date', 'highlighted', 'updatedAt'],
    group: MENU_GROUPS.site,
  },
  access: moduleAccess(FLAGS.catalogs),
  hooks: {
    afterChange: [expirePublicAfterChange(PUBLIC_TAGS.catalogs)],
    afterDelete: [expirePublicAfterDelete(PUBLIC_TAGS.catalogs)],
  },
  fields: [
    textField('title', FIELD_LABEL.title, { required: true }),
    dateField('date', '通報日期', 'dayOnly', { required: true, index: true }),
    checkboxField('highlighted', FIELD_LABEL.highlighted, false, { admin: { position: 'sidebar' } }),
    { name: 'catalogItems', label: '書目', type: 'join', collection: 'catalog-items', on: 'catalogId' },
    {
      name: 'importItems',
      label: '匯入書目',
      type: 'ui',
      admin: { disableListColumn: true, components: { Field: '/ui/ImportPanel#CatalogItemsImport' } },
    },
  ],
  timestamps: true,
}
