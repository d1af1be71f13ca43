/** zh-TW labels of the review module's values, as the spec names them. */
export const AUTH_REQUEST_STATUS_LABEL = {
  Pending: '待審核',
  Approved: '已核准',
  Rejected: '已退回',
} as const

/** Review request module types. */
export const AUTH_REQUEST_MODULE_LABEL = {
  news: '最新消息',
  questionnaires: '問卷',
  faqs: '常見問題',
  routes: '路由',
  pages: '頁面',
} as const
