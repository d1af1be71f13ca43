import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { type Payload, getPayload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { buildAppConfig } from '@/config/buildAppConfig'
import { countDownload, flushDownloadCounts, pendingDownloads } from '@/modules/archives'
import { closeInstance, startTestApp, type TestApp } from '../../helpers/app'

/**
 * Download counts are kept in memory and written in batches (src/modules/archives/downloadCounts.ts).
 * Two things must hold where instances and stops meet:
 * - several instances on one database flushing at the same moment add up: each flush adds its
 *   downloads in the database (an increment), never a total it read before another's write;
 * - an instance that stops writes what it still holds, and no flush runs after its Payload is gone.
 */

let app: TestApp
let fileId = ''
const others: Payload[] = []

/** Another instance on the test app's database (as a second server process would be). */
const secondInstance = async (): Promise<Payload> => {
  const config = buildAppConfig({
    databaseUrl: app.database.url,
    secret: 'download-counts-test',
    schema: 'migrations',
    seed: false,
    outboxDir: fs.mkdtempSync(path.join(os.tmpdir(), 'shennong-outbox-')),
    autoRunJobs: false,
  })
  const payload = await getPayload({ config, key: `second-${others.length}-${Date.now()}` })
  others.push(payload)
  return payload
}

const stored = async (payload: Payload): Promise<number> =>
  (
    (await payload.findByID({ collection: 'archives', id: fileId, depth: 0, overrideAccess: true })) as {
      downloadCount?: number | null
    }
  ).downloadCount ?? 0

beforeAll(async () => {
  app = await startTestApp({ autoRunJobs: false })
  const files = await app.payload.find({
    collection: 'archives',
    where: { type: { equals: 'File' } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  fileId = String(files.docs[0]!.id)
})

afterAll(async () => {
  for (const payload of others.splice(0)) await closeInstance(payload).catch(() => undefined)
  await app?.close()
})

describe('download counts where instances meet', () => {
  // Several instances on one database are PostgreSQL's (docs/decisions.md): two SQLite connections
  // in one process do not share the process's write lock (src/config/sqliteConcurrency.ts).
  it.runIf(process.env.TEST_DB === 'postgres')(
    'two instances flushing at the same moment add up, 20 rounds',
    async () => {
      const other = await secondInstance()
      for (let round = 0; round < 20; round += 1) {
        const before = await stored(app.payload)
        for (let i = 0; i < 50; i += 1) countDownload(app.payload, fileId)
        for (let i = 0; i < 30; i += 1) countDownload(other, fileId)
        await Promise.all([flushDownloadCounts(app.payload), flushDownloadCounts(other)])
        expect(pendingDownloads(app.payload, fileId) + pendingDownloads(other, fileId)).toBe(0)
        expect(await stored(app.payload), `round ${round}`).toBe(before + 80)
      }
    },
  )

  it('an instance that stops writes the downloads it still holds', async () => {
    const leaving = await secondInstance()
    const before = await stored(app.payload)
    for (let i = 0; i < 7; i += 1) countDownload(leaving, fileId)
    await closeInstance(leaving)
    others.splice(others.indexOf(leaving), 1)
    expect(await stored(app.payload)).toBe(before + 7)
  })
})
