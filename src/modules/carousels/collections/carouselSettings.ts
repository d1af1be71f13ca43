import type { GlobalConfig } from 'payload'

import { FLAGS, allow, anyone } from '@/access'
import { numberField } from '@/fields/common'
import { MENU_GROUPS } from '@/i18n/menu'
import { optionsOf } from '@/i18n/modules'
import { CAROUSEL_SIZE_LABEL } from '../labels'
import { PUBLIC_TAGS, revalidatePublicGlobalHook } from '@/lib/publicCache'

/** How the home carousel plays (speed and size, both required). */
export const CarouselSettings: GlobalConfig = {
  slug: 'carousel-settings',
  label: '輪播設定',
  admin: { group: MENU_GROUPS.site },
  access: { read: anyone, update: allow(FLAGS.carousels.edit) },
  hooks: { afterChange: [revalidatePublicGlobalHook(PUBLIC_TAGS.carousels)] },
  fields: [
    numberField('speed', '輪播速度（秒）', {
      required: true,
      min: 1,
      defaultValue: 5,
      admin: { description: '每張輪播停留的秒數。' },
    }),
    {
      name: 'size',
      label: '輪播尺寸',
      type: 'select',
      required: true,
      defaultValue: 'Large',
      options: optionsOf(CAROUSEL_SIZE_LABEL),
    },
  ],
}
