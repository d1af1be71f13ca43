import { describe, expect, it } from 'vitest'

import { checkAnswers, checkQuestionAnswer } from '@/forms/answers'
import {
  describeJumpChange,
  duplicateGroup,
  duplicateQuestion,
  moveGroup,
  nextGroup,
  pathOf,
  removeGroup,
} from '@/forms/jumps'
import { checkStructure } from '@/forms/structure'
import type { AnswerGroup, Question, QuestionGroup } from '@/forms/types'

const q = (id: string, over: Partial<Question> = {}): Question => ({
  _id: id,
  question: `題目 ${id}`,
  type: 'TextBox',
  options: [],
  isRequired: false,
  hasOtherOption: false,
  ...over,
})

/** Four groups: g1 has a choice whose option o-end jumps to End and o-g3 to group 3. */
const sample = (): QuestionGroup[] => [
  {
    _id: 'g1',
    title: '基本資料',
    forward: 'Next',
    forwardGroup: null,
    questions: [
      q('q1', {
        type: 'MultipleChoices',
        isRequired: true,
        hasOtherOption: true,
        options: [
          { _id: 'o-next', text: '繼續', forward: 'Next', forwardGroup: null },
          { _id: 'o-g3', text: '跳到第三組', forward: 'Group', forwardGroup: 3 },
          { _id: 'o-end', text: '結束', forward: 'End', forwardGroup: null },
        ],
      }),
      q('q2', { type: 'Number' }),
    ],
  },
  { _id: 'g2', title: '服務', forward: 'Group', forwardGroup: 4, questions: [q('q3', { isRequired: true })] },
  {
    _id: 'g3',
    title: '量表',
    forward: 'Next',
    forwardGroup: null,
    questions: [q('q4', { type: 'LikertScale', likertRows: ['館藏', '環境'], likertColumns: ['差', '普通', '好'] })],
  },
  {
    _id: 'g4',
    title: '其他',
    forward: 'End',
    forwardGroup: null,
    questions: [
      q('q5', { type: 'Date' }),
      q('q6', { type: 'Time' }),
      q('q7', { type: 'DateTime' }),
      q('q8', { type: 'YesNo' }),
      q('q9', {
        type: 'MultipleAnswers',
        options: [
          { _id: 'm1', text: 'A', forward: 'Next', forwardGroup: null },
          { _id: 'm2', text: 'B', forward: 'Next', forwardGroup: null },
        ],
      }),
    ],
  },
]

const messages = (input: unknown): string[] => {
  const result = checkStructure(input)
  return result.ok ? [] : result.errors.map((error) => error.message)
}

