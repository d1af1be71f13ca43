import type { AnswerGroup, AnswerValue, QuestionGroup } from '@/forms/types'

/**
 * A small questionnaire and four responses with hand-counted figures, shared by the unit tests
 * and the integration test (docs/questionnaire-statistics.md explains the definitions).
 */
const option = (_id: string, text: string) => ({ _id, text, forward: 'Next' as const, forwardGroup: null })

export const GROUPS: QuestionGroup[] = [
  {
    _id: 'g1',
    title: '服務',
    forward: 'Next',
    forwardGroup: null,
    questions: [
      {
        _id: 'q1',
        question: '如何得知',
        type: 'MultipleChoices',
        options: [option('a', '網站'), option('b', '海報'), option('c', '同事')],
        isRequired: false,
        hasOtherOption: true,
      },
      {
        _id: 'q2',
        question: '常用服務',
        type: 'MultipleAnswers',
        options: [option('x', '借書'), option('y', '期刊'), option('z', '自習')],
        isRequired: false,
        hasOtherOption: true,
      },
      { _id: 'q3', question: '是否推薦', type: 'YesNo', options: [], isRequired: false, hasOtherOption: false },
      {
        _id: 'q4',
        question: '滿意度',
        type: 'LikertScale',
        options: [],
        isRequired: false,
        hasOtherOption: false,
        likertRows: ['服務', '環境'],
        likertColumns: ['不滿意', '普通', '滿意'],
      },
    ],
  },
  {
    _id: 'g2',
    title: '其他',
    forward: 'End',
    forwardGroup: null,
    questions: [
      { _id: 'q5', question: '每月到館次數', type: 'Number', options: [], isRequired: false, hasOtherOption: false },
      { _id: 'q6', question: '建議', type: 'TextBox', options: [], isRequired: false, hasOtherOption: false },
      { _id: 'q7', question: '最近到館日', type: 'Date', options: [], isRequired: false, hasOtherOption: false },
      {
        _id: 'q8',
        question: '單位',
        type: 'DropDownList',
        options: [option('d1', '內科'), option('d2', '外科')],
        isRequired: false,
        hasOtherOption: false,
      },
    ],
  },
]

const response = (a: Record<string, AnswerValue[]>): AnswerGroup[] => [
  { _id: 'g1', questions: ['q1', 'q2', 'q3', 'q4'].map((id) => ({ _id: id, answers: a[id] ?? [] })) },
  { _id: 'g2', questions: ['q5', 'q6', 'q7', 'q8'].map((id) => ({ _id: id, answers: a[id] ?? [] })) },
]

export const RESPONSES: AnswerGroup[][] = [
  response({
    q1: ['a'],
    q2: ['x', 'y'],
    q3: [true],
    q4: [2, 1],
    q5: [10],
    q6: ['很好'],
    q7: ['2026-01-02'],
    q8: ['d1'],
  }),
  response({ q1: [{ other: '朋友介紹' }], q2: ['y', { other: '自填' }], q3: [false], q4: [2, null], q5: [20] }),
  response({ q1: ['a'], q3: [true], q4: [0, 2], q5: [3], q6: ['普通'] }),
  response({ q2: ['z'], q5: [7] }),
]
