import { describe, expect, it } from 'vitest'
import { count, del, expectRefused, get, NO_ID, type Paged, post, useModuleCalls } from '../../helpers/moduleCalls'

useModuleCalls()

type CatalogItem = {
  _id: string
  catalogId: string
  resourceNumber: string
  barcode: string
  name: string
  author: string
}
type Catalog = { _id: string; title: string; highlighted: boolean; catalogItems: CatalogItem[] }
/** A catalog in a list: without its items. */
type CatalogRow = Omit<Catalog, 'catalogItems'> & { catalogItems?: never }

describe('catalogs', () => {
  let catalogId: string
  let itemId: string

  it('POST/GET /catalogs', async () => {
    const res = await post<Catalog>('/catalogs', {
      title: '2026 年 5 月新書通報',
      date: '2026-05-01',
      highlighted: true,
    })
    expect(res.status).toBe(200)
    catalogId = res.body.result._id
    expect(res.body.result).toMatchObject({ title: '2026 年 5 月新書通報', highlighted: true })
    expect((await get(`/catalogs/${catalogId}`)).body.result).toMatchObject({
      _id: catalogId,
      title: '2026 年 5 月新書通報',
    })
    const list = await get<Paged<CatalogRow>>('/catalogs?keyword=5 月')
    expect(list.body.result.data.map((c) => c._id)).toContain(catalogId)
    expect(list.body.result.data[0].catalogItems).toBeUndefined()
    await expectRefused(() => post('/catalogs', { title: '沒有日期' }), '通報日期為必填欄位', ['catalogs'])
    await expectRefused(() => post('/catalogs', { date: '2026-05-01' }), '標題為必填欄位', ['catalogs'])
  })

  it('catalog-items: save, list by catalog (download all), read, delete', async () => {
    const books = [
      { resourceNumber: 'R2605001', barcode: 'B0001', name: '哈里遜內科學', author: 'Loscalzo', isbn: '9781264268504' },
      { resourceNumber: 'R2605002', barcode: 'B0002', name: '護理倫理與法律', author: '盧美秀' },
      {
        resourceNumber: 'R2605003',
        barcode: 'B0003',
        name: '實證醫學入門',
        author: '陳杰峰',
        url: 'https://opac.example/R2605003',
      },
    ]
    for (const book of books) {
      const res = await post('/catalog-items', { ...book, catalogId })
      expect(res.status).toBe(200)
      expect(res.body.result).toMatchObject({ ...book, catalogId })
    }
    const all = await get<Paged<CatalogItem>>(`/catalog-items?catalogId=${catalogId}&limit=${Number.MAX_SAFE_INTEGER}`)
    expect(all.status).toBe(200)
    expect(all.body.result.total).toBe(3)
    expect(all.body.result.data.map((item) => item.resourceNumber)).toEqual(['R2605001', 'R2605002', 'R2605003'])
    itemId = all.body.result.data[0]._id
    expect((await get(`/catalog-items/${itemId}`)).body.result).toMatchObject({ _id: itemId, name: '哈里遜內科學' })
    const edited = await post('/catalog-items', { ...all.body.result.data[0], name: '哈里遜內科學（第 22 版）' })
    expect(edited.body.result).toMatchObject({ _id: itemId, name: '哈里遜內科學（第 22 版）' })

    await expectRefused(
      () => post('/catalog-items', { catalogId, resourceNumber: 'R1', barcode: 'B1', name: '無作者' }),
      '作者為必填欄位',
      ['catalog-items'],
    )
    await expectRefused(
      () => post('/catalog-items', { resourceNumber: 'R1', barcode: 'B1', name: '無通報', author: '某人' }),
      '新書通報為必填欄位',
      ['catalog-items'],
    )
    await expectRefused(
      () =>
        post('/catalog-items', {
          catalogId,
          resourceNumber: 'R1',
          barcode: 'B1',
          name: '書',
          author: '某人',
          url: 'ftp:x',
        }),
      '不是網址格式',
      ['catalog-items'],
    )
    const unknown = await post('/catalog-items', {
      catalogId: NO_ID,
      resourceNumber: 'R1',
      barcode: 'B1',
      name: '書',
      author: '某人',
    })
    expect(unknown.status).toBe(404)

    const removed = await del(`/catalog-items/${all.body.result.data[2]._id}`)
    expect(removed.status).toBe(200)
    expect(await count('catalog-items', { catalogId: { equals: catalogId } })).toBe(2)
  })

  it('DELETE /catalogs/{id} removes its items in the same transaction', async () => {
    const res = await del(`/catalogs/${catalogId}`)
    expect(res.status).toBe(200)
    expect(res.body.result).toEqual({ _id: catalogId, removedItems: 2 })
    expect(await count('catalog-items', { catalogId: { equals: catalogId } })).toBe(0)
    expect((await get(`/catalogs/${catalogId}`)).status).toBe(404)
  })
})
