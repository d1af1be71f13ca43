import { z } from 'zod'

import { MSG } from '@/i18n/messages'
import { defaultLikertColumn, defaultLikertRow, groupPlace, optionPlace, questionPlace } from './places'
import {
  CHOICE_TYPES,
  FORWARDS,
  QUESTION_TYPES,
  type Forward,
  type Question,
  type QuestionGroup,
  type QuestionOption,
  type QuestionType,
} from './types'

/**
 * The structure check: the builder shows these messages inline
 * and the back-office PUT refuses a structure that has any. Every message names its place
 * (第 n 題組 / 第 m 題 / 第 k 個選項) and uses the spec's '<label>為必填欄位'. A valid structure is
 * returned normalised: strings trimmed, Likert defaults filled, `forwardGroup` null unless the
 * jump is Group, options [] for the non-choice types. Nothing is coerced: a wrong enumeration
 * (type, jump) is refused.
 */

export const STRUCTURE_LABEL = {
  questionnaireTitle: '問卷標題',
  question: '題目',
  type: '題型',
  optionText: '選項文字',
  forward: '跳題方式',
  forwardGroup: '跳至題組',
  options: '選項',
  likertRows: '量表列',
  likertColumns: '量表欄',
  id: '編號',
} as const

/** A Likert scale has 2 to 10 columns (the count selector goes from 2 to 10). */
export const LIKERT_MAX_COLUMNS = 10

export const STRUCTURE_MSG = {
  unknownType: '題型不正確',
  unknownForward: '跳題方式不正確',
  forwardGroupNotAfter: (groupIndex: number, groupCount: number) =>
    groupIndex + 2 <= groupCount
      ? `跳至題組必須是後面的題組（第 ${groupIndex + 2} 至第 ${groupCount} 題組）`
      : '最後一個題組不能跳至其他題組，請選擇下一組或結束',
  optionsOnlyForChoice: '只有單選、複選與下拉選單可以設定選項',
  otherOnlyForChoice: '只有單選、複選與下拉選單可以有「其他」選項',
  likertOnlyForLikert: '只有量表題可以設定量表列與量表欄',
  likertRowsMin: '量表至少需要 1 列',
  likertColumnsMin: '量表至少需要 2 欄',
  likertColumnsMax: `量表最多 ${LIKERT_MAX_COLUMNS} 欄`,
  duplicateId: (id: string) => `編號重複（${id}）`,
  notAList: '題組格式不正確',
  notAnObject: '格式不正確',
  notText: (label: string) => `${label}格式不正確`,
} as const

export const isChoiceType = (type: QuestionType): boolean => (CHOICE_TYPES as readonly QuestionType[]).includes(type)

export type StructureIssue = { path: (string | number)[]; message: string }

export type StructureResult = { ok: true; value: QuestionGroup[] } | { ok: false; errors: StructureIssue[] }

type Raw = Record<string, unknown>

const isRecord = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value)

/** A checker that collects issues while building the normalised structure. */
class Collector {
  readonly errors: StructureIssue[] = []
  private readonly ids = new Set<string>()

  add(path: (string | number)[], place: string, message: string): void {
    this.errors.push({ path, message: `${place}：${message}` })
  }

  id(raw: Raw, path: (string | number)[], place: string): string {
    const value = raw._id
    if (typeof value !== 'string' || value.trim() === '') {
      this.add([...path, '_id'], place, MSG.required(STRUCTURE_LABEL.id))
      return ''
    }
    const id = value.trim()
    if (this.ids.has(id)) this.add([...path, '_id'], place, STRUCTURE_MSG.duplicateId(id))
    this.ids.add(id)
    return id
  }

  text(raw: Raw, key: string, path: (string | number)[], place: string, label: string, required: boolean): string {
    const value = raw[key]
    if (value === undefined || value === null) {
      if (required) this.add([...path, key], place, MSG.required(label))
      return ''
    }
    if (typeof value !== 'string') {
      this.add([...path, key], place, STRUCTURE_MSG.notText(label))
      return ''
    }
    const text = value.trim()
    if (required && text === '') this.add([...path, key], place, MSG.required(label))
    return text
  }

  optionalText(raw: Raw, key: string, path: (string | number)[], place: string, label: string): string | null {
    const text = this.text(raw, key, path, place, label, false)
    return text === '' ? null : text
  }

