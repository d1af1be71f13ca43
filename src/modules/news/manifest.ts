import { defineManifest } from '@/modules/define'

/** 最新消息: news items and their categories, published through the review workflow. */
export const newsManifest = defineManifest({
  name: 'news',
  label: '最新消息管理',
  group: 'site',
  flags: [{ key: 'news', label: '最新消息管理', actions: ['read', 'edit', 'delete', 'review__required'] }],
  routes: [{ path: 'news-management', title: '最新消息管理', flag: 'news.auth', collection: 'news' }],
  publicTags: ['news'],
  pages: [{ path: '/news', ids: 'optional', tags: ['news'], kept: true, sitemap: { name: '最新消息', position: 2 } }],
  review: [{ collection: 'news', module: 'news', flag: 'news.review__required', titleField: 'title' }],
  preview: [{ collection: 'news', flag: 'news.read' }],
  counters: [
    {
      key: 'news',
      label: '最新消息數',
      description: '該月建立且已發布的最新消息',
      collection: 'news',
      dateField: 'createdAt',
      where: { status: { equals: 'Published' } },
      position: 6,
    },
  ],
})
