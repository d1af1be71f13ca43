import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { MENU_GROUPS } from '@/i18n/menu'
import { checkboxField, jsonListField, statisticsStatusField, textField } from '@/fields/common'
import { FIELD_LABEL } from '@/i18n/modules'
import { FLAGS } from '@/access'
import { serviceWrittenAccess } from '@/access/moduleAccess'

const idsOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value
        .map((entry) =>
          typeof entry === 'string'
            ? entry
            : entry && typeof entry === 'object' && 'id' in entry
              ? String((entry as { id: unknown }).id)
              : '',
        )
        .filter(Boolean)
    : []

/**
 * Keep `assignedUsers` (the setting's writers and every field's) whoever saves the setting, the
 * manual service or Payload's own screens, so the writers' queries find their reports.
 */
const keepAssignedUsers: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const writeUsers = idsOf(data.writeUsers ?? originalDoc?.writeUsers)
  const fields = (
    Array.isArray(data.fields) ? data.fields : Array.isArray(originalDoc?.fields) ? originalDoc.fields : []
  ) as { writeUsers?: unknown }[]
  return {
    ...data,
    assignedUsers: [...new Set([...writeUsers, ...fields.flatMap((field) => idsOf(field?.writeUsers))])],
  }
}

/** Manual reports filled in by their assigned users. */
export const ManualReportSettings: CollectionConfig = {
  slug: 'manual-report-settings',
  labels: { singular: '手動報表設定', plural: '手動報表設定' },
  defaultSort: '-createdAt',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'writeUsers', 'status', 'updatedAt'],
    group: MENU_GROUPS.platform,
  },
  access: serviceWrittenAccess(FLAGS.statistics),
  fields: [
    textField('name', FIELD_LABEL.name, { required: true }),
    checkboxField('basedLatestValue', '以最新值計算', false, {
      admin: { description: '彙總時取期間內最新一期的數值，而非加總。' },
    }),
    jsonListField('fields', '填報欄位', { admin: { description: '[{ _id, name, type, items, writeUsers }]' } }),
    { name: 'writeUsers', label: '填報人員', type: 'relationship', relationTo: 'users', hasMany: true },
    {
      // Kept by the manual service: the setting's writers and every field's writers, so "the reports
      // assigned to me" is one query (manual/values.ts).
      name: 'assignedUsers',
      label: '所有填報人員',
      type: 'relationship',
      relationTo: 'users',
      hasMany: true,
      index: true,
      admin: { readOnly: true, hidden: true },
    },
    statisticsStatusField(),
  ],
  hooks: { beforeChange: [keepAssignedUsers] },
  timestamps: true,
}
