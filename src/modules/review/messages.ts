import { MSG } from '@/i18n/messages'

/** The review calls' refusals (zh-TW), as the contract answers them. */
export const REVIEW_MSG = {
  notFound: '找不到此審核申請',
  alreadyDecided: '此審核申請已處理，無法再次審核',
  ownRequest: '不可審核自己送出的申請',
  reasonRequired: MSG.required('退回原因'),
  badStatus: '審核狀態必須為 Approved 或 Rejected',
  contentGone: '送審的內容已被刪除，無法核准；請以退回結案',
} as const
