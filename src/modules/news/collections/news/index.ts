import type { CollectionConfig } from 'payload'

import { blocksFields } from '@/fields/blocks'
import { checkboxField, contentStatusField, dateRangeFields, textField, urlField } from '@/fields/common'
import { FIELD_LABEL } from '@/i18n/modules'
import { FLAGS } from '@/access'
import { moduleAccess } from '@/access/moduleAccess'
import { MENU_GROUPS } from '@/i18n/menu'
import { PUBLIC_TAGS, expirePublicAfterChange, expirePublicAfterDelete } from '@/lib/publicCache'
import { REVIEWED_COLLECTIONS, withReviewWorkflow } from '@/modules/review'

/** News: a page-builder article with a category, pinning and a display window. */
export const News: CollectionConfig = withReviewWorkflow(
  {
    slug: 'news',
    labels: { singular: '最新消息', plural: '最新消息管理' },
    defaultSort: '-createdAt',
    admin: {
      useAsTitle: 'title',
      defaultColumns: ['title', 'categoryId', 'status', 'isPined', 'startDate', 'endDate', 'updatedAt'],
      group: MENU_GROUPS.site,
    },
    access: moduleAccess(FLAGS.news),
    hooks: {
      afterChange: [expirePublicAfterChange(PUBLIC_TAGS.news)],
      afterDelete: [expirePublicAfterDelete(PUBLIC_TAGS.news)],
    },
    fields: [
      {
        name: 'categoryId',
        label: FIELD_LABEL.category,
        type: 'relationship',
        relationTo: 'news-categories',
        index: true,
      },
      textField('title', FIELD_LABEL.title, { required: true }),
      ...blocksFields(),
      contentStatusField(),
      checkboxField('isPined', '置頂', false, { admin: { position: 'sidebar' } }),
      urlField('link', '連結網址', { admin: { description: '填寫後，消息標題直接連到此網址。' } }),
      ...dateRangeFields('dayOnly', { labels: { start: '上架日期', end: '下架日期' } }),
    ],
    timestamps: true,
  },
  REVIEWED_COLLECTIONS.news,
)
