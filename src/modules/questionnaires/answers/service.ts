import type { Payload, Where } from 'payload'

import type { QuestionGroup } from '@/forms/types'
import { AppError } from '@/lib/errors'
import type { Paginated } from '@/validation/listQuery'
import { LIBRARY_TIME_ZONE } from '@/lib/timeZone'
import type { Questionnaire, QuestionnaireAnswer } from '@/payload-types'
import { type AnswerDetailGroup, answerDetailGroups } from './detail'
import { ANSWERS_MSG } from './messages'
import { type QuestionnaireStatistics, statisticsAccumulator } from './stats'
import { type ScanFilter, type ScannedAnswer, scanAnswers } from './scan'
import { answerGroupsOf, groupsOf, isOther } from './structure'

/**
 * The staff's reads of questionnaire answers: the list, one answer, the statistics and the rows
 * the export writes. Callers have passed the `questionnaires.read` guard; the reads here use
 * overrideAccess with explicit filters.
 */

export type LoadedQuestionnaire = {
  id: string
  title: string
  rounds: { id: string; title: string }[]
  groups: QuestionGroup[]
}

export const loadQuestionnaire = async (payload: Payload, id: string): Promise<LoadedQuestionnaire> => {
  const doc = (await payload.findByID({
    collection: 'questionnaires',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })) as Questionnaire | null
  if (!doc) throw new AppError(404, ANSWERS_MSG.questionnaireNotFound)
  return {
    id: String(doc.id),
    title: doc.title,
    rounds: (doc.rounds ?? [])
      .filter((round) => round.id)
      .map((round, index) => ({ id: String(round.id), title: round.title || `第 ${index + 1} 期` })),
    groups: groupsOf(doc.questionGroups),
  }
}

/** The round a query names: undefined for every round; an id not among the questionnaire's rounds is a 400. */
export const roundOf = (questionnaire: LoadedQuestionnaire, roundId: string | undefined): string | undefined => {
  if (!roundId) return undefined
  if (!questionnaire.rounds.some((round) => round.id === roundId)) throw new AppError(400, ANSWERS_MSG.roundNotFound)
  return roundId
}

export const roundTitleOf = (questionnaire: LoadedQuestionnaire, roundId: string | null | undefined): string =>
  questionnaire.rounds.find((round) => round.id === roundId)?.title ?? (roundId ? roundId : ANSWERS_MSG.noRound)

const answersWhere = (questionnaireId: string, roundId: string | undefined): Where => ({
  and: [{ questionnaireId: { equals: questionnaireId } }, ...(roundId ? [{ roundId: { equals: roundId } }] : [])],
})

export const scanFilter = (questionnaireId: string, roundId: string | undefined): ScanFilter => ({
  questionnaireId,
  ...(roundId ? { roundId } : {}),
})

export type AnswerListItem = {
  id: string
  createdAt: string
  roundId: string | null
  roundTitle: string
  respondent: { name: string; email: string }
}
export type AnswerList = Paginated<AnswerListItem>

const listItem = (questionnaire: LoadedQuestionnaire, doc: ScannedAnswer): AnswerListItem => ({
  id: String(doc.id),
  createdAt: doc.createdAt ?? '',
  roundId: doc.roundId ?? null,
  roundTitle: roundTitleOf(questionnaire, doc.roundId),
  respondent: { name: doc.respondent?.name ?? '', email: doc.respondent?.email ?? '' },
})

/** Does a response match a search: its respondent's name or email, or any of its text answers (other texts included). */
export const answerMatches = (doc: Pick<ScannedAnswer, 'respondent' | 'questionGroups'>, search: string): boolean => {
  const needle = search.toLocaleLowerCase()
  const has = (text: string | null | undefined) => typeof text === 'string' && text.toLocaleLowerCase().includes(needle)
  if (has(doc.respondent?.name) || has(doc.respondent?.email)) return true
  return answerGroupsOf(doc.questionGroups).some((group) =>
    group.questions.some(
      (question) =>
        Array.isArray(question.answers) &&
        question.answers.some((value) => (isOther(value) ? has(value.other) : typeof value === 'string' && has(value))),
    ),
  )
}

export type AnswerListQuery = { roundId?: string; search?: string; page: number; limit: number }