describe('structure (spec doc 2 §5)', () => {
  it('accepts a valid structure and normalises it', () => {
    const result = checkStructure(sample())
    expect(result.ok).toBe(true)
    if (result.ok) expect(result.value[0]!.questions[1]!.options).toEqual([])
  })

  it('requires question text and names the place', () => {
    const groups = sample()
    groups[1]!.questions[0]!.question = '  '
    expect(messages(groups)).toEqual(['第 2 題組第 1 題：題目為必填欄位'])
  })

  it('requires option text and the option jump', () => {
    const groups = sample() as unknown as { questions: { options: Record<string, unknown>[] }[] }[]
    groups[0]!.questions[0]!.options[0]!.text = ''
    delete groups[0]!.questions[0]!.options[1]!.forward
    expect(messages(groups)).toEqual([
      '第 1 題組第 1 題第 1 個選項：選項文字為必填欄位',
      '第 1 題組第 1 題第 2 個選項：跳題方式為必填欄位',
    ])
  })

  it('requires the jump group for Group and refuses loops and missing groups', () => {
    const groups = sample()
    groups[1]!.forwardGroup = null
    expect(messages(groups)).toEqual(['第 2 題組：跳至題組為必填欄位'])
    groups[1]!.forwardGroup = 1
    expect(messages(groups)[0]).toContain('跳至題組必須是後面的題組（第 3 至第 4 題組）')
    groups[1]!.forwardGroup = 2
    expect(messages(groups)).toHaveLength(1)
    groups[1]!.forwardGroup = 9
    expect(messages(groups)).toHaveLength(1)
    groups[3]!.forward = 'Group'
    groups[3]!.forwardGroup = 4
    groups[1]!.forwardGroup = 4
    expect(messages(groups)).toEqual(['第 4 題組：最後一個題組不能跳至其他題組，請選擇下一組或結束'])
  })

  it('refuses unknown enumerations instead of coercing them', () => {
    const groups = sample() as unknown as Record<string, unknown>[]
    groups[0]!.forward = 'Somewhere'
    ;(groups[1]!.questions as Record<string, unknown>[])[0]!.type = 'Essay'
    expect(messages(groups)).toEqual(['第 1 題組：跳題方式不正確', '第 2 題組第 1 題：題型不正確'])
  })

  it('allows options and the other option only on the three choice types', () => {
    const groups = sample()
    groups[1]!.questions[0]!.options = [{ _id: 'x', text: 'x', forward: 'Next', forwardGroup: null }]
    groups[1]!.questions[0]!.hasOtherOption = true
    expect(messages(groups)).toEqual([
      '第 2 題組第 1 題：只有單選、複選與下拉選單可以設定選項',
      '第 2 題組第 1 題：只有單選、複選與下拉選單可以有「其他」選項',
    ])
    const noOptions = sample()
    noOptions[0]!.questions[0]!.options = []
    expect(messages(noOptions)).toEqual(['第 1 題組第 1 題：選項為必填欄位'])
  })

  it('Likert needs one row and two columns and fills default labels', () => {
    const groups = sample()
    groups[2]!.questions[0]!.likertRows = ['', '環境']
    groups[2]!.questions[0]!.likertColumns = ['好', '']
    const result = checkStructure(groups)
    expect(result.ok && result.value[2]!.questions[0]).toMatchObject({
      likertRows: ['第 1 列', '環境'],
      likertColumns: ['好', '第 2 欄'],
    })
    groups[2]!.questions[0]!.likertRows = []
    groups[2]!.questions[0]!.likertColumns = ['only']
    expect(messages(groups)).toEqual(['第 3 題組第 1 題：量表至少需要 1 列', '第 3 題組第 1 題：量表至少需要 2 欄'])
  })

  it('Likert has at most 10 columns (spec doc 2 §9: 2 to 10)', () => {
    const groups = sample()
    groups[2]!.questions[0]!.likertColumns = Array.from({ length: 10 }, (_, i) => `${i + 1} 分`)
    expect(checkStructure(groups).ok).toBe(true)
    groups[2]!.questions[0]!.likertColumns = Array.from({ length: 11 }, (_, i) => `${i + 1} 分`)
    expect(messages(groups)).toEqual(['第 3 題組第 1 題：量表最多 10 欄'])
  })

  it('refuses duplicate ids', () => {
    const groups = sample()
    groups[3]!.questions[1]!._id = 'q1'
    expect(messages(groups)).toEqual(['第 4 題組第 2 題：編號重複（q1）'])
  })
})

const answer = (group: string, questions: Record<string, unknown[]>): AnswerGroup => ({
  _id: group,
  questions: Object.entries(questions).map(([_id, answers]) => ({
    _id,
    answers: answers as AnswerGroup['questions'][number]['answers'],
  })),
})

