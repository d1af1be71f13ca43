import { defineManifest } from '@/modules/define'

/** 網站內容: the navigation routes and the page-builder pages (reviewed). */
export const cmsManifest = defineManifest({
  name: 'cms',
  label: '網站內容管理',
  group: 'site',
  flags: [
    {
      key: 'cms',
      label: '網站內容管理',
      children: [
        { key: 'routes', label: '路由管理', actions: ['read', 'edit', 'delete'] },
        { key: 'pages', label: '頁面管理', actions: ['read', 'edit', 'delete', 'review__required'] },
      ],
    },
  ],
  routes: [{ path: 'route-management', title: '路由管理', flag: 'cms.auth', collection: 'routes' }],
  publicTags: ['routes', 'pages'],
  pages: [{ path: '/cms', ids: 'required', tags: ['pages'], kept: true }],
  review: [{ collection: 'pages', module: 'pages', flag: 'cms.pages.review__required', titleField: 'title' }],
  preview: [{ collection: 'pages', flag: 'cms.pages.read' }],
})
