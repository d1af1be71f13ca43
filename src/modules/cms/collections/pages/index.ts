import type { CollectionConfig } from 'payload'

import { archiveFileAdmin } from '../../../archives/admin/field'
import { MENU_GROUPS } from '../../../../admin/routeTable'
import { blocksFields } from '../../../../fields/blocks'
import { contentStatusField, textField, textareaField, urlField } from '../../../../fields/common'
import { FIELD_LABEL } from '../../../../i18n/modules'
import { scopedPageAccess, scopedPageCreateAccess } from '../../../../access/routeScope'
import { moduleAccess } from '../../../../access/moduleAccess'
import { withReviewWorkflow } from '../../../review/workflow'
import { REVIEWED_COLLECTIONS } from '../../../review/service'

/** A content page under a route (spec doc 2 §3 "Page"): List routes list their pages. */
export const Pages: CollectionConfig = withReviewWorkflow({
  slug: 'pages',
  labels: { singular: '頁面', plural: '頁面管理' },
  defaultSort: '-createdAt',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'routeId', 'status', 'updatedAt'],
    group: MENU_GROUPS.site,
  },
  // The routeIds scope: a user limited to some routes edits only the pages under them.
  access: {
    ...moduleAccess('cms__pages'),
    create: scopedPageCreateAccess('cms__pages__edit'),
    update: scopedPageAccess('cms__pages__edit'),
    delete: scopedPageAccess('cms__pages__delete'),
  },
  fields: [
    textField('title', FIELD_LABEL.title, { required: true }),
    urlField('coverImageUrl', FIELD_LABEL.coverImageUrl, { admin: archiveFileAdmin('image') }),
    textareaField('description', FIELD_LABEL.description, { required: true }),
    ...blocksFields(),
    contentStatusField(),
    { name: 'routeId', label: '所屬路由', type: 'relationship', relationTo: 'routes', required: true, index: true },
  ],
  timestamps: true,
}, REVIEWED_COLLECTIONS.pages)