describe('jumps', () => {
  it('follows group jumps, option overrides and End', () => {
    const groups = sample()
    expect(pathOf(groups, [answer('g1', { q1: ['o-next'] })])).toEqual([0, 1, 3])
    expect(pathOf(groups, [answer('g1', { q1: ['o-g3'] })])).toEqual([0, 2, 3])
    expect(pathOf(groups, [answer('g1', { q1: ['o-end'] })])).toEqual([0])
    expect(pathOf(groups, [])).toEqual([0, 1, 3])
    expect(nextGroup(groups, 3, undefined)).toBe('end')
  })

  it('the first overriding option in question and option order wins', () => {
    const groups = sample()
    groups[0]!.questions[1] = q('q2', {
      type: 'MultipleAnswers',
      options: [
        { _id: 'a', text: 'a', forward: 'End', forwardGroup: null },
        { _id: 'b', text: 'b', forward: 'Group', forwardGroup: 4 },
      ],
    })
    // q1 comes first: its override wins over q2's.
    expect(nextGroup(groups, 0, answer('g1', { q1: ['o-g3'], q2: ['a'] }))).toBe(2)
    // Within q2, option order (a before b) wins, not click order.
    expect(nextGroup(groups, 0, answer('g1', { q1: ['o-next'], q2: ['b', 'a'] }))).toBe('end')
  })

  it('moving a group renumbers the jumps that point at it', () => {
    const { groups, changes } = moveGroup(sample(), 3, 1)
    // Old group 4 is now group 2: g2 (now group 3) jumped to 4 -> now 2 (backwards, flagged by the check).
    expect(groups.map((group) => group._id)).toEqual(['g1', 'g4', 'g2', 'g3'])
    expect(groups[2]!.forwardGroup).toBe(2)
    expect(groups[0]!.questions[0]!.options[1]!.forwardGroup).toBe(4)
    expect(changes.map(describeJumpChange)).toEqual([
      '第 1 題組第 1 題第 2 個選項：跳至第 3 題組 → 第 4 題組',
      '第 3 題組：跳至第 4 題組 → 第 2 題組',
    ])
    expect(checkStructure(groups).ok).toBe(false)
  })

  it('removing a group nulls jumps to it and renumbers later ones', () => {
    const removed = removeGroup(sample(), 2)
    expect(removed.groups.map((group) => group._id)).toEqual(['g1', 'g2', 'g4'])
    expect(removed.groups[0]!.questions[0]!.options[1]).toMatchObject({ forward: 'Group', forwardGroup: null })
    expect(removed.groups[1]).toMatchObject({ forward: 'Group', forwardGroup: 3 })
    expect(removed.changes.map((change) => [change.place, change.from, change.to])).toEqual([
      ['第 1 題組第 1 題第 2 個選項', 3, null],
      ['第 2 題組', 4, 3],
    ])
    expect(messages(removed.groups)).toEqual(['第 1 題組第 1 題第 2 個選項：跳至題組為必填欄位'])
  })

  const counter = () => {
    let n = 0
    return () => `new-${++n}`
  }

  it('duplicating a group puts a copy with new ids after it and keeps every jump on its target', () => {
    const copied = duplicateGroup(sample(), 0, counter())
    expect(copied.groups.map((group) => group._id)).toEqual(['g1', 'new-1', 'g2', 'g3', 'g4'])
    const copy = copied.groups[1]!
    expect(copy.title).toBe('基本資料')
    // The copy's questions and options are new entities (answers are keyed by id).
    expect(copy.questions.map((question) => question._id)).toEqual(['new-2', 'new-6'])
    expect(copy.questions[0]!.options.map((option) => option._id)).toEqual(['new-3', 'new-4', 'new-5'])
    // Jumps to 第 3 題組 (量表) now say 第 4 題組, in the original and in the copy.
    expect(copied.groups[0]!.questions[0]!.options[1]).toMatchObject({ forward: 'Group', forwardGroup: 4 })
    expect(copy.questions[0]!.options[1]).toMatchObject({ forward: 'Group', forwardGroup: 4 })
    expect(copied.groups[2]).toMatchObject({ _id: 'g2', forward: 'Group', forwardGroup: 5 })
    expect(messages(copied.groups)).toEqual([])
    // The original is untouched (the editor keeps it for undo-free rendering).
    expect(sample()[0]!.questions[0]!.options[1]!.forwardGroup).toBe(3)
  })

  it('duplicating a question puts a copy with new ids after it in the same group', () => {
    const questions = sample()[0]!.questions
    const copied = duplicateQuestion(questions, 0, counter())
    expect(copied.map((question) => question._id)).toEqual(['q1', 'new-1', 'q2'])
    expect(copied[1]).toMatchObject({
      question: '題目 q1',
      type: 'MultipleChoices',
      isRequired: true,
      hasOtherOption: true,
    })
    expect(copied[1]!.options.map((option) => [option._id, option.text, option.forward, option.forwardGroup])).toEqual([
      ['new-2', '繼續', 'Next', null],
      ['new-3', '跳到第三組', 'Group', 3],
      ['new-4', '結束', 'End', null],
    ])
    expect(duplicateQuestion(questions, 5, counter())).toEqual(questions)
  })
})

const allAnswers = (): AnswerGroup[] => [
  answer('g1', { q1: ['o-g3'], q2: [42] }),
  answer('g3', { q4: [0, 2] }),
  answer('g4', { q5: ['2026-02-28'], q6: ['23:59'], q7: ['2026-11-24T09:30'], q8: [true], q9: ['m2', 'm1'] }),
]

const errorsOf = (input: unknown): string[] => {
  const result = checkAnswers(sample(), input)
  return result.ok ? [] : result.errors
}

