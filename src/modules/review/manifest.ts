import { defineManifest } from '@/modules/define'

/** 審核: review requests of content under the review workflow. */
export const reviewManifest = defineManifest({
  name: 'review',
  label: '審核管理',
  group: 'platform',
  flags: [{ key: 'auth_requests', label: '審核管理', actions: ['read', 'edit'] }],
  routes: [
    {
      path: 'review-management',
      title: '審核管理',
      flag: 'auth_requests.auth',
      collection: 'auth-requests',
      customView: true,
    },
  ],
  notifier: { name: 'auth-requests', label: '內容審核', flag: 'auth_requests.auth', position: 4 },
})
