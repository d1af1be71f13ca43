import type { AnswerGroup, AnswerValue, Question, QuestionGroup, QuestionType } from '@/forms/types'
import { OTHER_LABEL, YES_NO_LABELS, isOther, likertColumns, likertRows, numberedQuestions } from './structure'

/**
 * Statistics per question (docs/questionnaire-statistics.md). Pure: the service feeds the
 * responses in pages to an accumulator, so memory holds the figures, not the answers.
 *
 * Percentages are of the respondents who answered that question (`answered`), not of all
 * responses; for MultipleAnswers they can add up to more than 100. A Likert row's percentages
 * are of the respondents who answered that row. Percentages have one decimal.
 */

/** How many free texts (other texts, text answers) a statistic lists; `total` says how many there are. */
export const TEXT_CAP = 100

export type OptionCount = { id: string; text: string; count: number; percent: number }
export type TextList = { items: string[]; total: number }

type Base = { questionId: string; number: string; question: string; type: QuestionType; answered: number }

export type ChoiceStatistic = Base & {
  kind: 'choice'
  options: OptionCount[]
  other: { count: number; percent: number; texts: TextList } | null
}
export type LikertRowStatistic = { row: string; answered: number; counts: number[]; percents: number[] }
export type LikertStatistic = Base & { kind: 'likert'; columns: string[]; rows: LikertRowStatistic[] }
export type NumberStatistic = Base & {
  kind: 'number'
  n: number
  mean: number | null
  median: number | null
  min: number | null
  max: number | null
}
export type TextStatistic = Base & { kind: 'text'; texts: TextList }
export type QuestionStatistic = ChoiceStatistic | LikertStatistic | NumberStatistic | TextStatistic

export type QuestionnaireStatistics = { respondents: number; questions: QuestionStatistic[] }

export const percentOf = (count: number, of: number): number => (of === 0 ? 0 : Math.round((count / of) * 1000) / 10)

/** The median of numbers (the mean of the two middle ones for an even count); null for none. */
export const median = (values: number[]): number | null => {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

const CHOICE_KINDS: ReadonlySet<QuestionType> = new Set(['MultipleChoices', 'MultipleAnswers', 'DropDownList', 'YesNo'])

type Tally = {
  question: Question
  number: string
  answered: number
  options: Map<string, number>
  otherCount: number
  texts: string[]
  textTotal: number
  numbers: number[]
  likert: { answered: number; counts: number[] }[]
}

const choiceOptions = (question: Question): { id: string; text: string }[] =>
  question.type === 'YesNo'
    ? [
        { id: 'true', text: YES_NO_LABELS.yes },
        { id: 'false', text: YES_NO_LABELS.no },
      ]
    : question.options.map((option) => ({ id: option._id, text: option.text }))

const pushText = (tally: Tally, text: string) => {
  tally.textTotal += 1
  if (tally.texts.length < TEXT_CAP) tally.texts.push(text)
}

/** Count one question's answers of one response. */
const tallyAnswer = (tally: Tally, answers: AnswerValue[]) => {
  const { question } = tally
  if (question.type === 'LikertScale') {
    let any = false
    answers.forEach((value, row) => {
      const cell = tally.likert[row]
      if (!cell || typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value >= cell.counts.length)
        return
      cell.counts[value]! += 1
      cell.answered += 1
      any = true
    })
    if (any) tally.answered += 1
    return
  }
  const present = answers.filter((value) => value !== null && value !== '')
  if (present.length === 0) return
  tally.answered += 1
  if (CHOICE_KINDS.has(question.type)) {
    const seen = new Set<string>()
    for (const value of present) {
      if (isOther(value)) {
        if (seen.has('\u0000other')) continue
        seen.add('\u0000other')
        tally.otherCount += 1
        pushText(tally, value.other)
        continue
      }
      const key = String(value)
      if (seen.has(key) || !tally.options.has(key)) continue
      seen.add(key)
      tally.options.set(key, tally.options.get(key)! + 1)
    }
    return
  }
  if (question.type === 'Number') {
    for (const value of present) if (typeof value === 'number' && Number.isFinite(value)) tally.numbers.push(value)
    return
  }
  for (const value of present) pushText(tally, String(value))
}

const resultOf = (tally: Tally): QuestionStatistic => {
  const { question } = tally
  const base: Base = {
    questionId: question._id,
    number: tally.number,
    question: question.question,
    type: question.type,
    answered: tally.answered,
  }
  if (CHOICE_KINDS.has(question.type)) {
    const options = choiceOptions(question).map((option) => {
      const count = tally.options.get(option.id) ?? 0
      return { ...option, count, percent: percentOf(count, tally.answered) }
    })
    const hasOther = question.hasOtherOption && question.type !== 'YesNo'
    const other = hasOther
      ? {
          count: tally.otherCount,
          percent: percentOf(tally.otherCount, tally.answered),
          texts: { items: tally.texts, total: tally.textTotal },
        }
      : null
    return { ...base, kind: 'choice', options, other }
  }
  if (question.type === 'LikertScale') {
    const columns = likertColumns(question)
    const rows = likertRows(question).map((row, index) => {
      const cell = tally.likert[index]!
      return {
        row,
        answered: cell.answered,
        counts: cell.counts,
        percents: cell.counts.map((count) => percentOf(count, cell.answered)),
      }
    })
    return { ...base, kind: 'likert', columns, rows }
  }
  if (question.type === 'Number') {
    const values = tally.numbers
    const n = values.length
    const sum = values.reduce((total, value) => total + value, 0)
    return {
      ...base,
      kind: 'number',
      n,
      mean: n === 0 ? null : Math.round((sum / n) * 100) / 100,
      median: median(values),
      min: n === 0 ? null : values.reduce((a, b) => Math.min(a, b)),
      max: n === 0 ? null : values.reduce((a, b) => Math.max(a, b)),
    }
  }
  return { ...base, kind: 'text', texts: { items: tally.texts, total: tally.textTotal } }
}

/** Feed responses with `add`, read the figures with `result`. */
export const statisticsAccumulator = (groups: QuestionGroup[]) => {
  const tallies = numberedQuestions(groups).map(({ question, number }): Tally => ({
    question,
    number,
    answered: 0,
    options: new Map(choiceOptions(question).map((option) => [option.id, 0])),
    otherCount: 0,
    texts: [],
    textTotal: 0,
    numbers: [],
    likert:
      question.type === 'LikertScale'
        ? likertRows(question).map(() => ({ answered: 0, counts: likertColumns(question).map(() => 0) }))
        : [],
  }))
  const byId = new Map(tallies.map((tally) => [tally.question._id, tally]))
  let respondents = 0
  return {
    /** Count one response; each question once (a repeated question id counts its first answer). */
    add(answer: AnswerGroup[]) {
      respondents += 1
      const seen = new Set<Tally>()
      for (const group of answer) {
        for (const question of group.questions) {
          const tally = question && byId.get(question._id)
          if (!tally || seen.has(tally) || !Array.isArray(question.answers)) continue
          seen.add(tally)
          tallyAnswer(tally, question.answers)
        }
      }
    },
    result(): QuestionnaireStatistics {
      return { respondents, questions: tallies.map(resultOf) }
    },
  }
}

/** The statistics of a whole answer set at once (tests, small sets). */
export const computeStatistics = (groups: QuestionGroup[], answers: AnswerGroup[][]): QuestionnaireStatistics => {
  const accumulator = statisticsAccumulator(groups)
  for (const answer of answers) accumulator.add(answer)
  return accumulator.result()
}

export { OTHER_LABEL }
