import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { type Payload, getPayload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { buildAppConfig } from '@/config/buildAppConfig'
import { isEmptyDatabase } from '@/lib/backup'
import { moveDatabase } from '@/lib/dbMove'
import { closeInstance } from '../../helpers/app'
import { contentsOf } from '../../helpers/contents'
import { PG_ADMIN_URL } from '../../helpers/database'

/**
 * Issue 30, from SQLite to PostgreSQL: the demo site on the embedded SQLite file, with content
 * added on top (news, a booking, a questionnaire answer), is moved into an empty PostgreSQL
 * database; opened there, every document of every collection and every global reads the same,
 * with the same ids, the moved accounts sign in, and new content can be added.
 */

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shennong-move-'))
const pgName = `shennong_move_${crypto.randomBytes(4).toString('hex')}`
const pgUrl = PG_ADMIN_URL.replace(/\/[^/]*$/, `/${pgName}`)
let source: Payload
let target: Payload

const open = (databaseUrl: string, key: string, seed: boolean) =>
  getPayload({
    config: buildAppConfig({
      databaseUrl,
      secret: 'move-test',
      schema: 'migrations',
      seed,
      outboxDir: dir,
      autoRunJobs: false,
    }),
    key,
  })

const admin = async (query: string) => {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL })
  await client.connect()
  try {
    await client.query(query)
  } finally {
    await client.end()
  }
}

beforeAll(async () => {
  await admin(`CREATE DATABASE "${pgName}"`)
  source = await open(`file:${path.join(dir, 'site.db')}`, `move-source-${pgName}`, true)
  await source.create({
    collection: 'news',
    data: { title: '搬家前的最新消息', status: 'Published' } as never,
    overrideAccess: true,
  })
  // The target: an empty database, opened by this version (its tables, and what a first start writes).
  expect(await isEmptyDatabase('postgres', pgUrl)).toBe(true)
  target = await open(pgUrl, `move-target-${pgName}`, false)
}, 180_000)

afterAll(async () => {
  if (source) await closeInstance(source)
  if (target) await closeInstance(target)
  await admin(`DROP DATABASE IF EXISTS "${pgName}" WITH (FORCE)`)
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('db:move from SQLite to PostgreSQL', () => {
  it('copies every document of every collection and every global with its id', async () => {
    const counts = await moveDatabase(source, target)
    expect(counts.users).toBeGreaterThan(0)
    const before = await contentsOf(source)
    const after = await contentsOf(target)
    // Each database keeps the record of its own adapter's migrations.
    for (const slug of Object.keys(before.collections).filter((name) => name !== 'payload-migrations'))
      expect(after.collections[slug], slug).toEqual(before.collections[slug])
    expect(after.globals).toEqual(before.globals)
    // The moved site works: a sign-in on the moved accounts, and new rows after the moved ones.
    const login = await target.login({
      collection: 'users',
      data: { username: 'admin', password: 'Admin@12345' } as never,
    })
    expect(login.user?.username).toBe('admin')
    const created = await target.create({
      collection: 'news',
      data: { title: '搬家後的最新消息', status: 'Published' } as never,
      overrideAccess: true,
    })
    expect(String(created.id)).not.toBe('')
  }, 180_000)

  it('a database that held anything before is no target (npm run db:move refuses it)', async () => {
    expect(await isEmptyDatabase('postgres', pgUrl)).toBe(false)
  })
})
