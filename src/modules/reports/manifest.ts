import { defineManifest } from '@/modules/define'

/** 報表管理: the registry of generated report files. */
export const reportsManifest = defineManifest({
  name: 'reports',
  label: '報表管理',
  group: 'platform',
  routes: [{ path: 'report-management', title: '報表管理', flag: 'authorizations.auth', collection: 'reports' }],
})
