import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { onlyFlags } from '@/access/permissions'
import { startTestApp, type TestApp } from '../../helpers/app'
import { type Slapd, directoryEnv, startSlapd } from '../../helpers/slapd'
import {
  type Booked,
  type Envelope,
  type Failure,
  aheadDay,
  at,
  createRoom,
  createSeat,
  fresh,
  openLibrary,
} from './setup'

/**
 * Issue 42 (Low): reservations knew an internal patron by the username alone, so the hospital
 * directory's `wang.xiaoming` and a platform account `wang.xiaoming` were one person to them:
 * the directory patron listed the local account's bookings in 我的預約, cancelled them with the
 * account-proof headers, and shared its weekly minutes. A booking now records which source
 * accepted the password (accountSource), and every comparison is (source, username). Against a
 * real OpenLDAP server on loopback, on SQLite and PostgreSQL.
 */

const USERNAME = 'wang.xiaoming'
const DIRECTORY_PASSWORD = 'Wang@12345'
const LOCAL_PASSWORD = 'Local@wang12345'
const BASE = '/api/public/reservations'

type View = { id: string; status: string }
type Mine = { holder: { by: string; value: string; source?: string }; upcoming: View[]; past: View[] }

let app: TestApp
let slapd: Slapd
let seatId: string
let otherSeatId: string
const day = aheadDay(6)

const useDirectory = (order: 'local-first' | 'directory-first') => {
  Object.assign(process.env, directoryEnv(slapd), { LDAP_TIMEOUT_MS: '3000', ACCOUNT_SOURCE_ORDER: order })
}

const book = (password: string, from: string, to: string, seat = seatId) =>
  app.api.post<Envelope<Booked> & Failure>(
    `${BASE}/seats`,
    {
      seatId: seat,
      startDate: at(day, from),
      endDate: at(day, to),
      name: '王小明',
      email: 'wang.xiaoming@hospital.example',
      isExternal: false,
      username: USERNAME,
      password,
    },
    { headers: fresh() },
  )

const signIn = (password: string) =>
  app.api.post<Envelope<{ access: string; by: string }> & Failure>(
    `${BASE}/my-reservations/sign-in`,
    { username: USERNAME, password },
    { headers: fresh() },
  )

const mine = (access: string) =>
  app.api.get<Envelope<Mine> & Failure>(`${BASE}/my-reservations`, {
    headers: { ...fresh(), 'X-Patron-Access': access },
  })

const cancelWithAccount = (id: string, password: string) =>
  app.api.put<Envelope<View> & Failure>(
    `${BASE}/cancel-reservation/${id}`,
    { reason: '不是我的' },
    { headers: { ...fresh(), 'X-Patron-Username': USERNAME, 'X-Patron-Password': password } },
  )

const detailWithAccount = (id: string, password: string) =>
  app.api.get<Envelope<{ reservation: View }> & Failure>(`${BASE}/detail/${id}`, {
    headers: { ...fresh(), 'X-Patron-Username': USERNAME, 'X-Patron-Password': password },
  })

const stored = (id: string) => app.payload.findByID({ collection: 'reservations', id, overrideAccess: true })

let localBooking: string

beforeAll(async () => {
  slapd = await startSlapd()
  app = await startTestApp()
  await openLibrary(app)
  // Two hours a week of seats per person: the weekly limit is the one rule that bites here.
  await app.payload.updateGlobal({
    slug: 'seat-reservation-settings',
    data: { seatsMaximumWeeklyReservationMinutes: 120 },
    overrideAccess: true,
  })
  const roomId = await createRoom(app, { name: '身分來源閱覽室' })
  seatId = await createSeat(app, roomId, 'S1')
  otherSeatId = await createSeat(app, roomId, 'S2')
  // A platform account of the very username the directory knows, with a password of its own.
  const role = await app.payload.create({
    collection: 'roles',
    data: { name: '同名帳號角色', enabled: true, flags: onlyFlags([]) },
    overrideAccess: true,
  })
  await app.payload.create({
    collection: 'users',
    data: {
      username: USERNAME,
      name: '王小明（平台帳號）',
      email: 'wang.local@test.example',
      password: LOCAL_PASSWORD,
      accountStatus: 'Enabled',
      roles: [role.id],
      mustChangePassword: false,
    },
    context: { passwordSetBy: 'system' },
    overrideAccess: true,
  })
  useDirectory('local-first')
  // The local wang books two hours: the whole weekly limit.
  const booked = await book(LOCAL_PASSWORD, '10:00', '12:00')
  expect([booked.status, booked.body.message]).toEqual([201, undefined])
  localBooking = booked.body.result.id
})
afterEach(() => {
  for (const key of Object.keys(process.env))
    if (key.startsWith('LDAP_') || key === 'ACCOUNT_SOURCE_ORDER') delete process.env[key]
})
afterAll(async () => {
  await app?.close()
  await slapd?.stop()
})

it('records which source accepted the password', async () => {
  expect(await stored(localBooking)).toMatchObject({ username: USERNAME, accountSource: 'local' })
})

