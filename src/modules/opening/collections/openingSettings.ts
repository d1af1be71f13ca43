import type { GlobalConfig, Validate } from 'payload'

import { archiveFileAdmin } from '@/fields/archiveFile'
import { FLAGS, allow, anyone } from '@/access'
import { colorFields, textField, textareaField, urlField } from '@/fields/common'
import { isTime, validateTime } from '@/fields/validate'
import { MENU_GROUPS } from '@/i18n/menu'
import { MODULE_MSG, optionsOf } from '@/i18n/modules'
import { WEEKDAY_LABEL } from '../labels'
import { PUBLIC_TAGS, revalidatePublicGlobalHook } from '@/lib/publicCache'

/** Closing time after opening time, both `HH:mm`. */
const validateClosingTime: Validate<string, unknown, { openingTime?: string }> = (value, options) => {
  const format = validateTime(value, options)
  if (format !== true || !value) return format
  const opening = options.siblingData?.openingTime
  return opening && isTime(opening) && value <= opening ? MODULE_MSG.closingBeforeOpening : true
}

/**
 * The weekly opening hours and the temporary announcement banner of the home header;
 * single days that differ are `opening-dates`.
 */
export const OpeningSettings: GlobalConfig = {
  slug: 'opening-settings',
  label: '開館時間設定',
  admin: { group: MENU_GROUPS.site },
  access: { read: anyone, update: allow(FLAGS.opening_dates.edit) },
  hooks: { afterChange: [revalidatePublicGlobalHook(PUBLIC_TAGS.opening)] },
  fields: [
    textField('openingTime', '開館時間', {
      required: true,
      validate: validateTime,
      admin: { placeholder: 'HH:mm', description: '24 小時制，例如 08:00。' },
    }),
    textField('closingTime', '閉館時間', {
      required: true,
      validate: validateClosingTime,
      admin: { placeholder: 'HH:mm', description: '24 小時制，例如 22:00。' },
    }),
    {
      name: 'openingDays',
      label: '開館日',
      type: 'select',
      hasMany: true,
      options: optionsOf(WEEKDAY_LABEL),
    },
    textareaField('temporaryAnnouncement', '臨時公告'),
    urlField('temporaryLinkUrl', '臨時公告連結'),
    urlField('temporaryImageUrl', '臨時公告圖片', { admin: archiveFileAdmin('image') }),
    ...colorFields(),
  ],
}
