import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { type Payload, getPayload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { buildAppConfig } from '@/config/buildAppConfig'
import { BackupRefused, createBackup, restoreBackup } from '@/lib/backup'
import { fileStoreFor } from '@/lib/fileStore'
import { type TestApp, closeInstance, startTestApp } from '../../helpers/app'
import { contentsOf } from '../../helpers/contents'
import { createTestDatabase, type TestDatabase } from '../../helpers/database'
import { S3_TEST_CREDENTIALS, startS3Server } from '../../helpers/s3'
import { at, createRoom, createSeat, fresh, openLibrary, today, addDays } from '../../security/reservations/setup'

/**
 * Issue 30, backups that restore (SQLite and PostgreSQL): a seeded site with a booking, an
 * uploaded file and the demo's questionnaire answers and statistics is backed up while it runs,
 * restored into an empty database and an empty file folder, and opened again: every document
 * of every collection and every global reads the same, every file has the same bytes. A
 * restore never overwrites a site. A site whose files are in an S3 bucket is backed up from the
 * bucket and restored into another (s3rver on loopback), byte for byte.
 */

let app: TestApp
let restored: Payload | undefined
let target: TestDatabase | undefined
const folders = {
  original: fs.mkdtempSync(path.join(os.tmpdir(), 'shennong-files-a-')),
  restored: fs.mkdtempSync(path.join(os.tmpdir(), 'shennong-files-b-')),
}
const archive = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'shennong-backups-')), 'site.tar.gz')
const savedArchiveDir = process.env.ARCHIVE_DIR

const bytesUnder = (root: string) =>
  Object.fromEntries(
    (fs.readdirSync(root, { recursive: true, withFileTypes: true }) as fs.Dirent[])
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name)
        return [path.relative(root, file), fs.readFileSync(file).toString('base64')]
      }),
  )

beforeAll(async () => {
  process.env.ARCHIVE_DIR = folders.original
  // No queue runs on its own clock: nothing (a confirmation mail's log) changes the site between the backup and the comparison.
  app = await startTestApp({ autoRunJobs: false })
  const admin = await app.login('admin', 'Admin@12345')
  await openLibrary(app)
  const seat = await createSeat(app, await createRoom(app, { name: '備份測試閱覽室' }), '1')
  const day = addDays(today, 2)
  const booked = await app.api.post(
    '/api/public/reservations/seats',
    {
      seatId: seat,
      startDate: at(day, '10:00'),
      endDate: at(day, '11:00'),
      name: '備份讀者',
      email: 'backup@test.example',
      isExternal: true,
    },
    { headers: fresh() },
  )
  expect(booked.status).toBe(201)
  const folderList = await app.api.get<{ result: { _id: string; name: string }[] }>('/api/shennong/archives/folders', {
    token: admin,
  })
  const form = new FormData()
  form.append(
    'file',
    new Blob([new Uint8Array(Buffer.from('備份測試檔案\n'.repeat(100)))], { type: 'text/plain' }),
    '備份測試.txt',
  )
  const uploaded = await app.api.post(
    `/api/shennong/archives/upload?module=archives&folderId=${folderList.body.result[0]!._id}`,
    form,
    { token: admin },
  )
  expect(uploaded.status).toBeLessThan(300)
}, 120_000)

afterAll(async () => {
  if (restored) await closeInstance(restored)
  await target?.drop()
  await app?.close()
  if (savedArchiveDir === undefined) delete process.env.ARCHIVE_DIR
  else process.env.ARCHIVE_DIR = savedArchiveDir
})

