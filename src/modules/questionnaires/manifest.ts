import { defineManifest } from '@/modules/define'

/** 問卷: questionnaires (published through the review workflow), their answers and the announcement page. */
export const questionnairesManifest = defineManifest({
  name: 'questionnaires',
  label: '問卷管理',
  group: 'site',
  flags: [{ key: 'questionnaires', label: '問卷管理', actions: ['read', 'edit', 'delete', 'review__required'] }],
  routes: [
    {
      path: 'questionnaire-management',
      title: '問卷管理',
      flag: 'questionnaires.auth',
      collection: 'questionnaires',
      children: [
        {
          path: 'questionnaire-management/answer',
          title: '問卷填答',
          flag: 'questionnaires.read',
          collection: 'questionnaire-answers',
          customView: true,
        },
        {
          path: 'questionnaire-management/statistics',
          title: '問卷統計',
          flag: 'questionnaires.read',
          collection: 'questionnaire-answers',
          customView: true,
        },
        {
          path: 'questionnaire-management/announcement-page-content-edit',
          title: '問卷公告頁內容',
          flag: 'questionnaires.edit',
          global: 'questionnaire-settings',
        },
      ],
    },
  ],
  publicTags: ['questionnaires'],
  pages: [
    // Rounds open and close at any minute.
    {
      path: '/questionnaire',
      ids: 'optional',
      tags: ['questionnaires'],
      kept: { ttlMs: 60_000 },
      sitemap: { name: '問卷調查', position: 7 },
    },
  ],
  preview: [{ collection: 'questionnaires', flag: 'questionnaires.read' }],
  review: [
    {
      collection: 'questionnaires',
      module: 'questionnaires',
      flag: 'questionnaires.review__required',
      titleField: 'title',
    },
  ],
  counters: [
    {
      key: 'questionnaireAnswers',
      label: '問卷填答數',
      description: '該月送出的問卷填答',
      collection: 'questionnaire-answers',
      dateField: 'createdAt',
      position: 4,
    },
  ],
})
