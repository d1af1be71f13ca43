import { MSG } from '@/i18n/messages'
import { isCalendarDay } from '@/validation/dates'
import { pathOf } from './jumps'
import { groupPlace, questionPlace } from './places'
import type { AnswerGroup, AnswerValue, Question, QuestionAnswer, QuestionGroup } from './types'

/**
 * The answer check: the server runs it on
 * every submitted answer and the filling page runs `checkQuestionAnswer` per question, so both
 * give the same zh-TW messages. Nothing is coerced: a Number must be a JSON number, a YesNo a
 * boolean, an option an existing option id. See docs/questionnaires.md for the formats.
 */

export const ANSWER_MSG = {
  shape: '作答格式不正確',
  unknownGroup: (id: string) => `題組不存在（${id}）`,
  unknownQuestion: (place: string, id: string) => `${place}：題目不存在（${id}）`,
  duplicateGroup: (place: string) => `${place}：重複作答`,
  duplicateQuestion: (place: string) => `${place}：重複作答`,
  offPath: (place: string) => `${place}不在這次的作答路徑上，不能作答`,
  single: '只能有一個答案',
  text: '請輸入文字',
  tooLong: (max: number) => `最多 ${max} 個字`,
  number: '請輸入數字',
  date: '日期格式須為 YYYY-MM-DD',
  time: '時間格式須為 HH:mm',
  dateTime: '日期時間格式須為 YYYY-MM-DDTHH:mm',
  yesNo: '請選擇是或否',
  unknownOption: '選項不存在',
  noOther: '此題沒有「其他」選項',
  otherText: MSG.required('「其他」內容'),
  duplicateOption: '同一個選項只能選一次',
  oneOther: '「其他」只能填一次',
  likertRows: (rows: number) => `量表須有 ${rows} 列的作答`,
  likertColumn: (row: string) => `「${row}」的選擇超出範圍`,
} as const

/** Longest text answer accepted (TextBox and TextArea, and the "other" text). */
export const MAX_TEXT_LENGTH = 5000

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

/** A date answer: a calendar day written YYYY-MM-DD (the contract's one check, src/validation/dates.ts). */
export const isValidDate = isCalendarDay

export const isValidTime = (value: string): boolean => TIME.test(value)

export const isValidDateTime = (value: string): boolean => {
  const [date, time, ...rest] = value.split('T')
  return rest.length === 0 && date !== undefined && time !== undefined && isValidDate(date) && isValidTime(time)
}

const isOther = (value: unknown): value is { other: unknown } =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  'other' in value &&
  Object.keys(value).length === 1

/** The normalised answers of one question, or the message (without place) of what is wrong. */
export type QuestionCheck = { ok: true; answers: AnswerValue[] } | { ok: false; message: string }

const fail = (message: string): QuestionCheck => ({ ok: false, message })

const checkText = (value: unknown): string | QuestionCheck => {
  if (typeof value !== 'string') return fail(ANSWER_MSG.text)
  const text = value.trim()
  if (text.length > MAX_TEXT_LENGTH) return fail(ANSWER_MSG.tooLong(MAX_TEXT_LENGTH))
  return text
}

const checkOther = (question: Question, value: { other: unknown }): AnswerValue | QuestionCheck => {
  if (!question.hasOtherOption) return fail(ANSWER_MSG.noOther)
  const text = checkText(value.other)
  if (typeof text !== 'string') return text
  if (text === '') return fail(ANSWER_MSG.otherText)
  return { other: text }
}

const checkChoice = (question: Question, value: unknown): AnswerValue | QuestionCheck => {
  if (isOther(value)) return checkOther(question, value)
  if (typeof value !== 'string' || !question.options.some((option) => option._id === value))
    return fail(ANSWER_MSG.unknownOption)
  return value
}

const isCheck = (value: unknown): value is QuestionCheck =>
  typeof value === 'object' && value !== null && 'ok' in value && (value as { ok: unknown }).ok === false

/** Check the answers to one question against its type; `[]` means unanswered (required is checked too). */
export const checkQuestionAnswer = (question: Question, input: unknown): QuestionCheck => {
  if (!Array.isArray(input)) return fail(ANSWER_MSG.shape)
  const answers = checkByType(question, input)
  if (!answers.ok) return answers
  if (question.isRequired && isUnanswered(question, answers.answers)) return fail(MSG.required(question.question))
  return answers
}

/** Whether normalised answers leave the question unanswered (Likert: any row unanswered). */
export const isUnanswered = (question: Question, answers: readonly AnswerValue[]): boolean =>
  question.type === 'LikertScale'
    ? answers.length === 0 || answers.some((value) => value === null)
    : answers.length === 0

const checkByType = (question: Question, input: unknown[]): QuestionCheck => {
  const values = input.filter((value) => value !== null && value !== undefined && value !== '')
  if (question.type === 'LikertScale') return checkLikert(question, input)
  if (question.type === 'MultipleAnswers') return checkMany(question, values)
  if (values.length === 0) return { ok: true, answers: [] }
  if (values.length > 1) return fail(ANSWER_MSG.single)
  const value = values[0]
  switch (question.type) {
    case 'TextBox':
    case 'TextArea': {
      const text = checkText(value)
      if (typeof text !== 'string') return text
      return { ok: true, answers: text === '' ? [] : [text] }
    }
    case 'Number':
      return typeof value === 'number' && Number.isFinite(value)
        ? { ok: true, answers: [value] }
        : fail(ANSWER_MSG.number)
    case 'Date':
      return typeof value === 'string' && isValidDate(value) ? { ok: true, answers: [value] } : fail(ANSWER_MSG.date)
    case 'Time':
      return typeof value === 'string' && isValidTime(value) ? { ok: true, answers: [value] } : fail(ANSWER_MSG.time)
    case 'DateTime':
      return typeof value === 'string' && isValidDateTime(value)
        ? { ok: true, answers: [value] }
        : fail(ANSWER_MSG.dateTime)
    case 'YesNo':
      return typeof value === 'boolean' ? { ok: true, answers: [value] } : fail(ANSWER_MSG.yesNo)
    case 'MultipleChoices':
    case 'DropDownList': {
      const checked = checkChoice(question, value)
      return isCheck(checked) ? checked : { ok: true, answers: [checked] }
    }
  }
}

