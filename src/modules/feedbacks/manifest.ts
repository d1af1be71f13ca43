import { defineManifest } from '@/modules/define'

/** 意見回饋: visitors' feedback tickets and their categories. */
export const feedbacksManifest = defineManifest({
  name: 'feedbacks',
  label: '意見回饋管理',
  group: 'site',
  flags: [{ key: 'feedbacks', label: '意見回饋管理', actions: ['read', 'edit'] }],
  routes: [
    {
      path: 'feedback-management',
      title: '意見回饋管理',
      flag: 'feedbacks.auth',
      collection: 'feedbacks',
      // The categories visitors choose from (listed under its parent in the menu).
      children: [
        {
          path: 'feedback-management/category',
          title: '意見回饋分類',
          flag: 'feedbacks.read',
          collection: 'feedback-categories',
        },
      ],
    },
  ],
  notifier: { name: 'feedbacks', label: '意見回饋', flag: 'feedbacks.auth', position: 2 },
  publicTags: ['feedback'],
  pages: [{ path: '/feedback/create', tags: ['feedback'], kept: true, sitemap: { name: '意見回饋', position: 4 } }],
  counters: [
    {
      key: 'feedbacks',
      label: '意見回饋數',
      description: '該月收到的意見回饋',
      collection: 'feedbacks',
      dateField: 'createdAt',
      position: 3,
    },
  ],
})
