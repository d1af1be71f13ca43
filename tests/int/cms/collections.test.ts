import { describe, expect, it } from 'vitest'
import { MSG } from '@/i18n/messages'
import { MODULE_MSG } from '@/i18n/modules'
import type { Page, Route } from '@/payload-types'
import { admin, app, DocBody, fieldErrors, useModuleCollections } from '../../helpers/moduleCollections'

useModuleCollections()

describe('routes and pages', () => {
  it('a new route is Public, Path and Published; its sort is a dash path', async () => {
    const res = await app.api.post<DocBody<Route>>('/api/routes', { name: '關於本館', sort: '1' }, { token: admin })
    expect(res.status).toBe(201)
    expect(res.body.doc).toMatchObject({
      name: '關於本館',
      type: 'Path',
      auth: 'Public',
      status: 'Published',
      sort: '1',
    })

    const child = await app.api.post<DocBody<Route>>(
      '/api/routes',
      {
        name: '館藏介紹',
        parentId: res.body.doc.id,
        sort: '1-2',
        type: 'Url',
        url: 'https://library.example.org',
        openNewPage: true,
      },
      { token: admin },
    )
    expect(child.status).toBe(201)
    const read = await app.api.get<Route>(`/api/routes/${child.body.doc.id}?depth=0`, { token: admin })
    expect(read.body).toMatchObject({ parentId: res.body.doc.id, sort: '1-2', type: 'Url', openNewPage: true })
  })

  it('refuses a missing name, a Url node without url, a bad url and a malformed sort', async () => {
    expect((await app.api.post('/api/routes', { sort: '1' }, { token: admin })).status).toBe(400)

    const noUrl = await app.api.post('/api/routes', { name: '外站', type: 'Url' }, { token: admin })
    expect(noUrl.status).toBe(400)
    expect(fieldErrors(noUrl.body)).toContainEqual(
      expect.objectContaining({ path: 'url', message: MSG.required('網址') }),
    )

    const badUrl = await app.api.post(
      '/api/routes',
      { name: '外站', type: 'Url', url: 'javascript:alert(1)' },
      { token: admin },
    )
    expect(badUrl.status).toBe(400)
    expect(fieldErrors(badUrl.body)).toContainEqual(expect.objectContaining({ path: 'url', message: MSG.notUrl }))

    const badSort = await app.api.post('/api/routes', { name: '排序', sort: '1-a' }, { token: admin })
    expect(badSort.status).toBe(400)
    expect(fieldErrors(badSort.body)).toContainEqual(
      expect.objectContaining({ path: 'sort', message: MODULE_MSG.notTreeSort }),
    )
  })

  it('a page belongs to a route and needs a title and description', async () => {
    const route = await app.payload.create({
      collection: 'routes',
      data: { name: '服務', sort: '2', type: 'List', auth: 'Public', status: 'Published' },
    })
    expect(
      (await app.api.post('/api/pages', { title: '沒有路由', description: '說明' }, { token: admin })).status,
    ).toBe(400)
    const page = await app.api.post<DocBody<Page>>(
      '/api/pages?draft=true',
      { title: '借書', description: '借閱規則', routeId: route.id },
      { token: admin },
    )
    expect(page.status).toBe(201)
    expect(page.body.doc.status).toBe('Drafting')
    // Publishing (no draft flag) by a user without review publishes at once.
    const published = await app.api.post<DocBody<Page>>(
      '/api/pages',
      { title: '還書', description: '還書規則', routeId: route.id },
      { token: admin },
    )
    expect(published.body.doc.status).toBe('Published')
  })
})
