import type { CollectionConfig } from 'payload'

import { FLAGS, allow, nobody } from '@/access'

/**
 * Internal patrons known from the hospital directory: one record per directory entry,
 * created at the patron's first directory sign-in and refreshed at each one after (name, e-mail,
 * phone, department, job title, as the directory says). Never a password, never a role: a
 * directory patron is no account of the back office. Only the accounts service writes here;
 * staff who may read the user list may read these.
 */
export const DirectoryPatrons: CollectionConfig = {
  slug: 'directory-patrons',
  labels: { singular: '院內目錄讀者', plural: '院內目錄讀者' },
  admin: { hidden: true, useAsTitle: 'username' },
  access: { read: allow(FLAGS.authorizations.users.read), create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'dn', label: '目錄識別名稱', type: 'text', required: true, unique: true, index: true },
    { name: 'username', label: '帳號', type: 'text', required: true, index: true },
    { name: 'name', label: '姓名', type: 'text', required: true },
    { name: 'email', label: '電子郵件', type: 'text' },
    { name: 'phoneNumber', label: '電話', type: 'text' },
    { name: 'department', label: '單位', type: 'text' },
    { name: 'jobTitle', label: '職稱', type: 'text' },
    { name: 'lastSignInAt', label: '最近登入', type: 'date', required: true },
  ],
}
