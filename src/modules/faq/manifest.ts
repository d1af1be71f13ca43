import { defineManifest } from '@/modules/define'

/** 常見問題: the FAQ tree, questions and categories, published through the review workflow. */
export const faqManifest = defineManifest({
  name: 'faq',
  label: '常見問題管理',
  group: 'site',
  flags: [{ key: 'faq', label: '常見問題管理', actions: ['read', 'edit', 'delete', 'review__required'] }],
  routes: [{ path: 'faq-route-management', title: '常見問題管理', flag: 'faq.auth', collection: 'faq-routes' }],
  publicTags: ['faq'],
  pages: [{ path: '/faq', ids: 'optional', tags: ['faq'], kept: true, sitemap: { name: '常見問題', position: 3 } }],
  review: [{ collection: 'faq', module: 'faqs', flag: 'faq.review__required', titleField: 'question' }],
  preview: [{ collection: 'faq', flag: 'faq.read' }],
})
