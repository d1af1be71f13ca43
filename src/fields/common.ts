import type {
  CheckboxField,
  CollectionSlug,
  DateField,
  EmailField,
  JSONField,
  NumberField,
  RelationshipField,
  SelectField,
  TextField,
  TextareaField,
} from 'payload'

import { CONTENT_STATUS_LABEL, FIELD_LABEL, STATISTICS_STATUS_LABEL, optionsOf } from '@/i18n/modules'
import {
  validateAbsoluteUrl,
  validateDate,
  validateEmail,
  validateEndAfter,
  validateNumber,
  validateTreeSort,
  validateUrl,
} from './validate'

/**
 * Field factories shared by the module collections and globals, so a field named the same in
 * two modules behaves the same (type, label, validation, default).
 */

type Extra<F> = Partial<Omit<F, 'name' | 'type'>>

export const textField = (name: string, label: string, extra: Extra<TextField> = {}): TextField =>
  ({ name, label, type: 'text', ...extra }) as TextField

/** A list of keywords (hasMany text), edited with the tags input (src/admin/components/TagsInput.tsx). */
export const tagsField = (name: string, label: string, extra: Extra<TextField> = {}): TextField => {
  const { admin, ...rest } = extra
  return textField(name, label, {
    hasMany: true,
    ...rest,
    admin: { ...admin, components: { ...admin?.components, Field: '/ui/fields/TagsInput#TagsField' } },
  } as Extra<TextField>)
}

export const textareaField = (name: string, label: string, extra: Extra<TextareaField> = {}): TextareaField => ({
  name,
  label,
  type: 'textarea',
  ...extra,
})

export const checkboxField = (
  name: string,
  label: string,
  defaultValue: boolean,
  extra: Extra<CheckboxField> = {},
): CheckboxField => ({
  name,
  label,
  type: 'checkbox',
  defaultValue,
  ...extra,
})

/** A URL or a path on this site; '不是網址格式' otherwise. */
export const urlField = (
  name: string,
  label: string,
  extra: Extra<TextField> & { absolute?: boolean } = {},
): TextField => {
  const { absolute, ...rest } = extra
  return { name, label, type: 'text', validate: absolute ? validateAbsoluteUrl : validateUrl, ...rest } as TextField
}

/** An email address; '不是電子郵件格式' otherwise. */
export const emailField = (
  name: string,
  label: string = FIELD_LABEL.email,
  extra: Extra<EmailField> = {},
): EmailField => ({
  name,
  label,
  type: 'email',
  validate: validateEmail,
  ...extra,
})

/** A number with the spec's min/max messages. */
export const numberField = (
  name: string,
  label: string,
  extra: Extra<NumberField> & { min?: number; max?: number } = {},
): NumberField =>
  ({
    name,
    label,
    type: 'number',
    validate: validateNumber({ min: extra.min, max: extra.max }),
    ...extra,
  }) as NumberField

export const dateField = (
  name: string,
  label: string,
  appearance: 'dayOnly' | 'dayAndTime' = 'dayOnly',
  extra: Extra<DateField> = {},
): DateField => {
  const { admin, hooks, ...rest } = extra
  return {
    name,
    label,
    type: 'date',
    validate: validateDate,
    ...rest,
    // An empty string is no date: stored as null (a blank written as is cannot be read back).
    hooks: {
      ...hooks,
      beforeValidate: [({ value }) => (value === '' ? null : value), ...(hooks?.beforeValidate ?? [])],
    },
    admin: {
      ...admin,
      date: {
        pickerAppearance: appearance,
        displayFormat: appearance === 'dayOnly' ? 'yyyy/MM/dd' : 'yyyy/MM/dd HH:mm',
        // Payload's <label for> names the picker's wrapper, not its input: the input says its own name.
        overrides: { title: label },
      },
    },
  }
}

/** A JSON value (block lists, question groups, statistics items); a new document starts with `[]`. */
export const jsonListField = (name: string, label: string, extra: Extra<JSONField> = {}): JSONField => ({
  name,
  label,
  type: 'json',
  // A function default stays out of the database schema: json column defaults differ per adapter.
  defaultValue: () => [],
  ...extra,
})

export const sortField = (extra: Extra<NumberField> = {}): NumberField =>
  numberField('sort', FIELD_LABEL.sort, { defaultValue: 0, admin: { position: 'sidebar' }, ...extra })

/** The position in a tree (`1-2`: second child of the first root). */
export const treeSortField = (): TextField => ({
  name: 'sort',
  label: FIELD_LABEL.sort,
  type: 'text',
  validate: validateTreeSort,
  admin: { position: 'sidebar', description: '以「-」分隔的數字表示在樹狀結構中的位置，例如 1-2。' },
})

export const enabledField = (defaultValue: boolean, extra: Extra<CheckboxField> = {}): CheckboxField =>
  checkboxField('enabled', FIELD_LABEL.enabled, defaultValue, { admin: { position: 'sidebar' }, ...extra })

export type ContentStatus = keyof typeof CONTENT_STATUS_LABEL

/** Drafting | Reviewing | Published | Returned. */
export const contentStatusField = (defaultValue: ContentStatus = 'Drafting'): SelectField => ({
  name: 'status',
  label: FIELD_LABEL.status,
  type: 'select',
  // Its own PostgreSQL enum: Payload names the drafts' `_status` enum `enum_<table>_status`.
  enumName: ({ tableName }) => `enum_${tableName}_content_status`,
  required: true,
  defaultValue,
  options: optionsOf(CONTENT_STATUS_LABEL),
  index: true,
  admin: { position: 'sidebar' },
})

/** Enabled | Disabled, default Enabled. */
export const statisticsStatusField = (): SelectField => ({
  name: 'status',
  label: FIELD_LABEL.status,
  type: 'select',
  required: true,
  defaultValue: 'Enabled',
  options: optionsOf(STATISTICS_STATUS_LABEL),
  admin: { position: 'sidebar' },
})

/** Hex colour pairs of the colour picker are stored as given. */
export const colorFields = (): TextField[] => [
  textField('backgroundColor', FIELD_LABEL.backgroundColor),
  textField('textColor', FIELD_LABEL.textColor),
]

/** `startDate` and `endDate`, the end not before the start (strictly after it for time ranges). */
export const dateRangeFields = (
  appearance: 'dayOnly' | 'dayAndTime' = 'dayOnly',
  options: { required?: boolean; labels?: { start: string; end: string } } = {},
): DateField[] => {
  const labels = options.labels ?? { start: FIELD_LABEL.startDate, end: FIELD_LABEL.endDate }
  return [
    dateField('startDate', labels.start, appearance, { required: options.required, index: true }),
    dateField('endDate', labels.end, appearance, {
      required: options.required,
      validate: validateEndAfter('startDate', appearance === 'dayAndTime'),
    }),
  ]
}

/** The parent node of a tree (routes, FAQ routes); a node cannot be its own parent. */
export const parentField = (relationTo: CollectionSlug): RelationshipField => ({
  name: 'parentId',
  label: FIELD_LABEL.parent,
  type: 'relationship',
  relationTo,
  index: true,
  filterOptions: ({ id }) => (id ? { id: { not_equals: id } } : true),
  admin: { description: '留空表示最上層。' },
})

/**
 * The SHA-256 of a visitor's access key (src/lib/accessKey.ts): never read through any API,
 * never shown in the admin; only the module's service sets and checks it.
 */
export const accessKeyHashField = (): TextField => ({
  name: 'accessKeyHash',
  type: 'text',
  index: true,
  access: { read: () => false, create: () => false, update: () => false },
  admin: { hidden: true },
})
