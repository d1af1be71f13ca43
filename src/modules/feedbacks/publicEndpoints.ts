import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'

import { endpoint, ok, readBody, toErrorResponse } from '@/endpoints/http'
import { readQuery, routeParam } from '@/endpoints/query'
import { AppError } from '@/lib/errors'
import { RATE_LIMITS, limit, limitIdentity } from '@/lib/rateLimit'
import { FEEDBACK_MSG } from './messages'
import { serveTicketPhoto, uploadTicketPhoto } from './photos'
import { publicFeedbackCategories } from './public'
import { createFeedbackSchema, ratingOf, visitorAnswerSchema } from './schemas'
import { answerTicket, closeTicket, createTicket, readTicket } from './service'
import { siteOrigin } from '@/lib/origin'

/** Where the mailed link points: SERVER_URL when set, else the request's own origin. */
const originOf = (req: PayloadRequest): string => siteOrigin(req.payload, req)

const uploadQuery = z.object({ feedbackId: z.string({ error: FEEDBACK_MSG.notFound }) })

/**
 * The headers of a key-protected read: kept by no shared cache nor by the browser, and
 * varying on everything that tells one caller from another (the session cookie or bearer token,
 * the key header; a `?key=` is part of the URL).
 */
const PRIVATE_READ_HEADERS = {
  'Cache-Control': 'private, no-store',
  Vary: 'Cookie, Authorization, X-Access-Key',
} as const

/** A key-protected read: its answer, refusals included, carries `PRIVATE_READ_HEADERS`. */
const privateRead =
  (handle: (req: PayloadRequest) => Promise<Response>) =>
  async (req: PayloadRequest): Promise<Response> => {
    let response: Response
    try {
      response = await handle(req)
    } catch (error) {
      response = toErrorResponse(error, req)
    }
    for (const [name, value] of Object.entries(PRIVATE_READ_HEADERS)) response.headers.set(name, value)
    return response
  }

/**
 * The visitor's feedback calls. Every call on a ticket needs
 * its key (`X-Access-Key` or `?key=`); without it the ticket does not exist (404). Staff holding
 * feedbacks read may read a ticket and its photos here, but the visitor's actions (answer, photo
 * upload, close) take the key only. Creating a ticket, answering and uploading a
 * photo count against the visitor-submission limit; the reads are private (no shared cache).
 */
export const feedbackPublicEndpoints: Endpoint[] = [
  endpoint('get', '/public/feedback-categories', 'public', async (req) =>
    ok(await publicFeedbackCategories(req.payload)),
  ),
  endpoint('post', '/public/feedbacks', 'public', async (req) => {
    await limit(req, RATE_LIMITS.publicSubmission)
    const input = await readBody(req, createFeedbackSchema)
    await limitIdentity(req, { email: input.respondent.email })
    return ok(await createTicket(req, input, originOf(req)))
  }),
  endpoint('put', '/public/feedbacks', 'public', async (req) => {
    await limit(req, RATE_LIMITS.publicSubmission)
    const input = await readBody(req, visitorAnswerSchema)
    await limitIdentity(req, { ticket: input._id })
    return ok(await answerTicket(req, input, originOf(req)))
  }),
  endpoint('post', '/public/feedbacks/upload', 'public', async (req) => {
    await limit(req, RATE_LIMITS.publicSubmission)
    const { feedbackId } = readQuery(req, uploadQuery)
    await limitIdentity(req, { ticket: feedbackId })
    return ok(await uploadTicketPhoto(req, feedbackId))
  }),
  endpoint('post', '/public/feedbacks/close/:id/:rating', 'public', async (req) => {
    const rating = ratingOf(routeParam(req, 'rating'))
    if (rating === null) throw new AppError(400, FEEDBACK_MSG.rating)
    return ok(await closeTicket(req, routeParam(req, 'id'), rating))
  }),
  endpoint(
    'get',
    '/public/feedbacks/:id/photos/:photoId',
    'public',
    privateRead(async (req) => serveTicketPhoto(req, routeParam(req, 'id'), routeParam(req, 'photoId'))),
  ),
  endpoint(
    'get',
    '/public/feedbacks/:id',
    'public',
    privateRead(async (req) => ok(await readTicket(req, routeParam(req, 'id')))),
  ),
]
