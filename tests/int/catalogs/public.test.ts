import { beforeAll, describe, expect, it } from 'vitest'
import type { CatalogInfra } from '@/modules/catalogs'
import { PUBLIC_LIST_MAX_LIMIT } from '@/validation/listQuery'
import {
  create,
  expectBadQuery,
  expectNotFound,
  get,
  NO_ID,
  type Paged,
  stored,
  usePublicModules,
} from '../../helpers/publicModules'

usePublicModules()

type CatalogItem = {
  _id: string
  catalogId: string
  resourceNumber: string
  name: string
  author: string
  isbn: string | null
}
type Catalog = { _id: string; title: string; highlighted: boolean; catalogItems: CatalogItem[] }
/** A catalog in a list: without its items. */
type CatalogRow = Omit<Catalog, 'catalogItems'> & { catalogItems?: never }

describe('catalogs', () => {
  let older: { id: string }
  let newest: { id: string }
  let item: { id: string }

  beforeAll(async () => {
    older = await create('catalogs', { title: '去年新書', date: stored(-400), highlighted: false })
    newest = await create('catalogs', { title: '下月新書', date: stored(20), highlighted: false })
    item = await create('catalog-items', {
      catalogId: newest.id,
      resourceNumber: 'N002',
      barcode: 'B002',
      name: '臨床藥理學',
      author: '王小明',
      isbn: '9780000000002',
      url: 'https://catalog.example/2',
      introUrl: 'https://intro.example/2',
      coverImageUrl: '/images/cover2.jpg',
    })
    await create('catalog-items', {
      catalogId: newest.id,
      resourceNumber: 'N001',
      barcode: 'B001',
      name: '解剖學圖譜',
      author: '李大華',
      isbn: '9780000000001',
    })
  })

  it('lists the catalogs newest first, with the highlighted flag', async () => {
    const res = await get<Paged<CatalogRow>>('/catalogs')
    expect(res.status).toBe(200)
    expect(res.body.result.data.map((c) => c.title)).toEqual(['下月新書', '本月新書通報', '去年新書'])
    expect(res.body.result.data.map((c) => c.highlighted)).toEqual([false, true, false])
    expect(res.body.result.data[0].catalogItems).toBeUndefined()
    const searched = await get<Paged<CatalogRow>>(`/catalogs?keyword=${encodeURIComponent('去年')}`)
    expect(searched.body.result.data.map((c) => c._id)).toEqual([older.id])
    await expectBadQuery('/catalogs?limit=0')
  })

  it('answers one catalog with its items, by resource number; 404 when unknown', async () => {
    const res = await get<Catalog>(`/catalogs/${newest.id}`)
    expect(res.status).toBe(200)
    expect(res.body.result).toMatchObject({ _id: newest.id, title: '下月新書', highlighted: false })
    expect(res.body.result.catalogItems.map((i) => i.resourceNumber)).toEqual(['N001', 'N002'])
    expect(res.body.result.catalogItems[1]).toMatchObject({
      catalogId: newest.id,
      isbn: '9780000000002',
      introUrl: 'https://intro.example/2',
    })
    await expectNotFound(`/catalogs/${NO_ID}`)
    await expectNotFound('/catalogs/nope')
  })

  it('lists catalog items by catalog, keyword on name, author and ISBN, up to the largest page', async () => {
    const byCatalog = await get(`/catalog-items?catalogId=${newest.id}`)
    expect(byCatalog.body.result).toMatchObject({ total: 2, page: 1, limit: 10 })
    const byName = await get<Paged<CatalogItem>>(`/catalog-items?keyword=${encodeURIComponent('藥理')}`)
    expect(byName.body.result.data.map((i) => i._id)).toEqual([item.id])
    const byAuthor = await get<Paged<CatalogItem>>(`/catalog-items?keyword=${encodeURIComponent('李大華')}`)
    expect(byAuthor.body.result.data.map((i) => i.resourceNumber)).toEqual(['N001'])
    const byIsbn = await get<Paged<CatalogItem>>('/catalog-items?keyword=9780000000002')
    expect(byIsbn.body.result.data.map((i) => i._id)).toEqual([item.id])
    const scoped = await get(`/catalog-items?catalogId=${older.id}&keyword=${encodeURIComponent('藥理')}`)
    expect(scoped.body.result).toMatchObject({ data: [], total: 0 })
    const all = await get<Paged<CatalogItem>>(`/catalog-items?limit=${Number.MAX_SAFE_INTEGER}`)
    expect(all.status).toBe(200)
    // A public list serves at most PUBLIC_LIST_MAX_LIMIT per page (issue 10 item 14).
    expect(all.body.result).toMatchObject({ total: 5, limit: PUBLIC_LIST_MAX_LIMIT })
    expect(all.body.result.data).toHaveLength(5)
    await expectNotFound(`/catalog-items?catalogId=${NO_ID}`)
    await expectBadQuery('/catalog-items?catalogId=12', '不是有效的 ObjectId')
    await expectBadQuery(`/catalog-items?limit=${Number.MAX_SAFE_INTEGER + 2}`)
  })

  it('answers one catalog item; 404 when unknown', async () => {
    const res = await get(`/catalog-items/${item.id}`)
    expect(res.status).toBe(200)
    expect(res.body.result).toMatchObject({ _id: item.id, name: '臨床藥理學', author: '王小明', catalogId: newest.id })
    await expectNotFound(`/catalog-items/${NO_ID}`)
  })

  it('catalog-infra: every catalog with its item count, and the newest id', async () => {
    const res = await get<CatalogInfra>('/catalog-infra')
    expect(res.status).toBe(200)
    expect(res.body.result.newestCatalogId).toBe(newest.id)
    expect(res.body.result.catalogs).toEqual([
      { _id: newest.id, title: '下月新書', date: expect.any(String), highlighted: false, count: 2 },
      { _id: expect.any(String), title: '本月新書通報', date: expect.any(String), highlighted: true, count: 3 },
      { _id: older.id, title: '去年新書', date: expect.any(String), highlighted: false, count: 0 },
    ])
  })
})
