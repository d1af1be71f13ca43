import { defineManifest } from '@/modules/define'

/** 部門、職稱、職類: the three organisation lists and their public lookups. */
export const organisationManifest = defineManifest({
  name: 'organisation',
  label: '組織清單',
  group: 'platform',
  flags: [
    { key: 'departments', label: '部門管理', actions: ['read', 'edit', 'delete'] },
    { key: 'job_titles', label: '職稱管理', actions: ['read', 'edit', 'delete'] },
    { key: 'job_categories', label: '職類管理', actions: ['read', 'edit', 'delete'] },
  ],
  routes: [
    { path: 'department-management', title: '部門管理', flag: 'departments.auth', collection: 'departments' },
    { path: 'job-title-management', title: '職稱管理', flag: 'job_titles.auth', collection: 'job-titles' },
    { path: 'job-category-management', title: '職類管理', flag: 'job_categories.auth', collection: 'job-categories' },
  ],
})
