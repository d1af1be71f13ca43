import type { CollectionConfig } from 'payload'

import { blocksFields } from '@/fields/blocks'
import { checkboxField, contentStatusField, sortField, tagsField, textField, urlField } from '@/fields/common'
import { FIELD_LABEL } from '@/i18n/modules'
import { FLAGS } from '@/access'
import { moduleAccess } from '@/access/moduleAccess'
import { MENU_GROUPS } from '@/i18n/menu'
import { PUBLIC_TAGS, expirePublicAfterChange, expirePublicAfterDelete } from '@/lib/publicCache'
import { REVIEWED_COLLECTIONS, withReviewWorkflow } from '@/modules/review'

/** FAQ entries: question, keywords for the helper robot, related links and an answer page. */
export const Faq: CollectionConfig = withReviewWorkflow(
  {
    slug: 'faq',
    labels: { singular: '常見問題', plural: '常見問題' },
    defaultSort: 'sort',
    admin: {
      useAsTitle: 'question',
      defaultColumns: ['question', 'categoryId', 'status', 'sort', 'updatedAt'],
      group: MENU_GROUPS.site,
    },
    access: moduleAccess(FLAGS.faq),
    hooks: {
      afterChange: [expirePublicAfterChange(PUBLIC_TAGS.faq)],
      afterDelete: [expirePublicAfterDelete(PUBLIC_TAGS.faq)],
    },
    fields: [
      {
        name: 'categoryId',
        label: FIELD_LABEL.category,
        type: 'relationship',
        relationTo: 'faq-categories',
        index: true,
      },
      textField('question', '問題', { required: true }),
      tagsField('keywords', '關鍵字', { admin: { description: '常見問題機器人以關鍵字比對訪客的提問。' } }),
      {
        name: 'links',
        label: '相關連結',
        type: 'array',
        labels: { singular: '連結', plural: '相關連結' },
        fields: [
          textField('title', FIELD_LABEL.title),
          // The FAQ picker: fills linkUrl with /faq/{id} and categoryId; stores nothing itself.
          {
            name: 'faqPicker',
            label: '選擇常見問題',
            type: 'ui',
            admin: { disableListColumn: true, components: { Field: '/modules/faq/admin/FaqLinkPicker#FaqLinkPicker' } },
          },
          urlField('linkUrl', FIELD_LABEL.linkUrl),
          checkboxField('isExternal', '外部連結', false),
          { name: 'categoryId', label: FIELD_LABEL.category, type: 'relationship', relationTo: 'faq-categories' },
        ],
      },
      ...blocksFields(),
      contentStatusField(),
      sortField(),
    ],
    timestamps: true,
  },
  REVIEWED_COLLECTIONS.faq,
)
