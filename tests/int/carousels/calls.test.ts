import { describe, expect, it } from 'vitest'
import { count, expectRefused, get, NO_ID, post, useModuleCalls } from '../../helpers/moduleCalls'

useModuleCalls()

type Carousel = { _id: string; title: string; sort: number }
type CarouselSettings = { _id: string | null; speed: number; size: string }

describe('carousels', () => {
  it('GET/POST /carousels save the list as a whole, in order', async () => {
    const first = await post<Carousel[]>('/carousels', {
      carousels: [
        { title: '館藏新書展', imageUrl: '/images/demo/carousel-1.jpg', linkUrl: '/catalog', enabled: true },
        {
          title: '資料庫講習',
          imageUrl: '/images/demo/carousel-2.jpg',
          linkUrl: 'https://library.example/training',
          startDate: '2026-05-01',
          endDate: '2026-05-31',
        },
      ],
    })
    expect(first.status).toBe(200)
    expect(first.body.result.map((item) => [item.title, item.sort])).toEqual([
      ['館藏新書展', 1],
      ['資料庫講習', 2],
    ])
    const [exhibition, training] = first.body.result

    // A bare array: training first and edited, exhibition left out (deleted), one new item.
    const second = await post<Carousel[]>('/carousels', [
      { ...training, title: '資料庫講習（五月）' },
      { title: '閉館公告', backgroundColor: '#14578e', textColor: '#f8f8f4' },
    ])
    expect(second.status).toBe(200)
    expect(second.body.result.map((item) => [item.title, item.sort])).toEqual([
      ['資料庫講習（五月）', 1],
      ['閉館公告', 2],
    ])
    expect(second.body.result[0]._id).toBe(training._id)
    expect(await count('carousels', { id: { equals: exhibition._id } })).toBe(0)

    const list = await get<Carousel[]>('/carousels')
    expect(list.body.result.map((item) => item.title)).toEqual(['資料庫講習（五月）', '閉館公告'])
  })

  it('POST /carousels refuses bad items and changes nothing', async () => {
    const before = (await get('/carousels')).body.result
    const bad = await expectRefused(
      () => post('/carousels', { carousels: [{ title: 'ok' }, { title: '壞連結', linkUrl: 'not a url' }] }),
      '不是網址格式',
      ['carousels'],
    )
    expect(bad.body.errors).toEqual([{ row: 2, field: 'linkUrl', reason: '不是網址格式' }])
    await expectRefused(
      () => post('/carousels', { carousels: [{ _id: NO_ID, title: '不存在' }] }),
      '清單中有不存在的項目，請重新整理後再試',
      ['carousels'],
    )
    await expectRefused(
      () => post('/carousels', { carousels: [{ title: '日期顛倒', startDate: '2026-05-10', endDate: '2026-05-01' }] }),
      '結束時間必須晚於開始時間',
      ['carousels'],
    )
    await expectRefused(() => post('/carousels', { items: [] }), '輪播為必填欄位', ['carousels'])
    expect((await get('/carousels')).body.result).toEqual(before)
  })

  it('GET/POST /carousels/settings', async () => {
    const current = await get<CarouselSettings>('/carousels/settings')
    expect(current.status).toBe(200)
    expect(current.body.result).toMatchObject({ speed: 5, size: 'Large' })

    const saved = await post<CarouselSettings>('/carousels/settings', {
      _id: current.body.result._id,
      speed: 8,
      size: 'Small',
    })
    expect(saved.status).toBe(200)
    expect(saved.body.result).toMatchObject({ speed: 8, size: 'Small' })
    expect(saved.body.result._id).toBeTruthy()
    const again = await post<CarouselSettings>('/carousels/settings', {
      _id: saved.body.result._id,
      speed: 8,
      size: 'Small',
    })
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