describe.each(['local-first', 'directory-first'] as const)('the directory wang, %s', (order) => {
  it('signs in to 我的預約 as the directory account and does not see the local account’s booking', async () => {
    useDirectory(order)
    const signed = await signIn(DIRECTORY_PASSWORD)
    expect(signed.status).toBe(200)
    const listed = await mine(signed.body.result.access)
    expect(listed.status).toBe(200)
    expect(listed.body.result.upcoming.map((view) => view.id)).not.toContain(localBooking)
    expect(listed.body.result.holder).toEqual({ by: 'account', value: USERNAME, source: 'directory' })

    // Its proof neither opens nor cancels the local booking.
    const opened = await app.api.get<Failure>(`${BASE}/detail/${localBooking}`, {
      headers: { ...fresh(), 'X-Patron-Access': signed.body.result.access },
    })
    expect(opened.status).toBe(404)
  })

  it('cannot read or cancel the local booking with the account-proof headers (404)', async () => {
    useDirectory(order)
    expect((await detailWithAccount(localBooking, DIRECTORY_PASSWORD)).status).toBe(404)
    const refused = await cancelWithAccount(localBooking, DIRECTORY_PASSWORD)
    expect(refused.status).toBe(404)
    expect(refused.body.message).toBe('找不到此預約')
    expect((await stored(localBooking)).status).toBe('Reserved')
    // The local account's own password still proves it.
    expect((await detailWithAccount(localBooking, LOCAL_PASSWORD)).status).toBe(200)
  })
})

describe('the weekly limit', () => {
  it('counts the directory wang’s minutes apart from the local wang’s', async () => {
    useDirectory('directory-first')
    // The local wang has used the whole two hours of the week: one more hour is refused.
    const local = await book(LOCAL_PASSWORD, '13:00', '14:00', otherSeatId)
    expect(local.status).toBe(400)
    expect(local.body.message).toContain('每週')
    // The directory wang has booked nothing yet: its own two hours are free.
    const directory = await book(DIRECTORY_PASSWORD, '13:00', '15:00', otherSeatId)
    expect([directory.status, directory.body.message]).toEqual([201, undefined])
    expect(await stored(directory.body.result.id)).toMatchObject({ username: USERNAME, accountSource: 'directory' })

    // 我的預約 of the local wang lists its own booking and not the directory wang's.
    const signed = await signIn(LOCAL_PASSWORD)
    expect(signed.status).toBe(200)
    const listed = await mine(signed.body.result.access)
    expect(listed.body.result.holder).toEqual({ by: 'account', value: USERNAME, source: 'local' })
    const ids = listed.body.result.upcoming.map((view) => view.id)
    expect(ids).toContain(localBooking)
    expect(ids).not.toContain(directory.body.result.id)
  })
})

describe('bookings no password proved', () => {
  it('a staff booking takes the platform account when the username has one, else the directory', async () => {
    const admin = await app.login('admin', 'Admin@12345')
    const staffBook = (username: string, from: string, to: string) =>
      app.api.post<Envelope<Booked> & Failure>(
        '/api/shennong/reservations-seats',
        {
          seatId: otherSeatId,
          // A week of its own: the local wang's two hours this week are used up.
          startDate: at(aheadDay(13), from),
          endDate: at(aheadDay(13), to),
          name: '館員代訂',
          email: `${username}@test.example`,
          isExternal: false,
          username,
        },
        { token: admin },
      )
    const local = await staffBook('Wang.Xiaoming', '16:00', '17:00')
    const directory = await staffBook('li.dahua', '17:00', '18:00')
    expect([local.status, directory.status]).toEqual([201, 201])
    expect(await stored(local.body.result.id)).toMatchObject({ username: USERNAME, accountSource: 'local' })
    expect(await stored(directory.body.result.id)).toMatchObject({ username: 'li.dahua', accountSource: 'directory' })
  })

  it('the migration gives every stored internal booking its source by the same rule', async () => {
    const made = async (username: string | null, hour: number) =>
      String(
        (
          await app.payload.create({
            collection: 'reservations',
            data: {
              kind: 'Seat',
              seatId,
              startDate: at(aheadDay(9), `${hour}:00`),
              endDate: at(aheadDay(9), `${hour + 1}:00`),
              name: '舊預約',
              email: 'old@test.example',
              username,
              isExternal: username === null,
              status: 'Reserved',
            },
            overrideAccess: true,
          })
        ).id,
      )
    const ids = {
      local: await made('editor', 10),
      directory: await made('chen.meiling', 11),
      none: await made(null, 12),
    }
    // Back to the schema before the migration, and forward again: the column is made anew and filled.
    const kind = app.database.kind === 'postgres' ? 'postgres' : 'sqlite'
    const migration = (kind === 'postgres'
      ? await import('@/migrations/postgres/20261203_140500_reservation_account_source')
      : await import('@/migrations/sqlite/20261203_140500_reservation_account_source')) as unknown as {
      up: (args: unknown) => Promise<void>
      down: (args: unknown) => Promise<void>
    }
    const args = { db: (app.payload.db as unknown as { drizzle: unknown }).drizzle, payload: app.payload }
    await migration.down(args)
    await migration.up(args)
    expect(await stored(ids.local)).toMatchObject({ username: 'editor', accountSource: 'local' })
    expect(await stored(ids.directory)).toMatchObject({ username: 'chen.meiling', accountSource: 'directory' })
    expect((await stored(ids.none)).accountSource ?? null).toBeNull()
    // The bookings made above keep what the backfill works out for them.
    expect(await stored(localBooking)).toMatchObject({ accountSource: 'local' })
  })
})
