import type { QuestionGroup } from '@/forms/types'
import type { AnswerGroup } from '@/forms/types'
import { answerText, answersByQuestion, isOther, likertColumnLabel, likertRows } from './structure'

/** One question of an answer as staff read it: the question text beside the answer texts. */
export type AnswerDetailItem = {
  questionId: string
  question: string
  type: QuestionGroup['questions'][number]['type']
  /** Answer texts: option ids as option texts, yes/no in words; [] when unanswered. */
  answers: string[]
  /** The "other" text, when given. */
  other: string | null
  /** LikertScale only: each row with its chosen column label (null for an unanswered row). */
  likert?: { row: string; column: string | null }[]
}

export type AnswerDetailGroup = { groupId: string; title: string; questions: AnswerDetailItem[] }

/** The whole questionnaire's structure with one response's answers beside each question. */
export const answerDetailGroups = (groups: QuestionGroup[], answer: AnswerGroup[]): AnswerDetailGroup[] => {
  const byQuestion = answersByQuestion(answer)
  return groups.map((group) => ({
    groupId: group._id,
    title: group.title,
    questions: group.questions.map((question): AnswerDetailItem => {
      const values = byQuestion.get(question._id) ?? []
      const other = values.find(isOther)
      const item: AnswerDetailItem = {
        questionId: question._id,
        question: question.question,
        type: question.type,
        answers:
          question.type === 'LikertScale'
            ? []
            : values
                .filter((value) => value !== null && value !== '' && !isOther(value))
                .map((value) => answerText(question, value)),
        other: other ? other.other : null,
      }
      if (question.type === 'LikertScale') {
        item.likert = likertRows(question).map((row, index) => {
          const value = values[index]
          return { row, column: typeof value === 'number' ? likertColumnLabel(question, value) : null }
        })
      }
      return item
    }),
  }))
}
