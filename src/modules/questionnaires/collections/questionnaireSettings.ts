import type { GlobalConfig } from 'payload'

import { MENU_GROUPS } from '@/i18n/menu'
import { FLAGS, allow, anyone } from '@/access'
import { blocksField } from '@/fields/blocks'
import { textareaField } from '@/fields/common'
import { PUBLIC_TAGS, revalidatePublicGlobalHook } from '@/lib/publicCache'

/**
 * Questionnaire settings: the personal-data statement questionnaires show
 * before filling, and the blocks of the questionnaire announcement page.
 */
export const QuestionnaireSettings: GlobalConfig = {
  slug: 'questionnaire-settings',
  label: '問卷公告頁內容',
  admin: { group: MENU_GROUPS.site },
  access: { read: anyone, update: allow(FLAGS.questionnaires.edit) },
  hooks: { afterChange: [revalidatePublicGlobalHook(PUBLIC_TAGS.questionnaires)] },
  fields: [
    textareaField('privacyStatement', '個人資料聲明'),
    // The announcement shown above the list at /questionnaire, built with the page builder.
    blocksField('announcementContent', '公告頁內容'),
  ],
}
