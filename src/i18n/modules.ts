/**
 * zh-TW labels and messages of the content, reservation and statistics modules (spec doc 2 §3,
 * doc 3 §3). Spec messages (required, not-an-email, not-a-url, min/max) come from `MSG`.
 */
import { MSG } from './messages'

export const MODULE_MSG = {
  notUrl: MSG.notUrl,
  notEmail: MSG.notEmail,
  min: MSG.min,
  max: MSG.max,
  required: MSG.required,
  notTime: '時間格式須為 HH:mm（24 小時制）',
  closingBeforeOpening: '閉館時間必須晚於開館時間',
  endBeforeStart: '結束時間必須晚於開始時間',
  notDate: '日期格式錯誤',
  notTreeSort: '排序格式須為以「-」分隔的數字，例如 1-2',
} as const

/** Labels shared by several modules. */
export const FIELD_LABEL = {
  title: '標題',
  name: '名稱',
  description: '說明',
  sort: '排序',
  enabled: '啟用',
  status: '狀態',
  category: '分類',
  blocks: '頁面區塊',
  blockText: '區塊文字',
  startDate: '開始日期',
  endDate: '結束日期',
  date: '日期',
  imageUrl: '圖片網址',
  coverImageUrl: '封面圖片網址',
  linkUrl: '連結網址',
  url: '網址',
  backgroundColor: '背景顏色',
  textColor: '文字顏色',
  highlighted: '精選',
  respondent: '填寫人',
  respondentName: '姓名',
  email: '電子郵件',
  phoneNumber: '電話',
  username: '帳號',
  primaryDepartment: '一級單位',
  secondaryDepartment: '二級單位',
  jobTitle: '職稱',
  jobCategory: '職類',
  questionGroups: '題組',
  parent: '上層節點',
  remark: '備註',
} as const

/** Content status (spec doc 2 §4): news, FAQ, pages, routes, questionnaires. */
export const CONTENT_STATUS_LABEL = {
  Drafting: '草稿',
  Reviewing: '審核中',
  Published: '已發布',
  Returned: '退回修改',
} as const

/** Statistics status (spec doc 3 §4): an enumeration whose default is enabled. */
export const STATISTICS_STATUS_LABEL = {
  Enabled: '啟用',
  Disabled: '停用',
} as const

export const FEEDBACK_STATUS_LABEL = {
  Pending: '未回覆',
  Replied: '已回覆',
  Responded: '待回覆',
  Closed: '已結案',
} as const

export const FEEDBACK_AUTHOR_KIND_LABEL = {
  Client: '讀者',
  Librarian: '館員',
} as const

export const FEEDBACK_SENDER_LABEL = {
  client: '讀者',
  staff: '館員',
} as const

export const RECOMMENDATION_STATUS_LABEL = {
  Pending: '待審核',
  Approved: '已核准',
  Rejected: '已退回',
  Closed: '已結案',
} as const

export const AUTH_REQUEST_STATUS_LABEL = {
  Pending: '待審核',
  Approved: '已核准',
  Rejected: '已退回',
} as const

/** Review request module types (spec doc 2 §3). */
export const AUTH_REQUEST_MODULE_LABEL = {
  news: '最新消息',
  questionnaires: '問卷',
  faqs: '常見問題',
  routes: '路由',
  pages: '頁面',
} as const

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

export const ROUTE_TYPE_LABEL = {
  Path: '路徑',
  Url: '網址',
  Module: '模組',
  List: '列表',
  SinglePage: '單一頁面',
} as const

export const ROUTE_AUTH_LABEL = {
  Public: '公開',
  Internal: '需登入',
  Roles: '指定角色',
} as const

export const RESERVATION_KIND_LABEL = {
  Seat: '座位',
  Room: '空間',
} as const

export const RESERVATION_STATUS_LABEL = {
  Reserved: '已預約',
  CheckedIn: '已報到',
  Completed: '已完成',
  Cancelled: '已取消',
  NoShow: '未報到（已釋出）',
} as const

export const CAROUSEL_SIZE_LABEL = {
  Large: '大',
  Medium: '中',
  Small: '小',
} as const

/** `{ label, value }` options of a select, from a value → zh-TW label map (in map order). */
export const optionsOf = <V extends string>(labels: Record<V, string>): { label: string; value: V }[] =>
  (Object.keys(labels) as V[]).map((value) => ({ label: labels[value], value }))
