/** zh-TW labels of the opening module's values, as the spec names them. */
export const OPENING_STATUS_LABEL = {
  Open: '開館',
  Closed: '閉館',
} as const

/** Week starts Monday. */
export const WEEKDAY_LABEL = {
  Monday: '星期一',
  Tuesday: '星期二',
  Wednesday: '星期三',
  Thursday: '星期四',
  Friday: '星期五',
  Saturday: '星期六',
  Sunday: '星期日',
} as const
