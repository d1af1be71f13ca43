import type { CollectionConfig, Field, GlobalConfig } from 'payload'

const COMPONENT = '/ui/fields/JsonTextareaField#JsonTextareaField'

/** Give every JSON field without its own component the offline text editor (JsonTextareaField). */
const withTextEditor = (fields: Field[]): Field[] =>
  fields.map((field): Field => {
    if (field.type === 'json') {
      if (field.admin?.components?.Field) return field
      return { ...field, admin: { ...field.admin, components: { ...field.admin?.components, Field: COMPONENT } } }
    }
    if (field.type === 'tabs')
      return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: withTextEditor(tab.fields) })) }
    if (field.type === 'blocks')
      return { ...field, blocks: field.blocks.map((block) => ({ ...block, fields: withTextEditor(block.fields) })) }
    if ('fields' in field && Array.isArray(field.fields))
      return { ...field, fields: withTextEditor(field.fields) } as Field
    return field
  })

export const collectionsWithJsonEditor = (collections: CollectionConfig[]): CollectionConfig[] =>
  collections.map((collection) => ({ ...collection, fields: withTextEditor(collection.fields) }))

export const globalsWithJsonEditor = (globals: GlobalConfig[]): GlobalConfig[] =>
  globals.map((global) => ({ ...global, fields: withTextEditor(global.fields) }))
