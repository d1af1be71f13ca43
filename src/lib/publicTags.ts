/** The tags of the public site's caches: the data cache of the pages and the kept API answers. */
export const PUBLIC_TAGS = {
  news: 'public:news',
  faq: 'public:faq',
  routes: 'public:routes',
  pages: 'public:pages',
  albums: 'public:albums',
  catalogs: 'public:catalogs',
  opening: 'public:opening',
  links: 'public:links',
  carousels: 'public:carousels',
  settings: 'public:settings',
  questionnaires: 'public:questionnaires',
  statistics: 'public:statistics',
  feedback: 'public:feedback',
  recommendations: 'public:recommendations',
} as const

export type PublicTag = (typeof PUBLIC_TAGS)[keyof typeof PUBLIC_TAGS]
