import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { OPENING_MSG, PUBLIC_MODULE_MSG } from '@/modules/opening'
import { PUBLIC_LIST_MAX_LIMIT } from '@/validation/listQuery'
import { startTestApp, type TestApp } from '../helpers/app'

/**
 * The public calls of albums, carousels, catalogs, links and opening hours (spec doc 2 §7
 * "Public") over HTTP, anonymous: what a visitor sees and what stays hidden (disabled items,
 * items outside their dates, a hidden album's images), the order, 404s for unknown or hidden
 * ids and 400s (zh-TW) for bad queries.
 */

type Json = any
type Body = { result: Json; message: string }

let app: TestApp

const P = '/api/public'
const NO_ID = '0123456789abcdef01234567'
const NOT_FOUND = '找不到資料'

const get = (path: string) => app.api.get<Body>(`${P}${path}`)

/** `YYYY-MM-DD` of today plus `offset` days (UTC), stored as Payload stores a day: 12:00 UTC. */
const day = (offset: number): string => {
  const date = new Date()
  date.setUTCDate(date.getUTCDate() + offset)
  return date.toISOString().slice(0, 10)
}
const stored = (offset: number) => `${day(offset)}T12:00:00.000Z`

const create = async <T extends Record<string, unknown>>(collection: string, data: T): Promise<{ id: string } & T> =>
  (await app.payload.create({ collection: collection as never, data: data as never, overrideAccess: true, context: { seed: true } })) as never

const expectNotFound = async (path: string) => {
  const res = await get(path)
  expect(res.status, path).toBe(404)
  expect(res.body.message).toBe(NOT_FOUND)
}

const expectBadQuery = async (path: string, message?: string) => {
  const res = await get(path)
  expect(res.status, path).toBe(400)
  expect(typeof res.body.message).toBe('string')
  expect(res.body.message).toMatch(/[\u4e00-\u9fff]/)
  if (message) expect(res.body.message).toBe(message)
}

beforeAll(async () => {
  app = await startTestApp()
})
afterAll(async () => app?.close())

describe('links', () => {
  it('external links: enabled only, in display order', async () => {
    await create('external-links', { title: '停用連結', linkUrl: 'https://hidden.example/', enabled: false, sort: 0 })
    await create('external-links', { title: '最後連結', linkUrl: 'https://last.example/', enabled: true, sort: 99 })
    const res = await get('/external-links')
    expect(res.status).toBe(200)
    const titles = res.body.result.map((link: Json) => link.title)
    expect(titles).toEqual(['PubMed', '衛生福利部', '國家圖書館', '最後連結'])
    expect(titles).not.toContain('停用連結')
    expect(res.body.result[0]).toMatchObject({ _id: expect.stringMatching(/^[0-9a-f]{24}$/), linkUrl: 'https://pubmed.ncbi.nlm.nih.gov/' })
  })

  it('quick links: every link, in display order', async () => {
    await create('quick-links', { icon: 'Clock', label: '第一個', path: '/first', sort: 0 })
    const res = await get('/quick-links')
    expect(res.status).toBe(200)
    expect(res.body.result[0]).toMatchObject({ label: '第一個', path: '/first', icon: 'Clock' })
    expect(res.body.result.map((link: Json) => link.label)).toContain('開館時間')
    const sorts = res.body.result.map((link: Json) => link.sort)
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b))
  })
})

describe('carousels', () => {
  it('enabled items inside their dates, in play order, with the settings', async () => {
    await create('carousels', { title: '停用輪播', enabled: false, sort: 0 })
    await create('carousels', { title: '尚未開始', enabled: true, startDate: stored(1), sort: 0 })
    await create('carousels', { title: '已經結束', enabled: true, endDate: stored(-2), sort: 0 })
    await create('carousels', { title: '今天結束', enabled: true, startDate: stored(-3), endDate: stored(0), sort: 10 })
    await create('carousels', { title: '第一張', enabled: true, sort: 0 })
    await app.payload.updateGlobal({ slug: 'carousel-settings', data: { speed: 7, size: 'Small' }, overrideAccess: true })
    const res = await get('/carousels')
    expect(res.status).toBe(200)
    expect(res.body.result.items.map((item: Json) => item.title)).toEqual([
      '第一張',
      '新進館藏：2025 年臨床指引專區',
      'UpToDate 與 Cochrane 資料庫檢索講習報名中',
      '今天結束',
    ])
    expect(res.body.result.settings).toEqual({ speed: 7, size: 'Small' })
  })
})

