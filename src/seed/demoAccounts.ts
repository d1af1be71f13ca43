/** Demo accounts (README): not forced to change their password. */
export const DEMO_ACCOUNTS = {
  admin: { username: 'admin', password: 'Admin@12345', name: '系統管理員', email: 'admin@library.example' },
  editor: { username: 'editor', password: 'Editor@12345', name: '消息編輯', email: 'editor@library.example' },
  reviewer: { username: 'reviewer', password: 'Reviewer@12345', name: '內容審核', email: 'reviewer@library.example' },
} as const

export const DEMO_ROLES = {
  superAdmin: '超級管理員',
  newsEditor: '最新消息編輯',
  reviewer: '內容審核者',
} as const
