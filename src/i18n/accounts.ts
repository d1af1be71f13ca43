/**
 * zh-TW messages and labels of the accounts area: users, roles, role assignment, module
 * notifiers and the organisation lists (departments, job titles, job categories).
 * Spec messages come from `MSG` in ./messages (required, mismatch, not-an-email, ObjectId).
 */
import { LABEL, MSG } from './messages'

export const ACCOUNT_LABEL = {
  ...LABEL,
  phoneNumber: '電話',
  routeIds: '可編輯的路由',
  roles: '角色',
  role: '角色',
  users: '使用者',
  user: '使用者',
  moduleName: '模組名稱',
  notifierEmail: '通知信箱',
  listName: '名稱',
  sort: '排序',
  enabled: '啟用',
  id: '編號',
  auth: '權限',
} as const

export const ACCOUNT_MSG = {
  // list query
  pageInvalid: '頁碼必須為正整數',
  limitInvalid: '每頁筆數必須為正整數',

  // users
  usernameTaken: '帳號已存在',
  emailTaken: '電子郵件已被使用',
  accountStatusInvalid: '帳號狀態必須為啟用或停用',
  cannotDeleteSelf: '不可刪除自己的帳號',
  cannotDisableSelf: '不可停用自己的帳號',
  userNotFound: '使用者不存在',
  passwordMismatch: MSG.mismatch(LABEL.rePassword, LABEL.password),

  // roles
  roleNameTaken: '角色名稱已存在',
  roleNotFound: '角色不存在',
  flagInvalid: '權限設定格式錯誤',
  enabledInvalid: '啟用狀態格式錯誤',

  // module users and notifiers
  moduleNameInvalid: '模組名稱不正確',

  // organisation lists
  sortInvalid: '排序必須為數字',
} as const
