import type { CollectionConfig } from 'payload'

import { sortField, textField, urlField } from '@/fields/common'
import { MSG } from '@/i18n/messages'
import { isIconName } from '@/lib/icons'
import { FLAGS } from '@/access'
import { moduleAccess } from '@/access/moduleAccess'
import { MENU_GROUPS } from '@/i18n/menu'
import { PUBLIC_TAGS, expirePublicAfterChange, expirePublicAfterDelete } from '@/lib/publicCache'

/** Quick links of the home header: path, icon and label, all required. */
export const QuickLinks: CollectionConfig = {
  slug: 'quick-links',
  labels: { singular: '快速連結', plural: '快速連結管理' },
  defaultSort: 'sort',
  admin: {
    useAsTitle: 'label',
    defaultColumns: ['label', 'path', 'icon', 'sort'],
    group: MENU_GROUPS.site,
  },
  access: moduleAccess(FLAGS.quick_links),
  hooks: {
    afterChange: [expirePublicAfterChange(PUBLIC_TAGS.links)],
    afterDelete: [expirePublicAfterDelete(PUBLIC_TAGS.links)],
  },
  fields: [
    textField('label', '名稱', { required: true }),
    urlField('path', '連結路徑', { required: true, admin: { description: '本站路徑（例如 /opening）或完整網址。' } }),
    textField('icon', '圖示', {
      required: true,
      validate: (value: string | null | undefined) =>
        !value ? MSG.required('圖示') : isIconName(value) ? true : '請從圖示清單中選擇',
      admin: { components: { Field: '/ui/fields/IconField#IconField' } },
    }),
    sortField(),
  ],
  timestamps: true,
}
