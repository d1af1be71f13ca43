import type { Endpoint } from 'payload'

import { FLAGS } from '@/access'
import type { CrudSpec } from '@/crud/contentCrud'
import { crudEndpoints } from '@/crud/endpoints'
import { endpoint, ok } from '@/endpoints/http'
import { treeEndpoints } from '@/trees/endpoints'
import { faqRouteSaveSchema, faqTreeSchema } from '@/trees/schemas'
import { faqMap } from './map'
import { faqTree } from './tree'

/** The back-office CRUD of FAQ entries (reviewed: drafts and the review workflow) and their categories. */
export const FAQ_SPEC = {
  slug: 'faq',
  keywordFields: ['question', 'blockText'],
  filters: ['categoryId', 'status'],
  sort: ['sort', '-createdAt'],
  reviewed: true,
} as const satisfies CrudSpec

export const FAQ_CATEGORIES_SPEC = {
  slug: 'faq-categories',
  keywordFields: ['name'],
  sort: ['sort', 'name'],
} as const satisfies CrudSpec

/**
 * The FAQ back office, all under the FAQ flags: the FAQ picker's map (GET /shennong/faq-map),
 * /shennong/faq and /shennong/faq-categories (query, one, save, delete) and the FAQ tree
 * (/shennong/faq-routes, /shennong/all-faq-routes[-tree]).
 */
export const faqEndpoints: Endpoint[] = [
  endpoint('get', '/shennong/faq-map', { flag: FLAGS.faq.read }, async (req) => ok(await faqMap(req))),
  ...crudEndpoints('faq', FAQ_SPEC, FLAGS.faq),
  ...crudEndpoints('faq-categories', FAQ_CATEGORIES_SPEC, FLAGS.faq),
  ...treeEndpoints({
    base: 'faq-routes',
    flags: FLAGS.faq,
    service: faqTree,
    saveSchema: faqRouteSaveSchema,
    treeSchema: faqTreeSchema,
  }),
]
