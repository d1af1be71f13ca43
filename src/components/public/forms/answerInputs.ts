import { ANSWER_MSG, checkQuestionAnswer } from '@/forms/answers'
import type { AnswerGroup, AnswerValue, Question, QuestionGroup } from '@/forms/types'

/**
 * What a visitor has typed or chosen for one question, as the inputs hold it, and its
 * conversion to the stored answer format (src/forms/types.ts). The conversion never guesses:
 * a Number field that does not hold a number gives the engine's message.
 */
export type DraftAnswer = {
  text?: string
  choice?: string
  choices?: string[]
  other?: string
  likert?: (number | null)[]
}

/** The value of the "other" entry in radios, selects and checkboxes. */
export const OTHER_CHOICE = '__other__'

export type Converted = { ok: true; answers: AnswerValue[] } | { ok: false; message: string }

const otherValue = (draft: DraftAnswer): AnswerValue => ({ other: (draft.other ?? '').trim() })

export const toAnswers = (question: Question, draft: DraftAnswer | undefined): Converted => {
  const d = draft ?? {}
  const text = (d.text ?? '').trim()
  switch (question.type) {
    case 'TextBox':
    case 'TextArea':
    case 'Date':
    case 'Time':
    case 'DateTime':
      return { ok: true, answers: text ? [text] : [] }
    case 'Number': {
      if (!text) return { ok: true, answers: [] }
      const value = Number(text)
      return Number.isFinite(value) ? { ok: true, answers: [value] } : { ok: false, message: ANSWER_MSG.number }
    }
    case 'YesNo':
      return { ok: true, answers: d.choice === 'yes' ? [true] : d.choice === 'no' ? [false] : [] }
    case 'MultipleChoices':
    case 'DropDownList':
      if (!d.choice) return { ok: true, answers: [] }
      return { ok: true, answers: [d.choice === OTHER_CHOICE ? otherValue(d) : d.choice] }
    case 'MultipleAnswers':
      return {
        ok: true,
        answers: (d.choices ?? []).map((choice) => (choice === OTHER_CHOICE ? otherValue(d) : choice)),
      }
    case 'LikertScale': {
      const rows = question.likertRows ?? []
      const likert = rows.map((_, i) => d.likert?.[i] ?? null)
      return { ok: true, answers: likert.every((value) => value === null) ? [] : likert }
    }
  }
}

/** Convert and check one question with the engine's rules; the message (no place) when wrong. */
export const checkDraft = (question: Question, draft: DraftAnswer | undefined): Converted => {
  const converted = toAnswers(question, draft)
  if (!converted.ok) return converted
  const checked = checkQuestionAnswer(question, converted.answers)
  return checked.ok ? { ok: true, answers: checked.answers } : { ok: false, message: checked.message }
}

/** One group's answers in the stored shape (questions that do not convert are left unanswered). */
export const answerGroupOf = (group: QuestionGroup, drafts: Record<string, DraftAnswer>): AnswerGroup => ({
  _id: group._id,
  questions: group.questions.map((question) => {
    const converted = toAnswers(question, drafts[question._id])
    return { _id: question._id, answers: converted.ok ? converted.answers : [] }
  }),
})
