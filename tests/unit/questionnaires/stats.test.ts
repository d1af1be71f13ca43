import { describe, expect, it } from 'vitest'

import { computeStatistics, exportColumns, exportRow, median, percentOf } from '@/modules/questionnaires/answers'
import { GROUPS, RESPONSES } from './stats.fixture'

const stats = computeStatistics(GROUPS, RESPONSES)
const byId = (id: string) => {
  const found = stats.questions.find((q) => q.questionId === id)
  if (!found) throw new Error(`no statistic for ${id}`)
  return found
}

describe('questionnaire statistics', () => {
  it('counts every response', () => {
    expect(stats.respondents).toBe(4)
    expect(stats.questions.map((q) => q.number)).toEqual(['1-1', '1-2', '1-3', '1-4', '2-1', '2-2', '2-3', '2-4'])
  })

  it('single choice: counts and percentages of those who answered, the other count and texts', () => {
    expect(byId('q1')).toMatchObject({
      kind: 'choice',
      answered: 3,
      options: [
        { id: 'a', text: '網站', count: 2, percent: 66.7 },
        { id: 'b', text: '海報', count: 0, percent: 0 },
        { id: 'c', text: '同事', count: 0, percent: 0 },
      ],
      other: { count: 1, percent: 33.3, texts: { items: ['朋友介紹'], total: 1 } },
    })
  })

  it('multiple answers: each option over those who answered (the sum may pass 100)', () => {
    const q2 = byId('q2')
    expect(q2).toMatchObject({
      kind: 'choice',
      answered: 3,
      other: { count: 1, percent: 33.3, texts: { items: ['自填'] } },
    })
    if (q2.kind !== 'choice') throw new Error('kind')
    expect(q2.options.map((o) => [o.text, o.count, o.percent])).toEqual([
      ['借書', 1, 33.3],
      ['期刊', 2, 66.7],
      ['自習', 1, 33.3],
    ])
  })

  it('yes/no: 是 and 否, no other entry', () => {
    expect(byId('q3')).toMatchObject({
      answered: 3,
      options: [
        { text: '是', count: 2, percent: 66.7 },
        { text: '否', count: 1, percent: 33.3 },
      ],
      other: null,
    })
  })

  it('Likert: the row x column matrix with row percentages of those who answered the row', () => {
    expect(byId('q4')).toEqual({
      questionId: 'q4',
      number: '1-4',
      question: '滿意度',
      type: 'LikertScale',
      kind: 'likert',
      answered: 3,
      columns: ['不滿意', '普通', '滿意'],
      rows: [
        { row: '服務', answered: 3, counts: [1, 0, 2], percents: [33.3, 0, 66.7] },
        { row: '環境', answered: 2, counts: [0, 1, 1], percents: [0, 50, 50] },
      ],
    })
  })

  it('Number: n, mean, median (even n), min, max', () => {
    expect(byId('q5')).toMatchObject({ kind: 'number', n: 4, mean: 10, median: 8.5, min: 3, max: 20 })
  })

  it('median of an odd and an even count, none for no values', () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([])).toBeNull()
    expect(percentOf(1, 3)).toBe(33.3)
    expect(percentOf(0, 0)).toBe(0)
  })

  it('texts and dates: listed with their total; unanswered questions count nothing', () => {
    expect(byId('q6')).toMatchObject({ kind: 'text', answered: 2, texts: { items: ['很好', '普通'], total: 2 } })
    expect(byId('q7')).toMatchObject({ kind: 'text', answered: 1, texts: { items: ['2026-01-02'], total: 1 } })
    expect(byId('q8')).toMatchObject({
      kind: 'choice',
      answered: 1,
      options: [{ count: 1, percent: 100 }, { count: 0 }],
      other: null,
    })
  })

  it('ignores option ids that do not exist and Likert columns out of range', () => {
    const odd = computeStatistics(GROUPS, [
      [
        {
          _id: 'g1',
          questions: [
            { _id: 'q1', answers: ['nope'] },
            { _id: 'q4', answers: [7, 1] },
          ],
        },
      ],
    ])
    const q1 = odd.questions[0]!
    if (q1.kind !== 'choice') throw new Error('kind')
    expect(q1.options.every((o) => o.count === 0)).toBe(true)
    const q4 = odd.questions[3]!
    if (q4.kind !== 'likert') throw new Error('kind')
    expect(q4.rows.map((r) => r.counts)).toEqual([
      [0, 0, 0],
      [0, 1, 0],
    ])
  })
})

describe('export layout', () => {
  const columns = exportColumns(GROUPS)

  it('submitted time, round, the respondent, then one column per question, per Likert row, and the other texts', () => {
    expect(columns.map((c) => c.header)).toEqual([
      '填答時間',
      '填答期間',
      '姓名',
      '電子郵件',
      '電話',
      '帳號',
      '一級單位',
      '二級單位',
      '職稱',
      '職類',
      '1-1 如何得知',
      '1-1 如何得知（其他）',
      '1-2 常用服務',
      '1-2 常用服務（其他）',
      '1-3 是否推薦',
      '1-4 滿意度：服務',
      '1-4 滿意度：環境',
      '2-1 每月到館次數',
      '2-2 建議',
      '2-3 最近到館日',
      '2-4 單位',
    ])
  })

  it('writes option ids as option texts, Likert cells as column labels, numbers as numbers', () => {
    const row = exportRow(columns, {
      submittedAt: '2026/11/24 10:00',
      roundTitle: '第一期',
      respondent: { name: '王小明', email: 'wang@example.com' },
      questionGroups: RESPONSES[1]!,
    })
    expect(row).toEqual([
      '2026/11/24 10:00',
      '第一期',
      '王小明',
      'wang@example.com',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '朋友介紹',
      '期刊',
      '自填',
      '否',
      '滿意',
      '',
      20,
      '',
      '',
      '',
    ])
    expect(
      exportRow(columns, { submittedAt: '', roundTitle: '', respondent: {}, questionGroups: RESPONSES[0]! }).slice(10),
    ).toEqual(['網站', '', '借書、期刊', '', '是', '滿意', '普通', 10, '很好', '2026-01-02', '內科'])
  })
})
