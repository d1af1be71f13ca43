import type { Payload, PayloadRequest } from 'payload'

import { PUBLISHED } from '@/crud/displayWindow'
import { type ListQuery, type Paginated, allOf, keywordWhere, toPaginated } from '@/crud/listQuery'
import { checkStructure } from '@/forms/structure'
import type { QuestionGroup } from '@/forms/types'
import { MSG } from '@/i18n/messages'
import { AppError } from '@/lib/errors'
import { isObjectId } from '@/lib/objectId'
import type { Questionnaire } from '@/payload-types'

/**
 * Questionnaires as an anonymous visitor may see them: the published version only (a change
 * under review stays invisible), never the workflow or staff fields (status, review comment,
 * who modified it). Whether one can be filled now is decided from its rounds and `isFillable`
 * at the moment of asking (`fillState`), not stored in a cache.
 */

export type PublicRound = { id: string; title: string; description: string; start: string; end: string }

export type PublicQuestionnaireSummary = {
  _id: string
  title: string
  description: string
  isFillable: boolean
  rounds: PublicRound[]
}

export type PublicQuestionnaire = PublicQuestionnaireSummary & {
  blocks: unknown[]
  enabledStatement: boolean
  conclusion: string
  questionGroups: QuestionGroup[]
}

const roundsOf = (doc: Questionnaire): PublicRound[] =>
  (doc.rounds ?? [])
    .filter((round) => round.start && round.end)
    .map((round) => ({
      id: String(round.id ?? ''),
      title: round.title ?? '',
      description: round.description ?? '',
      start: String(round.start),
      end: String(round.end),
    }))

const summaryOf = (doc: Questionnaire): PublicQuestionnaireSummary => ({
  _id: String(doc.id),
  title: doc.title,
  description: doc.description ?? '',
  isFillable: Boolean(doc.isFillable),
  rounds: roundsOf(doc),
})

const publicRecord = (doc: Questionnaire): PublicQuestionnaire => {
  const structure = checkStructure(doc.questionGroups)
  return {
    ...summaryOf(doc),
    blocks: Array.isArray(doc.blocks) ? doc.blocks : [],
    enabledStatement: Boolean(doc.enabledStatement),
    conclusion: doc.conclusion ?? '',
    questionGroups: structure.ok ? structure.value : [],
  }
}

/** The round whose start..end holds `now` (the first, if rounds overlap), or null. */
export const currentRound = (rounds: readonly PublicRound[], now: Date = new Date()): PublicRound | null =>
  rounds.find((round) => Date.parse(round.start) <= now.getTime() && now.getTime() <= Date.parse(round.end)) ?? null

export const FILL_MSG = {
  notFillable: '此問卷目前不開放填寫',
  outsideRound: '目前不在此問卷的填答期間內，暫不開放填寫',
} as const

/** Can the questionnaire be filled at `now`: the round, or the zh-TW reason why not. */
export const fillState = (
  questionnaire: PublicQuestionnaireSummary,
  now: Date = new Date(),
): { ok: true; round: PublicRound } | { ok: false; message: string } => {
  if (!questionnaire.isFillable) return { ok: false, message: FILL_MSG.notFillable }
  const round = currentRound(questionnaire.rounds, now)
  return round ? { ok: true, round } : { ok: false, message: FILL_MSG.outsideRound }
}

/** GET /public/questionnaires: the published questionnaires shown in the list (isEnable), newest first. */
export const publicQuestionnaireList = async (
  payload: Payload,
  query: ListQuery,
): Promise<Paginated<PublicQuestionnaireSummary>> => {
  const found = await payload.find({
    collection: 'questionnaires',
    where: allOf(PUBLISHED, { isEnable: { equals: true } }, keywordWhere(query.keyword, ['title', 'description'])),
    page: query.page,
    limit: query.limit,
    sort: '-createdAt',
    depth: 0,
    overrideAccess: true,
  })
  return toPaginated(found, query, summaryOf)
}

/**
 * The published version of one questionnaire as stored (for the answer check), or a 404. With
 * `req`, read inside its transaction (an answer reads it again after taking the row).
 */
export const publishedQuestionnaire = async (
  payload: Payload,
  id: string,
  req?: PayloadRequest,
): Promise<Questionnaire> => {
  if (!isObjectId(id)) throw new AppError(404, MSG.notFound)
  const found = await payload.find({
    collection: 'questionnaires',
    where: allOf({ id: { equals: id } }, PUBLISHED),
    limit: 1,
    depth: 0,
    overrideAccess: true,
    ...(req ? { req } : {}),
  })
  const doc = found.docs[0]
  if (!doc) throw new AppError(404, MSG.notFound)
  return doc
}

/** GET /public/questionnaires/{id}: one published questionnaire (its link works even when not listed), else 404. */
export const publicQuestionnaireItem = async (
  payload: Payload,
  id: string,
  req?: PayloadRequest,
): Promise<PublicQuestionnaire> => publicRecord(await publishedQuestionnaire(payload, id, req))

/** The personal-data statement questionnaires show before filling (questionnaire-settings). */
/** The announcement shown above the questionnaire list (questionnaire-settings, page-builder blocks). */
export const publicQuestionnaireAnnouncement = async (payload: Payload): Promise<unknown[]> => {
  const settings = await payload.findGlobal({ slug: 'questionnaire-settings', depth: 0, overrideAccess: true })
  return Array.isArray(settings.announcementContent) ? settings.announcementContent : []
}

export const publicPrivacyStatement = async (payload: Payload): Promise<string> => {
  const settings = await payload.findGlobal({ slug: 'questionnaire-settings', depth: 0, overrideAccess: true })
  return settings.privacyStatement ?? ''
}
