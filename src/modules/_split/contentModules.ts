import type { Endpoint } from 'payload'
import { z } from 'zod'

import type { CrudSpec } from '../../crud/contentCrud'
import { faqMap } from '../faq/map'
import { decideReviewRequest, getReviewRequest, listReviewRequests } from '../review/service'
import { optionalFilter } from '../../validation/listQuery'
import { endpoint, ok, readBody } from '../../endpoints/http'
import { readQuery, routeParam } from '../../endpoints/query'
import { crudEndpoints, flagsOf } from '../../crud/endpoints'
import { idParam, listQueryOf } from '../../endpoints/params'

/** The content modules served by the generic CRUD calls (spec doc 2 §7). */
export const CONTENT_SPECS = {
  news: { slug: 'news', keywordFields: ['title', 'blockText'], filters: ['categoryId', 'status'], sort: ['-isPined', '-createdAt'], reviewed: true },
  newsCategories: { slug: 'news-categories', keywordFields: ['name'], sort: ['sort', 'name'] },
  faq: { slug: 'faq', keywordFields: ['question', 'blockText'], filters: ['categoryId', 'status'], sort: ['sort', '-createdAt'], reviewed: true },
  faqCategories: { slug: 'faq-categories', keywordFields: ['name'], sort: ['sort', 'name'] },
  pages: { slug: 'pages', keywordFields: ['title', 'description', 'blockText'], filters: ['routeId', 'status'], sort: '-createdAt', reviewed: true },
} as const satisfies Record<string, CrudSpec>

const reviewListQuery = z.object({ status: optionalFilter, module: optionalFilter })
const decisionBody = z.object({
  reason: z.string().optional().nullable(),
  content: z.record(z.string(), z.unknown()).optional(),
})

/** GET /shennong/auth-requests, GET /shennong/auth-requests/{id}, POST /shennong/auth-requests/{id}/{status}. */
const reviewEndpoints: Endpoint[] = [
  endpoint('get', '/shennong/auth-requests', { flag: 'auth_requests__read' }, async (req) =>
    ok(await listReviewRequests(req, { ...listQueryOf(req), ...readQuery(req, reviewListQuery) })),
  ),
  endpoint('get', '/shennong/auth-requests/:id', { flag: 'auth_requests__read' }, async (req) => ok(await getReviewRequest(req, idParam(req)))),
  endpoint('post', '/shennong/auth-requests/:id/:status', { flag: 'auth_requests__edit' }, async (req) => {
    const body = await readBody(req, decisionBody)
    const status = routeParam(req, 'status') as 'Approved' | 'Rejected'
    return ok(await decideReviewRequest(req, idParam(req), { status, reason: body.reason ?? undefined, content: body.content }))
  }),
]

export const contentModuleEndpoints: Endpoint[] = [
  endpoint('get', '/shennong/faq-map', { flag: 'faq__read' }, async (req) => ok(await faqMap(req))),
  ...crudEndpoints('news', CONTENT_SPECS.news, flagsOf('news')),
  ...crudEndpoints('news-categories', CONTENT_SPECS.newsCategories, flagsOf('news')),
  ...crudEndpoints('faq', CONTENT_SPECS.faq, flagsOf('faq')),
  ...crudEndpoints('faq-categories', CONTENT_SPECS.faqCategories, flagsOf('faq')),
  ...crudEndpoints('pages', CONTENT_SPECS.pages, flagsOf('cms__pages')),
  ...reviewEndpoints,
]
