import type { Endpoint, PayloadRequest } from 'payload'

import { endpoint, ok, readBody } from '@/endpoints/http'
import { readQuery, routeParam } from '@/endpoints/query'
import { RATE_LIMITS, limit, limitIdentity } from '@/lib/rateLimit'
import { underLoginLimits, validateInternal } from '@/modules/accounts'
import {
  availabilityQuerySchema,
  externalCountQuerySchema,
  mineLinkSchema,
  mineOpenSchema,
  mineSignInSchema,
  publicCancelSchema,
  selfCheckInSchema,
  publicRecurrenceSchema,
  publicRoomBookingSchema,
  publicSeatBookingSchema,
} from './schemas'
import {
  type AccountCheck,
  type AvailabilityScope,
  type Proof,
  ResultError,
  availability,
  bookOne,
  bookSeries,
  externalCount,
  publicCancel,
  publicCancelSeries,
  publicDetail,
} from './service'
import { patronAccessCookie, patronAccessOf, readPatronAccess } from './patronAccess'
import { mineLinkAnswer, myBookings, openMineLink, requestMineLink, selfCheckIn, signInMine } from './mine'

const BASE = '/public/reservations'

/**
 * A patron's account check, under the sign-in limits (as /api/auth/validate-internal): the source
 * whose account accepted the password (the first in ACCOUNT_SOURCE_ORDER that did), else null.
 */
export const accountCheckOf =
  (req: PayloadRequest): AccountCheck =>
  (credentials) =>
    underLoginLimits(
      req,
      credentials.username,
      async () => {
        const verdict = await validateInternal(req, credentials)
        return verdict.valid ? verdict.user.source : null
      },
      (source) => source !== null,
    )

/** The proof a patron gives: `?key=`, the X-Patron-Username / X-Patron-Password headers, or 我的預約's X-Patron-Access. */
const headerProof = (req: PayloadRequest): Proof => ({
  key: req.searchParams?.get('key') || null,
  username: req.headers.get('x-patron-username'),
  password: req.headers.get('x-patron-password'),
  access: patronAccessOf(req.headers),
})

/** 我的預約's proof answered in the body (API clients) and kept in the browser's HttpOnly cookie. */
const withAccess = (req: PayloadRequest, result: { access: string }): Response => {
  const response = ok(result)
  response.headers.append('Set-Cookie', patronAccessCookie(req.payload, result.access))
  return response
}

/** The proof of a write: the headers', with what the body adds (key, username, password). */
const bodyProof = (req: PayloadRequest, body: Proof): Proof => ({
  ...headerProof(req),
  ...Object.fromEntries(Object.entries(body).filter(([, value]) => value)),
})

const MINE = `${BASE}/my-reservations`

/**
 * What a booking proves about the identities it names, so the per-identity ceiling
 * (src/lib/rateLimit.ts) never refuses their owner: 我的預約's proof (header or cookie) of its
 * e-mail address or of its account, or the account's password, which the booking checks under
 * the sign-in limits before any work.
 */
const bookingProves = (req: PayloadRequest, input: { email: string; username?: string; password?: string }) => {
  const token = patronAccessOf(req.headers)
  const holder = token ? readPatronAccess(req.payload.secret, token) : null
  const username = input.username?.trim().toLowerCase()
  return {
    email: holder?.by === 'email' && holder.value === input.email.trim().toLowerCase(),
    account: Boolean(username) && ((holder?.by === 'account' && holder.value === username) || Boolean(input.password)),
  }
}

/**
 * Answers opened by a proof: a booking's key, an account's password, 我的預約's
 * signed proof, in the cookie or a header. No shared cache (a proxy, a CDN) may keep them, and a
 * private one must not answer another proof with them: `Cache-Control: private, no-store`, and
 * `Vary` names the cookie and every header that serves as proof. Refusals (404, 401) alike.
 */
export const PRIVATE_CACHE_CONTROL = 'private, no-store'
const DETAIL_PROOF = ['X-Patron-Access', 'X-Patron-Username', 'X-Patron-Password'] as const
const MINE_PROOF = ['X-Patron-Access'] as const

