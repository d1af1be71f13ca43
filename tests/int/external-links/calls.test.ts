import { describe, expect, it } from 'vitest'
import { expectRefused, get, post, useModuleCalls } from '../../helpers/moduleCalls'

useModuleCalls()

type ExternalLink = { _id: string; title: string; linkUrl: string; enabled: boolean; sort: number }

describe('links', () => {
  it('GET/POST /external-links save the list as a whole', async () => {
    const res = await post<ExternalLink[]>('/external-links', {
      externalLinks: [
        { title: '衛生福利部', linkUrl: 'https://www.mohw.gov.tw' },
        { title: 'PubMed', linkUrl: 'https://pubmed.ncbi.nlm.nih.gov', enabled: false },
      ],
    })
    expect(res.status).toBe(200)
    expect(res.body.result.map((link) => [link.title, link.enabled, link.sort])).toEqual([
      ['衛生福利部', true, 1],
      ['PubMed', false, 2],
    ])
    const reordered = await post<ExternalLink[]>('/external-links', [
      res.body.result[1],
      { ...res.body.result[0], title: '衛福部' },
    ])
    expect(reordered.body.result.map((link) => link.title)).toEqual(['PubMed', '衛福部'])
    expect((await get<ExternalLink[]>('/external-links')).body.result.map((link) => link.title)).toEqual([
      'PubMed',
      '衛福部',
    ])

    await expectRefused(
      () => post('/external-links', { externalLinks: [{ linkUrl: 'https://a.example' }] }),
      '標題為必填欄位',
      ['external-links'],
    )
    await expectRefused(
      () => post('/external-links', { externalLinks: [{ title: '沒有網址' }] }),
      '連結網址為必填欄位',
      ['external-links'],
    )
    await expectRefused(
      () => post('/external-links', { externalLinks: [{ title: '壞網址', linkUrl: 'www example' }] }),
      '不是網址格式',
      ['external-links'],
    )
    expect((await get<ExternalLink[]>('/external-links')).body.result.map((link) => link.title)).toEqual([
      'PubMed',
      '衛福部',
    ])
  })
})
