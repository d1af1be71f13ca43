import type { Payload, PayloadRequest, Where } from 'payload'

import type { AnswerGroup, QuestionGroup } from '@/forms/types'
import { lockRecord } from '@/crud/compareAndSet'
import { inTransaction } from '@/crud/transaction'
import { allOf, keywordWhere, toPaginated } from '@/crud/listQuery'
import { MSG } from '@/i18n/messages'
import { RECOMMENDATION_STATUS_LABEL } from './labels'
import { accessKeyMatches, derivedAccessKey } from '@/lib/accessKey'
import { siteOrigin } from '@/lib/origin'
import { asWorkflow } from '@/crud/workflow'
import { AppError, ERROR_CODES } from '@/lib/errors'
import { isObjectId, newObjectId } from '@/lib/objectId'
import { queueMail } from '@/modules/mail'
import { libraryDaysWhere } from '@/lib/timeZone'
import type { RecommendationAnswer, RecommendationQuestionnaire } from '@/payload-types'
import type { ListQuery, Paginated } from '@/validation/listQuery'
import { REC_MSG } from './messages'
import {
  type ReadableAnswer,
  type RecommendationAction,
  type RecommendationStatus,
  checkRecommendationAnswers,
  isValidIsbn,
  readableAnswers,
  transition,
} from './rules'
import type { AnswersFilter, ModifyInput, SubmitInput } from './schemas'

/** The task that mails visitors and the notifier recipients (./notifyJob.ts), run from the mail module's queue. */
export const RECOMMENDATION_MAIL_TASK = 'notifyRecommendation'

export type MailEvent = 'submitted' | 'decided'

const SLUG = 'recommendation-answers'

const notFound = (): AppError => new AppError(404, MSG.notFound)

// ---------- the questionnaire ----------

export type QuestionnaireView = {
  title: string
  description: string
  questionGroups: QuestionGroup[]
  blocks: unknown[]
}

export const groupsOf = (questionnaire: Pick<RecommendationQuestionnaire, 'questionGroups'>): QuestionGroup[] =>
  Array.isArray(questionnaire.questionGroups) ? (questionnaire.questionGroups as QuestionGroup[]) : []

/** The questionnaire as visitors and staff read it (pass `req` inside a request's transaction). */
export const questionnaireOf = async (payload: Payload, req?: PayloadRequest): Promise<QuestionnaireView> => {
  const doc = await payload.findGlobal({ slug: 'recommendation-questionnaire', depth: 0, overrideAccess: true, req })
  return {
    title: doc.title ?? '',
    description: doc.description ?? '',
    questionGroups: groupsOf(doc),
    blocks: Array.isArray(doc.blocks) ? doc.blocks : [],
  }
}

export const readQuestionnaire = (req: PayloadRequest): Promise<QuestionnaireView> => questionnaireOf(req.payload, req)

// ---------- views ----------

export type StaffView = {
  _id: string
  status: RecommendationStatus
  statusLabel: string
  respondent: {
    name: string
    email: string
    username: string
    phoneNumber: string
    primaryDepartment: string
    secondaryDepartment: string
    jobTitle: string
    jobCategory: string
  }
  answers: AnswerGroup[]
  readable: ReadableAnswer[]
  repliedContent: string
  name: string
  isbn: string
  barcode: string
  note: string
  createdAt: string
  updatedAt: string
}

/** What the visitor sees at the link: status, reply and their own answers. Never the key hash or the staff notes. */
export type VisitorView = {
  _id: string
  status: RecommendationStatus
  statusLabel: string
  repliedContent: string
  readable: ReadableAnswer[]
  createdAt: string
}

const answersOf = (doc: RecommendationAnswer): AnswerGroup[] =>
  Array.isArray(doc.answers) ? (doc.answers as AnswerGroup[]) : []

const staffView = (doc: RecommendationAnswer, groups: readonly QuestionGroup[]): StaffView => ({
  _id: String(doc.id),
  status: doc.status,
  statusLabel: RECOMMENDATION_STATUS_LABEL[doc.status],
  respondent: {
    name: doc.respondent?.name ?? '',
    email: doc.respondent?.email ?? '',
    username: doc.respondent?.username ?? '',
    phoneNumber: doc.respondent?.phoneNumber ?? '',
    primaryDepartment: doc.respondent?.primaryDepartment ?? '',
    secondaryDepartment: doc.respondent?.secondaryDepartment ?? '',
    jobTitle: doc.respondent?.jobTitle ?? '',
    jobCategory: doc.respondent?.jobCategory ?? '',
  },
  answers: answersOf(doc),
  readable: readableAnswers(groups, answersOf(doc)),
  repliedContent: doc.repliedContent ?? '',
  name: doc.name ?? '',
  isbn: doc.isbn ?? '',
  barcode: doc.barcode ?? '',
  note: doc.note ?? '',
  createdAt: doc.createdAt,
  updatedAt: doc.updatedAt,
})

