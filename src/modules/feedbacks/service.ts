import type { PayloadRequest, Where } from 'payload'

import { can, FLAGS, userOf } from '@/access'
import { type ContractRecord, toContract } from '@/crud/contentCrud'
import { type ListQuery, type Paginated, allOf, keywordWhere, toPaginated } from '@/crud/listQuery'
import { lockRecord } from '@/crud/compareAndSet'
import { inTransaction } from '@/crud/transaction'
import { accessKeyMatches, derivedAccessKey } from '@/lib/accessKey'
import { asWorkflow } from '@/crud/workflow'
import { siteOrigin } from '@/lib/origin'
import { AppError } from '@/lib/errors'
import { isObjectId, newObjectId } from '@/lib/objectId'
import { queueMail } from '@/modules/mail'
import { libraryDaysWhere } from '@/lib/timeZone'
import type { Feedback } from '@/payload-types'
import { FEEDBACK_MSG } from './messages'
import { FEEDBACK_MAIL_VISITOR_TASK, FEEDBACK_NOTIFY_STAFF_TASK } from './jobs'
import { isTicketPhotoUrl, shownMessages, staffReplyPhotoUrl } from './photoUrl'
import type { CreateFeedbackInput, StaffEditInput, StaffFilters, StaffReplyInput, VisitorAnswerInput } from './schemas'
import { type FeedbackEvent, nextStatus } from './status'

/**
 * Feedback tickets: the visitor's side works with the ticket's secret key (only
 * its hash is stored), the staff side with the feedbacks flags. Every refusal happens before
 * anything is written; a write and the mails it queues commit together.
 */

const notFound = () => new AppError(404, FEEDBACK_MSG.notFound)

const relationId = (value: unknown): string | null =>
  typeof value === 'string'
    ? value
    : value && typeof value === 'object' && 'id' in value
      ? String((value as { id: unknown }).id)
      : null

/** A ticket as it leaves the server: never its key hash. */
export const ticketView = (doc: Feedback): ContractRecord => {
  const { accessKeyHash: _hidden, ...rest } = doc as Feedback & { accessKeyHash?: unknown }
  return toContract({ ...rest, categoryId: relationId(rest.categoryId) })
}

/** The visitor's page view: the conversation and what the page needs, nothing of staff bookkeeping. */
export type PublicTicket = {
  _id: string
  title: string
  description: string
  categoryName: string
  status: Feedback['status']
  rating: number | null
  isClosed: boolean
  /** Staff's 允許上傳照片 (`photosAllowed`): the visitor may attach photos. */
  photosAllowed: boolean
  respondentName: string
  createdAt: string
  messages: { sender: 'client' | 'staff'; senderName: string; message: string; photoUrl: string; date: string }[]
}

/**
 * The ticket's 允許上傳照片 switch (`isAllowUpdatePhoto`), set by staff: only a
 * ticket where it is on takes the visitor's photos, on every path (the upload, an answer
 * carrying one). A ticket where it was never set (null) takes none.
 */
export const photosAllowed = (doc: Pick<Feedback, 'isAllowUpdatePhoto'>): boolean => doc.isAllowUpdatePhoto === true

const publicTicket = async (req: PayloadRequest, doc: Feedback): Promise<PublicTicket> => {
  const categoryId = relationId(doc.categoryId)
  const category = categoryId
    ? await req.payload.findByID({
        collection: 'feedback-categories',
        id: categoryId,
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
        req,
      })
    : null
  return {
    _id: String(doc.id),
    title: doc.title,
    description: doc.description ?? '',
    categoryName: category?.name ?? '',
    status: doc.status,
    rating: doc.status === 'Closed' ? (doc.rating ?? null) : null,
    isClosed: doc.status === 'Closed',
    photosAllowed: photosAllowed(doc),
    respondentName: doc.respondent.name,
    createdAt: doc.createdAt,
    messages: (await shownMessages(req, doc)).map((m) => ({
      sender: m.sender,
      senderName: m.senderName ?? '',
      message: m.message ?? '',
      photoUrl: m.photoUrl ?? '',
      date: m.date ?? '',
    })),
  }
}

