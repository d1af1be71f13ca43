/** The feedback module's zh-TW messages. */
export const FEEDBACK_MSG = {
  /** Unknown id, wrong key or no key: the same answer, so a ticket's existence never leaks. */
  notFound: '找不到此意見回饋，請確認連結是否完整',
  closed: '此意見回饋已結案，無法再新增訊息',
  rating: '滿意度須為 1 到 5 的整數',
  categoryUnknown: '分類：找不到資料',
  messageRequired: '訊息為必填欄位',
  photoRequired: '請選擇要上傳的照片',
  photosNotAllowed: '此意見回饋不開放上傳照片',
  photoNotImage: (name: string) => `「${name}」不是圖片檔，僅接受 jpg、jpeg、png、gif、webp`,
  photoTooLarge: (mb: number) => `照片大小不可超過 ${mb} MB`,
  photoUnknown: '照片網址無效，請重新上傳',
  photoLimit: (max: number) => `每張意見回饋最多上傳 ${max} 張照片`,
  /** All visitors' photos together reached the day's total (FEEDBACK_PHOTO_DAILY_MB). */
  photoDailyTotal: (hours: number) =>
    `今日所有讀者上傳的照片已達總量上限，請於 ${hours} 小時後再試，或先以文字描述問題`,
  /** Staff who may read a ticket, but not act for its visitor: those actions need the visitor's key. */
  keyRequired: '回覆、上傳照片與結案須由讀者透過回饋單連結（含密鑰）進行',
  archiveMissing: '檔案庫缺少意見回饋資料夾',
} as const
