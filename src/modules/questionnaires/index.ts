import { defineModule } from '../define'
import { QuestionnaireAnswers } from './collections/questionnaire-answers'
import { QuestionnaireSettings } from './collections/questionnaireSettings'
import { Questionnaires } from './collections/questionnaires'
import { questionnairesManifest } from './manifest'

/** 問卷管理: questionnaires, their answers and the announcement page settings (spec doc 2 §3). */
export const questionnairesModule = defineModule(questionnairesManifest, {
  collections: [Questionnaires, QuestionnaireAnswers],
  globals: [QuestionnaireSettings],
})
