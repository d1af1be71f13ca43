import type { AdminViewSpec } from '@/modules/define'

/** The two staff screens: 問卷填答 (answers) and 問卷統計 (statistics). */
export const QUESTIONNAIRE_ANSWER_VIEWS: Record<string, AdminViewSpec> = {
  questionnaireAnswers: {
    Component: '/modules/questionnaires/admin/answers/AnswersView#AnswersView',
    path: '/questionnaire-management/answer',
    meta: { title: '問卷填答' },
  },
  questionnaireStatistics: {
    Component: '/modules/questionnaires/admin/answers/StatisticsView#StatisticsView',
    path: '/questionnaire-management/statistics',
    meta: { title: '問卷統計' },
  },
}
