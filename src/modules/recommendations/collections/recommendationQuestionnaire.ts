import type { GlobalConfig } from 'payload'

import { MENU_GROUPS } from '../../../admin/routeTable'
import { anyone } from '../../../access'
import { allowFlag } from '../../../access/moduleAccess'
import { blocksFields } from '../../../fields/blocks'
import { jsonListField, textField, textareaField } from '../../../fields/common'
import { FIELD_LABEL } from '../../../i18n/modules'

/** The one questionnaire visitors fill to recommend a resource (spec doc 2 §3 "Recommendation questionnaire"). */
export const RecommendationQuestionnaire: GlobalConfig = {
  slug: 'recommendation-questionnaire',
  label: '資源推薦問卷',
  admin: { group: MENU_GROUPS.site },
  access: { read: anyone, update: allowFlag('recommendations__edit') },
  fields: [
    textField('title', FIELD_LABEL.title),
    textareaField('description', FIELD_LABEL.description),
    jsonListField('questionGroups', FIELD_LABEL.questionGroups),
    ...blocksFields(),
  ],
}
