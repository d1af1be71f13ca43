import { defineModule } from '@/modules/define'
import { QUESTIONNAIRE_ANSWER_VIEWS, questionnaireAnswerEndpoints } from './answers'
import { QuestionnaireAnswers } from './collections/questionnaire-answers'
import { QuestionnaireSettings } from './collections/questionnaireSettings'
import { Questionnaires } from './collections/questionnaires'
import { questionnaireEndpoints } from './endpoints'
import { questionnairesManifest } from './manifest'
import { questionnairePublicEndpoints } from './publicEndpoints'

/** 問卷管理: questionnaires, their answers and the announcement page settings. */
export const questionnairesModule = defineModule(questionnairesManifest, {
  collections: [Questionnaires, QuestionnaireAnswers],
  globals: [QuestionnaireSettings],
  endpoints: [...questionnaireEndpoints, ...questionnaireAnswerEndpoints, ...questionnairePublicEndpoints],
  adminViews: { ...QUESTIONNAIRE_ANSWER_VIEWS },
  // Its demo data (seed.ts), loaded only when the demo seed runs.
  seed: async (payload) => (await import('./seed')).seedQuestionnaires(payload),
})

export {
  type PublicQuestionnaire,
  type PublicQuestionnaireSummary,
  type PublicRound,
  currentRound,
  fillState,
  publicPrivacyStatement,
  publicQuestionnaireAnnouncement,
  publicQuestionnaireItem,
  publicQuestionnaireList,
} from './public'
