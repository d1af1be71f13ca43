/** zh-TW refusals of the grant rule; shared account strings stay in src/i18n/accounts.ts. */
export const GRANT_MSG = {
  beyondOwnFlags: '不可授予或編輯含有您本身未擁有權限的角色',
  superAdminOnly: '僅超級管理員可指派超級管理員角色或變更超級管理員帳號',
  accountBeyondOwnFlags: '不可變更權限多於您本身的帳號',
  ownRoles: '不可變更自己帳號的角色',
  ownRoleFlags: '不可變更自己所屬角色的權限',
  ownRoleDelete: '不可刪除自己所屬的角色',
  ownPassword: '變更自己的密碼須輸入目前的密碼，請使用「變更密碼」功能',
  ownEmail: '不可自行變更自己的電子郵件，請洽其他帳號管理員',
} as const

export type GrantMessage = (typeof GRANT_MSG)[keyof typeof GRANT_MSG]

/** zh-TW messages of the hospital directory sign-in. */
export const ACCOUNT_MSG = {
  directoryUnavailable: '目前無法連線院內帳號系統，請稍後再試；如持續發生，請洽圖書館。',
} as const
