import ExcelJS from 'exceljs'
import type { CollectionSlug, Where } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ALL_FLAGS } from '@/access/catalog'
import { onlyFlags } from '@/access/permissions'
import { startTestApp, type TestApp } from '../helpers/app'

/**
 * The back-office calls of albums, carousels, catalogs, links and opening hours (spec doc 2 §7)
 * over HTTP: the happy path, the permission refusals and bad input (400, zh-TW message, nothing
 * stored) of each.
 */

type Json = any
type Body = { result: Json; message: string; errors?: { row: number; field: string; reason: string }[] }

let app: TestApp
let admin: string
let editor: string

const A = '/api/shennong'
const NO_ID = '0123456789abcdef01234567'

const get = (path: string, token = admin) => app.api.get<Body>(`${A}${path}`, { token })
const post = (path: string, body: unknown, token = admin) => app.api.post<Body>(`${A}${path}`, body, { token })
const put = (path: string, body: unknown, token = admin) => app.api.put<Body>(`${A}${path}`, body, { token })
const del = (path: string, token = admin) => app.api.delete<Body>(`${A}${path}`, { token })

const count = async (collection: CollectionSlug, where?: Where) => (await app.payload.count({ collection, where, overrideAccess: true })).totalDocs

/** A 400 with the zh-TW message, and the collections unchanged. */
const expectRefused = async (call: () => Promise<{ status: number; body: Body }>, message: string, collections: CollectionSlug[]) => {
  const before = await Promise.all(collections.map((c) => count(c)))
  const res = await call()
  expect(res.status).toBe(400)
  expect(res.body.message).toBe(message)
  expect(await Promise.all(collections.map((c) => count(c)))).toEqual(before)
  return res
}

/**
 * The demo accounts, made here rather than by the demo seed so this file does not depend on the
 * other modules' demo content: a super-admin and a news editor (news flags only).
 */
const createAccounts = async () => {
  const context = { seed: true, passwordSetBy: 'system' }
  const superAdmin = await app.payload.create({ collection: 'roles', data: { name: '超級管理員', enabled: true, isSuperAdmin: true }, context })
  const newsFlags = ALL_FLAGS.filter((flag) => flag.startsWith('news__'))
  const newsEditor = await app.payload.create({ collection: 'roles', data: { name: '最新消息編輯', enabled: true, flags: onlyFlags(newsFlags) }, context })
  const accounts = [
    { username: 'admin', password: 'Admin@12345', name: '系統管理員', email: 'admin@library.example', roles: [superAdmin.id] },
    { username: 'editor', password: 'Editor@12345', name: '消息編輯', email: 'editor@library.example', roles: [newsEditor.id] },
  ]
  for (const account of accounts) {
    await app.payload.create({ collection: 'users', data: { ...account, accountStatus: 'Enabled', mustChangePassword: false }, context })
  }
}

