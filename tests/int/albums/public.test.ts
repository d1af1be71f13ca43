import { beforeAll, describe, expect, it } from 'vitest'
import {
  app,
  create,
  expectBadQuery,
  expectNotFound,
  get,
  NO_ID,
  type Paged,
  stored,
  usePublicModules,
} from '../../helpers/publicModules'

usePublicModules()

type AlbumImage = {
  _id: string
  albumId: string
  imageUrl: string
  description: string | null
  highlighted: boolean
  albumTitle?: string
}
type Album = { _id: string; title: string; count: number; coverImageUrl: string | null; albumImages: AlbumImage[] }
/** An album in a list: without its images. */
type AlbumRow = Omit<Album, 'albumImages'> & { albumImages?: never }

describe('albums', () => {
  let visible: { id: string }
  let hidden: { id: string }
  let future: { id: string }
  let expired: { id: string }
  let visibleImage: { id: string }
  let hiddenImage: { id: string }

  beforeAll(async () => {
    visible = await create('albums', {
      title: '最新相簿',
      date: stored(0),
      description: '院慶活動',
      enabled: true,
      count: 0,
    })
    hidden = await create('albums', { title: '停用相簿', date: stored(1), enabled: false, count: 0 })
    future = await create('albums', {
      title: '未來相簿',
      date: stored(1),
      enabled: true,
      startDate: stored(2),
      count: 0,
    })
    expired = await create('albums', {
      title: '過期相簿',
      date: stored(1),
      enabled: true,
      endDate: stored(-2),
      count: 0,
    })
    visibleImage = await create('album-images', {
      albumId: visible.id,
      imageUrl: '/images/a1.jpg',
      description: '院慶合照',
      highlighted: true,
      isCover: true,
    })
    await create('album-images', {
      albumId: visible.id,
      imageUrl: '/images/a2.jpg',
      highlighted: false,
      isCover: false,
    })
    hiddenImage = await create('album-images', {
      albumId: hidden.id,
      imageUrl: '/images/h1.jpg',
      highlighted: true,
      isCover: false,
    })
    await create('album-images', { albumId: future.id, imageUrl: '/images/f1.jpg', highlighted: true, isCover: false })
    await create('album-images', { albumId: expired.id, imageUrl: '/images/e1.jpg', highlighted: true, isCover: false })
  })

  it('lists visible albums only, newest first, with count and cover', async () => {
    const res = await get<Paged<AlbumRow>>('/albums')
    expect(res.status).toBe(200)
    const { data, total, page, limit } = res.body.result
    expect(data.map((album) => album.title)).toEqual(['最新相簿', '新春揮毫送春聯', '2025 圖書館週：閱讀療癒'])
    expect({ total, page, limit }).toEqual({ total: 3, page: 1, limit: 10 })
    expect(data[0]).toMatchObject({ _id: visible.id, count: 2, coverImageUrl: '/images/a1.jpg' })
    expect(data[0].albumImages).toBeUndefined()
  })

  it('pages and searches the albums', async () => {
    const paged = await get<Paged<AlbumRow>>('/albums?page=2&limit=2')
    expect(paged.body.result).toMatchObject({ total: 3, page: 2, limit: 2 })
    expect(paged.body.result.data.map((album) => album.title)).toEqual(['2025 圖書館週：閱讀療癒'])
    const found = await get<Paged<AlbumRow>>(`/albums?keyword=${encodeURIComponent('院慶')}`)
    expect(found.body.result.data.map((album) => album._id)).toEqual([visible.id])
    const none = await get(`/albums?keyword=${encodeURIComponent('停用')}`)
    expect(none.body.result).toMatchObject({ data: [], total: 0 })
  })

  it('refuses a bad list query', async () => {
    await expectBadQuery('/albums?page=0')
    await expectBadQuery('/albums?limit=abc')
  })

  it('answers a visible album with its images, and 404 for hidden or unknown ones', async () => {
    const res = await get<Album>(`/albums/${visible.id}`)
    expect(res.status).toBe(200)
    expect(res.body.result).toMatchObject({ _id: visible.id, title: '最新相簿', count: 2 })
    expect(res.body.result.albumImages.map((image) => image.imageUrl)).toEqual(['/images/a1.jpg', '/images/a2.jpg'])
    for (const album of [hidden, future, expired]) await expectNotFound(`/albums/${album.id}`)
    await expectNotFound(`/albums/${NO_ID}`)
    await expectNotFound('/albums/not-an-id')
  })

  it('highlighted images of visible albums only, with the album title', async () => {
    const res = await get<AlbumImage[]>('/album-highlighted-images')
    expect(res.status).toBe(200)
    const images = res.body.result
    const urls: string[] = images.map((image) => image.imageUrl)
    // The test's own highlighted image, and the three highlighted demo pictures the seed stored in the archive.
    expect(urls.filter((url) => !url.startsWith('/api/public/archives/'))).toEqual(['/images/a1.jpg'])
    expect(urls.filter((url) => /^\/api\/public\/archives\/[0-9a-f]{24}\/preview$/.test(url))).toHaveLength(3)
    expect(images.find((image) => image._id === visibleImage.id)).toMatchObject({
      albumTitle: '最新相簿',
      albumId: visible.id,
    })
    expect(images.every((image) => image.highlighted === true)).toBe(true)
  })

  it('album images: of visible albums only; a hidden album is a 404; a bad albumId a 400', async () => {
    const one = await get<Paged<AlbumImage>>(`/album-images?albumId=${visible.id}`)
    expect(one.status).toBe(200)
    expect(one.body.result).toMatchObject({ total: 2, page: 1, limit: 10 })
    expect(one.body.result.data.map((image) => image.imageUrl)).toEqual(['/images/a1.jpg', '/images/a2.jpg'])

    const all = await get<Paged<AlbumImage>>('/album-images?limit=100')
    const urls = all.body.result.data.map((image) => image.imageUrl)
    expect(all.body.result.total).toBe(7)
    expect(urls).toContain('/images/a2.jpg')
    for (const url of ['/images/h1.jpg', '/images/f1.jpg', '/images/e1.jpg']) expect(urls).not.toContain(url)

    const paged = await get<Paged<AlbumImage>>(`/album-images?albumId=${visible.id}&page=2&limit=1`)
    expect(paged.body.result.data.map((image) => image.imageUrl)).toEqual(['/images/a2.jpg'])

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
    const highlighted = await get<AlbumImage[]>('/album-highlighted-images')
    expect(highlighted.body.result.map((image) => image._id)).not.toContain(visibleImage.id)
    await app.payload.update({ collection: 'albums', id: visible.id, data: { enabled: true }, overrideAccess: true })
  })
})
