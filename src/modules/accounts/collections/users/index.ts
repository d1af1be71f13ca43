import type { CollectionConfig } from 'payload'

import { FLAGS, allow, fieldAllow, selfOr } from '@/access'
import { isObjectId } from '@/lib/objectId'
import { MSG } from '@/i18n/messages'
import { ACCOUNT_STATUS, TOKEN_EXPIRATION_SECONDS } from '../../accountRules'
import {
  applyAccountRules,
  enforcePasswordRule,
  guardAccountChange,
  guardAccountDelete,
  refuseDisabledLogin,
  requireEmailFromPeople,
  showLockedStatus,
} from './hooks'

const manageUsers = fieldAllow(FLAGS.authorizations.users.edit)

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: '使用者', plural: '使用者管理' },
  admin: {
    useAsTitle: 'username',
    defaultColumns: ['username', 'name', 'email', 'accountStatus', 'roles'],
    group: '平台營運管理',
  },
  auth: {
    loginWithUsername: { allowEmailLogin: false, requireEmail: false, requireUsername: true },
    // Payload's own lock counts failures per account from every address, so anyone could lock
    // anyone out: the sign-in limits lock instead (src/modules/accounts/signInLimits.ts).
    maxLoginAttempts: 0,
    tokenExpiration: TOKEN_EXPIRATION_SECONDS,
    useSessions: true,
    depth: 1,
  },
  access: {
    admin: ({ req }) => Boolean(req.user) && req.user?.accountStatus !== 'Disabled',
    read: selfOr(FLAGS.authorizations.users.read),
    create: allow(FLAGS.authorizations.users.edit),
    update: selfOr(FLAGS.authorizations.users.edit),
    delete: allow(FLAGS.authorizations.users.delete),
    unlock: () => false,
  },
  hooks: {
    beforeValidate: [enforcePasswordRule, requireEmailFromPeople],
    beforeChange: [guardAccountChange, applyAccountRules],
    beforeDelete: [guardAccountDelete],
    beforeRead: [showLockedStatus],
    beforeLogin: [refuseDisabledLogin],
  },
  fields: [
    { name: 'name', label: '姓名', type: 'text', required: true },
    // Payload's auth block shows no email input for username logins; this one edits `email`.
    {
      name: 'emailInput',
      label: '電子郵件',
      type: 'ui',
      admin: {
        disableListColumn: true,
        components: { Field: '/modules/accounts/admin/UserEmailField#UserEmailField' },
      },
    },
    { name: 'phoneNumber', label: '電話', type: 'text' },
    {
      name: 'accountStatus',
      label: '帳號狀態',
      type: 'select',
      required: true,
      defaultValue: 'Enabled',
      options: [
        { label: '啟用', value: ACCOUNT_STATUS.Enabled },
        { label: '停用', value: ACCOUNT_STATUS.Disabled },
        { label: '異常鎖定', value: ACCOUNT_STATUS.Locked },
      ],
      access: { update: manageUsers, create: manageUsers },
      admin: { description: '異常鎖定的帳號改回「啟用」即解除鎖定。' },
    },
    {
      name: 'roles',
      label: '角色',
      type: 'relationship',
      relationTo: 'roles',
      hasMany: true,
      access: { update: manageUsers, create: manageUsers },
    },
    {
      name: 'routeIds',
      label: '可編輯的路由',
      type: 'text',
      hasMany: true,
      access: { update: manageUsers, create: manageUsers },
      validate: (value: string[] | null | undefined) =>
        !value || value.every((id) => isObjectId(id)) ? true : MSG.notObjectId,
      admin: { description: '留空表示可編輯所有路由。' },
    },
    {
      name: 'mustChangePassword',
      label: '下次登入須變更密碼',
      type: 'checkbox',
      defaultValue: false,
      admin: { readOnly: true, position: 'sidebar' },
    },
    { name: 'resetCodeHash', type: 'text', hidden: true },
    { name: 'resetCodeExpiresAt', type: 'date', hidden: true },
    { name: 'resetCodeAttempts', type: 'number', hidden: true, defaultValue: 0 },
    // 異常鎖定 until then (the sign-in limits set it; staff clear it by setting 啟用).
    { name: 'signInLockedUntil', type: 'date', hidden: true },
    // When staff last unlocked the account (or its password was reset): failures before it no longer count.
    { name: 'signInResetAt', type: 'date', hidden: true },
  ],
  timestamps: true,
}
