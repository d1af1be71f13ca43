import { describe, expect, it } from 'vitest'

import { checkDraft, toAnswers } from '@/components/public/forms/answerInputs'
import type { Question } from '@/forms/types'
import { currentRound, fillState } from '@/modules/questionnaires/public'

const round = (id: string, start: string, end: string) => ({ id, title: id, description: '', start, end })

describe('rounds and fill state', () => {
  const rounds = [
    round('spring', '2026-03-01T00:00:00Z', '2026-03-31T23:59:59Z'),
    round('autumn', '2026-09-01T00:00:00Z', '2026-09-30T23:59:59Z'),
  ]
  const base = { _id: 'x', title: 't', description: '', isFillable: true, rounds }

  it('takes the round whose start..end holds now, inclusive', () => {
    expect(currentRound(rounds, new Date('2026-03-01T00:00:00Z'))?.id).toBe('spring')
    expect(currentRound(rounds, new Date('2026-09-30T23:59:59Z'))?.id).toBe('autumn')
    expect(currentRound(rounds, new Date('2026-06-01T00:00:00Z'))).toBeNull()
  })

  it('says why a questionnaire cannot be filled', () => {
    expect(fillState(base, new Date('2026-03-10T00:00:00Z'))).toMatchObject({ ok: true, round: { id: 'spring' } })
    expect(fillState(base, new Date('2026-06-01T00:00:00Z'))).toEqual({
      ok: false,
      message: '目前不在此問卷的填答期間內，暫不開放填寫',
    })
    expect(fillState({ ...base, isFillable: false }, new Date('2026-03-10T00:00:00Z'))).toEqual({
      ok: false,
      message: '此問卷目前不開放填寫',
    })
  })
})

describe('filling inputs to answers', () => {
  const question = (over: Partial<Question>): Question => ({
    _id: 'q',
    question: '到館次數',
    type: 'Number',
    options: [],
    isRequired: true,
    hasOtherOption: false,
    ...over,
  })

  it('never guesses a number and names the required question', () => {
    expect(toAnswers(question({}), { text: ' 12.5 ' })).toEqual({ ok: true, answers: [12.5] })
    expect(checkDraft(question({}), { text: '十二' })).toEqual({ ok: false, message: '請輸入數字' })
    expect(checkDraft(question({}), { text: '' })).toEqual({ ok: false, message: '到館次數為必填欄位' })
  })

  it('maps choices, the other text, yes/no and Likert rows', () => {
    const choice = question({
      type: 'MultipleAnswers',
      hasOtherOption: true,
      options: [{ _id: 'a', text: 'A', forward: 'Next', forwardGroup: null }],
    })
    expect(checkDraft(choice, { choices: ['a', '__other__'], other: ' 自填 ' })).toEqual({
      ok: true,
      answers: ['a', { other: '自填' }],
    })
    expect(checkDraft(choice, { choices: ['__other__'], other: '' })).toEqual({
      ok: false,
      message: '「其他」內容為必填欄位',
    })
    expect(toAnswers(question({ type: 'YesNo' }), { choice: 'no' })).toEqual({ ok: true, answers: [false] })
    const likert = question({ type: 'LikertScale', likertRows: ['館藏', '環境'], likertColumns: ['差', '好'] })
    expect(checkDraft(likert, { likert: [1] })).toEqual({ ok: false, message: '到館次數為必填欄位' })
    expect(checkDraft(likert, { likert: [1, 0] })).toEqual({ ok: true, answers: [1, 0] })
  })
})
