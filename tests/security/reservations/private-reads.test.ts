import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEMO_RECOMMENDATION_IDS as ID } from '@/modules/recommendations/seed'
import { issuePatronAccess } from '@/modules/reservations/patronAccess'
import { startTestApp, type TestApp } from '../../helpers/app'
import { type Booked, type Envelope, aheadDay, at, createRoom, createSeat, fresh, openLibrary } from './setup'

/**
 * Issue 28 item 4: reads opened by a key or a patron's proof are never kept by a shared cache
 * (a proxy, a CDN) nor served to someone else from it: `Cache-Control: private, no-store`, and
 * `Vary` names the cookie and every header that serves as proof. Before the fix these answers
 * carried no Cache-Control at all.
 */

let app: TestApp
let booked: Booked
const EMAIL = 'private@test.example'

beforeAll(async () => {
  app = await startTestApp({ smtp: true })
  await openLibrary(app)
  const roomId = await createRoom(app, { name: '私密閱覽室' })
  const seatId = await createSeat(app, roomId, 'P1')
  const day = aheadDay(3)
  const res = await app.api.post<Envelope<Booked>>(
    '/api/public/reservations/seats',
    {
      seatId,
      startDate: at(day, '10:00'),
      endDate: at(day, '11:00'),
      name: '私密讀者',
      email: EMAIL,
      isExternal: true,
    },
    { headers: fresh() },
  )
  expect(res.status).toBe(201)
  booked = res.body.result
})
afterAll(async () => app?.close())

const varyOf = (headers: Headers): string[] =>
  (headers.get('vary') ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean)

const expectPrivate = (headers: Headers, proofHeaders: string[], what: string) => {
  expect(headers.get('cache-control'), what).toBe('private, no-store')
  const vary = varyOf(headers)
  for (const name of ['cookie', ...proofHeaders]) expect(vary, `${what}: Vary names ${name}`).toContain(name)
}

const RESERVATION_PROOF = ['x-patron-access', 'x-patron-username', 'x-patron-password']

describe('a booking’s public detail', () => {
  it('by its key: private, no-store, Vary: Cookie and the proof headers', async () => {
    const res = await app.api.get(
      `/api/public/reservations/detail/${booked.id}?key=${encodeURIComponent(booked.key)}`,
      { headers: fresh() },
    )
    expect(res.status).toBe(200)
    expectPrivate(res.headers, RESERVATION_PROOF, 'detail by key')
  })

  it('by 我的預約’s proof header: the same', async () => {
    const access = issuePatronAccess(app.payload.secret, { by: 'email', value: EMAIL }).access
    const res = await app.api.get(`/api/public/reservations/detail/${booked.id}`, {
      headers: { ...fresh(), 'X-Patron-Access': access },
    })
    expect(res.status).toBe(200)
    expectPrivate(res.headers, RESERVATION_PROOF, 'detail by proof')
  })

  it('refused (404): the same, so a shared cache keeps no answer of it either', async () => {
    const res = await app.api.get(`/api/public/reservations/detail/${booked.id}?key=wrong`, { headers: fresh() })
    expect(res.status).toBe(404)
    expectPrivate(res.headers, RESERVATION_PROOF, 'refused detail')
  })
})

describe('我的預約', () => {
  it('the list by the proof header and by the cookie: private, no-store, Vary: Cookie and X-Patron-Access', async () => {
    const access = issuePatronAccess(app.payload.secret, { by: 'email', value: EMAIL }).access
    const byHeader = await app.api.get<Envelope<{ upcoming: unknown[] }>>('/api/public/reservations/my-reservations', {
      headers: { ...fresh(), 'X-Patron-Access': access },
    })
    expect(byHeader.status).toBe(200)
    expect(byHeader.body.result.upcoming).toHaveLength(1)
    expectPrivate(byHeader.headers, ['x-patron-access'], 'mine by header')
    const byCookie = await app.api.get('/api/public/reservations/my-reservations', {
      headers: { ...fresh(), Cookie: `resv-mine=${access}` },
    })
    expect(byCookie.status).toBe(200)
    expectPrivate(byCookie.headers, ['x-patron-access'], 'mine by cookie')
    const none = await app.api.get('/api/public/reservations/my-reservations', { headers: fresh() })
    expectPrivate(none.headers, ['x-patron-access'], 'mine without a proof')
    const expired = await app.api.get('/api/public/reservations/my-reservations', {
      headers: { ...fresh(), 'X-Patron-Access': 'forged.proof' },
    })
    expect(expired.status).toBe(401)
    expectPrivate(expired.headers, ['x-patron-access'], 'mine with a forged proof')
  })

  it('the sign-in and the opened link hand out the proof: private, no-store too', async () => {
    const res = await app.api.post(
      '/api/public/reservations/my-reservations/open',
      { key: 'no-such-key' },
      { headers: fresh() },
    )
    expect(res.status).toBe(404)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
  })
})

describe('a recommendation’s detail by key', () => {
  it('by the X-Access-Key header and by ?key=: private, no-store, Vary: Cookie and X-Access-Key', async () => {
    const submitted = await app.api.post<Envelope<{ _id: string; key: string }>>(
      '/api/public/recommendations/answer',
      {
        respondent: { name: '林讀者', email: 'rec-private@test.example', username: 'editor', password: 'Editor@12345' },
        answers: [
          {
            _id: ID.group,
            questions: [
              { _id: ID.name, answers: ['私密推薦'] },
              { _id: ID.author, answers: ['王小明'] },
              { _id: ID.type, answers: [ID.typeBook] },
              { _id: ID.reason, answers: ['臨床教學需要'] },
            ],
          },
        ],
      },
      { headers: fresh() },
    )
    expect(submitted.status).toBe(200)
    const { _id: id, key } = submitted.body.result
    const byHeader = await app.api.get(`/api/public/recommendations/answer/${id}`, {
      headers: { ...fresh(), 'X-Access-Key': key },
    })
    expect(byHeader.status).toBe(200)
    expectPrivate(byHeader.headers, ['x-access-key'], 'recommendation by header')
    const byQuery = await app.api.get(`/api/public/recommendations/answer/${id}?key=${encodeURIComponent(key)}`, {
      headers: fresh(),
    })
    expect(byQuery.status).toBe(200)
    expectPrivate(byQuery.headers, ['x-access-key'], 'recommendation by query')
    const refused = await app.api.get(`/api/public/recommendations/answer/${id}?key=wrong`, { headers: fresh() })
    expect(refused.status).toBe(404)
    expectPrivate(refused.headers, ['x-access-key'], 'refused recommendation')
  })
})
