/** zh-TW labels of the opening module's values (spec doc 2 §3, doc 3 §3). */
export const OPENING_STATUS_LABEL = {
  Open: '開館',
  Closed: '閉館',
} as const

/** Week starts Monday (spec doc 2 §9). */
export const WEEKDAY_LABEL = {
  Monday: '星期一',
  Tuesday: '星期二',
  Wednesday: '星期三',
  Thursday: '星期四',
  Friday: '星期五',
  Saturday: '星期六',
  Sunday: '星期日',
} as const
