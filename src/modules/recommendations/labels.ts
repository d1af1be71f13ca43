/** zh-TW labels of the recommendations module's values. */
export const RECOMMENDATION_STATUS_LABEL = {
  Pending: '待審核',
  Approved: '已核准',
  Rejected: '已退回',
  Closed: '已結案',
} as const
