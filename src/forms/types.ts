/**
 * The questionnaire structure and answer formats (questionnaire, question group, question,
 * option, questionnaire answer). Questionnaires and the recommendation questionnaire store
 * `questionGroups` in this shape; answers are stored in `AnswerGroup[]`.
 * This file is the contract the builder, the filling page, the server-side answer check, the
 * statistics and the export share. See docs/questionnaires.md for the rules.
 */

export const QUESTION_TYPES = [
  'TextBox',
  'TextArea',
  'YesNo',
  'MultipleChoices',
  'MultipleAnswers',
  'DropDownList',
  'LikertScale',
  'Number',
  'Date',
  'Time',
  'DateTime',
] as const
export type QuestionType = (typeof QUESTION_TYPES)[number]

/** The three types that carry options. */
export const CHOICE_TYPES = [
  'MultipleChoices',
  'MultipleAnswers',
  'DropDownList',
] as const satisfies readonly QuestionType[]
export type ChoiceType = (typeof CHOICE_TYPES)[number]

/** Where to go after a group (or after choosing an option): the next group, group n (1-based), or the end. */
export const FORWARDS = ['Next', 'Group', 'End'] as const
export type Forward = (typeof FORWARDS)[number]

export type QuestionOption = {
  _id: string
  text: string
  /** `Next` on an option means "no override": the group's own jump applies. */
  forward: Forward
  /** The 1-based group number when `forward` is `Group`, otherwise null. */
  forwardGroup: number | null
  imageUrl?: string | null
}

export type Question = {
  _id: string
  question: string
  type: QuestionType
  imageUrl?: string | null
  /** Only for the choice types; [] otherwise. */
  options: QuestionOption[]
  isRequired: boolean
  /** Only meaningful for the choice types: an "other" entry with its own text. */
  hasOtherOption: boolean
  /** Only for LikertScale: row and column labels (default 第 n 列 / 第 n 欄). */
  likertRows?: string[]
  likertColumns?: string[]
}

export type QuestionGroup = {
  _id: string
  title: string
  description?: string | null
  imageUrl?: string | null
  forward: Forward
  forwardGroup: number | null
  questions: Question[]
}

/** The "other" entry of a choice question: the visitor's own text. */
export type OtherAnswer = { other: string }

/**
 * One answer value. Per question type, `answers` holds:
 * - TextBox, TextArea: [string]
 * - Number: [number]
 * - Date: ['YYYY-MM-DD'], Time: ['HH:mm'], DateTime: ['YYYY-MM-DDTHH:mm'] (library local time)
 * - YesNo: [boolean]
 * - MultipleChoices, DropDownList: [optionId] or [{ other }]
 * - MultipleAnswers: any number of distinct optionIds, plus at most one { other }
 * - LikertScale: one entry per row, the 0-based column index (null for an unanswered row)
 * An unanswered question has `answers: []`.
 */
export type AnswerValue = string | number | boolean | null | OtherAnswer

export type QuestionAnswer = { _id: string; answers: AnswerValue[] }
export type AnswerGroup = { _id: string; questions: QuestionAnswer[] }