describe('albums', () => {
  let visible: { id: string }
  let hidden: { id: string }
  let future: { id: string }
  let expired: { id: string }
  let visibleImage: { id: string }
  let hiddenImage: { id: string }

  beforeAll(async () => {
    visible = await create('albums', { title: '最新相簿', date: stored(0), description: '院慶活動', enabled: true, count: 0 })
    hidden = await create('albums', { title: '停用相簿', date: stored(1), enabled: false, count: 0 })
    future = await create('albums', { title: '未來相簿', date: stored(1), enabled: true, startDate: stored(2), count: 0 })
    expired = await create('albums', { title: '過期相簿', date: stored(1), enabled: true, endDate: stored(-2), count: 0 })
    visibleImage = await create('album-images', { albumId: visible.id, imageUrl: '/images/a1.jpg', description: '院慶合照', highlighted: true, isCover: true })
    await create('album-images', { albumId: visible.id, imageUrl: '/images/a2.jpg', highlighted: false, isCover: false })
    hiddenImage = await create('album-images', { albumId: hidden.id, imageUrl: '/images/h1.jpg', highlighted: true, isCover: false })
    await create('album-images', { albumId: future.id, imageUrl: '/images/f1.jpg', highlighted: true, isCover: false })
    await create('album-images', { albumId: expired.id, imageUrl: '/images/e1.jpg', highlighted: true, isCover: false })
  })

  it('lists visible albums only, newest first, with count and cover', async () => {
    const res = await get('/albums')
    expect(res.status).toBe(200)
    const { data, total, page, limit } = res.body.result
    expect(data.map((album: Json) => album.title)).toEqual(['最新相簿', '新春揮毫送春聯', '2025 圖書館週：閱讀療癒'])
    expect({ total, page, limit }).toEqual({ total: 3, page: 1, limit: 10 })
    expect(data[0]).toMatchObject({ _id: visible.id, count: 2, coverImageUrl: '/images/a1.jpg' })
    expect(data[0].albumImages).toBeUndefined()
  })

  it('pages and searches the albums', async () => {
    const paged = await get('/albums?page=2&limit=2')
    expect(paged.body.result).toMatchObject({ total: 3, page: 2, limit: 2 })
    expect(paged.body.result.data.map((album: Json) => album.title)).toEqual(['2025 圖書館週：閱讀療癒'])
    const found = await get(`/albums?keyword=${encodeURIComponent('院慶')}`)
    expect(found.body.result.data.map((album: Json) => album._id)).toEqual([visible.id])
    const none = await get(`/albums?keyword=${encodeURIComponent('停用')}`)
    expect(none.body.result).toMatchObject({ data: [], total: 0 })
  })

  it('refuses a bad list query', async () => {
    await expectBadQuery('/albums?page=0')
    await expectBadQuery('/albums?limit=abc')
  })

  it('answers a visible album with its images, and 404 for hidden or unknown ones', async () => {
    const res = await get(`/albums/${visible.id}`)
    expect(res.status).toBe(200)
    expect(res.body.result).toMatchObject({ _id: visible.id, title: '最新相簿', count: 2 })
    expect(res.body.result.albumImages.map((image: Json) => image.imageUrl)).toEqual(['/images/a1.jpg', '/images/a2.jpg'])
    for (const album of [hidden, future, expired]) await expectNotFound(`/albums/${album.id}`)
    await expectNotFound(`/albums/${NO_ID}`)
    await expectNotFound('/albums/not-an-id')
  })

  it('highlighted images of visible albums only, with the album title', async () => {
    const res = await get('/album-highlighted-images')
    expect(res.status).toBe(200)
    const images: Json[] = res.body.result
    const urls: string[] = images.map((image) => image.imageUrl)
    // The test's own highlighted image, and the three highlighted demo pictures the seed stored in the archive.
    expect(urls.filter((url) => !url.startsWith('/api/public/archives/'))).toEqual(['/images/a1.jpg'])
    expect(urls.filter((url) => /^\/api\/public\/archives\/[0-9a-f]{24}\/preview$/.test(url))).toHaveLength(3)
    expect(images.find((image) => image._id === visibleImage.id)).toMatchObject({ albumTitle: '最新相簿', albumId: visible.id })
    expect(images.every((image) => image.highlighted === true)).toBe(true)
  })

  it('album images: of visible albums only; a hidden album is a 404; a bad albumId a 400', async () => {
    const one = await get(`/album-images?albumId=${visible.id}`)
    expect(one.status).toBe(200)
    expect(one.body.result).toMatchObject({ total: 2, page: 1, limit: 10 })
    expect(one.body.result.data.map((image: Json) => image.imageUrl)).toEqual(['/images/a1.jpg', '/images/a2.jpg'])

    const all = await get('/album-images?limit=100')
    const urls = all.body.result.data.map((image: Json) => image.imageUrl)
    expect(all.body.result.total).toBe(7)
    expect(urls).toContain('/images/a2.jpg')
    for (const url of ['/images/h1.jpg', '/images/f1.jpg', '/images/e1.jpg']) expect(urls).not.toContain(url)

    const paged = await get(`/album-images?albumId=${visible.id}&page=2&limit=1`)
    expect(paged.body.result.data.map((image: Json) => image.imageUrl)).toEqual(['/images/a2.jpg'])

    await expectNotFound(`/album-images?albumId=${hidden.id}`)
    await expectNotFound(`/album-images?albumId=${NO_ID}`)
    await expectBadQuery('/album-images?albumId=abc', '不是有效的 ObjectId')
    await expectBadQuery('/album-images?page=-1')
  })

  it('one album image: only of a visible album', async () => {
    const res = await get(`/album-images/${visibleImage.id}`)
    expect(res.status).toBe(200)
    expect(res.body.result).toMatchObject({ _id: visibleImage.id, albumId: visible.id, description: '院慶合照' })
    await expectNotFound(`/album-images/${hiddenImage.id}`)
    await expectNotFound(`/album-images/${NO_ID}`)
    await expectNotFound('/album-images/xyz')
  })

  it('a disabled album hides again at once', async () => {
    await app.payload.update({ collection: 'albums', id: visible.id, data: { enabled: false }, overrideAccess: true })
    await expectNotFound(`/albums/${visible.id}`)
    await expectNotFound(`/album-images/${visibleImage.id}`)
    const highlighted = await get('/album-highlighted-images')
    expect(highlighted.body.result.map((image: Json) => image._id)).not.toContain(visibleImage.id)
    await app.payload.update({ collection: 'albums', id: visible.id, data: { enabled: true }, overrideAccess: true })
  })
})