const findTicket = async (req: PayloadRequest, id: string): Promise<Feedback | null> =>
  isObjectId(id)
    ? await req.payload.findByID({
        collection: 'feedbacks',
        id,
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
        req,
      })
    : null

/** The key a visitor presents: the `X-Access-Key` header or the `key` query parameter. */
export const presentedKey = (req: PayloadRequest): string | null =>
  req.headers.get('x-access-key') || req.searchParams?.get('key') || null

/**
 * The ticket to read, for its key holder or staff holding the feedbacks read flag: an unknown
 * id, a missing or a wrong key all answer the same 404.
 */
export const ticketForHolder = async (req: PayloadRequest, id: string): Promise<Feedback> => {
  const doc = await findTicket(req, id)
  if (!doc) throw notFound()
  if (accessKeyMatches(presentedKey(req), doc.accessKeyHash)) return doc
  if (can(userOf(req), FLAGS.feedbacks.read)) return doc
  throw notFound()
}

/**
 * The ticket to act on as its visitor (answer, upload a photo, close): the key only, whoever
 * calls. Staff who may read the ticket are told so (403); anyone else gets the same
 * 404 as for an unknown id.
 */
export const ticketForKeyHolder = async (req: PayloadRequest, id: string): Promise<Feedback> => {
  const doc = await findTicket(req, id)
  if (!doc) throw notFound()
  if (accessKeyMatches(presentedKey(req), doc.accessKeyHash)) return doc
  if (can(userOf(req), FLAGS.feedbacks.read)) throw new AppError(403, FEEDBACK_MSG.keyRequired)
  throw notFound()
}

/** The status after `event`; a closed ticket refuses every write with a 409. */
const advance = (doc: Feedback, event: FeedbackEvent): Feedback['status'] => {
  const status = nextStatus(doc.status, event)
  if (!status) throw new AppError(409, FEEDBACK_MSG.closed)
  return status
}

/**
 * Change a ticket as one step: its row is taken for the transaction (src/crud/compareAndSet.ts
 * `lockRecord`) and the ticket read again, so `change` decides on what is stored now. A message
 * and a reply, two messages, a close and a message arriving together are written one after the
 * other: none is lost, and a ticket closed meanwhile refuses the later write with 409.
 */
const changeTicket = <T>(req: PayloadRequest, id: string | number, change: (doc: Feedback) => Promise<T>): Promise<T> =>
  inTransaction(req, async () => {
    if (!(await lockRecord(req, 'feedbacks', id))) throw notFound()
    const doc = await findTicket(req, String(id))
    if (!doc) throw notFound()
    return change(doc)
  })

const checkCategory = async (req: PayloadRequest, categoryId: string): Promise<void> => {
  const found = await req.payload.count({
    collection: 'feedback-categories',
    where: { id: { equals: categoryId } },
    overrideAccess: true,
    req,
  })
  if (found.totalDocs === 0) throw new AppError(400, FEEDBACK_MSG.categoryUnknown)
}

const now = () => new Date().toISOString()

/** Append one message and set the status (the visitor's side overrides access: the key was checked). */
const appendMessage = (
  req: PayloadRequest,
  doc: Feedback,
  status: Feedback['status'],
  entry: { sender: 'client' | 'staff'; senderName: string; message: string; photoUrl: string },
  overrideAccess: boolean,
): Promise<Feedback> =>
  req.payload.update({
    collection: 'feedbacks',
    id: doc.id,
    data: {
      status,
      messages: [
        ...(doc.messages ?? []),
        {
          sender: entry.sender,
          senderName: entry.senderName,
          message: entry.message,
          photoUrl: entry.photoUrl || null,
          date: now(),
        },
      ],
    },
    overrideAccess,
    req: asWorkflow(req),
  })

/** The ticket page's link, carrying the key (the only time the key leaves the server besides the create answer). */
export const ticketLink = (origin: string, id: string, key: string): string =>
  `${origin.replace(/\/$/, '')}/feedback/${id}?key=${encodeURIComponent(key)}`

