import type { CollectionConfig } from 'payload'

import { parentField, textField, treeSortField } from '@/fields/common'
import { FIELD_LABEL } from '@/i18n/modules'
import { FLAGS } from '@/access'
import { moduleAccess } from '@/access/moduleAccess'
import { MENU_GROUPS } from '@/i18n/menu'
import { PUBLIC_TAGS, expirePublicAfterChange, expirePublicAfterDelete } from '@/lib/publicCache'
import { treeRestRules } from '@/trees/treeCollection'
import { faqTree } from '../../tree'

/** Payload REST writes run the tree's rules: parent, cycle and depth, as the tree calls do. */
const treeRules = treeRestRules(faqTree, FLAGS.faq.edit)

/** The FAQ tree: nodes with their answering FAQ entries. */
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
  hooks: {
    // REST creates and moves follow the same tree rules as the tree calls.
    beforeOperation: [treeRules.beforeOperation],
    afterChange: [treeRules.afterChange, expirePublicAfterChange(PUBLIC_TAGS.faq)],
    afterDelete: [expirePublicAfterDelete(PUBLIC_TAGS.faq)],
  },
  fields: [
    parentField('faq-routes'),
    textField('name', FIELD_LABEL.name, { required: true }),
    { name: 'answers', label: '對應問答', type: 'relationship', relationTo: 'faq', hasMany: true },
    treeSortField(),
  ],
  timestamps: true,
}