beforeAll(async () => {
  app = await startTestApp({ seed: false })
  await createAccounts()
  admin = await app.login('admin', 'Admin@12345')
  editor = await app.login('editor', 'Editor@12345')
})
afterAll(async () => app?.close())

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
    for (const path of ['/albums/nope', '/album-images/nope', '/catalogs/nope', '/catalog-items/nope', '/opening-dates/nope']) {
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

describe('albums', () => {
  let albumId: string

  const albumCount = async (id: string) => {
    const album = await app.payload.findByID({ collection: 'albums', id, depth: 0, overrideAccess: true })
    const images = await count('album-images', { albumId: { equals: id } })
    return { count: album.count, images, coverImageUrl: album.coverImageUrl }
  }

  it('POST /albums creates an album with count 0; GET lists and reads it', async () => {
    const res = await post('/albums', { title: '2026 圖書館週', date: '2026-04-20', description: '書展與講座活動剪影', count: 99 })
    expect(res.status).toBe(200)
    albumId = res.body.result._id
    expect(res.body.result).toMatchObject({ title: '2026 圖書館週', count: 0, albumImages: [] })
    expect(res.body.result.date.slice(0, 10)).toBe('2026-04-20')

    const list = await get('/albums?keyword=圖書館週')
    expect(list.status).toBe(200)
    expect(list.body.result).toMatchObject({ total: 1, page: 1, limit: 10 })
    expect(list.body.result.data[0]).toMatchObject({ _id: albumId, title: '2026 圖書館週' })
    expect(list.body.result.data[0].albumImages).toBeUndefined()

    const one = await get(`/albums/${albumId}`)
    expect(one.body.result).toMatchObject({ _id: albumId, count: 0, albumImages: [] })

    const renamed = await post('/albums', { _id: albumId, title: '2026 圖書館週活動', date: '2026-04-20' })
    expect(renamed.body.result).toMatchObject({ _id: albumId, title: '2026 圖書館週活動', count: 0 })
  })

  it('POST /albums refuses a missing title or date', async () => {
    await expectRefused(() => post('/albums', { date: '2026-04-20' }), '標題為必填欄位', ['albums'])
    await expectRefused(() => post('/albums', { title: '無日期' }), '日期為必填欄位', ['albums'])
    await expectRefused(() => post('/albums', { title: '壞日期', date: '昨天' }), '日期格式錯誤', ['albums'])
    await expectRefused(() => post('/albums', { title: '壞封面', date: '2026-01-01', coverImageUrl: 'javascript:alert(1)' }), '不是網址格式', ['albums'])
  })

  it('POST /save-album saves an album and its images in one go; count and cover follow', async () => {
    const res = await post('/save-album', {
      title: '新春揮毫',
      date: '2026-02-10',
      description: '館員與讀者一同寫春聯',
      enabled: true,
      albumImages: [
        { imageUrl: '/images/demo/spring-1.jpg', description: '揮毫現場' },
        { imageUrl: '/images/demo/spring-2.jpg', description: '作品展示', isCover: true, highlighted: true },
        { imageUrl: '/images/demo/spring-3.jpg' },
      ],
    })
    expect(res.status).toBe(200)
    const album = res.body.result
    expect(album).toMatchObject({ title: '新春揮毫', count: 3, coverImageUrl: '/images/demo/spring-2.jpg' })
    expect(album.albumImages.map((image: Json) => image.imageUrl)).toEqual(['/images/demo/spring-1.jpg', '/images/demo/spring-2.jpg', '/images/demo/spring-3.jpg'])
    expect(album.albumImages[1]).toMatchObject({ isCover: true, highlighted: true, albumId: album._id })
    expect(await albumCount(album._id)).toMatchObject({ count: 3, images: 3 })

    // Keep the first (edited) and the third, drop the cover, add one: the removed cover is cleared.
    const [first, , third] = album.albumImages
    const again = await post('/save-album', {
      ...album,
      albumImages: [{ ...first, description: '揮毫現場（更新）' }, third, { imageUrl: '/images/demo/spring-4.jpg', description: '合影' }],
    })
    expect(again.status).toBe(200)
    expect(again.body.result).toMatchObject({ _id: album._id, count: 3, coverImageUrl: null })
    expect(again.body.result.albumImages.map((image: Json) => image.description)).toEqual(['揮毫現場（更新）', null, '合影'])
    expect(again.body.result.albumImages[0]._id).toBe(first._id)
    expect(await albumCount(album._id)).toEqual({ count: 3, images: 3, coverImageUrl: null })
  })

  it('POST /save-album refuses bad input and writes nothing', async () => {
    const collections: CollectionSlug[] = ['albums', 'album-images']
    await expectRefused(
      () =>
        post('/save-album', {
          title: '兩張封面',
          date: '2026-03-01',
          albumImages: [
            { imageUrl: '/a.jpg', isCover: true },
            { imageUrl: '/b.jpg', isCover: true },
          ],
        }),
      '只能設定一張封面相片',
      collections,
    )
    const missingUrl = await expectRefused(
      () => post('/save-album', { title: '缺圖', date: '2026-03-01', albumImages: [{ imageUrl: '/a.jpg' }, { description: '沒有網址' }] }),
      '圖片網址為必填欄位',
      collections,
    )
    expect(missingUrl.body.message).toBe('圖片網址為必填欄位')
    await expectRefused(() => post('/save-album', { date: '2026-03-01', albumImages: [] }), '標題為必填欄位', collections)
    const foreign = (await app.payload.find({ collection: 'album-images', limit: 1, overrideAccess: true })).docs[0]!
    await expectRefused(
      () => post('/save-album', { _id: albumId, title: '2026 圖書館週活動', date: '2026-04-20', albumImages: [{ _id: foreign.id, imageUrl: foreign.imageUrl }] }),
      '相片不屬於此相簿',
      collections,
    )
    expect(await albumCount(albumId)).toMatchObject({ count: 0, images: 0 })
  })

  it('POST /add-album-images and /remove-album-images keep the count right', async () => {
    const added = await post('/add-album-images', {
      _id: albumId,
      albumImages: [
        { imageUrl: '/images/demo/week-1.jpg', description: '開幕', highlighted: true },
        { imageUrl: '/images/demo/week-2.jpg' },
        { imageUrl: '/images/demo/week-3.jpg' },
      ],
    })
    expect(added.status).toBe(200)
    expect(added.body.result.count).toBe(3)
    expect(added.body.result.albumImages).toHaveLength(3)
    expect(await albumCount(albumId)).toMatchObject({ count: 3, images: 3 })

    await expectRefused(() => post('/add-album-images', { _id: albumId, albumImages: [{ imageUrl: '/ok.jpg' }, { imageUrl: '' }] }), '圖片網址為必填欄位', [
      'album-images',
    ])
    await expectRefused(() => post('/add-album-images', { _id: albumId, albumImages: [] }), '相片為必填欄位', ['album-images'])
    expect((await post('/add-album-images', { _id: NO_ID, albumImages: [{ imageUrl: '/a.jpg' }] })).status).toBe(404)

    const [, second, third] = added.body.result.albumImages
    const removed = await post('/remove-album-images', { _id: albumId, albumImages: [{ _id: second._id }, { _id: third._id }] })
    expect(removed.status).toBe(200)
    expect(removed.body.result.count).toBe(1)
    expect(await albumCount(albumId)).toMatchObject({ count: 1, images: 1 })

    const other = (await app.payload.find({ collection: 'album-images', where: { albumId: { not_equals: albumId } }, limit: 1, overrideAccess: true })).docs[0]!
    await expectRefused(() => post('/remove-album-images', { _id: albumId, albumImages: [{ _id: other.id }] }), '相片不屬於此相簿', ['album-images'])
    await expectRefused(() => post('/remove-album-images', { _id: albumId, albumImages: [{ _id: 'x' }] }), '不是有效的 ObjectId', ['album-images'])
    expect(await albumCount(albumId)).toMatchObject({ count: 1, images: 1 })
  })

  it('album-images: list by album, read, save (cover moves), delete; count follows', async () => {
    const created = await post('/album-images', { albumId, imageUrl: '/images/demo/week-4.jpg', description: '講座', isCover: true })
    expect(created.status).toBe(200)
    expect(created.body.result).toMatchObject({ albumId, imageUrl: '/images/demo/week-4.jpg', isCover: true, highlighted: false })
    expect(await albumCount(albumId)).toEqual({ count: 2, images: 2, coverImageUrl: '/images/demo/week-4.jpg' })

    const another = await post('/album-images', { albumId, imageUrl: '/images/demo/week-5.jpg', isCover: true })
    expect(await albumCount(albumId)).toEqual({ count: 3, images: 3, coverImageUrl: '/images/demo/week-5.jpg' })
    expect((await get(`/album-images/${created.body.result._id}`)).body.result.isCover).toBe(false)

    const list = await get(`/album-images?albumId=${albumId}`)
    expect(list.body.result.total).toBe(3)
    expect(list.body.result.data.every((image: Json) => image.albumId === albumId)).toBe(true)

    const edited = await post('/album-images', { _id: created.body.result._id, albumId, imageUrl: '/images/demo/week-4b.jpg', description: '講座（換圖）' })
    expect(edited.body.result).toMatchObject({ _id: created.body.result._id, imageUrl: '/images/demo/week-4b.jpg' })

    await expectRefused(() => post('/album-images', { imageUrl: '/a.jpg' }), '相簿為必填欄位', ['album-images'])
    await expectRefused(() => post('/album-images', { albumId, imageUrl: 'not a url' }), '不是網址格式', ['album-images'])
    await expectRefused(() => post('/album-images', { albumId }), '圖片網址為必填欄位', ['album-images'])

    const removed = await del(`/album-images/${another.body.result._id}`)
    expect(removed.status).toBe(200)
    expect(await albumCount(albumId)).toEqual({ count: 2, images: 2, coverImageUrl: null })
    expect((await del(`/album-images/${another.body.result._id}`)).status).toBe(404)
  })

  it('GET /album-highlighted-images lists highlighted images with their album title', async () => {
    const res = await get('/album-highlighted-images')
    expect(res.status).toBe(200)
    expect(res.body.result.every((image: Json) => image.highlighted === true)).toBe(true)
    expect(res.body.result).toContainEqual(expect.objectContaining({ imageUrl: '/images/demo/week-1.jpg', albumId, albumTitle: '2026 圖書館週活動' }))
    // spring-2 was highlighted but left its album's list in save-album, so it is gone.
    expect(res.body.result.map((image: Json) => image.imageUrl)).not.toContain('/images/demo/spring-2.jpg')

    const spring = (await app.payload.find({ collection: 'albums', where: { title: { equals: '新春揮毫' } }, overrideAccess: true })).docs[0]!
    await post('/add-album-images', { _id: spring.id, albumImages: [{ imageUrl: '/images/demo/spring-5.jpg', highlighted: true }] })
    expect((await get('/album-highlighted-images')).body.result).toContainEqual(
      expect.objectContaining({ imageUrl: '/images/demo/spring-5.jpg', albumId: spring.id, albumTitle: '新春揮毫' }),
    )
  })

  it('save-album is one transaction: a refusal half-way (no albums__delete) leaves the album as it was', async () => {
    const context = { seed: true, passwordSetBy: 'system' }
    const role = await app.payload.create({
      collection: 'roles',
      data: { name: '相簿編輯（不可刪除）', enabled: true, flags: onlyFlags(['albums__auth', 'albums__read', 'albums__edit']) },
      context,
    })
    await app.payload.create({
      collection: 'users',
      data: { username: 'albums', password: 'Albums@12345', name: '相簿編輯', email: 'albums@library.example', roles: [role.id], accountStatus: 'Enabled', mustChangePassword: false },
      context,
    })
    const albumEditor = await app.login('albums', 'Albums@12345')
    const before = (await get(`/albums/${albumId}`)).body.result
    expect(before.albumImages.length).toBeGreaterThan(0)
    const res = await post('/save-album', { ...before, title: '改名但刪圖失敗', albumImages: [{ imageUrl: '/images/demo/new.jpg' }] }, albumEditor)
    expect(res.status).toBe(403)
    expect(res.body.message).toBe('您沒有權限執行此操作')
    const after = (await get(`/albums/${albumId}`)).body.result
    expect(after.title).toBe(before.title)
    expect(after.albumImages).toEqual(before.albumImages)
    expect(after.count).toBe(before.count)
  })

  it('DELETE /albums/{id} removes the album and its images together', async () => {
    expect(await count('album-images', { albumId: { equals: albumId } })).toBe(2)
    const res = await del(`/albums/${albumId}`)
    expect(res.status).toBe(200)
    expect(res.body.result).toEqual({ _id: albumId, removedImages: 2 })
    expect(await count('album-images', { albumId: { equals: albumId } })).toBe(0)
    expect(await count('albums', { id: { equals: albumId } })).toBe(0)
    expect((await del(`/albums/${albumId}`)).status).toBe(404)
  })
})

describe('carousels', () => {
  it('GET/POST /carousels save the list as a whole, in order', async () => {
    const first = await post('/carousels', {
      carousels: [
        { title: '館藏新書展', imageUrl: '/images/demo/carousel-1.jpg', linkUrl: '/catalog', enabled: true },
        { title: '資料庫講習', imageUrl: '/images/demo/carousel-2.jpg', linkUrl: 'https://library.example/training', startDate: '2026-05-01', endDate: '2026-05-31' },
      ],
    })
    expect(first.status).toBe(200)
    expect(first.body.result.map((item: Json) => [item.title, item.sort])).toEqual([
      ['館藏新書展', 1],
      ['資料庫講習', 2],
    ])
    const [exhibition, training] = first.body.result

    // A bare array: training first and edited, exhibition left out (deleted), one new item.
    const second = await post('/carousels', [{ ...training, title: '資料庫講習（五月）' }, { title: '閉館公告', backgroundColor: '#14578e', textColor: '#f8f8f4' }])
    expect(second.status).toBe(200)
    expect(second.body.result.map((item: Json) => [item.title, item.sort])).toEqual([
      ['資料庫講習（五月）', 1],
      ['閉館公告', 2],
    ])
    expect(second.body.result[0]._id).toBe(training._id)
    expect(await count('carousels', { id: { equals: exhibition._id } })).toBe(0)

    const list = await get('/carousels')
    expect(list.body.result.map((item: Json) => item.title)).toEqual(['資料庫講習（五月）', '閉館公告'])
  })

  it('POST /carousels refuses bad items and changes nothing', async () => {
    const before = (await get('/carousels')).body.result
    const bad = await expectRefused(() => post('/carousels', { carousels: [{ title: 'ok' }, { title: '壞連結', linkUrl: 'not a url' }] }), '不是網址格式', ['carousels'])
    expect(bad.body.errors).toEqual([{ row: 2, field: 'linkUrl', reason: '不是網址格式' }])
    await expectRefused(() => post('/carousels', { carousels: [{ _id: NO_ID, title: '不存在' }] }), '清單中有不存在的項目，請重新整理後再試', ['carousels'])
    await expectRefused(() => post('/carousels', { carousels: [{ title: '日期顛倒', startDate: '2026-05-10', endDate: '2026-05-01' }] }), '結束時間必須晚於開始時間', [
      'carousels',
    ])
    await expectRefused(() => post('/carousels', { items: [] }), '輪播為必填欄位', ['carousels'])
    expect((await get('/carousels')).body.result).toEqual(before)
  })

  it('GET/POST /carousels/settings', async () => {
    const current = await get('/carousels/settings')
    expect(current.status).toBe(200)
    expect(current.body.result).toMatchObject({ speed: 5, size: 'Large' })

    const saved = await post('/carousels/settings', { _id: current.body.result._id, speed: 8, size: 'Small' })
    expect(saved.status).toBe(200)
    expect(saved.body.result).toMatchObject({ speed: 8, size: 'Small' })
    expect(saved.body.result._id).toBeTruthy()
    const again = await post('/carousels/settings', { _id: saved.body.result._id, speed: 8, size: 'Small' })
    expect(again.body.result._id).toBe(saved.body.result._id)

    for (const [body, message] of [
      [{ size: 'Small' }, '輪播速度為必填欄位'],
      [{ speed: 5 }, '輪播尺寸為必填欄位'],
      [{ speed: 0, size: 'Small' }, '最小值為 1'],
      [{ speed: 5, size: 'Huge' }, '輪播尺寸必須為大、中或小'],
    ] as const) {
      const res = await post('/carousels/settings', body)
      expect(res.status).toBe(400)
      expect(res.body.message).toBe(message)
    }
    expect((await get('/carousels/settings')).body.result).toMatchObject({ speed: 8, size: 'Small' })
  })
})

describe('catalogs', () => {
  let catalogId: string
  let itemId: string

  it('POST/GET /catalogs', async () => {
    const res = await post('/catalogs', { title: '2026 年 5 月新書通報', date: '2026-05-01', highlighted: true })
    expect(res.status).toBe(200)
    catalogId = res.body.result._id
    expect(res.body.result).toMatchObject({ title: '2026 年 5 月新書通報', highlighted: true })
    expect((await get(`/catalogs/${catalogId}`)).body.result).toMatchObject({ _id: catalogId, title: '2026 年 5 月新書通報' })
    const list = await get('/catalogs?keyword=5 月')
    expect(list.body.result.data.map((c: Json) => c._id)).toContain(catalogId)
    expect(list.body.result.data[0].catalogItems).toBeUndefined()
    await expectRefused(() => post('/catalogs', { title: '沒有日期' }), '通報日期為必填欄位', ['catalogs'])
    await expectRefused(() => post('/catalogs', { date: '2026-05-01' }), '標題為必填欄位', ['catalogs'])
  })

  it('catalog-items: save, list by catalog (download all), read, delete', async () => {
    const books = [
      { resourceNumber: 'R2605001', barcode: 'B0001', name: '哈里遜內科學', author: 'Loscalzo', isbn: '9781264268504' },
      { resourceNumber: 'R2605002', barcode: 'B0002', name: '護理倫理與法律', author: '盧美秀' },
      { resourceNumber: 'R2605003', barcode: 'B0003', name: '實證醫學入門', author: '陳杰峰', url: 'https://opac.example/R2605003' },
    ]
    for (const book of books) {
      const res = await post('/catalog-items', { ...book, catalogId })
      expect(res.status).toBe(200)
      expect(res.body.result).toMatchObject({ ...book, catalogId })
    }
    const all = await get(`/catalog-items?catalogId=${catalogId}&limit=${Number.MAX_SAFE_INTEGER}`)
    expect(all.status).toBe(200)
    expect(all.body.result.total).toBe(3)
    expect(all.body.result.data.map((item: Json) => item.resourceNumber)).toEqual(['R2605001', 'R2605002', 'R2605003'])
    itemId = all.body.result.data[0]._id
    expect((await get(`/catalog-items/${itemId}`)).body.result).toMatchObject({ _id: itemId, name: '哈里遜內科學' })
    const edited = await post('/catalog-items', { ...all.body.result.data[0], name: '哈里遜內科學（第 22 版）' })
    expect(edited.body.result).toMatchObject({ _id: itemId, name: '哈里遜內科學（第 22 版）' })

    await expectRefused(() => post('/catalog-items', { catalogId, resourceNumber: 'R1', barcode: 'B1', name: '無作者' }), '作者為必填欄位', ['catalog-items'])
    await expectRefused(() => post('/catalog-items', { resourceNumber: 'R1', barcode: 'B1', name: '無通報', author: '某人' }), '新書通報為必填欄位', [
      'catalog-items',
    ])
    await expectRefused(() => post('/catalog-items', { catalogId, resourceNumber: 'R1', barcode: 'B1', name: '書', author: '某人', url: 'ftp:x' }), '不是網址格式', [
      'catalog-items',
    ])
    const unknown = await post('/catalog-items', { catalogId: NO_ID, resourceNumber: 'R1', barcode: 'B1', name: '書', author: '某人' })
    expect(unknown.status).toBe(404)

    const removed = await del(`/catalog-items/${all.body.result.data[2]._id}`)
    expect(removed.status).toBe(200)
    expect(await count('catalog-items', { catalogId: { equals: catalogId } })).toBe(2)
  })

  it('DELETE /catalogs/{id} removes its items in the same transaction', async () => {
    const res = await del(`/catalogs/${catalogId}`)
    expect(res.status).toBe(200)
    expect(res.body.result).toEqual({ _id: catalogId, removedItems: 2 })
    expect(await count('catalog-items', { catalogId: { equals: catalogId } })).toBe(0)
    expect((await get(`/catalogs/${catalogId}`)).status).toBe(404)
  })
})

describe('links', () => {
  it('GET/POST /external-links save the list as a whole', async () => {
    const res = await post('/external-links', {
      externalLinks: [
        { title: '衛生福利部', linkUrl: 'https://www.mohw.gov.tw' },
        { title: 'PubMed', linkUrl: 'https://pubmed.ncbi.nlm.nih.gov', enabled: false },
      ],
    })
    expect(res.status).toBe(200)
    expect(res.body.result.map((link: Json) => [link.title, link.enabled, link.sort])).toEqual([
      ['衛生福利部', true, 1],
      ['PubMed', false, 2],
    ])
    const reordered = await post('/external-links', [res.body.result[1], { ...res.body.result[0], title: '衛福部' }])
    expect(reordered.body.result.map((link: Json) => link.title)).toEqual(['PubMed', '衛福部'])
    expect((await get('/external-links')).body.result.map((link: Json) => link.title)).toEqual(['PubMed', '衛福部'])

    await expectRefused(() => post('/external-links', { externalLinks: [{ linkUrl: 'https://a.example' }] }), '標題為必填欄位', ['external-links'])
    await expectRefused(() => post('/external-links', { externalLinks: [{ title: '沒有網址' }] }), '連結網址為必填欄位', ['external-links'])
    await expectRefused(() => post('/external-links', { externalLinks: [{ title: '壞網址', linkUrl: 'www example' }] }), '不是網址格式', ['external-links'])
    expect((await get('/external-links')).body.result.map((link: Json) => link.title)).toEqual(['PubMed', '衛福部'])
  })

  it('GET/PUT /quick-links save the list as a whole, in order', async () => {
    const res = await put('/quick-links', {
      quickLinks: [
        { icon: 'Clock', label: '開館時間', path: '/opening' },
        { icon: 'Newspaper', label: '最新消息', path: '/news' },
        { icon: 'BookOpen', label: '新書通報', path: '/catalog' },
      ],
    })
    expect(res.status).toBe(200)
    expect(res.body.result.map((link: Json) => link.label)).toEqual(['開館時間', '最新消息', '新書通報'])
    const [opening, news] = res.body.result
    const again = await put('/quick-links', { quickLinks: [news, opening] })
    expect(again.body.result.map((link: Json) => [link._id, link.sort])).toEqual([
      [news._id, 1],
      [opening._id, 2],
    ])

    await expectRefused(() => put('/quick-links', { quickLinks: [{ icon: 'NoSuchIcon', label: '壞圖示', path: '/x' }] }), '請從圖示清單中選擇', ['quick-links'])
    const missing = await expectRefused(() => put('/quick-links', { quickLinks: [news, { icon: 'Clock', label: '缺路徑' }] }), '連結路徑為必填欄位', ['quick-links'])
    expect(missing.body.errors).toEqual([{ row: 2, field: 'path', reason: '連結路徑為必填欄位' }])
    await expectRefused(() => put('/quick-links', { quickLinks: [{ path: '/x', label: '缺圖示' }] }), '圖示為必填欄位', ['quick-links'])
    await expectRefused(() => put('/quick-links', { quickLinks: [{ path: '/x', icon: 'Clock' }] }), '名稱為必填欄位', ['quick-links'])
    expect((await get('/quick-links')).body.result.map((link: Json) => link.label)).toEqual(['最新消息', '開館時間'])
  })
})

describe('opening', () => {
  const settings = { openingTime: '08:00', closingTime: '17:00', openingDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] }

  it('GET/POST /opening-dates-settings', async () => {
    const saved = await post('/opening-dates-settings', { ...settings, temporaryAnnouncement: '本館 7 月起延長開館', temporaryLinkUrl: '/news', backgroundColor: '#197879', textColor: '#f8f8f4' })
    expect(saved.status).toBe(200)
    expect(saved.body.result).toMatchObject({ ...settings, temporaryAnnouncement: '本館 7 月起延長開館', temporaryLinkUrl: '/news', backgroundColor: '#197879' })
    expect((await get('/opening-dates-settings')).body.result).toMatchObject(settings)

    for (const [body, message] of [
      [{ closingTime: '17:00' }, '開館時間為必填欄位'],
      [{ openingTime: '08:00' }, '閉館時間為必填欄位'],
      [{ openingTime: '8點', closingTime: '17:00' }, '時間格式須為 HH:mm（24 小時制）'],
      [{ openingTime: '17:00', closingTime: '08:00' }, '閉館時間必須晚於開館時間'],
      [{ ...settings, temporaryLinkUrl: 'bad url' }, '不是網址格式'],
    ] as const) {
      const res = await post('/opening-dates-settings', body)
      expect(res.status).toBe(400)
      expect(res.body.message).toBe(message)
    }
    expect((await get('/opening-dates-settings')).body.result).toMatchObject({ ...settings, temporaryAnnouncement: '本館 7 月起延長開館' })
  })

  it('opening-dates: one entry per day, saving a day again updates it; read, list by month, delete', async () => {
    const created = await post('/opening-dates', { date: '2031-01-01', openingStatus: 'Closed', announcement: '元旦休館' })
    expect(created.status).toBe(200)
    expect(created.body.result).toMatchObject({ date: '2031-01-01', openingStatus: 'Closed', announcement: '元旦休館' })
    const id = created.body.result._id

    const again = await post('/opening-dates', { date: '2031/1/1', openingStatus: 'Closed', announcement: '元旦休館一日' })
    expect(again.body.result._id).toBe(id)
    expect(await count('opening-dates', { date: { greater_than_equal: '2031-01-01T00:00:00.000Z', less_than: '2031-01-02T00:00:00.000Z' } })).toBe(1)

    await post('/opening-dates', { date: '2031-02-14', openingStatus: 'Open' })
    const january = await get('/opening-dates?month=2031-01')
    expect(january.body.result.data.map((entry: Json) => entry.date)).toEqual(['2031-01-01'])
    expect((await get('/opening-dates?year=2031&month=2')).body.result.data.map((entry: Json) => entry.date)).toEqual(['2031-02-14'])
    expect((await get('/opening-dates?month=13')).status).toBe(400)
    expect((await get(`/opening-dates/${id}`)).body.result).toMatchObject({ _id: id, announcement: '元旦休館一日' })

    const moved = await post('/opening-dates', { _id: id, date: '2031-02-14', openingStatus: 'Closed' })
    expect(moved.status).toBe(409)
    expect(moved.body.message).toBe('此日期已有開館設定，請直接編輯該日期')

    await expectRefused(() => post('/opening-dates', { date: '2031-03-01' }), '開館狀態為必填欄位', ['opening-dates'])
    await expectRefused(() => post('/opening-dates', { openingStatus: 'Closed' }), '日期為必填欄位', ['opening-dates'])
    await expectRefused(() => post('/opening-dates', { date: '2031-02-30', openingStatus: 'Closed' }), '日期格式須為 YYYY-MM-DD', ['opening-dates'])
    await expectRefused(() => post('/opening-dates', { date: '2031-03-01', openingStatus: 'Maybe' }), '開館狀態須為開館或閉館（Open 或 Closed）', ['opening-dates'])

    const removed = await del(`/opening-dates/${id}`)
    expect(removed.body.result).toEqual({ _id: id })
    expect((await get(`/opening-dates/${id}`)).status).toBe(404)
  })

  it('GET /calendar: every day of the month; an entry for the day wins over the weekly rule', async () => {
    await post('/opening-dates', { date: '2031-03-03', openingStatus: 'Closed', announcement: '館舍消毒，暫停開放' })
    await post('/opening-dates', { date: '2031-03-08', openingStatus: 'Open', linkUrl: '/news' })
    const res = await get('/calendar?year=2031&month=3')
    expect(res.status).toBe(200)
    const days: Json[] = res.body.result
    expect(days).toHaveLength(31)
    expect(days[0]).toMatchObject({ date: '2031-03-01', weekday: 'Saturday', openingStatus: 'Closed', source: 'settings' })
    expect(days[2]).toMatchObject({ date: '2031-03-03', weekday: 'Monday', openingStatus: 'Closed', openingTime: null, announcement: '館舍消毒，暫停開放', source: 'date' })
    expect(days[3]).toMatchObject({ date: '2031-03-04', openingStatus: 'Open', openingTime: '08:00', closingTime: '17:00', source: 'settings' })
    expect(days[7]).toMatchObject({ date: '2031-03-08', weekday: 'Saturday', openingStatus: 'Open', openingTime: '08:00', linkUrl: '/news', source: 'date' })

    const now = await get('/calendar')
    expect(now.status).toBe(200)
    expect(now.body.result.length).toBeGreaterThanOrEqual(28)
    for (const query of ['year=2031&month=0', 'year=2031&month=abc', 'year=99&month=1']) {
      const bad = await get(`/calendar?${query}`)
      expect(bad.status).toBe(400)
      expect(bad.body.message).toMatch(/^(月份|年份)須為/)
    }
  })

  const sendFile = (name: string, data: Buffer | string, token = admin) => {
    const form = new FormData()
    form.append('file', new Blob([typeof data === 'string' ? data : new Uint8Array(data)]), name)
    return app.api.post<Body>(`${A}/import-opening-dates`, form, { token })
  }

  it('POST /import-opening-dates (JSON): creates and updates days; a bad row saves nothing and names the row', async () => {
    await post('/opening-dates', { date: '2031-04-04', openingStatus: 'Open' })
    const res = await post('/import-opening-dates', {
      openingDates: [
        { date: '2031-04-04', openingStatus: '閉館', announcement: '兒童節休館' },
        { date: '2031-04-05', openingStatus: 'Closed', announcement: '清明節休館' },
      ],
    })
    expect(res.status).toBe(200)
    expect(res.body.result).toEqual({ imported: 2, created: 1, updated: 1 })
    const april = await get('/opening-dates?month=2031-04')
    expect(april.body.result.data.map((entry: Json) => [entry.date, entry.openingStatus, entry.announcement])).toEqual([
      ['2031-04-04', 'Closed', '兒童節休館'],
      ['2031-04-05', 'Closed', '清明節休館'],
    ])

    const before = await count('opening-dates')
    const bad = await post('/import-opening-dates', [
      { date: '2031-05-01', openingStatus: 'Closed' },
      { date: '2031-05-02', openingStatus: '休息' },
      { date: '', openingStatus: 'Open' },
    ])
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toEqual([
      { row: 2, field: 'openingStatus', reason: '開館狀態須為開館或閉館（Open 或 Closed）' },
      { row: 3, field: 'date', reason: '日期為必填欄位' },
    ])
    expect(bad.body.message).toContain('第 2 列')
    expect(bad.body.message).toContain('未儲存任何資料')
    expect(await count('opening-dates')).toBe(before)

    const twice = await post('/import-opening-dates', { openingDates: [{ date: '2031-05-01', openingStatus: 'Closed' }, { date: '2031/5/1', openingStatus: 'Open' }] })
    expect(twice.status).toBe(400)
    expect(twice.body.errors).toEqual([{ row: 2, field: 'date', reason: '此日期在匯入資料中重複' }])
    expect(await count('opening-dates')).toBe(before)

    const empty = await post('/import-opening-dates', { openingDates: [] })
    expect(empty.status).toBe(400)
    expect(empty.body.message).toBe('檔案沒有可匯入的資料')
    const shapeless = await post('/import-opening-dates', { rows: [] })
    expect(shapeless.status).toBe(400)
    expect(shapeless.body.message).toBe('開館日資料為必填欄位')
  })

  it('POST /import-opening-dates (file): a CSV with zh-TW headers, an .xlsx with a bad row saves nothing', async () => {
    const csv = '\ufeff日期,狀態,公告,連結,圖片\n2031/6/1,開館,週日特別開館,https://library.example/june,/images/demo/open.jpg\n2031-06-02,閉館,盤點休館,,\n'
    const res = await sendFile('開館日.csv', csv)
    expect(res.status).toBe(200)
    expect(res.body.result).toEqual({ imported: 2, created: 2, updated: 0 })
    const june = await get('/calendar?year=2031&month=6')
    expect(june.body.result[0]).toMatchObject({ date: '2031-06-01', weekday: 'Sunday', openingStatus: 'Open', announcement: '週日特別開館', imageUrl: '/images/demo/open.jpg' })
    expect(june.body.result[1]).toMatchObject({ date: '2031-06-02', openingStatus: 'Closed', announcement: '盤點休館' })

    const before = await count('opening-dates')
    const workbook = new ExcelJS.Workbook()
    const sheet = workbook.addWorksheet('開館日')
    sheet.addRow(['日期', '狀態', '公告', '連結'])
    sheet.addRow([new Date(Date.UTC(2031, 6, 1)), '閉館', '颱風休館', ''])
    sheet.addRow(['2031-07-02', 'Open', '', 'not a url'])
    const bad = await sendFile('開館日.xlsx', Buffer.from(await workbook.xlsx.writeBuffer()))
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toEqual([{ row: 3, field: 'linkUrl', reason: '不是網址格式' }])
    expect(bad.body.message).toContain('第 3 列')
    expect(await count('opening-dates')).toBe(before)

    const good = new ExcelJS.Workbook()
    const goodSheet = good.addWorksheet('開館日')
    goodSheet.addRow(['日期', '狀態', '公告'])
    goodSheet.addRow([new Date(Date.UTC(2031, 6, 1)), '閉館', '颱風休館'])
    const ok = await sendFile('開館日.xlsx', Buffer.from(await good.xlsx.writeBuffer()))
    expect(ok.status).toBe(200)
    expect((await get('/opening-dates?month=2031-07')).body.result.data.map((entry: Json) => [entry.date, entry.openingStatus])).toEqual([['2031-07-01', 'Closed']])

    expect((await sendFile('開館日.pdf', '%PDF-1.4')).status).toBe(415)
    expect((await sendFile('開館日.csv', csv, editor)).status).toBe(403)
    expect(await count('opening-dates')).toBe(before + 1)
  })
})

describe('album counts follow the admin screens too (Payload REST)', () => {
  it('creating and deleting an image through /api/album-images recounts the album and keeps its cover', async () => {
    const album = await app.payload.create({ collection: 'albums', data: { title: '後台直接上傳', date: '2026-11-01T12:00:00.000Z', enabled: true } })
    const image = await app.api.post<{ doc: { id: string } }>('/api/album-images', { albumId: album.id, imageUrl: '/images/rest-1.jpg', isCover: true }, { token: admin })
    expect(image.status).toBe(201)
    const counted = await app.payload.findByID({ collection: 'albums', id: album.id })
    expect(counted).toMatchObject({ count: 1, coverImageUrl: '/images/rest-1.jpg' })
    expect((await app.api.delete(`/api/album-images/${image.body.doc.id}`, { token: admin })).status).toBe(200)
    const emptied = await app.payload.findByID({ collection: 'albums', id: album.id })
    expect(emptied).toMatchObject({ count: 0, coverImageUrl: null })
  })
})
