import type { CollectionConfig } from 'payload'

import { parentField, textField, treeSortField } from '../../../../fields/common'
import { FIELD_LABEL } from '../../../../i18n/modules'
import { FLAGS } from '../../../../access'
import { moduleAccess } from '../../../../access/moduleAccess'
import { MENU_GROUPS } from '../../../../i18n/menu'
import { PUBLIC_TAGS, expirePublicAfterChange, expirePublicAfterDelete } from '../../../../lib/publicCache'

/** The FAQ tree (spec doc 2 §3 "FAQ route"): nodes with their answering FAQ entries. */
export const FaqRoutes: CollectionConfig = {
  slug: 'faq-routes',
  labels: { singular: '常見問題節點', plural: '常見問題管理' },
  defaultSort: 'sort',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'parentId', 'answers', 'sort'],
    group: MENU_GROUPS.site,
    components: { beforeList: ['/admin/trees/TreePanels#FaqTreePanel'] },
  },
  access: moduleAccess(FLAGS.faq),
  hooks: { afterChange: [expirePublicAfterChange(PUBLIC_TAGS.faq)], afterDelete: [expirePublicAfterDelete(PUBLIC_TAGS.faq)] },
  fields: [
    parentField('faq-routes'),
    textField('name', FIELD_LABEL.name, { required: true }),
    { name: 'answers', label: '對應問答', type: 'relationship', relationTo: 'faq', hasMany: true },
    treeSortField(),
  ],
  timestamps: true,
}
