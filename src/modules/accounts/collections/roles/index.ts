import type { CollectionConfig } from 'payload'

import { FLAGS, allow, allowAny } from '@/access'
import { guardRoleChange, guardRoleDelete, guardSuperAdminDelete, normalizeRoleFlags } from './hooks'

export const Roles: CollectionConfig = {
  slug: 'roles',
  labels: { singular: '角色', plural: '角色管理' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'enabled', 'isSuperAdmin', 'updatedAt'],
    group: '平台營運管理',
  },
  access: {
    read: allowAny(FLAGS.authorizations.roles.read, FLAGS.authorizations.users.read, FLAGS.authorizations.users.edit),
    create: allow(FLAGS.authorizations.roles.edit),
    update: allow(FLAGS.authorizations.roles.edit),
    delete: allow(FLAGS.authorizations.roles.delete),
  },
  hooks: {
    beforeChange: [normalizeRoleFlags, guardRoleChange],
    beforeDelete: [guardSuperAdminDelete, guardRoleDelete],
  },
  fields: [
    { name: 'name', label: '角色名稱', type: 'text', required: true, unique: true },
    { name: 'enabled', label: '啟用', type: 'checkbox', defaultValue: true },
    {
      name: 'isSuperAdmin',
      label: '超級管理員',
      type: 'checkbox',
      defaultValue: false,
      admin: { readOnly: true, description: '超級管理員擁有所有權限，且不可刪除或停用。' },
    },
    {
      name: 'flags',
      label: '權限',
      type: 'json',
      admin: {
        description: '新角色預設全部開啟（需經審核除外）。',
        components: { Field: '/modules/accounts/admin/RoleFlagsField#RoleFlagsField' },
      },
    },
  ],
  timestamps: true,
}
