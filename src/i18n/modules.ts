/**
 * zh-TW labels and messages of the content, reservation and statistics modules. Spec messages
 * (required, not-an-email, not-a-url, min/max) come from `MSG`.
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

/** Content status: news, FAQ, pages, routes, questionnaires. */
export const CONTENT_STATUS_LABEL = {
  Drafting: '草稿',
  Reviewing: '審核中',
  Published: '已發布',
  Returned: '退回修改',
} as const

/** Statistics status: an enumeration whose default is enabled. */
export const STATISTICS_STATUS_LABEL = {
  Enabled: '啟用',
  Disabled: '停用',
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

/** `{ label, value }` options of a select, from a value → zh-TW label map (in map order). */
export const optionsOf = <V extends string>(labels: Record<V, string>): { label: string; value: V }[] =>
  (Object.keys(labels) as V[]).map((value) => ({ label: labels[value], value }))
