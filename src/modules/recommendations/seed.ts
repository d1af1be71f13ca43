import type { Payload } from 'payload'

import type { QuestionGroup } from '@/forms/types'

/** Stable ids, so the demo questionnaire and the tests can name its questions. */
export const DEMO_RECOMMENDATION_IDS = {
  group: 'rec-group-1',
  name: 'rec-q-name',
  author: 'rec-q-author',
  isbn: 'rec-q-isbn',
  type: 'rec-q-type',
  reason: 'rec-q-reason',
  typeBook: 'rec-o-book',
  typeEbook: 'rec-o-ebook',
  typeJournal: 'rec-o-journal',
  typeDatabase: 'rec-o-database',
} as const

const ID = DEMO_RECOMMENDATION_IDS

const text = (id: string, question: string, isRequired: boolean, type: 'TextBox' | 'TextArea' = 'TextBox') => ({
  _id: id,
  question,
  type,
  options: [],
  isRequired,
  hasOtherOption: false,
})

const option = (id: string, label: string) => ({ _id: id, text: label, forward: 'Next' as const, forwardGroup: null })

/** The demo recommendation questionnaire (資源推薦): one group of five questions. */
export const DEMO_RECOMMENDATION_GROUPS: QuestionGroup[] = [
  {
    _id: ID.group,
    title: '推薦資源',
    description: '請填寫您希望圖書館購置的資源。',
    forward: 'Next',
    forwardGroup: null,
    questions: [
      text(ID.name, '資源名稱', true),
      text(ID.author, '作者', false),
      text(ID.isbn, 'ISBN', false),
      {
        _id: ID.type,
        question: '資源類型',
        type: 'DropDownList',
        options: [
          option(ID.typeBook, '圖書'),
          option(ID.typeEbook, '電子書'),
          option(ID.typeJournal, '期刊'),
          option(ID.typeDatabase, '資料庫'),
        ],
        isRequired: false,
        hasOtherOption: true,
      },
      text(ID.reason, '推薦理由', true, 'TextArea'),
    ],
  },
]

export const seedRecommendationQuestionnaire = async (payload: Payload): Promise<void> => {
  await payload.updateGlobal({
    slug: 'recommendation-questionnaire',
    data: {
      title: '資源推薦',
      description:
        '歡迎推薦圖書館值得購置的圖書、電子書、期刊或資料庫。送出前需以您的圖書館帳號確認身分，審核結果將以電子郵件通知。',
      questionGroups: DEMO_RECOMMENDATION_GROUPS,
    },
    context: { seed: true },
  })
}