const visitorView = (doc: RecommendationAnswer, groups: readonly QuestionGroup[]): VisitorView => ({
  _id: String(doc.id),
  status: doc.status,
  statusLabel: RECOMMENDATION_STATUS_LABEL[doc.status],
  repliedContent: doc.status === 'Pending' ? '' : (doc.repliedContent ?? ''),
  readable: readableAnswers(groups, answersOf(doc)),
  createdAt: doc.createdAt,
})

// ---------- submission ----------

/** The first TextBox answer of the questionnaire, as the recommendation's starting name (staff may modify it). */
const firstText = (groups: readonly QuestionGroup[], answers: readonly AnswerGroup[]): string => {
  for (const group of groups) {
    for (const question of group.questions) {
      if (question.type !== 'TextBox') continue
      const value = answers
        .find((entry) => entry._id === group._id)
        ?.questions.find((entry) => entry._id === question._id)?.answers[0]
      if (typeof value === 'string' && value.trim() !== '') return value.trim().slice(0, 200)
    }
  }
  return ''
}

/**
 * A visitor's recommendation: the answers checked against the questionnaire (400 and nothing
 * stored when they do not fit), the account checked by `verifyAccount` (the caller applies the
 * sign-in limits), then the record (with only the hash of its access key; the password is never
 * stored) and the mails queued in one transaction. Returns the id and the key for the link.
 */
export const submitRecommendation = async (
  req: PayloadRequest,
  input: SubmitInput,
  verifyAccount: (credentials: {
    username: string
    password: string
  }) => Promise<{ valid: boolean; mustChangePassword?: boolean }>,
): Promise<{ _id: string; key: string }> => {
  const questionnaire = await readQuestionnaire(req)
  if (questionnaire.questionGroups.length === 0) throw new AppError(409, REC_MSG.notReady)
  const checked = checkRecommendationAnswers(questionnaire.questionGroups, input.answers)
  if ('problems' in checked)
    throw new AppError(
      400,
      checked.problems[0]!,
      undefined,
      checked.problems.map((message) => ({ field: 'answers', message })),
    )
  const verdict = await verifyAccount({ username: input.respondent.username, password: input.respondent.password })
  if (verdict.mustChangePassword)
    throw new AppError(403, REC_MSG.passwordChangeRequired, ERROR_CODES.passwordChangeRequired)
  if (!verdict.valid) throw new AppError(401, REC_MSG.accountInvalid)
  const { password: _password, ...respondent } = input.respondent
  // The id is chosen first: the key is derived from it, so decision mails can carry the link again.
  const recommendationId = newObjectId()
  const { key, hash } = derivedAccessKey(req.payload.secret, SLUG, recommendationId)
  return inTransaction(req, async () => {
    const doc = await req.payload.create({
      collection: SLUG,
      data: {
        id: recommendationId,
        respondent,
        answers: checked.answers,
        status: 'Pending',
        name: firstText(questionnaire.questionGroups, checked.answers),
        accessKeyHash: hash,
      },
      depth: 0,
      overrideAccess: true,
      req: asWorkflow(req),
    })
    const id = String(doc.id)
    // The key travels in the job's input only until the mail is sent (the mail log masks it).
    await queueMail(req, RECOMMENDATION_MAIL_TASK, {
      recommendationId: id,
      event: 'submitted',
      key,
      origin: siteOrigin(req.payload, req),
    })
    return { _id: id, key }
  })
}

/** GET /public/recommendations/answer/{id}: unknown id, missing or wrong key all give the same 404. */
export const visitorRecommendation = async (
  req: PayloadRequest,
  id: string,
  key: string | null | undefined,
): Promise<VisitorView> => {
  const view = await findForVisitor(req.payload, id, key)
  if (!view) throw notFound()
  return view
}

