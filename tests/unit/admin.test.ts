import { describe, expect, it } from 'vitest'

import { ALL_ADMIN_ROUTES, ADMIN_ROUTES, resolveAdminPath, specAddressOf, specPathFor } from '@/admin/routeTable'
import { safeNextUrlServer, safeReturnPath } from '@/ui/session/safeNextUrl'

describe('route table', () => {
  it('lists every back-office screen of the spec once', () => {
    const paths = ALL_ADMIN_ROUTES.map((r) => r.path)
    expect(new Set(paths).size).toBe(paths.length)
    for (const path of [
      'news-management',
      'space-management/module-notifier',
      'statistics-demo-management/data-original-settings',
      'questionnaire-management/announcement-page-content-edit',
      'archive-management',
      'review-management',
      'email-management',
      'report-management',
    ]) {
      expect(paths).toContain(path)
    }
    expect(ADMIN_ROUTES.every((r) => r.group === 'site' || r.group === 'platform')).toBe(true)
  })

  it('resolves list, create and edit screens to their Payload paths, sub-pages before parents', () => {
    expect(resolveAdminPath('news-management')).toMatchObject({ view: 'list', target: '/collections/news' })
    expect(resolveAdminPath('/news-management/create/')).toMatchObject({
      view: 'create',
      target: '/collections/news/create',
    })
    expect(resolveAdminPath('user-management/0123456789abcdef01234567')).toMatchObject({
      view: 'edit',
      id: '0123456789abcdef01234567',
      target: '/collections/users/0123456789abcdef01234567',
    })
    // A custom-view sub-page beats its (custom-view) parent and is left to Payload's router.
    expect(resolveAdminPath('space-management/room-management')).toMatchObject({
      view: 'list',
      route: { path: 'space-management/room-management' },
    })
    expect(resolveAdminPath('space-management/room-management')?.target).toBeUndefined()
    expect(resolveAdminPath('space-management/seat-setting')?.target).toBe('/globals/seat-reservation-settings')
    expect(resolveAdminPath('archive-management/abc')?.target).toBeUndefined()
    expect(resolveAdminPath('no-such-screen')).toBeUndefined()
    expect(resolveAdminPath('news-management/a/b')).toBeUndefined()
  })

  it('reaches the feedback categories and the recommendation questionnaire from their module (issue 24: they were linked from nowhere)', () => {
    const feedback = ADMIN_ROUTES.find((r) => r.path === 'feedback-management')
    expect(feedback?.children?.map((c) => [c.path, c.title])).toEqual([
      ['feedback-management/category', '意見回饋分類'],
    ])
    expect(resolveAdminPath('feedback-management/category')).toMatchObject({
      view: 'list',
      target: '/collections/feedback-categories',
    })
    expect(resolveAdminPath('feedback-management/category/create')).toMatchObject({
      view: 'create',
      target: '/collections/feedback-categories/create',
    })
    expect(resolveAdminPath('feedback-management/0123456789abcdef01234567')).toMatchObject({
      view: 'edit',
      target: '/collections/feedbacks/0123456789abcdef01234567',
    })
    const recommendation = ADMIN_ROUTES.find((r) => r.path === 'recommendation-management')
    expect(recommendation?.children?.map((c) => [c.path, c.flag])).toEqual([
      ['recommendation-management/questionnaire-edit', 'recommendations__edit'],
    ])
    expect(resolveAdminPath('recommendation-management/questionnaire-edit')?.target).toBe(
      '/globals/recommendation-questionnaire',
    )
  })

  it('maps Payload screens back to their spec route', () => {
    expect(specPathFor('/collections/users')?.path).toBe('user-management')
    expect(specPathFor('/globals/module-notifiers')?.path).toBe('space-management/module-notifier')
  })

  it('gives the spec address of a Payload address, the way back of resolveAdminPath (issue 31 §2)', () => {
    const id = '0123456789abcdef01234567'
    expect(specAddressOf('collections/news')).toBe('news-management')
    expect(specAddressOf('/collections/news/create/')).toBe('news-management/create')
    expect(specAddressOf(`collections/news/${id}`)).toBe(`news-management/${id}`)
    expect(specAddressOf(`collections/departments/${id}`)).toBe(`department-management/${id}`)
    expect(specAddressOf('collections/users')).toBe('user-management')
    expect(specAddressOf('collections/feedback-categories/create')).toBe('feedback-management/category/create')
    expect(specAddressOf('globals/seat-reservation-settings')).toBe('space-management/seat-setting')
    // Every spec screen served by a Payload screen comes back to itself.
    for (const route of ALL_ADMIN_ROUTES.filter((r) => !r.customView && (r.collection || r.global))) {
      for (const rest of route.collection ? ['', '/create', `/${id}`] : ['']) {
        const target = resolveAdminPath(`${route.path}${rest}`)!.target!
        expect(specAddressOf(target), target).toBe(`${route.path}${rest}`)
      }
    }
    // Payload's deeper screens (versions, API), collections only a custom screen shows, and
    // what is no Payload address stay as they are.
    expect(specAddressOf(`collections/news/${id}/versions`)).toBeUndefined()
    expect(specAddressOf('collections/reservations')).toBeUndefined()
    expect(specAddressOf('collections/payload-jobs')).toBeUndefined()
    expect(specAddressOf('news-management')).toBeUndefined()
    expect(specAddressOf('account')).toBeUndefined()
  })

  it('follows only back-office paths after login', () => {
    expect(safeNextUrlServer('/shennong/news-management')).toBe('/shennong/news-management')
    expect(safeNextUrlServer('https://evil.example/')).toBe('/shennong')
    expect(safeNextUrlServer('//evil.example')).toBe('/shennong')
    expect(safeNextUrlServer('/shennong/auth/login')).toBe('/shennong')
    expect(safeNextUrlServer(null)).toBe('/shennong')
    // A public form's return path: a path of this site only.
    expect(safeReturnPath('/recommendation')).toBe('/recommendation')
    expect(safeReturnPath('/space/seat?date=2026-12-01')).toBe('/space/seat?date=2026-12-01')
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '/x:y',
      '',
      null,
    ])
      expect(safeReturnPath(bad)).toBeNull()
  })
})
