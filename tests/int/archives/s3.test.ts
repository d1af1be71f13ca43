import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestApp, type TestApp } from '../../helpers/app'
import { rawRequest } from '../../helpers/raw'
import { S3_TEST_CREDENTIALS, startS3Server } from '../../helpers/s3'

type Item = { _id: string; name: string; downloadUrl: string; thumbnailUrl: string | null }

let app: TestApp
let s3: Awaited<ReturnType<typeof startS3Server>>
let token: string

beforeAll(async () => {
  s3 = await startS3Server('library-archive')
  process.env.S3_BUCKET = 'library-archive'
  process.env.S3_ENDPOINT = s3.endpoint
  process.env.S3_ACCESS_KEY_ID = S3_TEST_CREDENTIALS.accessKeyId
  process.env.S3_SECRET_ACCESS_KEY = S3_TEST_CREDENTIALS.secretAccessKey
  app = await startTestApp()
  token = await app.login('admin', 'Admin@12345')
})
afterAll(async () => {
  await app?.close()
  await s3?.close()
  delete process.env.S3_BUCKET
  delete process.env.S3_ENDPOINT
})

describe('archive files on S3 (S3_BUCKET set)', () => {
  it('uploads to the bucket, serves downloads and thumbnails from it, and deletes for good', async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#14578e' } })
      .png()
      .toBuffer()
    const folders = await app.api.get<{ result: { _id: string; systemKey: string | null }[] }>(
      '/api/shennong/archives/folders?includeModuleFolders=true',
      { token },
    )
    const news = folders.body.result.find((f) => f.systemKey === 'news')!
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), '封面.png')
    const uploaded = await app.api.post<{ result: Item }>(
      `/api/shennong/archives/upload?module=news&folderId=${news._id}`,
      form,
      { token },
    )
    expect(uploaded.status).toBe(200)
    const id = uploaded.body.result._id
    const stored = await s3.objects()
    const keys = [...stored.keys()].filter((k) => k.includes(id)).sort()
    expect(keys).toEqual([
      `archives/${id.slice(-2)}/${id}/original.png`,
      `archives/${id.slice(-2)}/${id}/thumbnail.webp`,
    ])
    expect(stored.get(keys[0]!)!.equals(png)).toBe(true)

    const download = await rawRequest(app, 'GET', uploaded.body.result.downloadUrl)
    expect(download.status).toBe(200)
    expect(download.bytes.equals(png)).toBe(true)
    const thumb = await rawRequest(app, 'GET', uploaded.body.result.thumbnailUrl!)
    expect((await sharp(thumb.bytes).metadata()).width).toBe(50)

    const removed = await app.api.post(
      '/api/shennong/archives/remove-files',
      { folderId: news._id, archives: [{ _id: id }], force: true },
      { token },
    )
    expect(removed.status).toBe(200)
    expect([...(await s3.objects()).keys()].filter((k) => k.includes(id))).toEqual([])
  })
})
