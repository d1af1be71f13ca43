import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

/** The PostgreSQL server the tests use (the machine's, trust auth). */
export const PG_ADMIN_URL = process.env.TEST_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres'

export type TestDatabase = { url: string; kind: 'sqlite' | 'postgres'; drop: () => Promise<void> }

const pgUrlFor = (name: string): string => {
  const url = new URL(PG_ADMIN_URL)
  url.pathname = `/${name}`
  return url.toString()
}

/** A fresh, empty database of its own: an SQLite file, or a new PostgreSQL database when TEST_DB=postgres. */
export const createTestDatabase = async (label = 'test'): Promise<TestDatabase> => {
  const suffix = `${label}_${crypto.randomBytes(4).toString('hex')}`.toLowerCase().replace(/[^a-z0-9_]/g, '_')
  if (process.env.TEST_DB === 'postgres') {
    const name = `shennong_${suffix}`
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL })
    await admin.connect()
    await admin.query(`CREATE DATABASE "${name}"`)
    await admin.end()
    return {
      url: pgUrlFor(name),
      kind: 'postgres',
      drop: async () => {
        const client = new pg.Client({ connectionString: PG_ADMIN_URL })
        await client.connect()
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
        await client.end()
      },
    }
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shennong-'))
  const file = path.join(dir, `${suffix}.db`)
  return {
    url: `file:${file}`,
    kind: 'sqlite',
    drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
  }
}
