/** zh-TW labels of the feedbacks module's values, as the spec names them. */
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