/** POST /public/feedbacks: store the ticket, mail the visitor their link and the notifier recipients. */
export const createTicket = async (
  req: PayloadRequest,
  input: CreateFeedbackInput,
  origin: string,
): Promise<{ _id: string; key: string; link: string }> => {
  await checkCategory(req, input.categoryId)
  // The id is chosen first: the key is derived from it, so reply mails can carry the link again.
  const ticketId = newObjectId()
  const { key, hash } = derivedAccessKey(req.payload.secret, 'feedbacks', ticketId)
  return inTransaction(req, async () => {
    const doc = await req.payload.create({
      collection: 'feedbacks',
      data: {
        id: ticketId,
        categoryId: input.categoryId,
        title: input.title,
        description: input.description ?? '',
        respondent: {
          name: input.respondent.name,
          email: input.respondent.email,
          phoneNumber: input.respondent.phoneNumber || null,
          primaryDepartment: input.respondent.primaryDepartment || null,
          secondaryDepartment: input.respondent.secondaryDepartment || null,
          jobTitle: input.respondent.jobTitle || null,
          jobCategory: input.respondent.jobCategory || null,
        },
        status: 'Pending',
        authorKind: 'Client',
        isAllowUpdatePhoto: true,
        messages: [],
        accessKeyHash: hash,
      },
      overrideAccess: true,
      req: asWorkflow(req),
    })
    const id = String(doc.id)
    const link = ticketLink(origin, id, key)
    await queueMail(req, FEEDBACK_MAIL_VISITOR_TASK, { feedbackId: id, kind: 'created', link })
    await queueMail(req, FEEDBACK_NOTIFY_STAFF_TASK, { feedbackId: id, kind: 'created', origin })
    return { _id: id, key, link }
  })
}

/** GET /public/feedbacks/{id} */
export const readTicket = async (req: PayloadRequest, id: string): Promise<PublicTicket> =>
  publicTicket(req, await ticketForHolder(req, id))

/** PUT /public/feedbacks: the visitor answers (text and/or a photo uploaded to this ticket). */
export const answerTicket = async (
  req: PayloadRequest,
  input: VisitorAnswerInput,
  origin: string,
): Promise<PublicTicket> => {
  const found = await ticketForKeyHolder(req, input._id)
  advance(found, 'visitorAnswer')
  if (input.photoUrl && !photosAllowed(found)) throw new AppError(403, FEEDBACK_MSG.photosNotAllowed)
  if (input.photoUrl && !(await isTicketPhotoUrl(req, String(found.id), input.photoUrl)))
    throw new AppError(400, FEEDBACK_MSG.photoUnknown)
  return changeTicket(req, found.id, async (doc) => {
    const status = advance(doc, 'visitorAnswer')
    if (input.photoUrl && !photosAllowed(doc)) throw new AppError(403, FEEDBACK_MSG.photosNotAllowed)
    const saved = await appendMessage(
      req,
      doc,
      status,
      { sender: 'client', senderName: doc.respondent.name, ...input },
      true,
    )
    // The message travels with the job: a later message must not replace it in this mail.
    await queueMail(req, FEEDBACK_NOTIFY_STAFF_TASK, {
      feedbackId: String(doc.id),
      kind: 'answered',
      origin,
      message: input.message,
    })
    return publicTicket(req, saved)
  })
}

/** POST /public/feedbacks/close/{id}/{rating} */
export const closeTicket = async (req: PayloadRequest, id: string, rating: number): Promise<PublicTicket> => {
  const found = await ticketForKeyHolder(req, id)
  return changeTicket(req, found.id, async (doc) => {
    const status = advance(doc, 'close')
    const saved = await req.payload.update({
      collection: 'feedbacks',
      id: doc.id,
      data: { status, rating },
      overrideAccess: true,
      req: asWorkflow(req),
    })
    return publicTicket(req, saved)
  })
}

/** A ticket still open, for its key holder (the photo upload's check before reading the body). */
export const openTicketForKeyHolder = async (req: PayloadRequest, id: string): Promise<Feedback> => {
  const doc = await ticketForKeyHolder(req, id)
  advance(doc, 'visitorAnswer')
  return doc
}