/** The visitor's view when the key opens it, else null (the /recommendation/[id] page reads this). */
export const findForVisitor = async (
  payload: Payload,
  id: string,
  key: string | null | undefined,
): Promise<VisitorView | null> => {
  if (!isObjectId(id) || !key) return null
  const doc = await payload.findByID({
    collection: SLUG,
    id: id.toLowerCase(),
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
    disableErrors: true,
  })
  if (!doc || !accessKeyMatches(key, doc.accessKeyHash)) return null
  return visitorView(doc, (await questionnaireOf(payload)).questionGroups)
}

// ---------- staff ----------

export const listRecommendations = async (
  req: PayloadRequest,
  query: ListQuery,
  filter: AnswersFilter,
): Promise<Paginated<StaffView>> => {
  const dateWhere: Where[] = libraryDaysWhere('createdAt', filter.startDate, filter.endDate)
  const found = await req.payload.find({
    collection: SLUG,
    where: allOf(
      filter.status ? { status: { equals: filter.status } } : undefined,
      keywordWhere(query.keyword ?? filter.keyword, [
        'name',
        'isbn',
        'barcode',
        'respondent.name',
        'respondent.email',
        'respondent.username',
      ]),
      ...dateWhere,
    ),
    page: query.page,
    limit: query.limit,
    sort: '-createdAt',
    depth: 0,
    overrideAccess: false,
    req,
  })
  const { questionGroups } = await readQuestionnaire(req)
  return toPaginated(found, query, (doc) => staffView(doc, questionGroups))
}

const findStaff = async (req: PayloadRequest, id: string): Promise<RecommendationAnswer> => {
  if (!isObjectId(id)) throw notFound()
  const doc = await req.payload.findByID({
    collection: SLUG,
    id: id.toLowerCase(),
    depth: 0,
    overrideAccess: false,
    disableErrors: true,
    req,
  })
  if (!doc) throw notFound()
  return doc
}

export const getRecommendation = async (req: PayloadRequest, id: string): Promise<StaffView> => {
  const doc = await findStaff(req, id)
  return staffView(doc, (await readQuestionnaire(req)).questionGroups)
}

/** approve / reject (a reply required by the schema) and close; the visitor is mailed after each. */
export const decideRecommendation = async (
  req: PayloadRequest,
  id: string,
  action: RecommendationAction,
  repliedContent?: string,
): Promise<StaffView> =>
  inTransaction(req, async () => {
    // The row is taken before the read (src/crud/compareAndSet.ts `lockRecord`): of two decisions
    // at once, the second reads the first one's and is refused (409), and only one mail is queued.
    if (isObjectId(id)) await lockRecord(req, SLUG, id.toLowerCase())
    const doc = await findStaff(req, id)
    const next = transition(doc.status, action)
    if ('refused' in next) throw new AppError(409, next.refused)
    const updated = await req.payload.update({
      collection: SLUG,
      id: doc.id,
      data: { status: next.to, ...(repliedContent !== undefined ? { repliedContent } : {}) },
      depth: 0,
      overrideAccess: false,
      req: asWorkflow(req),
    })
    await queueMail(req, RECOMMENDATION_MAIL_TASK, {
      recommendationId: String(doc.id),
      event: 'decided',
      origin: siteOrigin(req.payload, req),
      status: updated.status,
      repliedContent: updated.repliedContent ?? null,
    })
    return staffView(updated, (await readQuestionnaire(req)).questionGroups)
  })

/** modify: name, isbn (ISBN-10/13 when given), barcode, note. Absent fields stay; '' clears. */
export const modifyRecommendation = async (req: PayloadRequest, input: ModifyInput): Promise<StaffView> => {
  if (input.isbn && !isValidIsbn(input.isbn)) throw new AppError(400, REC_MSG.isbnInvalid)
  const data: Partial<Pick<RecommendationAnswer, 'name' | 'isbn' | 'barcode' | 'note'>> = {}
  for (const field of ['name', 'isbn', 'barcode', 'note'] as const)
    if (input[field] !== undefined) data[field] = input[field]
  // Only the fields sent are written (Payload's update leaves the others), under the row's lock
  // like the decisions, so a modify beside a decision keeps both.
  const updated = await inTransaction(req, async () => {
    if (isObjectId(input._id)) await lockRecord(req, SLUG, input._id.toLowerCase())
    const doc = await findStaff(req, input._id)
    return req.payload.update({
      collection: SLUG,
      id: doc.id,
      data,
      depth: 0,
      overrideAccess: false,
      req: asWorkflow(req),
    })
  })
  return staffView(updated, (await readQuestionnaire(req)).questionGroups)
}
