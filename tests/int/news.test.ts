import { describe, expect, it } from 'vitest'
import { MSG } from '@/i18n/messages'
import { MODULE_MSG } from '@/i18n/modules'
import type { News } from '@/payload-types'
import { normalizeBlocks } from '@/components/blocks/normalize'
import { admin, app, DocBody, fieldErrors, useModuleCollections } from '../helpers/moduleCollections'

useModuleCollections()

describe('news', () => {
  it('admin creates news: defaults, category, and the plain text of the blocks', async () => {
    const category = await app.api.post<DocBody<{ id: string; sort: number }>>(
      '/api/news-categories',
      { name: '公告' },
      { token: admin },
    )
    expect(category.status).toBe(201)
    expect(category.body.doc.sort).toBe(0)

    const blocks = [
      { className: 'row', elements: [{ tagName: 'p', context: '<p>本館&nbsp;<b>週六</b>開放</p>' }] },
      { className: 'row', elements: [{ tagName: 'links', data: [['整合查詢', 'https://search.example.org']] }] },
    ]
    // A draft save (the admin's 保存草稿): news is under the review workflow (Payload drafts).
    const created = await app.api.post<DocBody<News>>(
      '/api/news?draft=true',
      { title: '開館公告', categoryId: category.body.doc.id, blocks, blockText: '不會被採用' },
      { token: admin },
    )
    expect(created.status).toBe(201)
    const doc = created.body.doc
    expect(doc.id).toMatch(/^[0-9a-f]{24}$/)
    expect(doc.status).toBe('Drafting')
    expect(doc.isPined).toBe(false)
    // The visible text, as the text editor reads the HTML (a tag boundary is no space).
    expect(doc.blockText).toBe('本館 週六開放\n整合查詢')

    const read = await app.api.get<News>(`/api/news/${doc.id}?depth=1`, { token: admin })
    expect(read.status).toBe(200)
    expect(read.body.title).toBe('開館公告')
    // Blocks are stored normalised and sanitised (issue 10 item 8): every key filled in, HTML clean.
    expect(read.body.blocks).toEqual(normalizeBlocks(blocks))
    expect((read.body.categoryId as { name: string }).name).toBe('公告')

    // A save without blocks keeps the derived text.
    const patched = await app.api.patch<DocBody<News>>(
      `/api/news/${doc.id}`,
      { isPined: true, blockText: 'x' },
      { token: admin },
    )
    expect(patched.status).toBe(200)
    expect(patched.body.doc.isPined).toBe(true)
    expect(patched.body.doc.blockText).toBe('本館 週六開放\n整合查詢')
  })

  it('title is required and the link must be a URL', async () => {
    const missing = await app.api.post('/api/news', { link: 'https://example.org' }, { token: admin })
    expect(missing.status).toBe(400)
    expect(fieldErrors(missing.body).map((e) => e.path)).toContain('title')

    const bad = await app.api.post('/api/news', { title: '壞連結', link: 'not a url' }, { token: admin })
    expect(bad.status).toBe(400)
    expect(fieldErrors(bad.body)).toContainEqual(expect.objectContaining({ path: 'link', message: MSG.notUrl }))
  })

  it('a display window whose end comes before its start is refused', async () => {
    const res = await app.api.post(
      '/api/news',
      { title: '倒置', startDate: '2025-03-10', endDate: '2025-03-01' },
      { token: admin },
    )
    expect(res.status).toBe(400)
    expect(fieldErrors(res.body)).toContainEqual(
      expect.objectContaining({ path: 'endDate', message: MODULE_MSG.endBeforeStart }),
    )
  })
})
