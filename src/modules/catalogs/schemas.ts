import { z } from 'zod'

import { MSG } from '@/i18n/messages'
import { requiredText } from '@/validation'
import { optionalBoolean, optionalId, requiredDate, requiredId } from '@/crud/inputs'
import { CATALOG_LABEL } from './messages'

/** The input rules of the catalog calls and imports, with zh-TW messages. */

/** A URL cell of an import row: blank is left out; else an absolute http(s) URL or a path on this site. */
const rowUrl = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined),
  z
    .string()
    .refine((v) => /^https?:\/\/\S+$/i.test(v) || v.startsWith('/'), { error: MSG.notUrl })
    .optional(),
)

/** A text cell of an import row: trimmed, blank is left out. */
const rowText = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined),
  z.string().optional(),
)

/** A catalog item's own fields, as an import row (resourceNumber, barcode, name, author required). */
export const catalogItemRowSchema = z.object({
  resourceNumber: requiredText(CATALOG_LABEL.resourceNumber),
  barcode: requiredText(CATALOG_LABEL.barcode),
  name: requiredText(CATALOG_LABEL.name),
  author: requiredText(CATALOG_LABEL.author),
  isbn: rowText,
  url: rowUrl,
  introUrl: rowUrl,
  coverImageUrl: rowUrl,
})

/** A catalog (date required; the collection also requires the title). */
export const catalogSchema = z.object({
  _id: optionalId,
  title: requiredText(CATALOG_LABEL.title),
  date: requiredDate(CATALOG_LABEL.date),
  highlighted: optionalBoolean,
})

/** A catalog item (catalogId, resourceNumber, barcode, name, author required). */
export const catalogItemSchema = catalogItemRowSchema.extend({
  _id: optionalId,
  catalogId: requiredId(CATALOG_LABEL.catalog),
})

/** The JSON body of an import: the catalog's `_id` and its rows. */
export const catalogImportBodySchema = z.object({
  _id: z.string({ error: MSG.required(CATALOG_LABEL.catalog) }),
  catalogItems: z.array(z.record(z.string(), z.unknown()), { error: MSG.required(CATALOG_LABEL.catalogItems) }),
})

export type CatalogInput = z.infer<typeof catalogSchema>
export type CatalogItemInput = z.infer<typeof catalogItemSchema>
