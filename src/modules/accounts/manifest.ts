import { defineManifest } from '@/modules/define'

/** 帳號權限: users, roles and the session contract under /api/auth. */
export const accountsManifest = defineManifest({
  name: 'accounts',
  label: '帳號權限管理',
  group: 'platform',
  flags: [
    {
      key: 'authorizations',
      label: '帳號權限管理',
      children: [
        { key: 'users', label: '使用者管理', actions: ['read', 'edit', 'delete'] },
        { key: 'roles', label: '角色管理', actions: ['read', 'edit', 'delete'] },
      ],
    },
  ],
  routes: [
    { path: 'user-management', title: '使用者管理', flag: 'authorizations.users.auth', collection: 'users' },
    { path: 'role-management', title: '角色管理', flag: 'authorizations.roles.auth', collection: 'roles' },
  ],
})