describe('catalogs', () => {
  let older: { id: string }
  let newest: { id: string }
  let item: { id: string }

  beforeAll(async () => {
    older = await create('catalogs', { title: '去年新書', date: stored(-400), highlighted: false })
    newest = await create('catalogs', { title: '下月新書', date: stored(20), highlighted: false })
    item = await create('catalog-items', {
      catalogId: newest.id,
      resourceNumber: 'N002',
      barcode: 'B002',
      name: '臨床藥理學',
      author: '王小明',
      isbn: '9780000000002',
      url: 'https://catalog.example/2',
      introUrl: 'https://intro.example/2',
      coverImageUrl: '/images/cover2.jpg',
    })
    await create('catalog-items', { catalogId: newest.id, resourceNumber: 'N001', barcode: 'B001', name: '解剖學圖譜', author: '李大華', isbn: '9780000000001' })
  })

  it('lists the catalogs newest first, with the highlighted flag', async () => {
    const res = await get('/catalogs')
    expect(res.status).toBe(200)
    expect(res.body.result.data.map((c: Json) => c.title)).toEqual(['下月新書', '本月新書通報', '去年新書'])
    expect(res.body.result.data.map((c: Json) => c.highlighted)).toEqual([false, true, false])
    expect(res.body.result.data[0].catalogItems).toBeUndefined()
    const searched = await get(`/catalogs?keyword=${encodeURIComponent('去年')}`)
    expect(searched.body.result.data.map((c: Json) => c._id)).toEqual([older.id])
    await expectBadQuery('/catalogs?limit=0')
  })

  it('answers one catalog with its items, by resource number; 404 when unknown', async () => {
    const res = await get(`/catalogs/${newest.id}`)
    expect(res.status).toBe(200)
    expect(res.body.result).toMatchObject({ _id: newest.id, title: '下月新書', highlighted: false })
    expect(res.body.result.catalogItems.map((i: Json) => i.resourceNumber)).toEqual(['N001', 'N002'])
    expect(res.body.result.catalogItems[1]).toMatchObject({ catalogId: newest.id, isbn: '9780000000002', introUrl: 'https://intro.example/2' })
    await expectNotFound(`/catalogs/${NO_ID}`)
    await expectNotFound('/catalogs/nope')
  })

  it('lists catalog items by catalog, keyword on name, author and ISBN, up to the largest page', async () => {
    const byCatalog = await get(`/catalog-items?catalogId=${newest.id}`)
    expect(byCatalog.body.result).toMatchObject({ total: 2, page: 1, limit: 10 })
    const byName = await get(`/catalog-items?keyword=${encodeURIComponent('藥理')}`)
    expect(byName.body.result.data.map((i: Json) => i._id)).toEqual([item.id])
    const byAuthor = await get(`/catalog-items?keyword=${encodeURIComponent('李大華')}`)
    expect(byAuthor.body.result.data.map((i: Json) => i.resourceNumber)).toEqual(['N001'])
    const byIsbn = await get('/catalog-items?keyword=9780000000002')
    expect(byIsbn.body.result.data.map((i: Json) => i._id)).toEqual([item.id])
    const scoped = await get(`/catalog-items?catalogId=${older.id}&keyword=${encodeURIComponent('藥理')}`)
    expect(scoped.body.result).toMatchObject({ data: [], total: 0 })
    const all = await get(`/catalog-items?limit=${Number.MAX_SAFE_INTEGER}`)
    expect(all.status).toBe(200)
    // A public list serves at most PUBLIC_LIST_MAX_LIMIT per page (issue 10 item 14).
    expect(all.body.result).toMatchObject({ total: 5, limit: PUBLIC_LIST_MAX_LIMIT })
    expect(all.body.result.data).toHaveLength(5)
    await expectNotFound(`/catalog-items?catalogId=${NO_ID}`)
    await expectBadQuery('/catalog-items?catalogId=12', '不是有效的 ObjectId')
    await expectBadQuery(`/catalog-items?limit=${Number.MAX_SAFE_INTEGER + 2}`)
  })

  it('answers one catalog item; 404 when unknown', async () => {
    const res = await get(`/catalog-items/${item.id}`)
    expect(res.status).toBe(200)
    expect(res.body.result).toMatchObject({ _id: item.id, name: '臨床藥理學', author: '王小明', catalogId: newest.id })
    await expectNotFound(`/catalog-items/${NO_ID}`)
  })

  it('catalog-infra: every catalog with its item count, and the newest id', async () => {
    const res = await get('/catalog-infra')
    expect(res.status).toBe(200)
    expect(res.body.result.newestCatalogId).toBe(newest.id)
    expect(res.body.result.catalogs).toEqual([
      { _id: newest.id, title: '下月新書', date: expect.any(String), highlighted: false, count: 2 },
      { _id: expect.any(String), title: '本月新書通報', date: expect.any(String), highlighted: true, count: 3 },
      { _id: older.id, title: '去年新書', date: expect.any(String), highlighted: false, count: 0 },
    ])
  })
})

