import type { Endpoint } from 'payload'
import { z } from 'zod'

import { FLAGS } from '@/access'
import { endpoint, ok, readBody } from '@/endpoints/http'
import { idParam, listQueryOf } from '@/endpoints/params'
import { readQuery, routeParam } from '@/endpoints/query'
import { optionalFilter } from '@/validation/listQuery'
import { decideReviewRequest, getReviewRequest, listReviewRequests } from './service'

const reviewListQuery = z.object({ status: optionalFilter, module: optionalFilter })
const decisionBody = z.object({
  reason: z.string().optional().nullable(),
  content: z.record(z.string(), z.unknown()).optional(),
})

/** GET /shennong/auth-requests, GET /shennong/auth-requests/{id}, POST /shennong/auth-requests/{id}/{status}. */
export const reviewEndpoints: Endpoint[] = [
  endpoint('get', '/shennong/auth-requests', { flag: FLAGS.auth_requests.read }, async (req) =>
    ok(await listReviewRequests(req, { ...listQueryOf(req), ...readQuery(req, reviewListQuery) })),
  ),
  endpoint('get', '/shennong/auth-requests/:id', { flag: FLAGS.auth_requests.read }, async (req) =>
    ok(await getReviewRequest(req, idParam(req))),
  ),
  endpoint('post', '/shennong/auth-requests/:id/:status', { flag: FLAGS.auth_requests.edit }, async (req) => {
    const body = await readBody(req, decisionBody)
    const status = routeParam(req, 'status') as 'Approved' | 'Rejected'
    return ok(
      await decideReviewRequest(req, idParam(req), { status, reason: body.reason ?? undefined, content: body.content }),
    )
  }),
]
