import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ALL_FLAGS } from '@/access/catalog'
import { flushDownloadCounts } from '@/modules/archives'
import { startTestApp, type TestApp } from '../../helpers/app'
import { rawRequest } from '../../helpers/raw'

/**
 * Issue 10 item 14, the archive bullets: the download `name` parameter cannot change the file's
 * extension; an upload named `x.constructor` gives a 4xx, not a 500; anonymous downloads are
 * counted without a database write on every request (counted in memory, flushed in batches).
 */

type Item = { _id: string; name: string; downloadUrl: string | null }
type Ok<T> = { result: T }
type Msg = { message: string }

let app: TestApp
let uploader: string
let file: Item
let folderId: string

const upload = (name: string, data: Uint8Array, type = 'text/plain') => {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(data)], { type }), name)
  return app.api.post<Ok<Item> & Msg>(`/api/shennong/archives/upload?module=archives&folderId=${folderId}`, form, {
    token: uploader,
  })
}

beforeAll(async () => {
  app = await startTestApp()
  const role = await app.payload.create({
    collection: 'roles',
    data: {
      name: '上傳者',
      flags: Object.fromEntries(
        ALL_FLAGS.map((f) => [
          f,
          ['archives__auth', 'archives__root_folders__auth', 'archives__upload__auth'].includes(f),
        ]),
      ),
    },
  })
  await app.payload.create({
    collection: 'users',
    data: {
      username: 'uploader',
      name: 'uploader',
      password: 'Archive123',
      accountStatus: 'Enabled',
      roles: [role.id],
    },
    context: { passwordSetBy: 'system' },
  })
  uploader = await app.login('uploader', 'Archive123')
  folderId = (
    await app.api.post<Ok<Item>>(
      '/api/shennong/archives/create-root-folder',
      { name: '公開區', auth: 'Public' },
      { token: uploader },
    )
  ).body.result._id
  const res = await upload('說明.txt', new TextEncoder().encode('hello\n'))
  expect(res.status).toBe(200)
  file = res.body.result
})
afterAll(async () => app?.close())

describe('download name', () => {
  it.each([
    ['evil.html', "attachment; filename*=UTF-8''evil.html.txt"],
    ['evil.exe', "attachment; filename*=UTF-8''evil.exe.txt"],
    ['noext', "attachment; filename*=UTF-8''noext.txt"],
    ['report.TXT', "attachment; filename*=UTF-8''report.TXT"],
  ])('?name=%s keeps the stored extension', async (name, disposition) => {
    const res = await rawRequest(
      app,
      'GET',
      `/api/public/archives/${file._id}/download?name=${encodeURIComponent(name)}`,
    )
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toBe(disposition)
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8')
  })
})

describe('upload names that are object keys', () => {
  it.each(['x.constructor', 'x.__proto__', 'x.toString', 'x.hasOwnProperty', 'x.valueOf'])(
    '%s is refused with a 4xx and a zh-TW message',
    async (name) => {
      const before = await app.payload.count({ collection: 'archives' })
      const res = await upload(name, new TextEncoder().encode('hello\n'))
      expect(res.status).toBeGreaterThanOrEqual(400)
      expect(res.status).toBeLessThan(500)
      expect(res.body.message).toMatch(/[\u4e00-\u9fff]/)
      expect((await app.payload.count({ collection: 'archives' })).totalDocs).toBe(before.totalDocs)
    },
  )
})

describe('anonymous download counting', () => {
  it('repeated anonymous downloads write nothing per request; one flush stores the total', async () => {
    const stored = async () =>
      (await app.payload.findByID({ collection: 'archives', id: file._id, depth: 0 })) as unknown as {
        downloadCount: number
        updatedAt: string
      }
    await flushDownloadCounts(app.payload)
    const before = await stored()
    for (let i = 0; i < 25; i += 1)
      expect((await rawRequest(app, 'GET', `/api/public/archives/${file._id}/download`)).status).toBe(200)
    const during = await stored()
    expect(during.updatedAt).toBe(before.updatedAt)
    expect(during.downloadCount).toBe(before.downloadCount)
    await flushDownloadCounts(app.payload)
    expect((await stored()).downloadCount).toBe(before.downloadCount + 25)
  })

  it('the listing shows the downloads not yet flushed', async () => {
    await flushDownloadCounts(app.payload)
    const base = (await app.payload.findByID({ collection: 'archives', id: file._id, depth: 0 })) as unknown as {
      downloadCount: number
    }
    await rawRequest(app, 'GET', `/api/public/archives/${file._id}/download`)
    const listing = await app.api.get<Ok<{ data: { _id: string; downloadCount: number }[] }>>(
      `/api/shennong/archives/list/${folderId}`,
      { token: uploader },
    )
    expect(listing.body.result.data.find((i) => i._id === file._id)!.downloadCount).toBe(base.downloadCount + 1)
  })
})