describe('opening hours', () => {
  beforeAll(async () => {
    await create('opening-dates', { date: '2026-02-16T12:00:00.000Z', openingStatus: 'Closed', announcement: '春節休館', linkUrl: '/news' })
    await create('opening-dates', { date: '2026-02-22T12:00:00.000Z', openingStatus: 'Open', announcement: '週日特別開放' })
    await create('opening-dates', { date: '2026-03-02T12:00:00.000Z', openingStatus: 'Closed', announcement: '設備維護' })
  })

  it('calendar: every day of the month, Monday-first indexes, public fields only', async () => {
    const res = await get('/calendar?year=2026&month=2')
    expect(res.status).toBe(200)
    const days: Json[] = res.body.result
    expect(days).toHaveLength(28)
    expect(days[0]).toEqual({
      date: '2026-02-01',
      weekday: 'Sunday',
      weekdayIndex: 6,
      openingStatus: 'Closed',
      openingTime: null,
      closingTime: null,
      announcement: null,
      linkUrl: null,
      imageUrl: null,
    })
    expect(days[1]).toMatchObject({ date: '2026-02-02', weekday: 'Monday', weekdayIndex: 0, openingStatus: 'Open', openingTime: '08:00', closingTime: '17:00' })
    expect(days[15]).toMatchObject({ date: '2026-02-16', openingStatus: 'Closed', openingTime: null, announcement: '春節休館', linkUrl: '/news' })
    expect(days[21]).toMatchObject({ date: '2026-02-22', weekday: 'Sunday', openingStatus: 'Open', openingTime: '08:00', announcement: '週日特別開放' })
    for (const d of days) {
      expect(d).not.toHaveProperty('_id')
      expect(d).not.toHaveProperty('source')
    }
    expect((await get('/calendar?year=2024&month=2')).body.result).toHaveLength(29)
  })

  it('calendar: this month by default; bad year or month is a 400', async () => {
    const res = await get('/calendar')
    expect(res.status).toBe(200)
    expect(res.body.result[0].date).toMatch(/^\d{4}-\d{2}-01$/)
    await expectBadQuery('/calendar?year=2026&month=13', OPENING_MSG.badMonth)
    await expectBadQuery('/calendar?year=abc&month=1', OPENING_MSG.badYear)
  })

  it('opening dates: a month, or a from/to range, by date', async () => {
    const month = await get('/opening-dates?year=2026&month=2')
    expect(month.status).toBe(200)
    expect(month.body.result.map((d: Json) => [d.date, d.openingStatus])).toEqual([
      ['2026-02-16', 'Closed'],
      ['2026-02-22', 'Open'],
    ])
    expect(month.body.result[0]).toMatchObject({ _id: expect.any(String), announcement: '春節休館', linkUrl: '/news' })
    const combined = await get('/opening-dates?month=2026-03')
    expect(combined.body.result.map((d: Json) => d.date)).toEqual(['2026-03-02'])
    const range = await get('/opening-dates?from=2026-02-20&to=2026-03-02')
    expect(range.body.result.map((d: Json) => d.date)).toEqual(['2026-02-22', '2026-03-02'])
    const current = await get('/opening-dates')
    expect(current.status).toBe(200)
    expect(Array.isArray(current.body.result)).toBe(true)
  })

  it('opening dates: bad queries are 400s', async () => {
    await expectBadQuery('/opening-dates?from=2026-02-20', PUBLIC_MODULE_MSG.rangeNeedsBoth)
    await expectBadQuery('/opening-dates?from=2026-03-01&to=2026-02-01', PUBLIC_MODULE_MSG.rangeReversed)
    await expectBadQuery('/opening-dates?from=2026-01-01&to=2027-06-01', PUBLIC_MODULE_MSG.rangeTooLong)
    await expectBadQuery('/opening-dates?from=2026-02-30&to=2026-03-01', OPENING_MSG.notDay)
    await expectBadQuery('/opening-dates?year=2026&month=2&from=2026-02-01&to=2026-02-02', PUBLIC_MODULE_MSG.rangeOrMonth)
    await expectBadQuery('/opening-dates?year=2026&month=13', OPENING_MSG.badMonth)
    await expectBadQuery('/opening-dates?year=2026', OPENING_MSG.badMonthFilter)
  })
})
