import type { CollectionConfig } from 'payload'

import type { CrudFlags, Flag } from '@/access'
import { MENU_GROUPS } from '@/i18n/menu'
import { sortField, textField } from '@/fields/common'
import { FIELD_LABEL } from '@/i18n/modules'
import { moduleAccess } from '@/access/moduleAccess'

/**
 * A category list of a content module (news, FAQ, feedback):
 * `name` and `sort`, guarded by the owning module's flags.
 */
export const categoryCollection = (options: {
  slug: string
  singular: string
  plural: string
  /** The owning module's flags (`FLAGS.news`); `deleteFlag` when it has no delete flag of its own. */
  flags: Pick<CrudFlags, 'read' | 'edit'> & Partial<Pick<CrudFlags, 'delete'>>
  deleteFlag?: Flag
}): CollectionConfig => ({
  slug: options.slug,
  labels: { singular: options.singular, plural: options.plural },
  defaultSort: 'sort',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'sort', 'updatedAt'],
    group: MENU_GROUPS.site,
  },
  access: moduleAccess(options.flags, options.deleteFlag ? { delete: options.deleteFlag } : {}),
  fields: [textField('name', FIELD_LABEL.name, { required: true }), sortField()],
  timestamps: true,
})
