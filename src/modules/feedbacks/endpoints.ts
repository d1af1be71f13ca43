import type { Endpoint } from 'payload'

import { FLAGS } from '@/access'
import type { CrudSpec } from '@/crud/contentCrud'
import { crudEndpoints } from '@/crud/endpoints'
import { endpoint, ok, readBody } from '@/endpoints/http'
import { idParam, listQueryOf } from '@/endpoints/params'
import { readQuery } from '@/endpoints/query'
import { staffEditSchema, staffFiltersSchema, staffReplySchema } from './schemas'
import { staffEdit, staffGet, staffList, staffRemove, staffReply } from './service'

export const FEEDBACK_CATEGORIES_SPEC = {
  slug: 'feedback-categories',
  keywordFields: ['name'],
  sort: ['sort', 'name'],
} as const satisfies CrudSpec

/**
 * The feedback back office: read under feedbacks read; edit, reply
 * and delete under feedbacks edit (feedback edit means reply). The categories are the generic
 * category calls, as for the FAQ.
 */
export const feedbackEndpoints: Endpoint[] = [
  endpoint('get', '/shennong/feedbacks', { flag: FLAGS.feedbacks.read }, async (req) =>
    ok(await staffList(req, listQueryOf(req), readQuery(req, staffFiltersSchema.passthrough()))),
  ),
  endpoint('put', '/shennong/feedbacks/reply', { flag: FLAGS.feedbacks.edit }, async (req) =>
    ok(await staffReply(req, await readBody(req, staffReplySchema))),
  ),
  endpoint('get', '/shennong/feedbacks/:id', { flag: FLAGS.feedbacks.read }, async (req) =>
    ok(await staffGet(req, idParam(req))),
  ),
  endpoint('put', '/shennong/feedbacks', { flag: FLAGS.feedbacks.edit }, async (req) =>
    ok(await staffEdit(req, await readBody(req, staffEditSchema))),
  ),
  endpoint('delete', '/shennong/feedbacks/:id', { flag: FLAGS.feedbacks.edit }, async (req) =>
    ok(await staffRemove(req, idParam(req))),
  ),
  ...crudEndpoints('feedback-categories', FEEDBACK_CATEGORIES_SPEC, {
    ...FLAGS.feedbacks,
    delete: FLAGS.feedbacks.edit,
  }),
]
