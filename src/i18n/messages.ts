/**
 * zh-TW messages of the product. Spec messages are verbatim;
 * the rest follow the same voice.
 */
export const MSG = {
  required: (label: string) => `${label}為必填欄位`,
  min: (min: number | string) => `最小值為 ${min}`,
  max: (max: number | string) => `最大值為 ${max}`,
  mismatch: (confirmLabel: string, label: string) => `${confirmLabel} 與 ${label} 並未相同`,
  notEmail: '不是電子郵件格式',
  notUrl: '不是網址格式',
  notObjectId: '不是有效的 ObjectId',
  /** A value outside its field's enumeration: refused, never coerced. */
  notInEnum: (label: string) => `${label}不是有效的選項`,
  passwordRule: '密碼須為 8 到 100 個字元，且包含數字、小寫字母與大寫字母',
  badRequest: '請求格式錯誤',
  /** A JSON body that is not an object (null, a list, a text, a number). */
  bodyNotObject: '請求內容須為 JSON 物件',
  unknownKeys: (keys: readonly string[]) => `不接受的欄位：${keys.join('、')}`,
  /** A text field sent a list or an object over Payload's REST (src/config/restShape.ts). */
  notText: (fields: readonly string[]) => `${fields.join('、')}須為文字`,
  nulCharacter: '內容含有無法儲存的控制字元（U+0000），請移除後再試',
  controlCharacter: (field: string) => `「${field}」含有不允許的控制字元，請移除後再試`,
  tooDeep: (limit: number) => `送出的資料巢狀層數過多（上限 ${limit} 層）`,
  keywordTooLong: (limit: number) => `關鍵字過長（上限 ${limit} 字）`,
  /** A multipart body that cannot be read (truncated, no boundary, a malformed part, `_payload` that is no JSON). */
  badMultipart: '上傳的資料無法讀取，請以 multipart/form-data 重新上傳檔案（欄位 file）',
  multipartTooLarge: '上傳的檔案或欄位超過上限',
  emptyList: '目前暫無資料',
  /** Under the empty-list text on Payload's lists (its own said 沒有結果 and blamed the filters). */
  emptyListHint: '尚未建立資料，或沒有符合搜尋與篩選條件的資料。',
  noOptions: '目前沒有選項',
  notFoundPage: '暫無此頁面',

  // session
  invalidCredentials: '帳號或密碼錯誤',
  accountLocked: '帳號因多次登入失敗已被鎖定，請稍後再試或聯絡管理員',
  accountDisabled: '此帳號已停用，請聯絡管理員',
  unauthenticated: '請先登入',
  sessionExpired: '登入已逾時，請重新登入',
  forbidden: '您沒有權限執行此操作',
  forbiddenScreen: '您沒有權限檢視此頁面，如需使用請洽系統管理員。',
  mustChangePassword: '首次登入請先變更密碼',
  samePassword: '新密碼不可與舊密碼相同',
  usernameMismatch: '帳號與目前登入的使用者不符',
  resetCodeSent: '若此電子郵件已註冊，驗證碼已寄出，請至信箱收信',
  resetCodeInvalid: '驗證碼錯誤或已過期',
  passwordChanged: '密碼已變更',
  loggedOut: '已登出',
  notFound: '找不到資料',
  serverError: '伺服器發生錯誤，請稍後再試',

  // roles
  superAdminUndeletable: '超級管理員角色不可刪除',
  superAdminAlwaysEnabled: '超級管理員角色不可停用',
} as const

/** Field labels used in validation messages. */
export const LABEL = {
  username: '帳號',
  password: '密碼',
  oldPassword: '舊密碼',
  newPassword: '新密碼',
  rePassword: '確認密碼',
  email: '電子郵件',
  name: '姓名',
  userId: '使用者',
  code: '驗證碼',
  roleName: '角色名稱',
  accountStatus: '帳號狀態',
} as const
