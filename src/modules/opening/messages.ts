/** The zh-TW labels and messages of the opening-hours calls. */

export const OPENING_LABEL = {
  date: '日期',
  openingStatus: '開館狀態',
  openingTime: '開館時間',
  closingTime: '閉館時間',
  openingDays: '開館日',
  year: '年份',
  month: '月份',
  openingDates: '開館日資料',
} as const

const OPENING_LABEL_ROWS = '開館日資料'

export const OPENING_MSG = {
  notDay: '日期格式須為 YYYY-MM-DD',
  badStatus: '開館狀態須為開館或閉館（Open 或 Closed）',
  badWeekday: '開館日須為星期一到星期日',
  badYear: '年份須為 1970 到 9999 之間的整數',
  badMonth: '月份須為 1 到 12 之間的整數',
  badMonthFilter: '月份格式須為 YYYY-MM',
  duplicateDay: '此日期在匯入資料中重複',
  dateTaken: '此日期已有開館設定，請直接編輯該日期',
  noFile: '請選擇要匯入的檔案',
  noRows: `${OPENING_LABEL_ROWS}為必填欄位`,
} as const
