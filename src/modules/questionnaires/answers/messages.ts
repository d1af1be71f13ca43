/** zh-TW messages of the answer list, statistics and export. */
export const ANSWERS_MSG = {
  questionnaireNotFound: '找不到此問卷',
  answerNotFound: '找不到此填答',
  roundNotFound: '填答期間不存在',
  allRounds: '全部期間',
  noRound: '未指定期間',
  exportSheet: '填答',
} as const
