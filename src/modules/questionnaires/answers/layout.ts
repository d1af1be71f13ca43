import type { AnswerValue, Question, QuestionGroup } from '@/forms/types'
import { FIELD_LABEL } from '@/i18n/modules'
import {
  OTHER_LABEL,
  answerText,
  answersByQuestion,
  isOther,
  likertColumnLabel,
  likertRows,
  numberedQuestions,
} from './structure'
import type { AnswerGroup } from '@/forms/types'

/**
 * The export's columns (docs/questionnaire-statistics.md "Export layout"): submitted time,
 * round, the respondent fields, then one column per question; a Likert question has one
 * column per row, and a question with an "other" option has its other text in its own column.
 */

export const RESPONDENT_COLUMNS = [
  ['name', FIELD_LABEL.respondentName],
  ['email', FIELD_LABEL.email],
  ['phoneNumber', FIELD_LABEL.phoneNumber],
  ['username', FIELD_LABEL.username],
  ['primaryDepartment', FIELD_LABEL.primaryDepartment],
  ['secondaryDepartment', FIELD_LABEL.secondaryDepartment],
  ['jobTitle', FIELD_LABEL.jobTitle],
  ['jobCategory', FIELD_LABEL.jobCategory],
] as const

export type RespondentKey = (typeof RESPONDENT_COLUMNS)[number][0]

/** One response as the export reads it. */
export type ExportResponse = {
  submittedAt: string
  roundTitle: string
  respondent: Partial<Record<RespondentKey, string | null>>
  questionGroups: AnswerGroup[]
}

export type ExportColumn = {
  header: string
  value: (response: ExportResponse, answers: Map<string, AnswerValue[]>) => string | number
}

const joinTexts = (question: Question, values: AnswerValue[]): string | number => {
  const present = values.filter((value) => value !== null && value !== '' && !isOther(value))
  if (question.type === 'Number' && present.length === 1 && typeof present[0] === 'number') return present[0]
  return present.map((value) => answerText(question, value)).join('、')
}

const questionColumns = (question: Question, number: string): ExportColumn[] => {
  const title = `${number} ${question.question}`
  if (question.type === 'LikertScale') {
    return likertRows(question).map((row, index) => ({
      header: `${title}：${row}`,
      value: (_, answers) => {
        const value = answers.get(question._id)?.[index]
        return typeof value === 'number' ? likertColumnLabel(question, value) : ''
      },
    }))
  }
  const columns: ExportColumn[] = [
    { header: title, value: (_, answers) => joinTexts(question, answers.get(question._id) ?? []) },
  ]
  if (question.hasOtherOption && question.type !== 'YesNo' && question.options.length > 0) {
    columns.push({
      header: `${title}（${OTHER_LABEL}）`,
      value: (_, answers) =>
        (answers.get(question._id) ?? [])
          .filter(isOther)
          .map((value) => value.other)
          .join('、'),
    })
  }
  return columns
}

export const exportColumns = (groups: QuestionGroup[]): ExportColumn[] => [
  { header: '填答時間', value: (response) => response.submittedAt },
  { header: '填答期間', value: (response) => response.roundTitle },
  ...RESPONDENT_COLUMNS.map(([key, label]): ExportColumn => ({
    header: label,
    value: (response) => response.respondent[key] ?? '',
  })),
  ...numberedQuestions(groups).flatMap(({ question, number }) => questionColumns(question, number)),
]

/** One response as a row of cells, in the columns' order. */
export const exportRow = (columns: ExportColumn[], response: ExportResponse): (string | number)[] => {
  const answers = answersByQuestion(response.questionGroups)
  return columns.map((column) => column.value(response, answers))
}
