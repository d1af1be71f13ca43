import { describe, expect, it } from 'vitest'
import { ALL_ADMIN_ROUTES, MENU_GROUPS } from '@/admin/routeTable'
import { MSG } from '@/i18n/messages'
import {
  admin,
  app,
  DocBody,
  editor,
  fieldErrors,
  moduleCollections,
  moduleGlobals,
  useModuleCollections,
} from '../../helpers/moduleCollections'

useModuleCollections()

describe('every back-office screen is served by a real collection or global', () => {
  /** Screens whose collection another module delivers (the archive manager). */
  const DELIVERED_ELSEWHERE = new Set(['archives'])

  it('each slug of the route table exists in the config, with the screen title and menu group', () => {
    const collections = new Map<string, { admin?: { group?: unknown } }>(
      app.payload.config.collections.map((c) => [c.slug, c]),
    )
    const globals = new Map<string, { admin?: { group?: unknown } }>(app.payload.config.globals.map((g) => [g.slug, g]))
    const missing: string[] = []
    for (const route of ALL_ADMIN_ROUTES) {
      const slug = route.collection ?? route.global
      if (!slug || DELIVERED_ELSEWHERE.has(slug)) continue
      const config = route.collection ? collections.get(slug) : globals.get(slug)
      if (!config) {
        missing.push(slug)
        continue
      }
      expect(config.admin?.group, slug).toBe(MENU_GROUPS[route.group])
    }
    expect(missing).toEqual([])

    // The plural label of each module collection/global is the title of a screen it serves
    // (the notifier settings keep their own name; the reservations screen that shows them is 通知信箱設定).
    const OWN_LABEL = new Set(['module-notifiers'])
    for (const module of [
      ...moduleCollections.map((c) => ({ slug: c.slug, label: c.labels?.plural })),
      ...moduleGlobals.map((g) => ({ slug: g.slug, label: g.label })),
    ]) {
      const titles = ALL_ADMIN_ROUTES.filter((r) => r.collection === module.slug || r.global === module.slug).map(
        (r) => r.title,
      )
      if (titles.length && !OWN_LABEL.has(module.slug)) expect(titles, module.slug).toContain(module.label)
    }
  })

  it('the REST list of every module collection and global answers the admin', async () => {
    for (const collection of moduleCollections) {
      const res = await app.api.get(`/api/${collection.slug}?limit=1`, { token: admin })
      expect(res.status, collection.slug).toBe(200)
    }
    for (const global of moduleGlobals) {
      const res = await app.api.get(`/api/globals/${global.slug}`, { token: admin })
      expect(res.status, global.slug).toBe(200)
    }
  })
})

describe('feedbacks, questionnaires and review requests', () => {
  it('a feedback starts Pending with rating 5; its respondent needs a valid email', async () => {
    const ok = await app.api.post<DocBody<{ status: string; rating: number; authorKind: string }>>(
      '/api/feedbacks',
      { title: '冷氣太冷', respondent: { name: '讀者甲', email: 'reader@example.org' } },
      { token: admin },
    )
    expect(ok.status).toBe(201)
    expect(ok.body.doc).toMatchObject({ status: 'Pending', rating: 5, authorKind: 'Client' })

    const bad = await app.api.post(
      '/api/feedbacks',
      { title: '壞信箱', respondent: { name: '讀者乙', email: 'nope' } },
      { token: admin },
    )
    expect(bad.status).toBe(400)
    expect(fieldErrors(bad.body)).toContainEqual(
      expect.objectContaining({ path: 'respondent.email', message: MSG.notEmail }),
    )
  })

  it('a questionnaire records who saved it last', async () => {
    const res = await app.api.post<DocBody<{ status: string; modifiedUser: string | { username: string } }>>(
      '/api/questionnaires',
      {
        title: '滿意度調查',
        rounds: [{ title: '第一期', start: '2025-01-01T00:00:00.000Z', end: '2025-01-31T00:00:00.000Z' }],
      },
      { token: admin },
    )
    expect(res.status).toBe(201)
    // Questionnaires are under the review workflow like news: a save by someone whose
    // publishing needs no review publishes; a draft save stays Drafting.
    expect(res.body.doc.status).toBe('Published')
    expect(res.body.doc.modifiedUser).toMatchObject({ username: 'admin' })
    const draft = await app.api.post<DocBody<{ status: string; modifiedUser: string | { username: string } }>>(
      '/api/questionnaires?draft=true',
      { title: '草稿問卷' },
      { token: admin },
    )
    expect(draft.status).toBe(201)
    expect(draft.body.doc.status).toBe('Drafting')
    expect(draft.body.doc.modifiedUser).toMatchObject({ username: 'admin' })
  })

  it('review requests cannot be deleted, not even by the super-admin', async () => {
    // Requests are opened only by the review service (issue 10 item 4): REST create is closed.
    const refused = await app.api.post(
      '/api/auth-requests',
      { module: 'news', documentId: '0123456789abcdef01234567' },
      { token: admin },
    )
    expect(refused.status).toBe(403)
    const created = await app.payload.create({
      collection: 'auth-requests',
      data: { module: 'news', documentId: '0123456789abcdef01234567', status: 'Pending' },
    })
    expect(created.status).toBe('Pending')
    expect((await app.api.delete(`/api/auth-requests/${created.id}`, { token: admin })).status).toBe(403)
  })
})

describe('permissions', () => {
  it('the editor (news flags only) reads and writes news', async () => {
    expect((await app.api.get('/api/news', { token: editor })).status).toBe(200)
    expect((await app.api.get('/api/news-categories', { token: editor })).status).toBe(200)
    const res = await app.api.post('/api/news', { title: '編輯的消息' }, { token: editor })
    expect(res.status).toBe(201)
  })

  it.each([
    'routes',
    'pages',
    'rooms',
    'seats',
    'reservations',
    'basic-statistics',
    'data-original-settings',
    'merge-statistics',
    'faq',
    'feedbacks',
    'auth-requests',
  ])('the editor gets 403 on /api/%s', async (slug) => {
    expect((await app.api.get(`/api/${slug}`, { token: editor })).status).toBe(403)
    expect((await app.api.post(`/api/${slug}`, { name: 'x' }, { token: editor })).status).toBe(403)
  })

  it.each(['news', 'routes', 'rooms', 'reservations', 'data-original-settings', 'questionnaire-answers'])(
    'anonymous requests to /api/%s get 403',
    async (slug) => {
      expect((await app.api.get(`/api/${slug}`)).status).toBe(403)
      expect((await app.api.post(`/api/${slug}`, { name: 'x', title: 'x' })).status).toBe(403)
    },
  )

  it('public globals are readable anonymously but not writable', async () => {
    for (const slug of [
      'carousel-settings',
      'opening-settings',
      'questionnaire-settings',
      'recommendation-questionnaire',
      'seat-reservation-settings',
    ]) {
      expect((await app.api.get(`/api/globals/${slug}`)).status, slug).toBe(200)
      expect((await app.api.post(`/api/globals/${slug}`, {})).status, slug).toBe(403)
    }
  })
})
