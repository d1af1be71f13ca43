import type { PayloadRequest } from 'payload'

import { lockRecord } from '@/crud/compareAndSet'
import { type ContractRecord, type CrudFilters, type CrudSpec, crudService, toContract } from '@/crud/contentCrud'
import type { ListQuery, Paginated } from '@/crud/listQuery'
import { checkAnswers } from '@/forms/answers'
import { checkStructure } from '@/forms/structure'
import { MSG } from '@/i18n/messages'
import { inTransaction } from '@/crud/transaction'
import { asWorkflow } from '@/crud/workflow'
import { AppError } from '@/lib/errors'
import { isObjectId } from '@/lib/objectId'
import type { Questionnaire, QuestionnaireSetting } from '@/payload-types'
import { FILL_MSG, fillState, publicQuestionnaireItem } from './public'
import type { AnswerBody, QuestionnaireBody } from './schemas'

/**
 * The questionnaire rules (docs/questionnaires.md): a save is refused
 * with every structure problem named by place before anything is written; a duplicate is a
 * Drafting copy without answers; a visitor's answer is taken only while the published
 * questionnaire is fillable and inside a round, and only after the engine accepted it.
 */

export const QUESTIONNAIRES_SPEC = {
  slug: 'questionnaires',
  keywordFields: ['title', 'description'],
  filters: ['status'],
  sort: '-createdAt',
  reviewed: true,
} as const satisfies CrudSpec

export const QUESTIONNAIRE_MSG = {
  copySuffix: '（複製）',
  consent: '請先閱讀並同意個人資料聲明',
  ...FILL_MSG,
} as const

const crud = crudService(QUESTIONNAIRES_SPEC)

const userIdOf = (value: unknown): string | null =>
  typeof value === 'string' && value
    ? value
    : value && typeof value === 'object' && 'id' in value
      ? String((value as { id: unknown }).id)
      : null

/**
 * The staff contract's `modifiedAt` (the last save) and `modifiedUser` as `{ name }`,
 * the names read in one query for a whole page.
 */
const withModified = async (req: PayloadRequest, records: ContractRecord[]): Promise<ContractRecord[]> => {
  const ids = [
    ...new Set(records.map((record) => userIdOf(record.modifiedUser)).filter((id): id is string => id !== null)),
  ]
  const users = ids.length
    ? (
        await req.payload.find({
          collection: 'users',
          where: { id: { in: ids } },
          limit: ids.length,
          depth: 0,
          overrideAccess: true,
          select: { name: true },
          req,
        })
      ).docs
    : []
  const names = new Map(users.map((user) => [String(user.id), user.name ?? '']))
  return records.map((record) => {
    const id = userIdOf(record.modifiedUser)
    return { ...record, modifiedAt: record.updatedAt ?? null, modifiedUser: id ? { name: names.get(id) ?? '' } : null }
  })
}
const oneWithModified = async (req: PayloadRequest, record: ContractRecord): Promise<ContractRecord> =>
  (await withModified(req, [record]))[0]!

export const listQuestionnaires = async (
  req: PayloadRequest,
  query: ListQuery,
  filters: CrudFilters,
): Promise<Paginated<ContractRecord>> => {
  const page = await crud.list(req, query, filters)
  return { ...page, data: await withModified(req, page.data) }
}

export const getQuestionnaire = async (req: PayloadRequest, id: string): Promise<ContractRecord> =>
  oneWithModified(req, await crud.get(req, id))

/** Create or update; the structure goes through the engine (every problem listed, the first as the message). */
export const saveQuestionnaire = async (
  req: PayloadRequest,
  body: QuestionnaireBody,
  id?: string,
): Promise<ContractRecord> => {
  const structure = checkStructure(body.questionGroups)
  if (!structure.ok) throw new AppError(400, structure.errors[0]!.message, undefined, structure.errors)
  return oneWithModified(
    req,
    await crud.save(req, { ...body, ...(id ? { _id: id } : {}), questionGroups: structure.value }),
  )
}

/**
 * DELETE questionnaires/{id}: a questionnaire with answers goes with them only when
 * `withAnswers` names how many (the count the staff member confirmed); otherwise 409 says how
 * many there are. One transaction: the answers and the questionnaire, or nothing.
 */
