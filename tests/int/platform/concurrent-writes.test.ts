import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestApp, type TestApp } from '../../helpers/app'

let app: TestApp
beforeAll(async () => {
  app = await startTestApp({ seed: false })
})
afterAll(async () => app?.close())

describe('concurrent writes (SQLite takes turns; PostgreSQL runs them side by side)', () => {
  it('stores every one of many simultaneous creates', async () => {
    const made = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        app.payload.create({ collection: 'news-categories', data: { name: `同時建立 ${n}` } }),
      ),
    )
    const found = await app.payload.count({
      collection: 'news-categories',
      where: { id: { in: made.map((m) => m.id) } },
    })
    expect(found.totalDocs).toBe(20)
  })

  it('a multi-document transaction and independent writes both land', async () => {
    const category = await app.payload.create({ collection: 'faq-categories', data: { name: '並行' } })
    const results = await Promise.all([
      app.payload.update({ collection: 'faq-categories', id: category.id, data: { name: '並行（更新）' } }),
      ...Array.from({ length: 5 }, (_, n) =>
        app.payload.create({ collection: 'faq-categories', data: { name: `並行 ${n}` } }),
      ),
      app.payload.jobs.queue({ task: 'purgeTempFiles', input: {}, queue: 'archives' }),
    ])
    expect(results).toHaveLength(7)
    const stored = await app.payload.find({
      collection: 'faq-categories',
      where: { name: { like: '並行' } },
      limit: 20,
    })
    expect(stored.totalDocs).toBe(6)
    expect(stored.docs.map((d) => d.name)).toContain('並行（更新）')
  })
})
