/** The staff's side of questionnaire answers: list, detail, statistics and the .xlsx export. */
export { questionnaireAnswerEndpoints } from './endpoints'
export {
  type QuestionnaireStatistics,
  type QuestionStatistic,
  TEXT_CAP,
  computeStatistics,
  median,
  percentOf,
  statisticsAccumulator,
} from './stats'
export { type ExportColumn, type ExportResponse, exportColumns, exportRow } from './layout'
export { answerDetailGroups } from './detail'
export { QUESTIONNAIRE_ANSWER_VIEWS } from './views'
export { SCAN_PAGE, scanAnswers } from './scan'