describe('backup and restore', () => {
  it('round-trips the site: every document, every global and every file byte for byte', async () => {
    const manifest = await createBackup({ databaseUrl: app.database.url, archiveDir: folders.original, out: archive })
    expect(manifest.database).toBe(app.database.kind)
    expect(manifest.files.length).toBeGreaterThan(0)
    expect(manifest.migrations.some((name) => name.endsWith('_directory_patrons'))).toBe(true)
    expect(fs.readFileSync(archive).includes(Buffer.from('Admin@12345'))).toBe(false)

    target = await createTestDatabase('restored')
    await restoreBackup({ file: archive, databaseUrl: target.url, archiveDir: folders.restored })
    expect(bytesUnder(folders.restored)).toEqual(bytesUnder(folders.original))

    const before = await contentsOf(app.payload)
    process.env.ARCHIVE_DIR = folders.restored
    const config = buildAppConfig({
      databaseUrl: target.url,
      secret: 'restored-site',
      schema: 'migrations',
      seed: false,
      outboxDir: fs.mkdtempSync(path.join(os.tmpdir(), 'shennong-outbox-')),
      autoRunJobs: false,
    })
    restored = await getPayload({ config, key: `restored-${Date.now()}` })
    const after = await contentsOf(restored)
    expect(Object.keys(after.collections)).toEqual(Object.keys(before.collections))
    for (const slug of Object.keys(before.collections))
      expect(after.collections[slug], slug).toEqual(before.collections[slug])
    expect(after.globals).toEqual(before.globals)
    expect(Object.keys(before.collections.reservations ?? {}).length).toBeGreaterThan(0)
  }, 180_000)

  it('never restores over a site: a database or a file folder that is not empty is refused', async () => {
    await expect(
      restoreBackup({
        file: archive,
        databaseUrl: target!.url,
        archiveDir: fs.mkdtempSync(path.join(os.tmpdir(), 'shennong-files-c-')),
      }),
    ).rejects.toThrow(BackupRefused)
    const empty = await createTestDatabase('refused')
    try {
      await expect(
        restoreBackup({ file: archive, databaseUrl: empty.url, archiveDir: folders.original }),
      ).rejects.toThrow('is not empty')
    } finally {
      await empty.drop()
    }
  })

  it('backs up the files of an S3 bucket and restores them into an empty bucket, byte for byte; a bucket that is not empty is refused', async () => {
    const source = await startS3Server('site-files')
    const destination = await startS3Server('restored-files')
    const envOf = (endpoint: string, bucket: string) => ({
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: S3_TEST_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3_TEST_CREDENTIALS.secretAccessKey,
    })
    const sourceEnv = envOf(source.endpoint, 'site-files')
    const destinationEnv = envOf(destination.endpoint, 'restored-files')
    const into = await createTestDatabase('restored_s3')
    try {
      // The site's files, as the archive stores them in its bucket (the folder's, moved there).
      const folder = fileStoreFor({ ARCHIVE_DIR: folders.original })
      const bucket = fileStoreFor(sourceEnv)
      const keys = await folder.list()
      expect(keys.length).toBeGreaterThan(0)
      for (const key of keys)
        await bucket.put(key, fs.readFileSync(path.join(folders.original, key)), 'application/octet-stream')
      const s3Archive = path.join(path.dirname(archive), 'site-s3.tar.gz')
      const manifest = await createBackup({
        databaseUrl: app.database.url,
        archiveDir: folders.original,
        out: s3Archive,
        env: sourceEnv,
      })
      expect(manifest.files.map((file) => file.path)).toEqual(keys)

      await restoreBackup({
        file: s3Archive,
        databaseUrl: into.url,
        archiveDir: fs.mkdtempSync(path.join(os.tmpdir(), 'shennong-files-unused-')),
        env: destinationEnv,
      })
      const renamed = (objects: Map<string, Buffer>) =>
        Object.fromEntries([...objects].map(([key, bytes]) => [key, bytes.toString('base64')]))
      expect(renamed(await destination.objects())).toEqual(renamed(await source.objects()))
      expect((await destination.objects()).size).toBe(keys.length)

      const again = await createTestDatabase('refused_s3')
      try {
        await expect(
          restoreBackup({ file: s3Archive, databaseUrl: again.url, archiveDir: folders.restored, env: destinationEnv }),
        ).rejects.toThrow('s3://restored-files/archives/ is not empty')
      } finally {
        await again.drop()
      }
    } finally {
      await into.drop()
      await source.close()
      await destination.close()
    }
  }, 120_000)
})
