import type { GlobalConfig } from 'payload'

import { MENU_GROUPS } from '@/i18n/menu'
import { FLAGS, allow, anyone } from '@/access'
import { blocksFields } from '@/fields/blocks'
import { jsonListField, textField, textareaField } from '@/fields/common'
import { FIELD_LABEL } from '@/i18n/modules'
import { checkStructure } from '@/forms/structure'
import { PUBLIC_TAGS, revalidatePublicGlobalHook } from '@/lib/publicCache'

/** The one questionnaire visitors fill to recommend a resource. */
export const RecommendationQuestionnaire: GlobalConfig = {
  slug: 'recommendation-questionnaire',
  label: '資源推薦問卷',
  admin: { group: MENU_GROUPS.site },
  access: { read: anyone, update: allow(FLAGS.recommendations.edit) },
  // The public /recommendation form shows it (src/lib/keptPages.ts).
  hooks: { afterChange: [revalidatePublicGlobalHook(PUBLIC_TAGS.recommendations)] },
  fields: [
    textField('title', FIELD_LABEL.title),
    textareaField('description', FIELD_LABEL.description),
    jsonListField('questionGroups', FIELD_LABEL.questionGroups, {
      // The questionnaire engine's structure check, whatever screen or call saves it.
      validate: (value: unknown) => {
        const checked = checkStructure(value ?? [])
        return checked.ok ? true : checked.errors.map((issue) => issue.message).join('；')
      },
      // The shared question-group builder (src/admin/forms), as the questionnaires use it.
      admin: { components: { Field: '/admin/forms/QuestionGroupsField#QuestionGroupsField' } },
    }),
    ...blocksFields(),
  ],
}
