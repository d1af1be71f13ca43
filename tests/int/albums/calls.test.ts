import type { CollectionSlug } from 'payload'
import { describe, expect, it } from 'vitest'
import { onlyFlags } from '@/access/permissions'
import {
  admin,
  app,
  count,
  del,
  expectRefused,
  get,
  NO_ID,
  type Paged,
  post,
  useModuleCalls,
} from '../../helpers/moduleCalls'

useModuleCalls()

type AlbumImage = {
  _id: string
  albumId: string
  imageUrl: string
  description: string | null
  isCover: boolean
  highlighted: boolean
  albumTitle?: string
}
type Album = {
  _id: string
  title: string
  date: string
  description: string | null
  count: number
  coverImageUrl: string | null
  albumImages: AlbumImage[]
}
/** An album in a list: without its images. */
type AlbumRow = Omit<Album, 'albumImages'> & { albumImages?: never }

describe('albums', () => {
  let albumId: string

  const albumCount = async (id: string) => {
    const album = await app.payload.findByID({ collection: 'albums', id, depth: 0, overrideAccess: true })
    const images = await count('album-images', { albumId: { equals: id } })
    return { count: album.count, images, coverImageUrl: album.coverImageUrl }
  }

  it('POST /albums creates an album with count 0; GET lists and reads it', async () => {
    const res = await post<Album>('/albums', {
      title: '2026 圖書館週',
      date: '2026-04-20',
      description: '書展與講座活動剪影',
      count: 99,
    })
    expect(res.status).toBe(200)
    albumId = res.body.result._id
    expect(res.body.result).toMatchObject({ title: '2026 圖書館週', count: 0, albumImages: [] })
    expect(res.body.result.date.slice(0, 10)).toBe('2026-04-20')

    const list = await get<Paged<AlbumRow>>('/albums?keyword=圖書館週')
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
    await expectRefused(
      () => post('/albums', { title: '壞封面', date: '2026-01-01', coverImageUrl: 'javascript:alert(1)' }),
      '不是網址格式',
      ['albums'],
    )
  })

  it('POST /save-album saves an album and its images in one go; count and cover follow', async () => {
    const res = await post<Album>('/save-album', {
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
    expect(album.albumImages.map((image) => image.imageUrl)).toEqual([
      '/images/demo/spring-1.jpg',
      '/images/demo/spring-2.jpg',
      '/images/demo/spring-3.jpg',
    ])
    expect(album.albumImages[1]).toMatchObject({ isCover: true, highlighted: true, albumId: album._id })
    expect(await albumCount(album._id)).toMatchObject({ count: 3, images: 3 })

    // Keep the first (edited) and the third, drop the cover, add one: the removed cover is cleared.
    const [first, , third] = album.albumImages
    const again = await post<Album>('/save-album', {
      ...album,
      albumImages: [
        { ...first, description: '揮毫現場（更新）' },
        third,
        { imageUrl: '/images/demo/spring-4.jpg', description: '合影' },
      ],
    })
    expect(again.status).toBe(200)
    expect(again.body.result).toMatchObject({ _id: album._id, count: 3, coverImageUrl: null })
    expect(again.body.result.albumImages.map((image) => image.description)).toEqual(['揮毫現場（更新）', null, '合影'])
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
      () =>
        post('/save-album', {
          title: '缺圖',
          date: '2026-03-01',
          albumImages: [{ imageUrl: '/a.jpg' }, { description: '沒有網址' }],
        }),
      '圖片網址為必填欄位',
      collections,
    )
    expect(missingUrl.body.message).toBe('圖片網址為必填欄位')
    await expectRefused(
      () => post('/save-album', { date: '2026-03-01', albumImages: [] }),
      '標題為必填欄位',
      collections,
    )
    const foreign = (await app.payload.find({ collection: 'album-images', limit: 1, overrideAccess: true })).docs[0]!
    await expectRefused(
      () =>
        post('/save-album', {
          _id: albumId,
          title: '2026 圖書館週活動',
          date: '2026-04-20',
          albumImages: [{ _id: foreign.id, imageUrl: foreign.imageUrl }],
        }),
      '相片不屬於此相簿',
      collections,
    )
    expect(await albumCount(albumId)).toMatchObject({ count: 0, images: 0 })
  })

  it('POST /add-album-images and /remove-album-images keep the count right', async () => {
    const added = await post<Album>('/add-album-images', {
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

    await expectRefused(
      () => post('/add-album-images', { _id: albumId, albumImages: [{ imageUrl: '/ok.jpg' }, { imageUrl: '' }] }),
      '圖片網址為必填欄位',
      ['album-images'],
    )
    await expectRefused(() => post('/add-album-images', { _id: albumId, albumImages: [] }), '相片為必填欄位', [
      'album-images',
    ])
    expect((await post('/add-album-images', { _id: NO_ID, albumImages: [{ imageUrl: '/a.jpg' }] })).status).toBe(404)

    const [, second, third] = added.body.result.albumImages
    const removed = await post<Album>('/remove-album-images', {
      _id: albumId,
      albumImages: [{ _id: second._id }, { _id: third._id }],
    })
    expect(removed.status).toBe(200)
    expect(removed.body.result.count).toBe(1)
    expect(await albumCount(albumId)).toMatchObject({ count: 1, images: 1 })

    const other = (
      await app.payload.find({
        collection: 'album-images',
        where: { albumId: { not_equals: albumId } },
        limit: 1,
        overrideAccess: true,
      })
    ).docs[0]!
    await expectRefused(
      () => post('/remove-album-images', { _id: albumId, albumImages: [{ _id: other.id }] }),
      '相片不屬於此相簿',
      ['album-images'],
    )
    await expectRefused(
      () => post('/remove-album-images', { _id: albumId, albumImages: [{ _id: 'x' }] }),
      '不是有效的 ObjectId',
      ['album-images'],
    )
    expect(await albumCount(albumId)).toMatchObject({ count: 1, images: 1 })
  })

  it('album-images: list by album, read, save (cover moves), delete; count follows', async () => {
    const created = await post<AlbumImage>('/album-images', {
      albumId,
      imageUrl: '/images/demo/week-4.jpg',
      description: '講座',
      isCover: true,
    })
    expect(created.status).toBe(200)
    expect(created.body.result).toMatchObject({
      albumId,
      imageUrl: '/images/demo/week-4.jpg',
      isCover: true,
      highlighted: false,
    })
    expect(await albumCount(albumId)).toEqual({ count: 2, images: 2, coverImageUrl: '/images/demo/week-4.jpg' })

    const another = await post<AlbumImage>('/album-images', {
      albumId,
      imageUrl: '/images/demo/week-5.jpg',
      isCover: true,
    })
    expect(await albumCount(albumId)).toEqual({ count: 3, images: 3, coverImageUrl: '/images/demo/week-5.jpg' })
    expect((await get<AlbumImage>(`/album-images/${created.body.result._id}`)).body.result.isCover).toBe(false)

    const list = await get<Paged<AlbumImage>>(`/album-images?albumId=${albumId}`)
    expect(list.body.result.total).toBe(3)
    expect(list.body.result.data.every((image) => image.albumId === albumId)).toBe(true)

    const edited = await post('/album-images', {
      _id: created.body.result._id,
      albumId,
      imageUrl: '/images/demo/week-4b.jpg',
      description: '講座（換圖）',
    })
    expect(edited.body.result).toMatchObject({ _id: created.body.result._id, imageUrl: '/images/demo/week-4b.jpg' })

    await expectRefused(() => post('/album-images', { imageUrl: '/a.jpg' }), '相簿為必填欄位', ['album-images'])
    await expectRefused(() => post('/album-images', { albumId, imageUrl: 'not a url' }), '不是網址格式', [
      'album-images',
    ])
    await expectRefused(() => post('/album-images', { albumId }), '圖片網址為必填欄位', ['album-images'])

    const removed = await del(`/album-images/${another.body.result._id}`)
    expect(removed.status).toBe(200)
    expect(await albumCount(albumId)).toEqual({ count: 2, images: 2, coverImageUrl: null })
    expect((await del(`/album-images/${another.body.result._id}`)).status).toBe(404)
  })

  it('GET /album-highlighted-images lists highlighted images with their album title', async () => {
    const res = await get<AlbumImage[]>('/album-highlighted-images')
    expect(res.status).toBe(200)
    expect(res.body.result.every((image) => image.highlighted === true)).toBe(true)
    expect(res.body.result).toContainEqual(
      expect.objectContaining({ imageUrl: '/images/demo/week-1.jpg', albumId, albumTitle: '2026 圖書館週活動' }),
    )
    // spring-2 was highlighted but left its album's list in save-album, so it is gone.
    expect(res.body.result.map((image) => image.imageUrl)).not.toContain('/images/demo/spring-2.jpg')

    const spring = (
      await app.payload.find({ collection: 'albums', where: { title: { equals: '新春揮毫' } }, overrideAccess: true })
    ).docs[0]!
    await post('/add-album-images', {
      _id: spring.id,
      albumImages: [{ imageUrl: '/images/demo/spring-5.jpg', highlighted: true }],
    })
    expect((await get('/album-highlighted-images')).body.result).toContainEqual(
      expect.objectContaining({ imageUrl: '/images/demo/spring-5.jpg', albumId: spring.id, albumTitle: '新春揮毫' }),
    )
  })

  it('save-album is one transaction: a refusal half-way (no albums__delete) leaves the album as it was', async () => {
    const context = { seed: true, passwordSetBy: 'system' }
    const role = await app.payload.create({
      collection: 'roles',
      data: {
        name: '相簿編輯（不可刪除）',
        enabled: true,
        flags: onlyFlags(['albums__auth', 'albums__read', 'albums__edit']),
      },
      context,
    })
    await app.payload.create({
      collection: 'users',
      data: {
        username: 'albums',
        password: 'Albums@12345',
        name: '相簿編輯',
        email: 'albums@library.example',
        roles: [role.id],
        accountStatus: 'Enabled',
        mustChangePassword: false,
      },
      context,
    })
    const albumEditor = await app.login('albums', 'Albums@12345')
    const before = (await get<Album>(`/albums/${albumId}`)).body.result
    expect(before.albumImages.length).toBeGreaterThan(0)
    const res = await post(
      '/save-album',
      { ...before, title: '改名但刪圖失敗', albumImages: [{ imageUrl: '/images/demo/new.jpg' }] },
      albumEditor,
    )
    expect(res.status).toBe(403)
    expect(res.body.message).toBe('您沒有權限執行此操作')
    const after = (await get<Album>(`/albums/${albumId}`)).body.result
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

describe('album counts follow the admin screens too (Payload REST)', () => {
  it('creating and deleting an image through /api/album-images recounts the album and keeps its cover', async () => {
    const album = await app.payload.create({
      collection: 'albums',
      data: { title: '後台直接上傳', date: '2026-11-01T12:00:00.000Z', enabled: true },
    })
    const image = await app.api.post<{ doc: { id: string } }>(
      '/api/album-images',
      { albumId: album.id, imageUrl: '/images/rest-1.jpg', isCover: true },
      { token: admin },
    )
    expect(image.status).toBe(201)
    const counted = await app.payload.findByID({ collection: 'albums', id: album.id })
    expect(counted).toMatchObject({ count: 1, coverImageUrl: '/images/rest-1.jpg' })
    expect((await app.api.delete(`/api/album-images/${image.body.doc.id}`, { token: admin })).status).toBe(200)
    const emptied = await app.payload.findByID({ collection: 'albums', id: album.id })
    expect(emptied).toMatchObject({ count: 0, coverImageUrl: null })
  })
})