const checkMany = (question: Question, values: unknown[]): QuestionCheck => {
  const answers: AnswerValue[] = []
  const seen = new Set<string>()
  let others = 0
  for (const value of values) {
    const checked = checkChoice(question, value)
    if (isCheck(checked)) return checked
    if (typeof checked === 'string') {
      if (seen.has(checked)) return fail(ANSWER_MSG.duplicateOption)
      seen.add(checked)
    } else if ((others += 1) > 1) return fail(ANSWER_MSG.oneOther)
    answers.push(checked)
  }
  return { ok: true, answers }
}

const checkLikert = (question: Question, input: unknown[]): QuestionCheck => {
  const rows = question.likertRows ?? []
  const columns = question.likertColumns ?? []
  if (input.every((value) => value === null || value === undefined)) return { ok: true, answers: [] }
  if (input.length !== rows.length) return fail(ANSWER_MSG.likertRows(rows.length))
  const answers: AnswerValue[] = []
  for (const [index, value] of input.entries()) {
    if (value === null || value === undefined) answers.push(null)
    else if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < columns.length)
      answers.push(value)
    else return fail(ANSWER_MSG.likertColumn(rows[index] ?? ''))
  }
  return { ok: true, answers }
}

export type AnswersResult = { ok: true; value: AnswerGroup[] } | { ok: false; errors: string[] }

type RawQuestion = { _id: string; answers: unknown[] }
type RawGroup = { _id: string; questions: RawQuestion[] }

const parseShape = (input: unknown): RawGroup[] | null => {
  if (!Array.isArray(input)) return null
  const groups: RawGroup[] = []
  for (const group of input) {
    if (typeof group !== 'object' || group === null) return null
    const { _id, questions } = group as { _id?: unknown; questions?: unknown }
    if (typeof _id !== 'string' || !Array.isArray(questions)) return null
    const parsed: RawQuestion[] = []
    for (const question of questions) {
      if (typeof question !== 'object' || question === null) return null
      const { _id: qid, answers } = question as { _id?: unknown; answers?: unknown }
      if (typeof qid !== 'string' || !Array.isArray(answers)) return null
      parsed.push({ _id: qid, answers })
    }
    groups.push({ _id, questions: parsed })
  }
  return groups
}

const hasAnswer = (group: RawGroup): boolean =>
  group.questions.some((question) =>
    question.answers.some((value) => value !== null && value !== undefined && value !== ''),
  )

/**
 * Check a whole submitted answer against the structure and its jump path. On success the value
 * holds ONLY the groups on the path, each with every question in structure order (unanswered
 * questions as `answers: []`). Groups off the path may be sent empty (they are dropped); any
 * answer in them is refused.
 */
export const checkAnswers = (structure: readonly QuestionGroup[], input: unknown): AnswersResult => {
  const raw = parseShape(input)
  if (!raw) return { ok: false, errors: [ANSWER_MSG.shape] }
  const errors: string[] = []
  const groupIndex = new Map(structure.map((group, index) => [group._id, index]))
  const submitted = new Map<string, RawGroup>()
  for (const group of raw) {
    const index = groupIndex.get(group._id)
    if (index === undefined) {
      errors.push(ANSWER_MSG.unknownGroup(group._id))
      continue
    }
    if (submitted.has(group._id)) errors.push(ANSWER_MSG.duplicateGroup(groupPlace(index)))
    submitted.set(group._id, group)
    const known = new Map(structure[index]!.questions.map((question, q) => [question._id, q]))
    const seen = new Set<string>()
    for (const question of group.questions) {
      const q = known.get(question._id)
      if (q === undefined) errors.push(ANSWER_MSG.unknownQuestion(groupPlace(index), question._id))
      else if (seen.has(question._id)) errors.push(ANSWER_MSG.duplicateQuestion(questionPlace(index, q)))
      seen.add(question._id)
    }
  }
  if (errors.length > 0) return { ok: false, errors }

  // The path follows the submitted choices; an unknown option on the path is refused below.
  const asAnswers: AnswerGroup[] = [...submitted.values()].map((group) => ({
    _id: group._id,
    questions: group.questions.map((question) => ({ _id: question._id, answers: question.answers as AnswerValue[] })),
  }))
  const path = pathOf(structure, asAnswers)
  const onPath = new Set(path)
  for (const [id, group] of submitted) {
    const index = groupIndex.get(id)!
    if (!onPath.has(index) && hasAnswer(group)) errors.push(ANSWER_MSG.offPath(groupPlace(index)))
  }

  const value: AnswerGroup[] = path.map((index) => {
    const group = structure[index]!
    const given = new Map(
      (submitted.get(group._id)?.questions ?? []).map((question) => [question._id, question.answers]),
    )
    const questions: QuestionAnswer[] = group.questions.map((question, q) => {
      const checked = checkQuestionAnswer(question, given.get(question._id) ?? [])
      if (!checked.ok) {
        errors.push(`${questionPlace(index, q)}：${checked.message}`)
        return { _id: question._id, answers: [] }
      }
      return { _id: question._id, answers: checked.answers }
    })
    return { _id: group._id, questions }
  })
  return errors.length > 0 ? { ok: false, errors } : { ok: true, value }
}
