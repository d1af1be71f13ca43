import type { Endpoint, PayloadRequest } from 'payload'

import { endpoint, ok, readBody } from '@/endpoints/http'
import { readQuery, routeParam } from '@/endpoints/query'
import { RATE_LIMITS, limit } from '@/lib/rateLimit'
import { underLoginLimits, validateInternal } from '@/modules/accounts'
import {
  availabilityQuerySchema,
  externalCountQuerySchema,
  publicCancelSchema,
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

const BASE = '/public/reservations'

/** A patron's account check, under the sign-in limits (as /api/auth/validate-internal). */
export const accountCheckOf =
  (req: PayloadRequest): AccountCheck =>
  (credentials) =>
    underLoginLimits(req, credentials.username, async () => (await validateInternal(req, credentials)).valid, (valid) => valid)

/** The proof a patron gives: `?key=`, or the X-Patron-Username / X-Patron-Password headers. */
const headerProof = (req: PayloadRequest): Proof => ({
  key: req.searchParams?.get('key') || null,
  username: req.headers.get('x-patron-username'),
  password: req.headers.get('x-patron-password'),
})

/** A refusal with details (a series' conflicts) answers `{ message, result }`. */
export const withResult =
  (handle: (req: PayloadRequest) => Promise<Response>) =>
  async (req: PayloadRequest): Promise<Response> => {
    try {
      return await handle(req)
    } catch (error) {
      if (error instanceof ResultError) return Response.json({ message: error.message, result: error.result }, { status: error.status })
      throw error
    }
  }

const created = (result: unknown) => ok(result, { status: 201 })

const availabilityCall = (scope: AvailabilityScope) =>
  endpoint('get', `${BASE}/${scope}`, 'public', async (req) => ok(await availability(req, scope, readQuery(req, availabilityQuerySchema), false)))

/** The patron's reservation calls (issue 13, "Public"): no login; writes under the public-submission limit. */
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
    return created(await bookOne(req, 'Seat', input, { staff: false, verify: accountCheckOf(req) }))
  }),
  endpoint('post', `${BASE}/rooms`, 'public', async (req) => {
    await limit(req, RATE_LIMITS.publicSubmission)
    const input = await readBody(req, publicRoomBookingSchema)
    return created(await bookOne(req, 'Room', input, { staff: false, verify: accountCheckOf(req) }))
  }),
  endpoint(
    'post',
    `${BASE}/recurrence-rooms`,
    'public',
    withResult(async (req) => {
      await limit(req, RATE_LIMITS.publicSubmission)
      const input = await readBody(req, publicRecurrenceSchema)
      return created(await bookSeries(req, input, { staff: false, verify: accountCheckOf(req) }))
    }),
  ),
  endpoint('get', `${BASE}/detail/:id`, 'public', async (req) => ok(await publicDetail(req, routeParam(req, 'id'), headerProof(req), accountCheckOf(req)))),
  endpoint('put', `${BASE}/cancel-reservation/:id`, 'public', async (req) => {
    await limit(req, RATE_LIMITS.publicSubmission)
    const { reason, ...body } = await readBody(req, publicCancelSchema)
    const proof = { ...headerProof(req), ...Object.fromEntries(Object.entries(body).filter(([, value]) => value)) }
    return ok(await publicCancel(req, routeParam(req, 'id'), reason, proof, accountCheckOf(req)))
  }),
  endpoint('put', `${BASE}/cancel-recurrence-reservations/:id`, 'public', async (req) => {
    await limit(req, RATE_LIMITS.publicSubmission)
    const { reason, ...body } = await readBody(req, publicCancelSchema)
    const proof = { ...headerProof(req), ...Object.fromEntries(Object.entries(body).filter(([, value]) => value)) }
    return ok(await publicCancelSeries(req, routeParam(req, 'id'), reason, proof, accountCheckOf(req)))
  }),
]
