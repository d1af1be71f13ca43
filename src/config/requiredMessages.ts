import { type CollectionConfig, type Field, type GlobalConfig, type Validate, validations } from 'payload'

import { MSG } from '@/i18n/messages'

/**
 * The spec's required message, `<label>為必填欄位`, on every required field of
 * every screen Payload draws, instead of Payload's label-less 此欄位為必填項目。
 * Each required field's validator first answers an empty value with the spec's text, then runs
 * the field's own validator (or Payload's default one for its type).
 */

const DEFAULTS: Partial<Record<Field['type'], Validate>> = {
  text: validations.text as Validate,
  textarea: validations.textarea as Validate,
  email: validations.email as Validate,
  number: validations.number as Validate,
  select: validations.select as Validate,
  radio: validations.radio as Validate,
  date: validations.date as Validate,
  relationship: validations.relationship as Validate,
  upload: validations.upload as Validate,
  json: validations.json as Validate,
  code: validations.code as Validate,
}

const isEmpty = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0)

/** A field's label as the messages name it: its own zh-TW label, or its name when it has none (or a function). */
export const labelOf = (field: { label?: unknown; name: string }): string =>
  typeof field.label === 'string' && field.label ? field.label : field.name

const withRequiredMessage = (fields: Field[]): Field[] =>
  fields.map((field): Field => {
    if (field.type === 'tabs')
      return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: withRequiredMessage(tab.fields) })) }
    if (field.type === 'blocks')
      return {
        ...field,
        blocks: field.blocks.map((block) => ({ ...block, fields: withRequiredMessage(block.fields) })),
      }
    if ('fields' in field && Array.isArray(field.fields))
      return { ...field, fields: withRequiredMessage(field.fields) } as Field
    const fallback = DEFAULTS[field.type]
    if (!fallback || !('required' in field) || field.required !== true || !('name' in field)) return field
    const own = ('validate' in field ? field.validate : undefined) as Validate | undefined
    const validate = own ?? fallback
    const message = MSG.required(labelOf(field))
    const wrapped: Validate = (value, options) => (isEmpty(value) ? message : validate(value, options))
    return { ...field, validate: wrapped } as Field
  })

export const collectionsWithRequiredMessages = (collections: CollectionConfig[]): CollectionConfig[] =>
  collections.map((collection) => ({ ...collection, fields: withRequiredMessage(collection.fields) }))

export const globalsWithRequiredMessages = (globals: GlobalConfig[]): GlobalConfig[] =>
  globals.map((global) => ({ ...global, fields: withRequiredMessage(global.fields) }))