/**
 * The answers of a questionnaire, newest first, one page. Without a search the database pages;
 * a search also looks into the text answers (a JSON column), so it scans the answers in pages
 * and keeps only the matching ids.
 */
export const listAnswers = async (
  payload: Payload,
  questionnaireId: string,
  query: AnswerListQuery,
): Promise<AnswerList> => {
  const questionnaire = await loadQuestionnaire(payload, questionnaireId)
  const round = roundOf(questionnaire, query.roundId)
  const where = answersWhere(questionnaire.id, round)
  const { page, limit } = query
  if (!query.search) {
    // The download-all page size (Number.MAX_SAFE_INTEGER) reads every answer in one query.
    const all = limit >= Number.MAX_SAFE_INTEGER
    const found = await payload.find({
      collection: 'questionnaire-answers',
      where,
      sort: '-createdAt',
      ...(all ? { pagination: false } : { page, limit }),
      depth: 0,
      overrideAccess: true,
      select: { roundId: true, respondent: true, createdAt: true },
    })
    const docs = found.docs as QuestionnaireAnswer[]
    return { data: docs.map((doc) => listItem(questionnaire, doc)), total: found.totalDocs, page, limit }
  }
  const matching: ScannedAnswer[] = []
  for await (const docs of scanAnswers(payload, scanFilter(questionnaire.id, round), [
    'roundId',
    'respondent',
    'createdAt',
    'questionGroups',
  ])) {
    for (const doc of docs) if (answerMatches(doc, query.search)) matching.push({ ...doc, questionGroups: null })
  }
  matching.sort((a, b) =>
    a.createdAt === b.createdAt
      ? String(b.id).localeCompare(String(a.id))
      : String(b.createdAt).localeCompare(String(a.createdAt)),
  )
  const start = (page - 1) * limit
  return {
    data: matching.slice(start, start + limit).map((doc) => listItem(questionnaire, doc)),
    total: matching.length,
    page,
    limit,
  }
}

export type AnswerDetail = AnswerListItem & {
  questionnaireId: string
  questionnaireTitle: string
  respondent: QuestionnaireAnswer['respondent']
  groups: AnswerDetailGroup[]
}

/** One answer with the question texts beside its answers. */
export const answerDetail = async (payload: Payload, answerId: string): Promise<AnswerDetail> => {
  const doc = (await payload.findByID({
    collection: 'questionnaire-answers',
    id: answerId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })) as QuestionnaireAnswer | null
  if (!doc) throw new AppError(404, ANSWERS_MSG.answerNotFound)
  const questionnaireId =
    typeof doc.questionnaireId === 'object' ? String(doc.questionnaireId.id) : String(doc.questionnaireId)
  const questionnaire = await loadQuestionnaire(payload, questionnaireId)
  return {
    ...listItem(questionnaire, doc),
    questionnaireId: questionnaire.id,
    questionnaireTitle: questionnaire.title,
    respondent: doc.respondent,
    groups: answerDetailGroups(questionnaire.groups, answerGroupsOf(doc.questionGroups)),
  }
}

export type StatisticsResult = QuestionnaireStatistics & {
  questionnaireId: string
  title: string
  roundId: string | null
  rounds: LoadedQuestionnaire['rounds']
}

/** The statistics of one round (or every round), read in pages. */
export const questionnaireStatistics = async (
  payload: Payload,
  questionnaireId: string,
  roundId: string | undefined,
): Promise<StatisticsResult> => {
  const questionnaire = await loadQuestionnaire(payload, questionnaireId)
  const round = roundOf(questionnaire, roundId)
  const accumulator = statisticsAccumulator(questionnaire.groups)
  for await (const docs of scanAnswers(payload, scanFilter(questionnaire.id, round), ['questionGroups'])) {
    for (const doc of docs) accumulator.add(answerGroupsOf(doc.questionGroups))
  }
  return {
    ...accumulator.result(),
    questionnaireId: questionnaire.id,
    title: questionnaire.title,
    roundId: round ?? null,
    rounds: questionnaire.rounds,
  }
}

/** `2026/11/24 14:05` in the library's time zone. */
export const formatSubmitted = (value: string): string => {
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: LIBRARY_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  )
  return `${parts.year}/${parts.month}/${parts.day} ${parts.hour}:${parts.minute}`
}
