import type { Payload } from 'payload'

import type { QuestionGroup } from '@/forms/types'

const context = { seed: true }
const DAY = 24 * 3600 * 1000

const LIKERT_COLUMNS = ['非常不滿意', '不滿意', '普通', '滿意', '非常滿意']

/**
 * The demo questionnaire 圖書館服務滿意度調查: three groups, several types (choice, Number,
 * drop-down with other, Likert, yes/no, multiple answers, text, date, time), an option that
 * jumps straight to the end (「否」 in group 1 skips groups 2 and 3), a round covering the next
 * year, and the personal-data statement it asks consent for.
 */
export const DEMO_QUESTIONNAIRE_TITLE = '圖書館服務滿意度調查'

export const demoQuestionGroups = (): QuestionGroup[] => [
  {
    _id: 'demo-g1',
    title: '使用經驗',
    description: '請先告訴我們您使用本館的情形。',
    forward: 'Next',
    forwardGroup: null,
    questions: [
      {
        _id: 'demo-q1',
        question: '您最近三個月是否使用過本館服務？',
        type: 'MultipleChoices',
        isRequired: true,
        hasOtherOption: false,
        options: [
          { _id: 'demo-q1-yes', text: '是', forward: 'Next', forwardGroup: null },
          { _id: 'demo-q1-no', text: '否（直接結束問卷）', forward: 'End', forwardGroup: null },
        ],
      },
      {
        _id: 'demo-q2',
        question: '您每月平均到館幾次？',
        type: 'Number',
        isRequired: false,
        hasOtherOption: false,
        options: [],
      },
      {
        _id: 'demo-q3',
        question: '您最常使用的服務',
        type: 'DropDownList',
        isRequired: false,
        hasOtherOption: true,
        options: [
          { _id: 'demo-q3-borrow', text: '借閱圖書', forward: 'Next', forwardGroup: null },
          { _id: 'demo-q3-eresources', text: '電子資源', forward: 'Next', forwardGroup: null },
          { _id: 'demo-q3-space', text: '閱覽空間', forward: 'Next', forwardGroup: null },
        ],
      },
    ],
  },
  {
    _id: 'demo-g2',
    title: '服務評價',
    forward: 'Next',
    forwardGroup: null,
    questions: [
      {
        _id: 'demo-q4',
        question: '請評價以下服務',
        type: 'LikertScale',
        isRequired: true,
        hasOtherOption: false,
        options: [],
        likertRows: ['館藏資源', '借閱服務', '環境設施'],
        likertColumns: LIKERT_COLUMNS,
      },
      {
        _id: 'demo-q5',
        question: '是否曾使用館際合作服務？',
        type: 'YesNo',
        isRequired: false,
        hasOtherOption: false,
        options: [],
      },
      {
        _id: 'demo-q6',
        question: '您使用過哪些電子資源？',
        type: 'MultipleAnswers',
        isRequired: false,
        hasOtherOption: true,
        options: [
          { _id: 'demo-q6-pubmed', text: 'PubMed', forward: 'Next', forwardGroup: null },
          { _id: 'demo-q6-uptodate', text: 'UpToDate', forward: 'Next', forwardGroup: null },
          { _id: 'demo-q6-scholar', text: 'Google Scholar', forward: 'Next', forwardGroup: null },
        ],
      },
    ],
  },
  {
    _id: 'demo-g3',
    title: '其他意見',
    forward: 'End',
    forwardGroup: null,
    questions: [
      {
        _id: 'demo-q7',
        question: '最近一次到館日期',
        type: 'Date',
        isRequired: false,
        hasOtherOption: false,
        options: [],
      },
      {
        _id: 'demo-q8',
        question: '您偏好的到館時段',
        type: 'Time',
        isRequired: false,
        hasOtherOption: false,
        options: [],
      },
      { _id: 'demo-q9', question: '其他建議', type: 'TextArea', isRequired: false, hasOtherOption: false, options: [] },
    ],
  },
]

export const seedQuestionnaires = async (payload: Payload): Promise<void> => {
  const settings = await payload.findGlobal({ slug: 'questionnaire-settings', overrideAccess: true })
  if (!settings.privacyStatement)
    await payload.updateGlobal({
      slug: 'questionnaire-settings',
      data: {
        privacyStatement:
          '本館為了解讀者對圖書館服務的意見，依個人資料保護法蒐集您填寫的姓名與電子郵件，僅用於本次問卷的統計與聯繫，不另作他用。您可隨時向本館請求查詢或刪除您的資料。',
        announcementContent: [
          {
            className: '',
            elements: [
              {
                tagName: 'p',
                context: '<p>感謝您撥冗填寫本館問卷，您的意見是我們改善服務的依據。每份問卷只在填答期間內開放。</p>',
              },
            ],
          },
        ],
      },
      context,
      overrideAccess: true,
    })
  if ((await payload.count({ collection: 'questionnaires', overrideAccess: true })).totalDocs > 0) return
  const now = Date.now()
  await payload.create({
    collection: 'questionnaires',
    data: {
      title: DEMO_QUESTIONNAIRE_TITLE,
      description: '感謝您撥冗填寫，您的意見是我們改善服務的依據。填寫約需 3 分鐘。',
      enabledStatement: true,
      isEnable: true,
      isFillable: true,
      conclusion: '感謝您的寶貴意見，我們會持續改善圖書館服務。',
      rounds: [
        {
          title: '本年度',
          description: '年度服務滿意度調查',
          start: new Date(now - DAY).toISOString(),
          end: new Date(now + 365 * DAY).toISOString(),
        },
      ],
      questionGroups: demoQuestionGroups(),
      status: 'Published',
      _status: 'published',
    },
    draft: false,
    context,
    overrideAccess: true,
  })
}
