/** zh-TW labels of the reservations module's values, as the spec names them. */
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

/** Which accounts accepted an internal patron's password: the platform's own, or the hospital directory's. */
export const ACCOUNT_SOURCE_LABEL = {
  local: '平台帳號',
  directory: '院內帳號',
} as const

export type AccountSource = keyof typeof ACCOUNT_SOURCE_LABEL
