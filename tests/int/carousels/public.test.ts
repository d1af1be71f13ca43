import { describe, expect, it } from 'vitest'
import { app, create, get, stored, usePublicModules } from '../../helpers/publicModules'

usePublicModules()

type Carousels = { items: { _id: string; title: string }[]; settings: { speed: number; size: string } }

describe('carousels', () => {
  it('enabled items inside their dates, in play order, with the settings', async () => {
    await create('carousels', { title: '停用輪播', enabled: false, sort: 0 })
    await create('carousels', { title: '尚未開始', enabled: true, startDate: stored(1), sort: 0 })
    await create('carousels', { title: '已經結束', enabled: true, endDate: stored(-2), sort: 0 })
    await create('carousels', { title: '今天結束', enabled: true, startDate: stored(-3), endDate: stored(0), sort: 10 })
    await create('carousels', { title: '第一張', enabled: true, sort: 0 })
    await app.payload.updateGlobal({
      slug: 'carousel-settings',
      data: { speed: 7, size: 'Small' },
      overrideAccess: true,
    })
    const res = await get<Carousels>('/carousels')
    expect(res.status).toBe(200)
    expect(res.body.result.items.map((item) => item.title)).toEqual([
      '第一張',
      '新進館藏：2025 年臨床指引專區',
      'UpToDate 與 Cochrane 資料庫檢索講習報名中',
      '今天結束',
    ])
    expect(res.body.result.settings).toEqual({ speed: 7, size: 'Small' })
  })
})
