import type { CollectionConfig } from 'payload'

import { moduleAccess } from '@/access/moduleAccess'
import { ACCOUNT_LABEL } from '@/i18n/accounts'
import type { OrganisationListDefinition } from '../lists'

/**
 * A plain organisation list (departments, job titles, job categories): a name, a sort order and
 * an enabled switch. Admin reads need the list's read flag; the public lookups read enabled entries
 * through their own endpoints (overrideAccess), so the collection itself is not public.
 */
export const organisationListCollection = (list: OrganisationListDefinition): CollectionConfig => ({
  slug: list.slug,
  labels: { singular: list.singular, plural: list.plural },
  defaultSort: 'sort',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'sort', 'enabled', 'updatedAt'],
    group: '平台營運管理',
  },
  access: moduleAccess(list.flags),
  fields: [
    { name: 'name', label: ACCOUNT_LABEL.listName, type: 'text', required: true },
    { name: 'sort', label: ACCOUNT_LABEL.sort, type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
    {
      name: 'enabled',
      label: ACCOUNT_LABEL.enabled,
      type: 'checkbox',
      defaultValue: true,
      admin: { position: 'sidebar' },
    },
  ],
  timestamps: true,
})
