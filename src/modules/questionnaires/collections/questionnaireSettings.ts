import type { GlobalConfig } from 'payload'

import { MENU_GROUPS } from '../../../i18n/menu'
import { FLAGS, allow, anyone } from '../../../access'
import { jsonListField, textareaField } from '../../../fields/common'

/**
 * Questionnaire settings (spec doc 2 §3): the personal-data statement questionnaires show
 * before filling, and the blocks of the questionnaire announcement page.
 */
export const QuestionnaireSettings: GlobalConfig = {
  slug: 'questionnaire-settings',
  label: '問卷公告頁內容',
  admin: { group: MENU_GROUPS.site },
  access: { read: anyone, update: allow(FLAGS.questionnaires.edit) },
  fields: [
    textareaField('privacyStatement', '個人資料聲明'),
    jsonListField('announcementContent', '公告頁內容', { admin: { description: '問卷公告頁的區塊內容（JSON）。' } }),
  ],
}
