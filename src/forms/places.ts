/**
 * zh-TW names of a place in a questionnaire structure, used as the prefix of every message the
 * engine gives (the spec's messages name the field; here they also name the group/question).
 * Indexes are 0-based; the text is 1-based as staff and visitors count.
 */
export const groupPlace = (groupIndex: number): string => `第 ${groupIndex + 1} 題組`

export const questionPlace = (groupIndex: number, questionIndex: number): string =>
  `${groupPlace(groupIndex)}第 ${questionIndex + 1} 題`

export const optionPlace = (groupIndex: number, questionIndex: number, optionIndex: number): string =>
  `${questionPlace(groupIndex, questionIndex)}第 ${optionIndex + 1} 個選項`

/** The spec's default Likert labels: 第 n 列 / 第 n 欄. */
export const defaultLikertRow = (index: number): string => `第 ${index + 1} 列`
export const defaultLikertColumn = (index: number): string => `第 ${index + 1} 欄`
