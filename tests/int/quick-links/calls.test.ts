import { describe, expect, it } from 'vitest'
import { expectRefused, get, put, useModuleCalls } from '../../helpers/moduleCalls'

useModuleCalls()

type QuickLink = { _id: string; icon: string; label: string; path: string; sort: number }

describe('quick links', () => {
  it('GET/PUT /quick-links save the list as a whole, in order', async () => {
    const res = await put<QuickLink[]>('/quick-links', {
      quickLinks: [
        { icon: 'Clock', label: '開館時間', path: '/opening' },
        { icon: 'Newspaper', label: '最新消息', path: '/news' },
        { icon: 'BookOpen', label: '新書通報', path: '/catalog' },
      ],
    })
    expect(res.status).toBe(200)
    expect(res.body.result.map((link) => link.label)).toEqual(['開館時間', '最新消息', '新書通報'])
    const [opening, news] = res.body.result
    const again = await put<QuickLink[]>('/quick-links', { quickLinks: [news, opening] })
    expect(again.body.result.map((link) => [link._id, link.sort])).toEqual([
      [news._id, 1],
      [opening._id, 2],
    ])

    await expectRefused(
      () => put('/quick-links', { quickLinks: [{ icon: 'NoSuchIcon', label: '壞圖示', path: '/x' }] }),
      '請從圖示清單中選擇',
      ['quick-links'],
    )
    const missing = await expectRefused(
      () => put('/quick-links', { quickLinks: [news, { icon: 'Clock', label: '缺路徑' }] }),
      '連結路徑為必填欄位',
      ['quick-links'],
    )
    expect(missing.body.errors).toEqual([{ row: 2, field: 'path', reason: '連結路徑為必填欄位' }])
    await expectRefused(
      () => put('/quick-links', { quickLinks: [{ path: '/x', label: '缺圖示' }] }),
      '圖示為必填欄位',
      ['quick-links'],
    )
    await expectRefused(() => put('/quick-links', { quickLinks: [{ path: '/x', icon: 'Clock' }] }), '名稱為必填欄位', [
      'quick-links',
    ])
    expect((await get<QuickLink[]>('/quick-links')).body.result.map((link) => link.label)).toEqual([
      '最新消息',
      '開館時間',
    ])
  })
})
