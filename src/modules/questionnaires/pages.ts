/**
 * The questionnaires module's door for the Next route files under src/app/(frontend) only: its public
 * pages and the cached reads they render. These run only inside Next (stylesheets, the request's
 * cache), never where index.ts is loaded outside it (the Payload CLI, scripts, the config).
 */
export {
  readAnnouncement,
  readPrivacyStatement,
  readQuestionnaire,
  readQuestionnaireList,
} from './public/questionnaireData'
export { QuestionnaireListPage, questionnaireListMetadata } from './public/QuestionnaireListPage'
export { QuestionnairePage, questionnaireMetadata } from './public/QuestionnairePage'
