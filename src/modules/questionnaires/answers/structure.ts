import type { AnswerGroup, AnswerValue, OtherAnswer, Question, QuestionGroup } from '@/forms/types'

/**
 * Reading stored questionnaires and answers in the shared shape (src/forms/types.ts). Both are
 * JSON columns, so what comes back is checked loosely here: anything not in the shape is
 * skipped, never trusted.
 */

export const isOther = (value: AnswerValue): value is OtherAnswer =>
  typeof value === 'object' && value !== null && typeof (value as OtherAnswer).other === 'string'

export const groupsOf = (value: unknown): QuestionGroup[] =>
  Array.isArray(value)
    ? (value.filter(
        (g) => g && typeof g === 'object' && Array.isArray((g as QuestionGroup).questions),
      ) as QuestionGroup[])
    : []

export const answerGroupsOf = (value: unknown): AnswerGroup[] =>
  Array.isArray(value)
    ? (value.filter((g) => g && typeof g === 'object' && Array.isArray((g as AnswerGroup).questions)) as AnswerGroup[])
    : []

/** Question id -> its answers, for one response. */
export const answersByQuestion = (groups: AnswerGroup[]): Map<string, AnswerValue[]> => {
  const out = new Map<string, AnswerValue[]>()
  for (const group of groups) {
    for (const question of group.questions) {
      if (question && typeof question._id === 'string' && Array.isArray(question.answers))
        out.set(question._id, question.answers)
    }
  }
  return out
}

/** Every question with its 1-based group and question numbers (`2-3` is group 2, question 3). */
export type NumberedQuestion = { question: Question; groupIndex: number; number: string }

export const numberedQuestions = (groups: QuestionGroup[]): NumberedQuestion[] =>
  groups.flatMap((group, g) =>
    group.questions.map((question, q) => ({ question, groupIndex: g, number: `${g + 1}-${q + 1}` })),
  )

export const YES_NO_LABELS = { yes: '是', no: '否' } as const
export const OTHER_LABEL = '其他'

/** Likert row and column labels, with the defaults 第 n 列 / 第 n 欄. */
export const likertRows = (question: Question): string[] => question.likertRows ?? []
export const likertColumns = (question: Question): string[] => question.likertColumns ?? []
export const likertColumnLabel = (question: Question, index: number): string =>
  likertColumns(question)[index] ?? `第 ${index + 1} 欄`

/** One answer value as the text staff read (option ids resolved, yes/no in words). */
export const answerText = (question: Question, value: AnswerValue): string => {
  if (value === null || value === undefined) return ''
  if (isOther(value)) return `${OTHER_LABEL}：${value.other}`
  if (typeof value === 'boolean') return value ? YES_NO_LABELS.yes : YES_NO_LABELS.no
  if (typeof value === 'string' && question.options.length > 0) {
    return question.options.find((option) => option._id === value)?.text ?? value
  }
  return String(value)
}
