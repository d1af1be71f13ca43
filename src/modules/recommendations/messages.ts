/** The zh-TW messages of the recommendations module. */
export const REC_MSG = {
  alreadyDecided: '此推薦已審核，無法再次核准或退回',
  alreadyClosed: '此推薦已結案，無法再變更',
  closeBeforeDecision: '請先核准或退回此推薦，再結案',
  isbnInvalid: 'ISBN 格式不正確（須為 ISBN-10 或 ISBN-13）',
  accountInvalid: '帳號或密碼錯誤，無法確認讀者身分',
  passwordChangeRequired: '此帳號須先變更密碼，才能確認讀者身分',
  notReady: '資源推薦問卷尚未設定，暫不開放推薦',
  submitted: '已送出推薦，確認信已寄至您的電子郵件信箱',
  approved: '已核准此推薦',
  rejected: '已退回此推薦',
  closed: '已結案',
  modified: '已儲存資料',
} as const
