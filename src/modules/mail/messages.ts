/** zh-TW messages of the mail module. */

/** What a caller hears when a mail could not be sent. */
export const MAIL_FAILED_MESSAGE = '郵件寄送失敗，請稍後再試'

/** The mail log's error of a mail dropped by the per-recipient daily cap (MAIL_RECIPIENT_DAILY_CAP). */
export const recipientCapMessage = (cap: number): string => `已達每位收件者每日 ${cap} 封的寄送上限，未寄出`

/** The mail log's calls (email-management). */
export const MAIL_LOG_MSG = {
  notFound: '找不到此郵件紀錄',
  redacted: '此郵件含一次性驗證碼等機密內容，紀錄中已遮蔽，無法重寄',
  invalidStatus: '狀態只能是 Sent 或 Failed',
  failedWith: (reason: string) => `郵件寄送失敗：${reason}`,
  testSubject: '郵件設定測試',
} as const
