import { describe, expect, it } from 'vitest'
import type { DataOriginalSetting } from '@/payload-types'
import { admin, app, useModuleCollections } from '../../helpers/moduleCollections'

useModuleCollections()

describe('data-original settings (statistics)', () => {
  it('stores the SUSHI source with its report types (through its call)', async () => {
    const res = await app.api.put<{ result: { _id: string } }>(
      '/api/shennong/statistics/data-original-settings',
      { name: 'PubMed Central', url: 'https://sushi.example.org/r5', reportTypes: ['TR_J1', 'DR'], customerId: 'C1', requestorId: 'R1', platform: 'PMC' },
      { token: admin },
    )
    expect(res.status).toBe(201)
    const read = await app.api.get<DataOriginalSetting>(`/api/data-original-settings/${res.body.result._id}`, { token: admin })
    expect(read.body).toMatchObject({ name: 'PubMed Central', url: 'https://sushi.example.org/r5', reportTypes: ['TR_J1', 'DR'], platform: 'PMC' })
  })

  it('the url is required and must be an absolute URL', async () => {
    const missing = await app.api.put<{ message: string }>('/api/shennong/statistics/data-original-settings', { name: '無網址' }, { token: admin })
    expect(missing.status).toBe(400)
    const relative = await app.api.put<{ message: string }>('/api/shennong/statistics/data-original-settings', { name: '相對網址', url: '/sushi' }, { token: admin })
    expect(relative.status).toBe(400)
  })

  it('statistics collections are written only through their calls: Payload REST refuses writes, even to the super-admin', async () => {
    for (const slug of ['data-original-settings', 'manual-report-settings', 'merge-statistics', 'formula-report-settings', 'basic-statistics'] as const) {
      const before = (await app.payload.count({ collection: slug, overrideAccess: true })).totalDocs
      const res = await app.api.post(`/api/${slug}`, { name: '旁門', url: 'https://sushi.example.org/r5', mergeItems: [{ type: 'weird' }] }, { token: admin })
      expect(res.status, slug).toBe(403)
      expect((await app.payload.count({ collection: slug, overrideAccess: true })).totalDocs, slug).toBe(before)
    }
  })

  it('statistics collections default to Enabled', async () => {
    const res = await app.api.put<{ result: { status: string; basedLatestValue: boolean } }>(
      '/api/shennong/statistics/manual-report-settings',
      { name: '每月借閱' },
      { token: admin },
    )
    expect(res.status).toBe(200)
    expect(res.body.result).toMatchObject({ status: 'Enabled', basedLatestValue: false })
  })
})