  /** A jump (`forward` + `forwardGroup`) on group `groupIndex`: Group n must be a later group. */
  jump(
    raw: Raw,
    path: (string | number)[],
    place: string,
    groupIndex: number,
    groupCount: number,
  ): { forward: Forward; forwardGroup: number | null } {
    const forward = raw.forward
    if (forward === undefined || forward === null || forward === '') {
      this.add([...path, 'forward'], place, MSG.required(STRUCTURE_LABEL.forward))
      return { forward: 'Next', forwardGroup: null }
    }
    if (typeof forward !== 'string' || !(FORWARDS as readonly string[]).includes(forward)) {
      this.add([...path, 'forward'], place, STRUCTURE_MSG.unknownForward)
      return { forward: 'Next', forwardGroup: null }
    }
    const typed = forward as Forward
    if (typed !== 'Group') return { forward: typed, forwardGroup: null }
    const target = raw.forwardGroup
    if (target === undefined || target === null || target === '') {
      this.add([...path, 'forwardGroup'], place, MSG.required(STRUCTURE_LABEL.forwardGroup))
      return { forward: typed, forwardGroup: null }
    }
    if (typeof target !== 'number' || !Number.isInteger(target) || target <= groupIndex + 1 || target > groupCount) {
      this.add([...path, 'forwardGroup'], place, STRUCTURE_MSG.forwardGroupNotAfter(groupIndex, groupCount))
      return { forward: typed, forwardGroup: typeof target === 'number' ? target : null }
    }
    return { forward: typed, forwardGroup: target }
  }

  labels(
    raw: unknown,
    path: (string | number)[],
    place: string,
    label: string,
    fallback: (index: number) => string,
  ): string[] {
    if (raw === undefined || raw === null) return []
    if (!Array.isArray(raw)) {
      this.add(path, place, STRUCTURE_MSG.notText(label))
      return []
    }
    return raw.map((entry, index) => {
      if (entry === null || entry === undefined) return fallback(index)
      if (typeof entry !== 'string') {
        this.add([...path, index], place, STRUCTURE_MSG.notText(label))
        return fallback(index)
      }
      return entry.trim() === '' ? fallback(index) : entry.trim()
    })
  }
}

const checkOption = (
  c: Collector,
  raw: unknown,
  path: (string | number)[],
  at: { group: number; question: number; option: number; groupCount: number },
): QuestionOption => {
  const place = optionPlace(at.group, at.question, at.option)
  if (!isRecord(raw)) {
    c.add(path, place, STRUCTURE_MSG.notAnObject)
    return { _id: '', text: '', forward: 'Next', forwardGroup: null, imageUrl: null }
  }
  return {
    _id: c.id(raw, path, place),
    text: c.text(raw, 'text', path, place, STRUCTURE_LABEL.optionText, true),
    ...c.jump(raw, path, place, at.group, at.groupCount),
    imageUrl: c.optionalText(raw, 'imageUrl', path, place, '圖片'),
  }
}