export const deleteQuestionnaire = (req: PayloadRequest, id: string, withAnswers?: number) => {
  if (withAnswers !== undefined) req.context = { ...req.context, withAnswers }
  return crud.remove(req, id)
}

/** How many answers a questionnaire has (what deleting it would take with it). */
export const countQuestionnaireAnswers = async (req: PayloadRequest, id: string): Promise<{ answers: number }> => {
  await crud.get(req, id)
  const { totalDocs } = await req.payload.count({
    collection: 'questionnaire-answers',
    where: { questionnaireId: { equals: id } },
    overrideAccess: true,
    req,
  })
  return { answers: totalDocs }
}

/** POST /shennong/questionnaires/{id}: a Drafting copy (title + （複製）) of the latest version, without answers. */
export const duplicateQuestionnaire = async (req: PayloadRequest, id: string): Promise<ContractRecord> => {
  const source = (await crud.get(req, id)) as ContractRecord & Partial<Questionnaire>
  const copy = await req.payload.create({
    collection: 'questionnaires',
    data: {
      title: `${source.title ?? ''}${QUESTIONNAIRE_MSG.copySuffix}`,
      description: source.description ?? null,
      blocks: source.blocks ?? [],
      enabledStatement: Boolean(source.enabledStatement),
      isEnable: Boolean(source.isEnable),
      isFillable: Boolean(source.isFillable),
      conclusion: source.conclusion ?? null,
      rounds: (source.rounds ?? []).map(({ title, description, start, end }) => ({ title, description, start, end })),
      questionGroups: source.questionGroups ?? [],
    },
    draft: true,
    depth: 0,
    overrideAccess: false,
    req,
  })
  return toContract(copy)
}

export const getSettings = async (req: PayloadRequest): Promise<QuestionnaireSetting> =>
  req.payload.findGlobal({ slug: 'questionnaire-settings', depth: 0, overrideAccess: false, req })

export const saveSettings = async (
  req: PayloadRequest,
  data: { privacyStatement?: string | null; announcementContent?: unknown[] },
): Promise<QuestionnaireSetting> =>
  req.payload.updateGlobal({ slug: 'questionnaire-settings', data, depth: 0, overrideAccess: false, req })

/**
 * POST /public/questionnaire-answers: the published questionnaire, fillable now (round from
 * `now`), consent when its statement is on, then the engine's check; the stored answer holds
 * only the groups on the path. One step with the questionnaire's row taken (`lockRecord`) and
 * the questionnaire read again under it: a delete that counted its answers, or a change that
 * closed it, comes wholly before this answer (404 or 400, nothing stored) or wholly after it
 * (the delete then counts this answer too), on PostgreSQL as on SQLite.
 */
export const submitAnswer = async (
  req: PayloadRequest,
  body: AnswerBody,
  now: Date = new Date(),
): Promise<{ _id: string }> => {
  if (!isObjectId(body.questionnaireId)) throw new AppError(404, MSG.notFound)
  return inTransaction(req, async () => {
    if (!(await lockRecord(req, 'questionnaires', body.questionnaireId))) throw new AppError(404, MSG.notFound)
    const questionnaire = await publicQuestionnaireItem(req.payload, body.questionnaireId, req)
    const state = fillState(questionnaire, now)
    if (!state.ok) throw new AppError(400, state.message)
    if (questionnaire.enabledStatement && body.consent !== true) throw new AppError(400, QUESTIONNAIRE_MSG.consent)
    const checked = checkAnswers(questionnaire.questionGroups, body.questionGroups ?? body.answers)
    if (!checked.ok) throw new AppError(400, checked.errors[0]!, undefined, checked.errors)
    const stored = await req.payload.create({
      collection: 'questionnaire-answers',
      data: {
        questionnaireId: questionnaire._id,
        roundId: state.round.id,
        questionGroups: checked.value,
        respondent: body.respondent,
      },
      depth: 0,
      overrideAccess: true,
      req: asWorkflow(req),
    })
    return { _id: String(stored.id) }
  })
}
