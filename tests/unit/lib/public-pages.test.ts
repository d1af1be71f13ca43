import { describe, expect, it } from 'vitest'

import { MODULE_PAGES } from '@/app/(frontend)/components/modulePages'
import { PRERENDERED, keptPageTags, keptPageTtl } from '@/lib/keptPages'
import { PUBLIC_TAGS } from '@/lib/publicTags'

/**
 * The public tags, kept-page rules and sitemap entries as they were written by hand before
 * issue 23 derived them from the manifests: the derived tables must answer exactly the same.
 */
const FRAME = ['public:settings', 'public:links', 'public:routes', 'public:opening']
const ID_PAGES = ['/news/abc123', '/faq/42', '/cms/0123456789abcdef01234567', '/questionnaire/7']

describe('the derived public tables equal the hand-written ones they replace', () => {
  it('public tags', () => {
    expect(PUBLIC_TAGS).toEqual({
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
      reservations: 'public:reservations',
    })
  })

  it('pages rendered ahead', () => {
    expect([...PRERENDERED].sort()).toEqual(
      [
        '/',
        '/news',
        '/faq',
        '/opening',
        '/album',
        '/catalog',
        '/external-links',
        '/sitemap',
        '/accessibility',
        '/statistics',
        '/questionnaire',
        '/recommendation',
        '/feedback/create',
        '/space/room-reservation',
        '/space/seat-reservation',
      ].sort(),
    )
  })

  it('kept pages, their tags and lives', () => {
    const own: Record<string, string[]> = {
      '/': ['public:news', 'public:carousels', 'public:albums', 'public:catalogs'],
      '/news': ['public:news'],
      '/news/abc123': ['public:news'],
      '/faq': ['public:faq'],
      '/faq/42': ['public:faq'],
      '/opening': [],
      '/album': ['public:albums'],
      '/catalog': ['public:catalogs'],
      '/external-links': [],
      '/sitemap': ['public:pages'],
      '/cms/0123456789abcdef01234567': ['public:pages'],
      '/accessibility': [],
      '/statistics': ['public:statistics'],
      '/questionnaire': ['public:questionnaires'],
      '/questionnaire/7': ['public:questionnaires'],
      '/recommendation': ['public:recommendations'],
      '/feedback/create': ['public:feedback'],
      '/space/room-reservation': ['public:reservations'],
      '/space/seat-reservation': ['public:reservations'],
    }
    for (const [path, tags] of Object.entries(own)) {
      expect(keptPageTags(path), path).toEqual([...FRAME, ...tags])
      expect(keptPageTtl(path), path).toBe(path.startsWith('/questionnaire') ? 60_000 : undefined)
    }
    for (const path of [...PRERENDERED, ...ID_PAGES]) expect(Object.keys(own), path).toContain(path)
    const notKept = [
      '/cms',
      '/cms/',
      '/news/',
      '/news/a/b',
      `/news/${'a'.repeat(65)}`,
      '/news/a.b',
      '/faq/a/b',
      '/album/1',
      '/catalog/1',
      '/opening/1',
      '/statistics/1',
      '/sitemap/1',
      '/external-links/1',
      '/accessibility/1',
    ]
    for (const path of [
      ...notKept,
      '/feedback/abc',
      '/feedback',
      '/recommendation/abc',
      '/space/reservation/12',
      '/space/room-reservation/1',
      '/space',
      '/preview/news',
      '/sitemap.xml',
      '/unknown',
      '/shennong',
      '/api/public/news',
    ]) {
      expect(keptPageTags(path), path).toBeNull()
    }
    expect(keptPageTags(`/news/${'a'.repeat(64)}`)).not.toBeNull()
  })

  it('sitemap module pages, in order', () => {
    expect(MODULE_PAGES).toEqual([
      { path: '/opening', name: '開館時間' },
      { path: '/news', name: '最新消息' },
      { path: '/faq', name: '常見問題' },
      { path: '/feedback/create', name: '意見回饋' },
      { path: '/catalog', name: '新書通報' },
      { path: '/recommendation', name: '資源推薦' },
      { path: '/questionnaire', name: '問卷調查' },
      { path: '/album', name: '活動剪影' },
      { path: '/space/room-reservation', name: '空間預約' },
      { path: '/space/seat-reservation', name: '座位預約' },
      { path: '/statistics', name: '統計資料' },
      { path: '/external-links', name: '相關連結' },
      { path: '/accessibility', name: '無障礙聲明' },
    ])
  })
})
