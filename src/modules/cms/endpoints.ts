import type { Endpoint } from 'payload'

import { FLAGS } from '@/access'
import type { CrudSpec } from '@/crud/contentCrud'
import { crudEndpoints } from '@/crud/endpoints'
import { treeEndpoints } from '@/trees/endpoints'
import { routeSaveSchema, routeTreeSchema } from '@/trees/schemas'
import { routeTree } from './routeTree'

/** The back-office CRUD of pages (reviewed: drafts and the review workflow). */
export const PAGES_SPEC = {
  slug: 'pages',
  keywordFields: ['title', 'description', 'blockText'],
  filters: ['routeId', 'status'],
  sort: '-createdAt',
  reviewed: true,
} as const satisfies CrudSpec

/**
 * The cms back office: /shennong/pages (query, one, save, delete) under the page flags, and the
 * navigation tree (/shennong/routes, /shennong/all-routes[-tree]) under the route flags.
 */
export const cmsEndpoints: Endpoint[] = [
  ...crudEndpoints('pages', PAGES_SPEC, FLAGS.cms.pages),
  ...treeEndpoints({
    base: 'routes',
    flags: FLAGS.cms.routes,
    service: routeTree,
    saveSchema: routeSaveSchema,
    treeSchema: routeTreeSchema,
  }),
]