/** The response with the private headers, `Vary` added to what it names already. */
export const privateAnswer = (response: Response, proof: readonly string[]): Response => {
  response.headers.set('Cache-Control', PRIVATE_CACHE_CONTROL)
  const vary = (response.headers.get('Vary') ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
  for (const name of ['Cookie', ...proof])
    if (!vary.some((given) => given.toLowerCase() === name.toLowerCase())) vary.push(name)
  response.headers.set('Vary', vary.join(', '))
  return response
}

/** An endpoint whose every answer, refusals included, is private (privateAnswer). */
const privately = (proof: readonly string[], declared: Endpoint): Endpoint => ({
  ...declared,
  handler: async (req) => privateAnswer(await declared.handler(req), proof),
})

/** A refusal with details (a series' conflicts) answers `{ message, result }`. */
export const withResult =
  (handle: (req: PayloadRequest) => Promise<Response>) =>
  async (req: PayloadRequest): Promise<Response> => {
    try {
      return await handle(req)
    } catch (error) {
      if (error instanceof ResultError)
        return Response.json({ message: error.message, result: error.result }, { status: error.status })
      throw error
    }
  }

const created = (result: unknown) => ok(result, { status: 201 })

const availabilityCall = (scope: AvailabilityScope) =>
  endpoint('get', `${BASE}/${scope}`, 'public', async (req) =>
    ok(await availability(req, scope, readQuery(req, availabilityQuerySchema), false)),
  )

/** The patron's reservation calls: no login; writes under the public-submission limit. */
export const reservationPublicEndpoints: Endpoint[] = [
  availabilityCall('seats'),
  availabilityCall('lab-seats'),
  availabilityCall('rooms'),
  endpoint('get', `${BASE}/get-isExternal-count`, 'public', async (req) => {
    const query = readQuery(req, externalCountQuerySchema)
    return ok(await externalCount(req, query.isRoom === 'true', query.date))
  }),
  endpoint('post', `${BASE}/seats`, 'public', async (req) => {
    await limit(req, RATE_LIMITS.publicSubmission)
    const input = await readBody(req, publicSeatBookingSchema)
    await limitIdentity(req, { email: input.email, account: input.username }, bookingProves(req, input))
    return created(await bookOne(req, 'Seat', input, { staff: false, verify: accountCheckOf(req) }))
  }),
  endpoint('post', `${BASE}/rooms`, 'public', async (req) => {
    await limit(req, RATE_LIMITS.publicSubmission)
    const input = await readBody(req, publicRoomBookingSchema)
    await limitIdentity(req, { email: input.email, account: input.username }, bookingProves(req, input))
    return created(await bookOne(req, 'Room', input, { staff: false, verify: accountCheckOf(req) }))
  }),
  endpoint(
    'post',
    `${BASE}/recurrence-rooms`,
    'public',
    withResult(async (req) => {
      await limit(req, RATE_LIMITS.publicSubmission)
      const input = await readBody(req, publicRecurrenceSchema)
      await limitIdentity(req, { email: input.email, account: input.username }, bookingProves(req, input))
      return created(await bookSeries(req, input, { staff: false, verify: accountCheckOf(req) }))
    }),
  ),
  privately(
    DETAIL_PROOF,
    endpoint('get', `${BASE}/detail/:id`, 'public', async (req) =>
      ok(await publicDetail(req, routeParam(req, 'id'), headerProof(req), accountCheckOf(req))),
    ),
  ),
  privately(
    DETAIL_PROOF,
    endpoint('put', `${BASE}/cancel-reservation/:id`, 'public', async (req) => {
      await limit(req, RATE_LIMITS.publicSubmission)
      const { reason, ...body } = await readBody(req, publicCancelSchema)
      await limitIdentity(req, { ticket: routeParam(req, 'id') })
      return ok(await publicCancel(req, routeParam(req, 'id'), reason, bodyProof(req, body), accountCheckOf(req)))
    }),
  ),
  privately(
    DETAIL_PROOF,
    endpoint('put', `${BASE}/cancel-recurrence-reservations/:id`, 'public', async (req) => {
      await limit(req, RATE_LIMITS.publicSubmission)
      const { reason, ...body } = await readBody(req, publicCancelSchema)
      await limitIdentity(req, { ticket: routeParam(req, 'id') })
      return ok(await publicCancelSeries(req, routeParam(req, 'id'), reason, bodyProof(req, body), accountCheckOf(req)))
    }),
  ),
  // The patron checks in themselves, when the settings allow it (mine.ts).
  privately(
    DETAIL_PROOF,
    endpoint('put', `${BASE}/check-in/:id`, 'public', async (req) => {
      const { code, ...body } = await readBody(req, selfCheckInSchema)
      return ok(await selfCheckIn(req, routeParam(req, 'id'), bodyProof(req, body), code, accountCheckOf(req)))
    }),
  ),

  // ---- 我的預約 (mine.ts) ----
  privately(
    MINE_PROOF,
    endpoint('post', `${MINE}/sign-in`, 'public', async (req) =>
      withAccess(req, await signInMine(req, await readBody(req, mineSignInSchema), accountCheckOf(req))),
    ),
  ),
  privately(
    MINE_PROOF,
    endpoint('post', `${MINE}/sign-out`, 'public', async (req) => {
      const response = ok({ message: '已登出我的預約。' })
      response.headers.append('Set-Cookie', patronAccessCookie(req.payload, null))
      return response
    }),
  ),
  endpoint('post', `${MINE}/link`, 'public', async (req) => {
    await limit(req, RATE_LIMITS.publicSubmission)
    const { email, website } = await readBody(req, mineLinkSchema)
    // Per address and e-mail address only: the request proves nothing, but its answer never
    // changes with the e-mail address's other requests (requestMineLink bounds the mails).
    await limitIdentity(req, { email }, { email: true })
    // A filled honeypot gets the same answer, and no mail.
    return ok(website ? mineLinkAnswer() : await requestMineLink(req, email), { status: 202 })
  }),
  privately(
    MINE_PROOF,
    endpoint('post', `${MINE}/open`, 'public', async (req) => {
      await limit(req, RATE_LIMITS.publicSubmission)
      return withAccess(req, await openMineLink(req, (await readBody(req, mineOpenSchema)).key))
    }),
  ),
  privately(
    MINE_PROOF,
    endpoint('get', MINE, 'public', async (req) => ok(await myBookings(req))),
  ),
]