// ---- staff ----

const STAFF_KEYWORD_FIELDS = ['title', 'description', 'respondent.name', 'respondent.email'] as const

/** The back-office list's constraints: status, category, created between two days, keyword. */
export const staffWhere = (query: Pick<ListQuery, 'keyword'>, filters: StaffFilters): Where =>
  allOf(
    keywordWhere(query.keyword, STAFF_KEYWORD_FIELDS),
    filters.status ? { status: { equals: filters.status } } : undefined,
    filters.categoryId ? { categoryId: { equals: filters.categoryId } } : undefined,
    ...libraryDaysWhere('createdAt', filters.from, filters.to),
  )

export const staffList = async (
  req: PayloadRequest,
  query: ListQuery,
  filters: StaffFilters,
): Promise<Paginated<ContractRecord>> => {
  const found = await req.payload.find({
    collection: 'feedbacks',
    where: staffWhere(query, filters),
    page: query.page,
    limit: query.limit,
    sort: '-createdAt',
    depth: 0,
    overrideAccess: false,
    req,
  })
  return toPaginated(found, query, ticketView)
}

const staffFind = async (req: PayloadRequest, id: string): Promise<Feedback> => {
  const doc = isObjectId(id)
    ? await req.payload.findByID({
        collection: 'feedbacks',
        id,
        depth: 0,
        overrideAccess: false,
        disableErrors: true,
        req,
      })
    : null
  if (!doc) throw new AppError(404, FEEDBACK_MSG.notFound)
  return doc
}

/** A ticket as staff see it, with its messages as shown (./photoUrl.ts `shownMessages`). */
const staffView = async (req: PayloadRequest, doc: Feedback): Promise<ContractRecord> =>
  ticketView({ ...doc, messages: await shownMessages(req, doc) })

export const staffGet = async (req: PayloadRequest, id: string): Promise<ContractRecord> =>
  staffView(req, await staffFind(req, id))

/** PUT /shennong/feedbacks: category, title, status and the photo switch. */
export const staffEdit = async (req: PayloadRequest, input: StaffEditInput): Promise<ContractRecord> => {
  const found = await staffFind(req, input._id)
  if (input.categoryId) await checkCategory(req, input.categoryId)
  const { _id, ...changes } = input
  return changeTicket(req, found.id, async (doc) => {
    const saved = await req.payload.update({
      collection: 'feedbacks',
      id: doc.id,
      data: { ...changes, ...(changes.categoryId === '' ? { categoryId: null } : {}) },
      overrideAccess: false,
      req: asWorkflow(req),
    })
    return ticketView(saved)
  })
}

/**
 * PUT /shennong/feedbacks/reply: append the staff message, status Replied, mail the visitor. A
 * photo from the feedbacks folder is stored as the ticket's own photo route (./photoUrl.ts).
 */
export const staffReply = async (req: PayloadRequest, input: StaffReplyInput): Promise<ContractRecord> => {
  const found = await staffFind(req, input._id)
  advance(found, 'staffReply')
  const photoUrl = await staffReplyPhotoUrl(req, String(found.id), input.photoUrl)
  if (photoUrl === null) throw new AppError(400, FEEDBACK_MSG.photoUnknown)
  const user = userOf(req)
  return changeTicket(req, found.id, async (doc) => {
    const status = advance(doc, 'staffReply')
    const saved = await appendMessage(
      req,
      doc,
      status,
      { sender: 'staff', senderName: user?.name || '館員', ...input, photoUrl },
      false,
    )
    await queueMail(req, FEEDBACK_MAIL_VISITOR_TASK, {
      feedbackId: String(doc.id),
      kind: 'replied',
      link: '',
      message: input.message,
      origin: siteOrigin(req.payload, req),
    })
    return staffView(req, saved)
  })
}

export const staffRemove = async (req: PayloadRequest, id: string): Promise<{ _id: string }> => {
  const doc = await staffFind(req, id)
  await req.payload.delete({ collection: 'feedbacks', id: doc.id, overrideAccess: false, req })
  return { _id: String(doc.id) }
}
