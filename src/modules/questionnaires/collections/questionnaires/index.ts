import type { CollectionConfig, JSONFieldValidation } from 'payload'

import { MENU_GROUPS } from '@/i18n/menu'
import { blocksFields } from '@/fields/blocks'
import { checkboxField, contentStatusField, dateField, jsonListField, textField, textareaField } from '@/fields/common'
import { FIELD_LABEL } from '@/i18n/modules'
import { FLAGS } from '@/access'
import { moduleAccess } from '@/access/moduleAccess'
import { checkStructure } from '@/forms/structure'
import { PUBLIC_TAGS, expirePublicAfterChange, expirePublicAfterDelete } from '@/lib/publicCache'
import { REVIEWED_COLLECTIONS, withReviewWorkflow } from '@/modules/review'
import { deleteAnswersWithQuestionnaire, stampModifiedUser } from './hooks'

/** The builder's structure check (src/forms/structure.ts) on every save: admin screens, HTTP contract and local API. */
const validateQuestionGroups: JSONFieldValidation = (value) => {
  const result = checkStructure(value)
  return result.ok ? true : result.errors.map((error) => error.message).join('；')
}

/**
 * Questionnaires: an intro page (blocks), fill rounds and the
 * question groups (JSON: groups, questions, options and jump rules, as the editor saves them).
 */
export const Questionnaires: CollectionConfig = withReviewWorkflow(
  {
    slug: 'questionnaires',
    labels: { singular: '問卷', plural: '問卷管理' },
    defaultSort: '-createdAt',
    admin: {
      useAsTitle: 'title',
      defaultColumns: ['title', 'status', 'isEnable', 'isFillable', 'modifiedUser', 'updatedAt'],
      group: MENU_GROUPS.site,
    },
    access: moduleAccess(FLAGS.questionnaires),
    hooks: {
      beforeChange: [stampModifiedUser],
      afterChange: [expirePublicAfterChange(PUBLIC_TAGS.questionnaires)],
      beforeDelete: [deleteAnswersWithQuestionnaire],
      afterDelete: [expirePublicAfterDelete(PUBLIC_TAGS.questionnaires)],
    },
    fields: [
      textField('title', FIELD_LABEL.title, { required: true }),
      textareaField('description', FIELD_LABEL.description),
      ...blocksFields(),
      contentStatusField(),
      checkboxField('enabledStatement', '顯示個人資料聲明', false, {
        admin: { position: 'sidebar', description: '填答前先顯示問卷設定中的個人資料聲明。' },
      }),
      checkboxField('isEnable', '顯示於列表', false, { admin: { position: 'sidebar' } }),
      checkboxField('isFillable', '開放填寫', false, { admin: { position: 'sidebar' } }),
      textareaField('conclusion', '結語'),
      {
        name: 'rounds',
        label: '填答期間',
        type: 'array',
        // 開放填寫 without a round was published and could never be filled: say so when saving.
        // (The admin form validates an array by its row count, the server by its rows.)
        validate: (value: unknown, { siblingData }: { siblingData: Partial<{ isFillable: boolean | null }> }) => {
          const rows = Array.isArray(value) ? value.length : typeof value === 'number' ? value : 0
          return siblingData?.isFillable && rows === 0 ? '開放填寫的問卷至少需要一個填答期間' : true
        },
        labels: { singular: '期間', plural: '填答期間' },
        fields: [
          textField('title', FIELD_LABEL.title),
          textareaField('description', FIELD_LABEL.description),
          dateField('start', '開始時間', 'dayAndTime'),
          dateField('end', '結束時間', 'dayAndTime'),
        ],
      },
      jsonListField('questionGroups', FIELD_LABEL.questionGroups, {
        validate: validateQuestionGroups,
        admin: { components: { Field: '/admin/forms/QuestionGroupsField#QuestionGroupsField' } },
      }),
      {
        name: 'duplicate',
        label: '複製',
        type: 'ui',
        admin: {
          position: 'sidebar',
          disableListColumn: true,
          components: { Field: '/modules/questionnaires/admin/DuplicateQuestionnaire#DuplicateQuestionnaire' },
        },
      },
      {
        name: 'answers',
        label: '填答',
        type: 'ui',
        admin: {
          position: 'sidebar',
          disableListColumn: true,
          components: { Field: '/modules/questionnaires/admin/QuestionnaireAnswers#QuestionnaireAnswers' },
        },
      },
      {
        name: 'modifiedUser',
        label: '最後修改者',
        type: 'relationship',
        relationTo: 'users',
        admin: { readOnly: true, position: 'sidebar' },
      },
    ],
    timestamps: true,
  },
  REVIEWED_COLLECTIONS.questionnaires,
)
