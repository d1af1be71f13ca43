/** The reservations module's zh-TW messages (each refusal names its limit and value). */
export const RESV_MSG = {
  notFound: '找不到此預約',
  deletedByLibrary: '圖書館已刪除此預約',
  seatSwitchedOff: '座位已停用',
  roomSwitchedOff: '空間已停用',
  seatNotFound: '找不到此座位',
  roomNotFound: '找不到此空間',
  seatDisabled: '此座位目前停用，無法預約',
  roomDisabled: '此空間目前停用，無法預約',
  roomHasSeats: '此空間以座位預約，請改預約其中的座位',
  endBeforeStart: '結束時間必須晚於開始時間',
  inPast: '無法預約已經開始或過去的時段',
  maximumDays: (days: number) => `僅能預約 ${days} 天內的時段`,
  minimum: (slot: number, minimum: number, multiplier: number) =>
    `每次預約至少 ${slot} 分鐘（最短 ${minimum} 分鐘 × ${multiplier}）`,
  unit: (slot: number) => `預約時間須以 ${slot} 分鐘為單位`,
  closed: (date: string) => `${date} 閉館，無法預約`,
  outsideOpening: (start: string, end: string) => `預約時間須在開館時間 ${start}–${end} 之內`,
  weekly: (limit: number, used: number) => `每人每週最多預約 ${limit} 分鐘，本週已預約 ${used} 分鐘`,
  external: (limit: number, date: string) => `外部人士每日最多 ${limit} 筆預約，${date} 已額滿`,
  email: '電子郵件格式不正確',
  userCount: '使用人數須為正整數',
  dateTime: (label: string) => `${label}須為含時區的 ISO-8601 日期時間`,
  /** A date-time on a day the calendar does not have (2026-02-30): refused by name, never rolled over into the next month. */
  invalidDate: (label: string, day: string) => `${label}的日期無效：${day} 不存在`,
  /**
   * The minimum minutes or its multiplier set to 0 or less: refused (an empty field means the
   * default; 0 used to mean it silently).
   */
  positiveSetting: (label: string, fallback: number) => `${label}須大於 0（留空則使用預設值 ${fallback}）`,
  day: (label: string) => `${label}須為 YYYY-MM-DD 日期`,
  time: (label: string) => `${label}須為 HH:mm 時間`,
  days: '查詢天數須為 1 到 7 的整數',
  /** A day or time outside the window the calls accept (so a date near year 9999 or 0 gets no 5xx). */
  outsideWindow: (label: string, from: string, to: string) => `${label}須介於 ${from} 與 ${to} 之間`,
  /** A control character (CR, LF, NUL, U+2028 …) in a text field (no forged calendar lines). */
  controlCharacters: (label: string) => `${label}不可包含控制字元`,
  taken: '此時段已被預約',
  raced: '此時段剛被其他人預約，請選擇其他時段',
  recurrenceClosed: '目前未開放週期性預約',
  rangeReversed: '週期預約的結束日期不可早於開始日期',
  rangeTooLong: (months: number) => `週期預約期間最長 ${months} 個月`,
  conflicts: (items: { date: string; reasons: string[] }[]) =>
    `部分日期無法預約：${items.map((item) => `${item.date}（${item.reasons.join('；')}）`).join('、')}`,
  checkInStatus: '僅能為「已預約」的預約辦理報到',
  checkInWindow: (minutes: number) => `僅能於開始前 ${minutes} 分鐘至結束時間之間報到`,
  selfCheckInOff: '本館未開放讀者自行報到，請至服務台報到。',
  deskCodeRequired: '請輸入櫃台報到碼',
  deskCodeWrong: '報到碼不正確，請向服務台確認。',
  mineLinkSent: (minutes: number) =>
    `若此電子郵件曾用於預約，查詢連結已寄出，請於 ${minutes} 分鐘內開啟信中的連結（連結只能使用一次）。`,
  mineLinkInvalid: '此連結無效、已使用或已過期，請重新申請查詢連結。',
  mineAccessExpired: '查詢已逾時或尚未登入，請重新登入或申請查詢連結。',
  cancelReason: '請填寫取消原因',
  cancelNotHolding: '此預約已取消或已結束，無法取消',
  cancelEnded: '此預約的時段已結束，無法取消',
  modifyNotHolding: '此預約已取消或已結束，無法變更時段或位置',
  wrongKind: (kind: string) => `此預約不是${kind}預約`,
  seatNumberTaken: (number: string) => `此空間已有座位編號 ${number}`,
  roomHasBookings: '此空間或其座位尚有未結束的預約，無法刪除',
  seatHasBookings: '此座位尚有未結束的預約，無法刪除',
  roomHasSeatsDelete: '請先刪除此空間的座位',
  notLabRoom: '此空間不是實驗室',
  /** A series whose days (weekdays, every N) fall nowhere in its range. */
  noMatchingDay: '所選期間內沒有符合的日期',
} as const
