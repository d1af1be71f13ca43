import { checkAnswers } from '@/forms/answers'
import type { AnswerGroup, AnswerValue, Question, QuestionGroup } from '@/forms/types'
import { RECOMMENDATION_STATUS_LABEL } from './labels'
import { REC_MSG } from './messages'

/**
 * The recommendation rules, free of
 * Payload so the unit tests read them directly.
 *
 * Status transitions:
 * - Pending -> Approved or Rejected (approve / reject, a reply required);
 * - Approved or Rejected -> Closed (close);
 * - Pending -> Closed is refused: a recommendation is closed only after the visitor has had
 *   the library's decision and its reply, so nobody's recommendation ends without an answer;
 * - everything else (deciding twice, deciding or closing a closed one) is a 409.
 */
export type RecommendationStatus = keyof typeof RECOMMENDATION_STATUS_LABEL
export type RecommendationAction = 'approve' | 'reject' | 'close'

export const RECOMMENDATION_STATUSES = Object.keys(RECOMMENDATION_STATUS_LABEL) as RecommendationStatus[]

const TARGET: Record<RecommendationAction, RecommendationStatus> = {
  approve: 'Approved',
  reject: 'Rejected',
  close: 'Closed',
}

/** The status an action leads to from `from`, or the zh-TW reason it is refused (a 409). */
export const transition = (
  from: RecommendationStatus,
  action: RecommendationAction,
): { to: RecommendationStatus } | { refused: string } => {
  if (action === 'close')
    return from === 'Approved' || from === 'Rejected'
      ? { to: 'Closed' }
      : { refused: from === 'Closed' ? REC_MSG.alreadyClosed : REC_MSG.closeBeforeDecision }
  if (from !== 'Pending') return { refused: from === 'Closed' ? REC_MSG.alreadyClosed : REC_MSG.alreadyDecided }
  return { to: TARGET[action] }
}

/** ISBN-10 (last digit may be X) or ISBN-13 with a valid check digit; hyphens and spaces ignored. */
export const isValidIsbn = (value: string): boolean => {
  const isbn = value.replace(/[-\s]/g, '').toUpperCase()
  if (/^\d{9}[\dX]$/.test(isbn)) {
    const sum = [...isbn].reduce((total, char, index) => total + (char === 'X' ? 10 : Number(char)) * (10 - index), 0)
    return sum % 11 === 0
  }
  if (/^\d{13}$/.test(isbn)) {
    const sum = [...isbn].reduce((total, char, index) => total + Number(char) * (index % 2 === 0 ? 1 : 3), 0)
    return sum % 10 === 0
  }
  return false
}

const isOther = (value: AnswerValue): value is { other: string } =>
  typeof value === 'object' && value !== null && 'other' in value

/**
 * Check a recommendation's answers with the questionnaire engine (src/forms/answers.ts): the
 * structure, the jump path, every type as typed, required questions on the path. Returns the
 * normalised answers (the groups on the path, unanswered questions as `[]`) or the zh-TW
 * problems, each naming its place.
 */
export const checkRecommendationAnswers = (
  groups: readonly QuestionGroup[],
  input: unknown,
): { answers: AnswerGroup[] } | { problems: string[] } => {
  const checked = checkAnswers(groups, input)
  return checked.ok ? { answers: checked.value } : { problems: checked.errors }
}

/** A readable answer: option ids as their text, "other" as 其他：text, Likert rows as row：column. */
export const answerText = (question: Question, answers: readonly AnswerValue[]): string => {
  const text = (value: AnswerValue, index: number): string => {
    if (value === null) return ''
    if (isOther(value)) return `其他：${value.other}`
    if (question.type === 'YesNo') return value ? '是' : '否'
    if (question.type === 'LikertScale' && typeof value === 'number')
      return `${question.likertRows?.[index] ?? ''}：${question.likertColumns?.[value] ?? ''}`
    if (typeof value === 'string') return question.options.find((option) => option._id === value)?.text ?? value
    return String(value)
  }
  return answers
    .map(text)
    .filter((part) => part !== '')
    .join('、')
}

export type ReadableAnswer = { group: string; question: string; answer: string }

/** The answers as question -> answer text, in the questionnaire's order (staff detail, visitor page). */
export const readableAnswers = (groups: readonly QuestionGroup[], stored: readonly AnswerGroup[]): ReadableAnswer[] =>
  groups.flatMap((group) =>
    group.questions.map((question) => {
      const answers =
        stored.find((entry) => entry._id === group._id)?.questions.find((entry) => entry._id === question._id)
          ?.answers ?? []
      return { group: group.title, question: question.question, answer: answerText(question, answers) }
    }),
  )
