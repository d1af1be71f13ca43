import { defineManifest } from '@/modules/define'

/** 資源推薦: visitors' recommendations and the recommendation questionnaire. */
export const recommendationsManifest = defineManifest({
  name: 'recommendations',
  label: '資源推薦管理',
  group: 'site',
  flags: [{ key: 'recommendations', label: '資源推薦管理', actions: ['read', 'edit', 'delete'] }],
  routes: [
    {
      path: 'recommendation-management',
      title: '資源推薦管理',
      flag: 'recommendations.auth',
      collection: 'recommendation-answers',
      // The questionnaire visitors fill to recommend (listed under its parent in the menu).
      children: [
        {
          path: 'recommendation-management/questionnaire-edit',
          title: '資源推薦問卷',
          flag: 'recommendations.edit',
          global: 'recommendation-questionnaire',
        },
      ],
    },
  ],
  notifier: { name: 'recommendations', label: '資源推薦', flag: 'recommendations.auth', position: 1 },
  publicTags: ['recommendations'],
  pages: [
    { path: '/recommendation', tags: ['recommendations'], kept: true, sitemap: { name: '資源推薦', position: 6 } },
  ],
  counters: [
    {
      key: 'recommendations',
      label: '資源推薦數',
      description: '該月送出的資源推薦',
      collection: 'recommendation-answers',
      dateField: 'createdAt',
      position: 5,
    },
  ],
})
