import { describe, expect, it } from 'vitest'
import { create, get, usePublicModules } from '../../helpers/publicModules'

usePublicModules()

type ExternalLink = { _id: string; title: string; linkUrl: string }

describe('links', () => {
  it('external links: enabled only, in display order', async () => {
    await create('external-links', { title: '停用連結', linkUrl: 'https://hidden.example/', enabled: false, sort: 0 })
    await create('external-links', { title: '最後連結', linkUrl: 'https://last.example/', enabled: true, sort: 99 })
    const res = await get<ExternalLink[]>('/external-links')
    expect(res.status).toBe(200)
    const titles = res.body.result.map((link) => link.title)
    expect(titles).toEqual(['PubMed', '衛生福利部', '國家圖書館', '最後連結'])
    expect(titles).not.toContain('停用連結')
    expect(res.body.result[0]).toMatchObject({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      linkUrl: 'https://pubmed.ncbi.nlm.nih.gov/',
    })
  })
})
