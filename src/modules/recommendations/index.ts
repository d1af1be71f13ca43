import { defineModule } from '../define'
import { RecommendationAnswers } from './collections/recommendation-answers'
import { RecommendationQuestionnaire } from './collections/recommendationQuestionnaire'
import { recommendationsManifest } from './manifest'

/** 資源推薦管理: visitors' recommendations and the questionnaire they fill (spec doc 2 §3). */
export const recommendationsModule = defineModule(recommendationsManifest, {
  collections: [RecommendationAnswers],
  globals: [RecommendationQuestionnaire],
})
