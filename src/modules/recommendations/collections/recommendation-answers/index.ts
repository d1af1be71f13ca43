import type { CollectionConfig } from 'payload'

import { MENU_GROUPS } from '@/i18n/menu'
import { accessKeyHashField, jsonListField, textField, textareaField } from '@/fields/common'
import { respondentGroup } from '@/fields/respondent'
import { FIELD_LABEL, optionsOf } from '@/i18n/modules'
import { RECOMMENDATION_STATUS_LABEL } from '../../labels'
import { FLAGS } from '@/access'
import { moduleAccess } from '@/access/moduleAccess'
import { withWorkflowFields } from '@/crud/workflow'

/**
 * Resource recommendations sent by visitors: their
 * answers to the `recommendation-questionnaire` global, the library's reply and the staff's
 * bibliographic notes (name, isbn, barcode).
 */
export const RecommendationAnswers: CollectionConfig = withWorkflowFields(
  {
    slug: 'recommendation-answers',
    labels: { singular: '資源推薦', plural: '資源推薦管理' },
    defaultSort: '-createdAt',
    admin: {
      useAsTitle: 'name',
      defaultColumns: ['name', 'isbn', 'barcode', 'status', 'createdAt'],
      group: MENU_GROUPS.site,
    },
    access: moduleAccess(FLAGS.recommendations),
    fields: [
      // The staff panel: readable answers, decisions and modify, through the module's calls.
      {
        name: 'recommendationPanel',
        label: '推薦處理',
        type: 'ui',
        admin: {
          disableListColumn: true,
          components: { Field: '/modules/recommendations/admin/RecommendationPanel#RecommendationPanel' },
        },
      },
      respondentGroup(),
      // The panel above shows the answers beside their questions; the stored form is not for staff.
      jsonListField('answers', '推薦內容', { admin: { hidden: true } }),
      {
        name: 'status',
        label: FIELD_LABEL.status,
        type: 'select',
        required: true,
        defaultValue: 'Pending',
        options: optionsOf(RECOMMENDATION_STATUS_LABEL),
        index: true,
        admin: { position: 'sidebar' },
      },
      textareaField('repliedContent', '回覆內容'),
      textField('name', '資源名稱'),
      textField('isbn', 'ISBN'),
      textField('barcode', '條碼'),
      textareaField('note', FIELD_LABEL.remark),
      accessKeyHashField(),
    ],
    timestamps: true,
  },
  {
    // Every stored field changes only through the recommendation panel's actions (the rules, the ISBN check, the mails).
    fields: ['respondent', 'answers', 'status', 'repliedContent', 'name', 'isbn', 'barcode', 'note', 'accessKeyHash'],
    message: '資源推薦請在推薦畫面以「核准」「退回」「結案」「儲存資源資料」處理',
    allowCreate: false,
  },
)
