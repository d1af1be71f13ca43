import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestApp, type TestApp } from '../../helpers/app'

type ImportError = { message: string; errors: { row: number; field: string; reason: string }[] }

let app: TestApp
let admin: string
let catalogId: string

const count = async () =>
  (await app.payload.count({ collection: 'catalog-items', where: { catalogId: { equals: catalogId } } })).totalDocs

const sendFile = (name: string, data: Buffer, token = admin, id = catalogId) => {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(data)]), name)
  return app.api.post<{ result: { imported: number } } & ImportError>(
    `/api/shennong/import-catalog-items?_id=${id}`,
    form,
    { token },
  )
}

beforeAll(async () => {
  app = await startTestApp()
  admin = await app.login('admin', 'Admin@12345')
  catalogId = (
    await app.payload.create({ collection: 'catalogs', data: { title: '2026 年 11 月新書', date: '2026-11-01' } })
  ).id
})
afterAll(async () => app?.close())

describe('import-catalog-items (all or nothing)', () => {
  it('imports a CSV with zh-TW headers', async () => {
    const csv =
      '\ufeff資源編號,條碼,書名,作者,ISBN\nR001,B001,內科學,王大明,9789570000001\nR002,B002,"外科學, 第二版",李小華,\n'
    const res = await sendFile('新書.csv', Buffer.from(csv))
    expect(res.status).toBe(200)
    expect(res.body.result.imported).toBe(2)
    const items = await app.payload.find({
      collection: 'catalog-items',
      where: { catalogId: { equals: catalogId } },
      sort: 'resourceNumber',
    })
    expect(items.docs.map((d) => [d.resourceNumber, d.name, d.author])).toEqual([
      ['R001', '內科學', '王大明'],
      ['R002', '外科學, 第二版', '李小華'],
    ])
  })

  it('a file with a bad row saves nothing and names every bad row', async () => {
    const before = await count()
    const workbook = new ExcelJS.Workbook()
    const sheet = workbook.addWorksheet('書目')
    sheet.addRow(['resourceNumber', 'barcode', 'name', 'author', 'url'])
    sheet.addRow(['R010', 'B010', '藥理學', '陳一', 'https://opac.example/R010'])
    sheet.addRow(['R011', '', '病理學', '', ''])
    sheet.addRow(['R012', 'B012', '生理學', '張三', 'not a url'])
    const res = await sendFile('新書.xlsx', Buffer.from(await workbook.xlsx.writeBuffer()))
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual([
      { row: 3, field: 'barcode', reason: '條碼為必填欄位' },
      { row: 3, field: 'author', reason: '作者為必填欄位' },
      { row: 4, field: 'url', reason: '不是網址格式' },
    ])
    expect(res.body.message).toContain('第 3 列')
    expect(await count()).toBe(before)
  })

  it('imports rows sent as JSON, and refuses bad JSON rows the same way', async () => {
    const ok = await app.api.post<{ result: { imported: number } }>(
      '/api/shennong/import-catalog-items',
      { _id: catalogId, catalogItems: [{ resourceNumber: 'R020', barcode: 'B020', name: '護理學', author: '林四' }] },
      { token: admin },
    )
    expect(ok.body.result.imported).toBe(1)
    const bad = await app.api.post<ImportError>(
      '/api/shennong/import-catalog-items',
      { _id: catalogId, catalogItems: [{ resourceNumber: 'R021', barcode: 'B021', name: '', author: '王五' }] },
      { token: admin },
    )
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toEqual([{ row: 1, field: 'name', reason: '書名為必填欄位' }])
  })

  it('refuses other file types, unknown catalogs, and users without catalogs__edit', async () => {
    expect((await sendFile('新書.pdf', Buffer.from('%PDF-1.4'))).status).toBe(415)
    expect((await sendFile('新書.csv', Buffer.from('資源編號\nR1\n'), admin, '0123456789abcdef01234567')).status).toBe(
      404,
    )
    const editor = await app.login('editor', 'Editor@12345')
    expect((await sendFile('新書.csv', Buffer.from('資源編號\nR1\n'), editor)).status).toBe(403)
    expect(
      (await app.api.post('/api/shennong/import-catalog-items', { _id: catalogId, catalogItems: [] })).status,
    ).toBe(401)
  })
})