const checkQuestion = (
  c: Collector,
  raw: unknown,
  path: (string | number)[],
  at: { group: number; question: number; groupCount: number },
): Question => {
  const place = questionPlace(at.group, at.question)
  if (!isRecord(raw)) {
    c.add(path, place, STRUCTURE_MSG.notAnObject)
    return { _id: '', question: '', type: 'TextBox', options: [], isRequired: false, hasOtherOption: false }
  }
  const _id = c.id(raw, path, place)
  const question = c.text(raw, 'question', path, place, STRUCTURE_LABEL.question, true)
  const imageUrl = c.optionalText(raw, 'imageUrl', path, place, '圖片')
  let type: QuestionType = 'TextBox'
  if (raw.type === undefined || raw.type === null || raw.type === '')
    c.add([...path, 'type'], place, MSG.required(STRUCTURE_LABEL.type))
  else if (typeof raw.type !== 'string' || !(QUESTION_TYPES as readonly string[]).includes(raw.type))
    c.add([...path, 'type'], place, STRUCTURE_MSG.unknownType)
  else type = raw.type as QuestionType
  const isRequired = raw.isRequired === true
  const hasOtherOption = raw.hasOtherOption === true
  const choice = isChoiceType(type)
  const rawOptions = raw.options === undefined || raw.options === null ? [] : raw.options
  let options: QuestionOption[] = []
  if (!Array.isArray(rawOptions)) c.add([...path, 'options'], place, STRUCTURE_MSG.notText(STRUCTURE_LABEL.options))
  else if (!choice && rawOptions.length > 0) c.add([...path, 'options'], place, STRUCTURE_MSG.optionsOnlyForChoice)
  else if (choice) {
    if (rawOptions.length === 0) c.add([...path, 'options'], place, MSG.required(STRUCTURE_LABEL.options))
    options = rawOptions.map((option, index) =>
      checkOption(c, option, [...path, 'options', index], { ...at, option: index }),
    )
  }
  if (hasOtherOption && !choice) c.add([...path, 'hasOtherOption'], place, STRUCTURE_MSG.otherOnlyForChoice)
  const base: Question = { _id, question, type, imageUrl, options, isRequired, hasOtherOption }
  const rows = c.labels(raw.likertRows, [...path, 'likertRows'], place, STRUCTURE_LABEL.likertRows, defaultLikertRow)
  const columns = c.labels(
    raw.likertColumns,
    [...path, 'likertColumns'],
    place,
    STRUCTURE_LABEL.likertColumns,
    defaultLikertColumn,
  )
  if (type !== 'LikertScale') {
    if (rows.length > 0 || columns.length > 0) c.add([...path, 'likertRows'], place, STRUCTURE_MSG.likertOnlyForLikert)
    return base
  }
  if (rows.length < 1) c.add([...path, 'likertRows'], place, STRUCTURE_MSG.likertRowsMin)
  if (columns.length < 2) c.add([...path, 'likertColumns'], place, STRUCTURE_MSG.likertColumnsMin)
  if (columns.length > LIKERT_MAX_COLUMNS) c.add([...path, 'likertColumns'], place, STRUCTURE_MSG.likertColumnsMax)
  return { ...base, likertRows: rows, likertColumns: columns }
}

const checkGroup = (c: Collector, raw: unknown, index: number, groupCount: number): QuestionGroup => {
  const path = [index]
  const place = groupPlace(index)
  if (!isRecord(raw)) {
    c.add(path, place, STRUCTURE_MSG.notAnObject)
    return { _id: '', title: '', forward: 'Next', forwardGroup: null, questions: [] }
  }
  const rawQuestions = raw.questions === undefined || raw.questions === null ? [] : raw.questions
  if (!Array.isArray(rawQuestions)) c.add([...path, 'questions'], place, STRUCTURE_MSG.notAnObject)
  return {
    _id: c.id(raw, path, place),
    title: c.text(raw, 'title', path, place, '題組標題', false),
    description: c.optionalText(raw, 'description', path, place, '說明'),
    imageUrl: c.optionalText(raw, 'imageUrl', path, place, '圖片'),
    ...c.jump(raw, path, place, index, groupCount),
    questions: Array.isArray(rawQuestions)
      ? rawQuestions.map((question, q) =>
          checkQuestion(c, question, [...path, 'questions', q], { group: index, question: q, groupCount }),
        )
      : [],
  }
}

/** Check a structure (anything, e.g. a request body's `questionGroups`). */
export const checkStructure = (input: unknown): StructureResult => {
  const c = new Collector()
  const raw = input === undefined || input === null ? [] : input
  if (!Array.isArray(raw)) return { ok: false, errors: [{ path: [], message: STRUCTURE_MSG.notAList }] }
  const value = raw.map((group, index) => checkGroup(c, group, index, raw.length))
  return c.errors.length > 0 ? { ok: false, errors: c.errors } : { ok: true, value }
}

/** The same check as a zod schema, for request schemas (issues carry the place-named messages). */
export const questionGroupsSchema = z.unknown().transform((input, ctx): QuestionGroup[] => {
  const result = checkStructure(input)
  if (result.ok) return result.value
  for (const issue of result.errors) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message })
  return z.NEVER
})

/** The questionnaire's own title (required). */
export const questionnaireTitleSchema = z
  .string({ error: MSG.required(STRUCTURE_LABEL.questionnaireTitle) })
  .trim()
  .min(1, { error: MSG.required(STRUCTURE_LABEL.questionnaireTitle) })
