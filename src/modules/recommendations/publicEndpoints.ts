import type { Endpoint } from 'payload'

import { endpoint, ok, readBody } from '@/endpoints/http'
import { routeParam } from '@/endpoints/query'
import { RATE_LIMITS, limit } from '@/lib/rateLimit'
import { underLoginLimits, validateInternal } from '@/modules/accounts'
import { submitSchema } from './schemas'
import { readQuestionnaire, submitRecommendation, visitorRecommendation } from './service'

/** The visitor's calls (spec doc 2 §7 "Public"). */
export const recommendationPublicEndpoints: Endpoint[] = [
  endpoint('get', '/public/recommendations/questionnaire', 'public', async (req) => ok(await readQuestionnaire(req))),
  endpoint('post', '/public/recommendations/answer', 'public', async (req) => {
    await limit(req, RATE_LIMITS.publicSubmission)
    const input = await readBody(req, submitSchema)
    // The account check runs under the sign-in limits, as /api/auth/validate-internal does.
    const verify = (credentials: { username: string; password: string }) =>
      underLoginLimits(req, credentials.username, () => validateInternal(req, credentials), (verdict) => verdict.valid || verdict.mustChangePassword === true)
    return ok(await submitRecommendation(req, input, verify))
  }),
  endpoint('get', '/public/recommendations/answer/:id', 'public', async (req) => {
    const key = req.headers.get('x-access-key') ?? req.searchParams?.get('key')
    return ok(await visitorRecommendation(req, routeParam(req, 'id'), key))
  }),
]