describe('checkAnswers', () => {
  it('accepts a complete answer and keeps only the path groups', () => {
    const result = checkAnswers(sample(), [...allAnswers(), answer('g2', { q3: [] })])
    expect(result.ok).toBe(true)
    if (result.ok) {
      expect(result.value.map((group) => group._id)).toEqual(['g1', 'g3', 'g4'])
      expect(result.value[0]!.questions).toEqual([
        { _id: 'q1', answers: ['o-g3'] },
        { _id: 'q2', answers: [42] },
      ])
    }
  })

  it('an option jumping to the end leaves only the first group', () => {
    const result = checkAnswers(sample(), [answer('g1', { q1: ['o-end'] })])
    expect(result.ok && result.value.map((group) => group._id)).toEqual(['g1'])
  })

  it('refuses an answer on a skipped group', () => {
    expect(errorsOf([...allAnswers(), answer('g2', { q3: ['hi'] })])).toEqual([
      '第 2 題組不在這次的作答路徑上，不能作答',
    ])
  })

  it('refuses a missing required answer on the path only', () => {
    expect(errorsOf([answer('g1', { q1: ['o-next'] })])).toEqual(['第 2 題組第 1 題：題目 q3為必填欄位'])
    expect(errorsOf([answer('g1', { q1: [] })])).toEqual([
      '第 1 題組第 1 題：題目 q1為必填欄位',
      '第 2 題組第 1 題：題目 q3為必填欄位',
    ])
  })

  it('refuses unknown options, groups, questions and duplicates', () => {
    expect(errorsOf([answer('g1', { q1: ['nope'] }), answer('g2', { q3: ['x'] })])).toEqual([
      '第 1 題組第 1 題：選項不存在',
    ])
    expect(errorsOf([answer('gX', {})])).toEqual(['題組不存在（gX）'])
    expect(errorsOf([answer('g1', { qX: [] })])).toEqual(['第 1 題組：題目不存在（qX）'])
    expect(errorsOf([answer('g1', { q1: ['o-end'] }), answer('g1', { q1: ['o-end'] })])).toEqual([
      '第 1 題組：重複作答',
    ])
    expect(errorsOf('nope')).toEqual(['作答格式不正確'])
  })

  it('refuses wrong types', () => {
    const bad = (group: string, qid: string, value: unknown[]): string[] => {
      const answers = allAnswers().map((g) =>
        g._id === group
          ? { ...g, questions: g.questions.map((x) => (x._id === qid ? { ...x, answers: value as never } : x)) }
          : g,
      )
      return errorsOf(answers)
    }
    expect(bad('g1', 'q2', ['42'])).toEqual(['第 1 題組第 2 題：請輸入數字'])
    expect(bad('g4', 'q5', ['2026-02-30'])).toEqual(['第 4 題組第 1 題：日期格式須為 YYYY-MM-DD'])
    expect(bad('g4', 'q6', ['24:00'])).toEqual(['第 4 題組第 2 題：時間格式須為 HH:mm'])
    expect(bad('g4', 'q7', ['2026-11-24 09:30'])).toEqual(['第 4 題組第 3 題：日期時間格式須為 YYYY-MM-DDTHH:mm'])
    expect(bad('g4', 'q8', ['true'])).toEqual(['第 4 題組第 4 題：請選擇是或否'])
    expect(bad('g4', 'q9', ['m1', 'm1'])).toEqual(['第 4 題組第 5 題：同一個選項只能選一次'])
    expect(bad('g4', 'q9', [{ other: 'x' }])).toEqual(['第 4 題組第 5 題：此題沒有「其他」選項'])
    expect(bad('g3', 'q4', [0, 3])).toEqual(['第 3 題組第 1 題：「環境」的選擇超出範圍'])
    expect(bad('g3', 'q4', [0])).toEqual(['第 3 題組第 1 題：量表須有 2 列的作答'])
    expect(bad('g1', 'q2', [1, 2])).toEqual(['第 1 題組第 2 題：只能有一個答案'])
  })

  it('takes the other text only where the question has it', () => {
    const question = sample()[0]!.questions[0]!
    expect(checkQuestionAnswer(question, [{ other: ' 自填 ' }])).toEqual({ ok: true, answers: [{ other: '自填' }] })
    expect(checkQuestionAnswer(question, [{ other: ' ' }])).toEqual({ ok: false, message: '「其他」內容為必填欄位' })
    const result = checkAnswers(sample(), [answer('g1', { q1: [{ other: '自填' }] }), answer('g2', { q3: ['ok'] })])
    expect(result.ok).toBe(true)
  })
})
