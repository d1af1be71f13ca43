import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'

import { endpoint, ok, readBody } from '@/endpoints/http'
import { readQuery, routeParam } from '@/endpoints/query'
import { AppError } from '@/lib/errors'
import { RATE_LIMITS, limit } from '@/lib/rateLimit'
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
 * The visitor's feedback calls (spec doc 2 §7 "Public feedback"). Every call on a ticket needs
 * its key (`X-Access-Key` or `?key=`); without it the ticket does not exist (404). Creating a
 * ticket and answering count against the visitor-submission limit.
 */
export const feedbackPublicEndpoints: Endpoint[] = [
  endpoint('get', '/public/feedback-categories', 'public', async (req) => ok(await publicFeedbackCategories(req.payload))),
  endpoint('post', '/public/feedbacks', 'public', async (req) => {
    await limit(req, RATE_LIMITS.publicSubmission)
    return ok(await createTicket(req, await readBody(req, createFeedbackSchema), originOf(req)))
  }),
  endpoint('put', '/public/feedbacks', 'public', async (req) => {
    await limit(req, RATE_LIMITS.publicSubmission)
    return ok(await answerTicket(req, await readBody(req, visitorAnswerSchema), originOf(req)))
  }),
  endpoint('post', '/public/feedbacks/upload', 'public', async (req) => ok(await uploadTicketPhoto(req, readQuery(req, uploadQuery).feedbackId))),
  endpoint('post', '/public/feedbacks/close/:id/:rating', 'public', async (req) => {
    const rating = ratingOf(routeParam(req, 'rating'))
    if (rating === null) throw new AppError(400, FEEDBACK_MSG.rating)
    return ok(await closeTicket(req, routeParam(req, 'id'), rating))
  }),
  endpoint('get', '/public/feedbacks/:id/photos/:photoId', 'public', async (req) => serveTicketPhoto(req, routeParam(req, 'id'), routeParam(req, 'photoId'))),
  endpoint('get', '/public/feedbacks/:id', 'public', async (req) => ok(await readTicket(req, routeParam(req, 'id')))),
]
