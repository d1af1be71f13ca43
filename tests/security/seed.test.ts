import crypto from 'node:crypto'
import fs from 'node:fs'

import pg from 'pg'
import { type Payload, getPayload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { buildAppConfig } from '@/config/buildAppConfig'
import { DEMO_ACCOUNTS } from '@/seed'
import { bootstrapAdmin, demoPasswordWarning } from '@/seed/bootstrap'
import { PG_ADMIN_URL } from '../helpers/database'
import { startTestApp, type TestApp } from '../helpers/app'

/**
 * Issue 10 item 3: no known super-admin password in production. PostgreSQL (and MongoDB) start
 * with only a super-admin from ADMIN_USERNAME / ADMIN_PASSWORD (or a random one-time password
 * that must be changed); the demo seed stays for the embedded SQLite quick start; a warning is
 * logged while a demo password still works on a server reachable beyond loopback.
 */
const withEnv = async <T>(vars: Record<string, string | undefined>, work: () => Promise<T>): Promise<T> => {
  const saved = Object.fromEntries(Object.keys(vars).map((key) => [key, process.env[key]]))
  for (const [key, value] of Object.entries(vars)) {
    if (value === undefined) delete process.env[key]
    else process.env[key] = value
  }
  try {
    return await work()
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key]
      else process.env[key] = value
    }
  }
}

const usernames = async (payload: Payload): Promise<string[]> =>
  (await payload.find({ collection: 'users', overrideAccess: true, limit: 100, depth: 0 })).docs.map((u) =>
    String(u.username),
  )

describe('first start on PostgreSQL', () => {
  const name = `shennong_seed_${crypto.randomBytes(4).toString('hex')}`
  let payload: Payload | undefined
  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL })
    await admin.connect()
    await admin.query(`CREATE DATABASE "${name}"`)
    await admin.end()
  })
  afterAll(async () => {
    await payload?.destroy()
    const pool = (
      payload?.db as unknown as
        { pool?: { end: () => Promise<void>; on: (e: string, f: () => void) => void; ended?: boolean } } | undefined
    )?.pool
    if (pool && !pool.ended) {
      pool.on('error', () => undefined)
      await Promise.race([pool.end().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 2000))])
    }
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL })
    await admin.connect()
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
    await admin.end()
  })

  it('seeds no demo account, only the super-admin from ADMIN_USERNAME / ADMIN_PASSWORD', async () => {
    const url = new URL(PG_ADMIN_URL)
    url.pathname = `/${name}`
    payload = await withEnv(
      { SEED_DEMO: undefined, ADMIN_USERNAME: 'chief', ADMIN_PASSWORD: 'Chief12345x' },
      async () =>
        getPayload({
          config: buildAppConfig({ databaseUrl: url.toString(), secret: 'x'.repeat(32), schema: 'migrations' }),
          key: 'seed-pg',
        }),
    )
    expect(await usernames(payload)).toEqual(['chief'])
    const chief = (
      await payload.find({
        collection: 'users',
        where: { username: { equals: 'chief' } },
        depth: 1,
        overrideAccess: true,
      })
    ).docs[0]!
    expect((chief.roles as { isSuperAdmin?: boolean }[]).some((role) => role.isSuperAdmin)).toBe(true)
    expect(chief.mustChangePassword).toBe(false)
    const login = await payload.login({
      collection: 'users',
      data: { username: 'chief', password: 'Chief12345x' } as never,
    })
    expect(login.token).toBeTruthy()
    await expect(
      payload.login({
        collection: 'users',
        data: { username: 'admin', password: DEMO_ACCOUNTS.admin.password } as never,
      }),
    ).rejects.toThrow()
  })
})

describe('the embedded SQLite quick start', () => {
  it('still gets the demo seed', async () => {
    const dir = fs.mkdtempSync('/tmp/shennong-seed-')
    const payload = await withEnv({ SEED_DEMO: undefined }, async () =>
      getPayload({
        config: buildAppConfig({ databaseUrl: `file:${dir}/quick.db`, secret: 'y'.repeat(32), schema: 'migrations' }),
        key: 'seed-sqlite',
      }),
    )
    try {
      expect((await usernames(payload)).sort()).toEqual(['admin', 'editor', 'reviewer'])
    } finally {
      await payload.destroy()
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('a super-admin without ADMIN_PASSWORD', () => {
  it('gets a random one-time password, returned once, that must be changed at first login', async () => {
    const dir = fs.mkdtempSync('/tmp/shennong-seed-')
    const payload = await getPayload({
      config: buildAppConfig({
        databaseUrl: `file:${dir}/empty.db`,
        secret: 'z'.repeat(32),
        schema: 'migrations',
        seed: false,
      }),
      key: 'seed-empty',
    })
    try {
      const created = await bootstrapAdmin(payload, {})
      expect(created?.username).toBe('admin')
      const password = created!.oneTimePassword!
      expect(password).toMatch(/^(?=.*\d)(?=.*[a-z])(?=.*[A-Z]).{8,100}$/)
      expect(password).not.toBe(DEMO_ACCOUNTS.admin.password)
      const login = await payload.login({ collection: 'users', data: { username: 'admin', password } as never })
      expect((login.user as { mustChangePassword?: boolean }).mustChangePassword).toBe(true)
      // The next start creates nothing and prints nothing.
      expect(await bootstrapAdmin(payload, {})).toBeUndefined()
    } finally {
      await payload.destroy()
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('the exposed demo password warning', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp({ seed: true })
  })
  afterAll(async () => app?.close())

  it('warns while a demo password works beyond loopback, and not on loopback or once changed', async () => {
    const warning = await demoPasswordWarning(app.payload, '0.0.0.0')
    expect(warning).toContain('admin')
    expect(await demoPasswordWarning(app.payload, '127.0.0.1')).toBeUndefined()
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      const user = (
        await app.payload.find({
          collection: 'users',
          where: { username: { equals: account.username } },
          overrideAccess: true,
        })
      ).docs[0]!
      await app.payload.update({
        collection: 'users',
        id: user.id,
        data: { password: 'Changed12345' },
        overrideAccess: true,
        context: { passwordSetBy: 'self' },
      })
    }
    expect(await demoPasswordWarning(app.payload, '0.0.0.0')).toBeUndefined()
  })

  it('npm start no longer prints the demo password', () => {
    expect(fs.readFileSync('scripts/start.mjs', 'utf8')).not.toContain(DEMO_ACCOUNTS.admin.password)
  })
})
