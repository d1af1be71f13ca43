import { describe, expect, it } from 'vitest'
import { A, app, Body, count, del, editor, get, NO_ID, useModuleCalls } from '../../helpers/moduleCalls'

useModuleCalls()

describe('permissions of every call', () => {
  const calls: [string, string, unknown?][] = [
    ['get', '/albums'],
    ['get', `/albums/${NO_ID}`],
    ['post', '/albums', { title: '相簿', date: '2026-01-01' }],
    ['delete', `/albums/${NO_ID}`],
    ['get', '/album-highlighted-images'],
    ['get', '/album-images'],
    ['get', `/album-images/${NO_ID}`],
    ['post', '/album-images', { albumId: NO_ID, imageUrl: '/a.jpg' }],
    ['delete', `/album-images/${NO_ID}`],
    ['post', '/save-album', { title: '相簿', date: '2026-01-01', albumImages: [] }],
    ['post', '/add-album-images', { _id: NO_ID, albumImages: [{ imageUrl: '/a.jpg' }] }],
    ['post', '/remove-album-images', { _id: NO_ID, albumImages: [{ _id: NO_ID }] }],
    ['get', '/carousels'],
    ['post', '/carousels', { carousels: [] }],
    ['get', '/carousels/settings'],
    ['post', '/carousels/settings', { speed: 5, size: 'Large' }],
    ['get', '/catalogs'],
    ['get', `/catalogs/${NO_ID}`],
    ['post', '/catalogs', { title: '新書', date: '2026-01-01' }],
    ['delete', `/catalogs/${NO_ID}`],
    ['get', '/catalog-items'],
    ['get', `/catalog-items/${NO_ID}`],
    ['post', '/catalog-items', { catalogId: NO_ID }],
    ['delete', `/catalog-items/${NO_ID}`],
    ['get', '/external-links'],
    ['post', '/external-links', { externalLinks: [] }],
    ['get', '/quick-links'],
    ['put', '/quick-links', { quickLinks: [] }],
    ['get', '/calendar'],
    ['get', '/opening-dates'],
    ['get', `/opening-dates/${NO_ID}`],
    ['post', '/opening-dates', { date: '2026-01-01', openingStatus: 'Closed' }],
    ['delete', `/opening-dates/${NO_ID}`],
    ['get', '/opening-dates-settings'],
    ['post', '/opening-dates-settings', { openingTime: '08:00', closingTime: '17:00' }],
    ['post', '/import-opening-dates', { openingDates: [{ date: '2026-01-01', openingStatus: 'Closed' }] }],
  ]

  it.each(calls)('%s %s: 401 without a token, 403 without the module flag', async (method, path, body) => {
    const send = (token?: string) => {
      const init = { token }
      const url = `${A}${path}`
      if (method === 'get') return app.api.get<Body>(url, init)
      if (method === 'delete') return app.api.delete<Body>(url, init)
      if (method === 'put') return app.api.put<Body>(url, body, init)
      return app.api.post<Body>(url, body, init)
    }
    const anonymous = await send()
    expect(anonymous.status).toBe(401)
    expect(anonymous.body.message).toBe('請先登入')
    const refused = await send(editor)
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe('您沒有權限執行此操作')
  })

  it('nothing was written by the refused calls', async () => {
    for (const slug of ['albums', 'album-images', 'catalogs', 'catalog-items', 'opening-dates'] as const) {
      expect(await count(slug, { createdAt: { greater_than: new Date(Date.now() - 60_000).toISOString() } })).toBe(0)
    }
  })

  it('bad ids and list queries are a 400 before anything is read', async () => {
    for (const path of [
      '/albums/nope',
      '/album-images/nope',
      '/catalogs/nope',
      '/catalog-items/nope',
      '/opening-dates/nope',
    ]) {
      const res = await get(path)
      expect(res.status).toBe(400)
      expect(res.body.message).toBe('不是有效的 ObjectId')
      expect((await del(path)).status).toBe(400)
    }
    for (const path of ['/albums', '/album-images', '/catalogs', '/catalog-items', '/opening-dates']) {
      const res = await get(`${path}?limit=0`)
      expect(res.status).toBe(400)
      expect(res.body.message).toBe('最小值為 1')
    }
    expect((await get(`/albums/${NO_ID}`)).status).toBe(404)
    expect((await get(`/albums/${NO_ID}`)).body.message).toBe('找不到此相簿')
  })
})
