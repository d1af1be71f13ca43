import { defineModule } from '@/modules/define'
import { RecommendationAnswers } from './collections/recommendation-answers'
import { RecommendationQuestionnaire } from './collections/recommendationQuestionnaire'
import { recommendationEndpoints } from './endpoints'
import { recommendationsManifest } from './manifest'
import { notifyRecommendationTask } from './notifyJob'
import { recommendationPublicEndpoints } from './publicEndpoints'

/** 資源推薦管理: visitors' recommendations and the questionnaire they fill, staff decisions, and their mails. */
export const recommendationsModule = defineModule(recommendationsManifest, {
  collections: [RecommendationAnswers],
  globals: [RecommendationQuestionnaire],
  endpoints: [...recommendationEndpoints, ...recommendationPublicEndpoints],
  tasks: [notifyRecommendationTask],
  // Its demo data (seed.ts), loaded only when the demo seed runs.
  seed: async (payload) => (await import('./seed')).seedRecommendationQuestionnaire(payload),
})

export {
  type QuestionnaireView,
  type StaffView,
  type VisitorView,
  findForVisitor,
  questionnaireOf,
  readQuestionnaire,
  visitorRecommendation,
} from './service'
export { type ReadableAnswer, checkRecommendationAnswers, isValidIsbn, readableAnswers, transition } from './rules'
export { REC_MSG } from './messages'
export { RECOMMENDATION_STATUS_LABEL } from './labels'
