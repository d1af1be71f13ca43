import type { Endpoint } from 'payload'

import { endpoint, ok, readBody } from '@/endpoints/http'
import { routeParam } from '@/endpoints/query'
import { limitSubmission } from '@/lib/rateLimit'
import { underLoginLimits, validateInternal } from '@/modules/accounts'
import { submitSchema } from './schemas'
import { readQuestionnaire, submitRecommendation, visitorRecommendation } from './service'

/**
 * The visitor's view of a recommendation is opened by its key (`X-Access-Key` or `?key=`), so
 * no shared cache (a proxy, a CDN) keeps it and no private one serves it to another key:
 * `Cache-Control: private, no-store` and `Vary: Cookie, X-Access-Key`, on refusals too.
 */
const privateAnswer = (response: Response): Response => {
  response.headers.set('Cache-Control', 'private, no-store')
  const vary = (response.headers.get('Vary') ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
  for (const name of ['Cookie', 'X-Access-Key'])
    if (!vary.some((given) => given.toLowerCase() === name.toLowerCase())) vary.push(name)
  response.headers.set('Vary', vary.join(', '))
  return response
}

const keyRead = endpoint('get', '/public/recommendations/answer/:id', 'public', async (req) => {
  const key = req.headers.get('x-access-key') ?? req.searchParams?.get('key')
  return ok(await visitorRecommendation(req, routeParam(req, 'id'), key))
})

/** The visitor's calls. */
export const recommendationPublicEndpoints: Endpoint[] = [
  endpoint('get', '/public/recommendations/questionnaire', 'public', async (req) => ok(await readQuestionnaire(req))),
  endpoint('post', '/public/recommendations/answer', 'public', async (req) => {
    const input = await readBody(req, submitSchema)
    // Per address (lifted inside a trusted network), per account and per e-mail address.
    await limitSubmission(req, { account: input.respondent.username, email: input.respondent.email })
    // The account check runs under the sign-in limits, as /api/auth/validate-internal does.
    const verify = (credentials: { username: string; password: string }) =>
      underLoginLimits(
        req,
        credentials.username,
        () => validateInternal(req, credentials),
        (verdict) => verdict.valid || verdict.mustChangePassword === true,
      )
    return ok(await submitRecommendation(req, input, verify))
  }),
  { ...keyRead, handler: async (req) => privateAnswer(await keyRead.handler(req)) },
]
