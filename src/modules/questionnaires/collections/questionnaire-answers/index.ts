import type { CollectionConfig } from 'payload'

import { MENU_GROUPS } from '@/i18n/menu'
import { jsonListField, textField } from '@/fields/common'
import { respondentGroup } from '@/fields/respondent'
import { FIELD_LABEL } from '@/i18n/modules'
import { FLAGS } from '@/access'
import { moduleAccess } from '@/access/moduleAccess'
import { withWorkflowFields } from '@/crud/workflow'

/** One filled questionnaire. */
export const QuestionnaireAnswers: CollectionConfig = withWorkflowFields(
  {
    slug: 'questionnaire-answers',
    labels: { singular: '問卷填答', plural: '問卷填答' },
    defaultSort: '-createdAt',
    admin: {
      defaultColumns: ['questionnaireId', 'roundId', 'createdAt'],
      group: MENU_GROUPS.site,
    },
    access: moduleAccess(FLAGS.questionnaires),
    fields: [
      {
        name: 'questionnaireId',
        label: '問卷',
        type: 'relationship',
        relationTo: 'questionnaires',
        required: true,
        index: true,
      },
      textField('roundId', '填答期間', { index: true, admin: { description: '問卷 rounds 中的期間編號。' } }),
      jsonListField('questionGroups', FIELD_LABEL.questionGroups, {
        admin: { description: '各題組的作答：[{ _id, questions: [{ _id, answers }] }]。' },
      }),
      respondentGroup(),
    ],
    timestamps: true,
  },
  {
    // A visitor's answer is what they sent: nobody edits it afterwards, and only the visitor's call
    // (its checks of the round and every answer) creates one.
    fields: ['questionnaireId', 'roundId', 'questionGroups', 'respondent'],
    message: '問卷填答是讀者送出的內容，只能由讀者填寫建立，無法新增或修改',
    allowCreate: false,
  },
)
