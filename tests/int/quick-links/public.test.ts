import { describe, expect, it } from 'vitest'
import { create, get, usePublicModules } from '../../helpers/publicModules'

usePublicModules()

type QuickLink = { _id: string; icon: string; label: string; path: string; sort: number }

describe('quick links', () => {
  it('quick links: every link, in display order', async () => {
    await create('quick-links', { icon: 'Clock', label: '第一個', path: '/first', sort: 0 })
    const res = await get<QuickLink[]>('/quick-links')
    expect(res.status).toBe(200)
    expect(res.body.result[0]).toMatchObject({ label: '第一個', path: '/first', icon: 'Clock' })
    expect(res.body.result.map((link) => link.label)).toContain('開館時間')
    const sorts = res.body.result.map((link) => link.sort)
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b))
  })
})
