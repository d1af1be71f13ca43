import { describe, expect, it } from 'vitest'

import { checkRecommendationAnswers, isValidIsbn, readableAnswers, transition } from '@/modules/recommendations/rules'
import { libraryMidnight } from '@/lib/timeZone'
import { DEMO_RECOMMENDATION_GROUPS as GROUPS, DEMO_RECOMMENDATION_IDS as ID } from '@/modules/recommendations/seed'

describe('recommendation status transitions', () => {
  it('decides a Pending recommendation once', () => {
    expect(transition('Pending', 'approve')).toEqual({ to: 'Approved' })
    expect(transition('Pending', 'reject')).toEqual({ to: 'Rejected' })
    expect(transition('Approved', 'approve')).toEqual({ refused: '此推薦已審核，無法再次核准或退回' })
    expect(transition('Rejected', 'approve')).toHaveProperty('refused')
    expect(transition('Closed', 'reject')).toEqual({ refused: '此推薦已結案，無法再變更' })
  })

  it('closes only a decided recommendation', () => {
    expect(transition('Approved', 'close')).toEqual({ to: 'Closed' })
    expect(transition('Rejected', 'close')).toEqual({ to: 'Closed' })
    expect(transition('Pending', 'close')).toEqual({ refused: '請先核准或退回此推薦，再結案' })
    expect(transition('Closed', 'close')).toEqual({ refused: '此推薦已結案，無法再變更' })
  })
})

describe('ISBN check', () => {
  it.each(['0-306-40615-2', '080442957X', '978-0-306-40615-7', '9780262033848'])(
    'accepts %s when the check digit fits',
    (isbn) => {
      expect(isValidIsbn(isbn)).toBe(true)
    },
  )
  it.each(['0-306-40615-3', '9780306406158', '12345', 'ABCDEFGHIJ', '97803064061577'])('refuses %s', (isbn) => {
    expect(isValidIsbn(isbn)).toBe(false)
  })
})

const valid = (overrides: Record<string, unknown[]> = {}) => [
  {
    _id: ID.group,
    questions: [
      { _id: ID.name, answers: overrides[ID.name] ?? ['書名'] },
      { _id: ID.type, answers: overrides[ID.type] ?? [ID.typeEbook] },
      { _id: ID.reason, answers: overrides[ID.reason] ?? ['理由'] },
    ],
  },
]

describe('recommendation answers against the questionnaire', () => {
  it('accepts a valid answer and fills unanswered questions with []', () => {
    const checked = checkRecommendationAnswers(GROUPS, valid())
    expect(checked).toEqual({
      answers: [
        {
          _id: ID.group,
          questions: [
            { _id: ID.name, answers: ['書名'] },
            { _id: ID.author, answers: [] },
            { _id: ID.isbn, answers: [] },
            { _id: ID.type, answers: [ID.typeEbook] },
            { _id: ID.reason, answers: ['理由'] },
          ],
        },
      ],
    })
  })

  it("reports the engine's problems, each naming its place", () => {
    expect(checkRecommendationAnswers(GROUPS, valid({ [ID.reason]: [] }))).toEqual({
      problems: ['第 1 題組第 5 題：推薦理由為必填欄位'],
    })
    expect(checkRecommendationAnswers(GROUPS, valid({ [ID.type]: [{ other: '影音資料' }] }))).toHaveProperty('answers')
    expect(checkRecommendationAnswers(GROUPS, 'not a list')).toHaveProperty('problems')
  })
})

describe('readable answers', () => {
  it('shows option text, other text and blanks in the questionnaire order', () => {
    const checked = checkRecommendationAnswers(GROUPS, valid({ [ID.type]: [{ other: '影音資料' }] }))
    if (!('answers' in checked)) throw new Error(checked.problems.join('；'))
    expect(readableAnswers(GROUPS, checked.answers).map((entry) => [entry.question, entry.answer])).toEqual([
      ['資源名稱', '書名'],
      ['作者', ''],
      ['ISBN', ''],
      ['資源類型', '其他：影音資料'],
      ['推薦理由', '理由'],
    ])
  })
})

describe('library days', () => {
  it('starts a Taipei day at 16:00 UTC the day before', () => {
    expect(libraryMidnight('2026-03-01', 'Asia/Taipei').toISOString()).toBe('2026-02-28T16:00:00.000Z')
    expect(libraryMidnight('2026-03-01', 'UTC').toISOString()).toBe('2026-03-01T00:00:00.000Z')
  })
})
