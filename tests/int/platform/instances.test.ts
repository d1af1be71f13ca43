import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { type Payload, getPayload } from 'payload'
import { afterAll, describe, expect, it } from 'vitest'

import { buildAppConfig } from '@/config/buildAppConfig'
import { isQueueLeader, resignQueueLeader } from '@/lib/instances'
import { closeInstance } from '../../helpers/app'
import { createTestDatabase, type TestDatabase } from '../../helpers/database'

/**
 * Issue 30, several instances on one database: two instances started at the same moment on an
 * empty database both come up, having migrated and seeded once; exactly one of them runs the job
 * queues, and when it stops the other takes over. (The embedded SQLite file is one process's:
 * several instances need PostgreSQL, docs/decisions.md.)
 */

const onPostgres = process.env.TEST_DB === 'postgres'
const started: Payload[] = []
let database: TestDatabase | undefined

const startInstance = async (key: string, databaseUrl: string) => {
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shennong-outbox-'))
  const config = buildAppConfig({
    databaseUrl,
    secret: 'instances-test-secret',
    schema: 'migrations',
    seed: true,
    outboxDir,
    autoRunJobs: true,
  })
  const payload = await getPayload({ config, key })
  started.push(payload)
  return payload
}

afterAll(async () => {
  for (const payload of started) await closeInstance(payload)
  await database?.drop()
})

describe('two instances on one database', () => {
  it.runIf(onPostgres)(
    'started at the same moment on an empty database, both come up: migrated and seeded once',
    async () => {
      database = await createTestDatabase('instances')
      const [a, b] = await Promise.all([
        startInstance(`a-${crypto.randomUUID()}`, database.url),
        startInstance(`b-${crypto.randomUUID()}`, database.url),
      ])
      for (const payload of [a, b]) {
        const admins = await payload.find({
          collection: 'users',
          where: { username: { equals: 'admin' } },
          overrideAccess: true,
          depth: 0,
        })
        expect(admins.totalDocs).toBe(1)
      }
      // The demo seed ran once: its one published questionnaire is there once.
      const seeded = await a.count({
        collection: 'questionnaires',
        where: { title: { equals: '圖書館服務滿意度調查' } },
        overrideAccess: true,
      })
      expect(seeded.totalDocs).toBe(1)
    },
    180_000,
  )

  it.runIf(onPostgres)(
    'exactly one runs the job queues; when it stops, the other takes over at its next tick',
    async () => {
      const [a, b] = started as [Payload, Payload]
      const first = await Promise.all([isQueueLeader(a), isQueueLeader(b)])
      expect(first.filter(Boolean)).toHaveLength(1)
      // Asked again (every tick), the same answer.
      expect(await Promise.all([isQueueLeader(a), isQueueLeader(b)])).toEqual(first)
      const [leader, other] = first[0] ? [a, b] : [b, a]
      await resignQueueLeader(leader)
      expect(await isQueueLeader(other)).toBe(true)
      expect(await isQueueLeader(leader)).toBe(false)
    },
  )

  it.runIf(!onPostgres)('on SQLite the one instance of a database file leads its queues', async () => {
    database = await createTestDatabase('instances')
    const only = await startInstance(`only-${crypto.randomUUID()}`, database.url)
    expect(await isQueueLeader(only)).toBe(true)
  })
})
