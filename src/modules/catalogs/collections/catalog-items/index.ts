import type { CollectionConfig } from 'payload'

import { archiveFileAdmin } from '@/fields/archiveFile'
import { textField, urlField } from '@/fields/common'
import { FIELD_LABEL } from '@/i18n/modules'
import { FLAGS } from '@/access'
import { moduleAccess } from '@/access/moduleAccess'
import { MENU_GROUPS } from '@/i18n/menu'
import { PUBLIC_TAGS, expirePublicAfterChange, expirePublicAfterDelete } from '@/lib/publicCache'

/** A book of a new-acquisition list. */
export const CatalogItems: CollectionConfig = {
  slug: 'catalog-items',
  labels: { singular: '新書書目', plural: '新書書目' },
  defaultSort: 'resourceNumber',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'author', 'resourceNumber', 'barcode', 'catalogId'],
    group: MENU_GROUPS.site,
  },
  access: moduleAccess(FLAGS.catalogs),
  hooks: {
    afterChange: [expirePublicAfterChange(PUBLIC_TAGS.catalogs)],
    afterDelete: [expirePublicAfterDelete(PUBLIC_TAGS.catalogs)],
  },
  fields: [
    { name: 'catalogId', label: '新書通報', type: 'relationship', relationTo: 'catalogs', required: true, index: true },
    textField('resourceNumber', '資源編號', { required: true }),
    textField('barcode', '條碼', { required: true }),
    textField('name', '書名', { required: true }),
    textField('author', '作者', { required: true }),
    textField('isbn', 'ISBN'),
    urlField('url', '館藏網址'),
    urlField('introUrl', '簡介網址'),
    urlField('coverImageUrl', FIELD_LABEL.coverImageUrl, { admin: archiveFileAdmin('image') }),
  ],
  timestamps: true,
}
