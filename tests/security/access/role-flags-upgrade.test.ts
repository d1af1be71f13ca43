import { createLocalReq } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ALL_FLAGS } from '@/access/catalog'
import { onlyFlags } from '@/access/permissions'
import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'
import { initModules } from '@/modules'
import { startTestApp, type TestApp } from '../../helpers/app'
import { signedInWithRole } from '../../helpers/roleAccount'

/**
 * Issue 42, Medium 2: no silent privilege growth through a role's absent flags. The spec reads an
 * absent flag as true (false for `…review__required`), so
 * - a role stored by a release before the statistics and reservations modules (no key for their
 *   flags) would read the SUSHI sources and every booking after the upgrade: the release's
 *   migration, and the start-up step every start runs, write those flags off for it;
 * - a partial REST write of a role (`PATCH /api/roles/{id}` naming two flags) used to turn on
 *   every flag it left out: every write path now keeps the stored value of an unnamed flag.
 */

type StoredRole = { id: string; name: string; isSuperAdmin?: boolean; flags: Record<string, boolean> }

const NEWS = ['news__auth', 'news__read', 'news__edit', 'news__delete']
const PREDATED = (flag: string): boolean => flag.startsWith('statistics__') || flag.startsWith('reservations__')
const STATISTICS_CALL = '/api/shennong/statistics/data-original-settings'
const RESERVATIONS_CALL = '/api/shennong/reservations'

let app: TestApp
let admin: string

const storedRole = async (id: string): Promise<StoredRole> =>
  (await app.payload.findByID({ collection: 'roles', id, depth: 0, overrideAccess: true })) as unknown as StoredRole

/** Write a role's flags straight into its row, past every hook (what an older release left behind). */
const writeRow = async (id: string, flags: Record<string, boolean>): Promise<void> => {
  await app.payload.db.updateOne({ collection: 'roles', id, data: { flags } })
  expect(Object.keys((await storedRole(id)).flags).some(PREDATED)).toBe(false)
}

/** The flags an older release stored: every flag it knew, none of the statistics or reservations modules. */
const olderRelease = (flags: Record<string, boolean>): Record<string, boolean> =>
  Object.fromEntries(Object.entries(flags).filter(([flag]) => !PREDATED(flag)))

const accountWith = (flags: Record<string, boolean>) => signedInWithRole(app, flags, '舊角色')

/** The release's data migration, run as Payload's migrate runs it (its own request). */
const runReleaseMigration = async (): Promise<void> => {
  const shipped = app.database.kind === 'postgres' ? postgresMigrations : sqliteMigrations
  const migration = shipped.find((m) => m.name.endsWith('_role_flags_explicit'))
  expect(migration, 'the release ships a migration that writes absent flags off').toBeDefined()
  const req = await createLocalReq({}, app.payload)
  await migration!.up({ db: app.payload.db.drizzle, payload: app.payload, req } as never)
}

beforeAll(async () => {
  app = await startTestApp()
  admin = await app.login('admin', 'Admin@12345')
})
afterAll(async () => app?.close())

describe('a role stored before the statistics and reservations modules', () => {
  let oldRole: { roleId: string; token: string }

  beforeAll(async () => {
    oldRole = await accountWith(onlyFlags(NEWS))
  })

  it('reads them while the keys are absent (the spec default), not after the start-up step', async () => {
    await writeRow(oldRole.roleId, olderRelease(onlyFlags(NEWS)))
    // The spec's rule stands: absent reads as true. This is what an upgrade used to hand over.
    expect((await app.api.get(STATISTICS_CALL, { token: oldRole.token })).status).toBe(200)

    // What every start runs after the migrations (onInit: migrations, then each module's start-up work).
    await initModules(app.payload)

    expect((await app.api.get(STATISTICS_CALL, { token: oldRole.token })).status).toBe(403)
    expect((await app.api.get(RESERVATIONS_CALL, { token: oldRole.token })).status).toBe(403)
    expect((await app.api.get('/api/shennong/news', { token: oldRole.token })).status).toBe(200)
    const flags = (await storedRole(oldRole.roleId)).flags
    expect(Object.keys(flags).sort()).toEqual([...ALL_FLAGS].sort())
    for (const flag of ALL_FLAGS.filter(PREDATED)) expect(flags[flag], flag).toBe(false)
    expect(flags).toEqual(onlyFlags(NEWS))
  })

  it("the release's migration writes them off too", async () => {
    await writeRow(oldRole.roleId, olderRelease(onlyFlags(NEWS)))
    await runReleaseMigration()
    expect((await app.api.get(STATISTICS_CALL, { token: oldRole.token })).status).toBe(403)
    expect((await app.api.get(RESERVATIONS_CALL, { token: oldRole.token })).status).toBe(403)
    expect((await storedRole(oldRole.roleId)).flags).toEqual(onlyFlags(NEWS))
  })

  it('the super-admin role keeps everything', async () => {
    const superRole = (
      await app.payload.find({ collection: 'roles', where: { isSuperAdmin: { equals: true } }, limit: 1 })
    ).docs[0]!
    const stored = (await storedRole(String(superRole.id))).flags
    await writeRow(String(superRole.id), olderRelease(stored))
    await initModules(app.payload)
    const after = (await storedRole(String(superRole.id))).flags
    expect(after).toEqual(stored)
    expect(after.statistics__auth).toBe(true)
    expect((await app.api.get(STATISTICS_CALL, { token: admin })).status).toBe(200)
    expect((await app.api.get(RESERVATIONS_CALL, { token: admin })).status).toBe(200)
  })
})

describe('a partial write of a role changes only the flags it names', () => {
  it('REST PATCH naming news__auth and news__read leaves every other flag as stored', async () => {
    const { roleId, token } = await accountWith(onlyFlags(['news__auth']))
    const res = await app.api.patch(
      `/api/roles/${roleId}`,
      { flags: { news__auth: true, news__read: true } },
      { token: admin },
    )
    expect(res.status).toBe(200)
    expect((await storedRole(roleId)).flags).toEqual(onlyFlags(['news__auth', 'news__read']))
    expect((await app.api.get('/api/shennong/news', { token })).status).toBe(200)
    expect((await app.api.get('/api/shennong/feedbacks', { token })).status).toBe(403)
    expect((await app.api.get('/api/shennong/users', { token })).status).toBe(403)
  })

  it('REST PATCH turning one flag off, or naming no flag, changes nothing else', async () => {
    const { roleId } = await accountWith(onlyFlags(NEWS))
    expect(
      (await app.api.patch(`/api/roles/${roleId}`, { flags: { news__delete: false } }, { token: admin })).status,
    ).toBe(200)
    expect((await storedRole(roleId)).flags).toEqual(onlyFlags(['news__auth', 'news__read', 'news__edit']))
    expect((await app.api.patch(`/api/roles/${roleId}`, { name: `改名 ${roleId}` }, { token: admin })).status).toBe(200)
    expect((await storedRole(roleId)).flags).toEqual(onlyFlags(['news__auth', 'news__read', 'news__edit']))
  })

  it('a REST create stores every flag explicitly (the new-role defaults for the unnamed ones)', async () => {
    const res = await app.api.post<{ doc: StoredRole }>(
      '/api/roles',
      { name: '新角色 REST', enabled: true, flags: { news__auth: false } },
      { token: admin },
    )
    expect(res.status).toBe(201)
    const flags = (await storedRole(res.body.doc.id)).flags
    expect(Object.keys(flags).sort()).toEqual([...ALL_FLAGS].sort())
    expect(flags.news__auth).toBe(false)
    expect(flags.faq__auth).toBe(true)
  })
})
