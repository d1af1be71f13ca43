import type { CollectionConfig } from 'payload'

import { archiveFileAdmin } from '@/fields/archiveFile'
import { blocksFields } from '@/fields/blocks'
import { contentStatusField, textField, textareaField, urlField } from '@/fields/common'
import { FIELD_LABEL } from '@/i18n/modules'
import { scopedPageAccess, scopedPageCreateAccess } from '@/access/routeScope'
import { FLAGS } from '@/access'
import { moduleAccess } from '@/access/moduleAccess'
import { MENU_GROUPS } from '@/i18n/menu'
import { PUBLIC_TAGS, expirePublicAfterChange, expirePublicAfterDelete } from '@/lib/publicCache'
import { REVIEWED_COLLECTIONS, withReviewWorkflow } from '@/modules/review'

/** A content page under a route: List routes list their pages. */
export const Pages: CollectionConfig = withReviewWorkflow(
  {
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
      ...moduleAccess(FLAGS.cms.pages),
      create: scopedPageCreateAccess(FLAGS.cms.pages.edit),
      update: scopedPageAccess(FLAGS.cms.pages.edit),
      delete: scopedPageAccess(FLAGS.cms.pages.delete),
    },
    hooks: {
      afterChange: [expirePublicAfterChange(PUBLIC_TAGS.pages)],
      afterDelete: [expirePublicAfterDelete(PUBLIC_TAGS.pages)],
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
  },
  REVIEWED_COLLECTIONS.pages,
)
