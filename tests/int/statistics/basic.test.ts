import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { FLAGS } from '@/access'
import { onlyFlags } from '@/access/permissions'
import type { ReportTable } from '@/modules/statistics'
import { startTestApp, type TestApp } from '../../helpers/app'

/**
 * Issue 14 §2 "basic statistics (items, report between startAt and endAt)": the platform's own
 * counters month by month, through the real route handlers, on SQLite and PostgreSQL.
 * Dates are library-local (Asia/Taipei): 2030-01-31T17:00Z is already 1 February there.
 */

type Envelope<T> = { result: T; message?: string }
type Basic = { _id: string; name: string; items: string[]; status: string }

const API = '/api/shennong/statistics'

let app: TestApp
let admin: string
let reader: string
let basic: Basic

const get = <T>(path: string, token = admin) => app.api.get<Envelope<T>>(`${API}/${path}`, { token })
const post = <T>(path: string, body: unknown, token = admin) =>
  app.api.post<Envelope<T>>(`${API}/${path}`, body, { token })

/** Move a document's createdAt (Payload stamps it on create). */
const backdate = async (collection: 'news' | 'feedbacks', id: string | number, createdAt: string) => {
  await app.payload.db.updateOne({ collection, id, data: { createdAt } })
}

beforeAll(async () => {
  app = await startTestApp()
  admin = await app.login('admin', 'Admin@12345')
  const readRole = await app.payload.create({
    collection: 'roles',
    data: { name: 'stats reader', enabled: true, flags: onlyFlags([FLAGS.statistics.auth, FLAGS.statistics.read]) },
  })
  await app.payload.create({
    collection: 'users',
    data: {
      username: 'statsreader',
      name: 'statsreader',
      email: 'statsreader@test.example',
      password: 'Passw0rd!x',
      accountStatus: 'Enabled',
      roles: [readRole.id],
      mustChangePassword: false,
    },
    context: { passwordSetBy: 'system' },
  })
  reader = await app.login('statsreader', 'Passw0rd!x')

  // Room bookings: January 2030 ×2 (one cancelled, not counted), February ×1 (by Taipei time).
  const room = await app.payload.create({ collection: 'rooms', data: { name: '討論室 A' }, overrideAccess: true })
  const book = (startDate: string, status = 'Reserved') =>
    app.payload.create({
      collection: 'reservations',
      data: {
        kind: 'Room',
        roomId: room.id,
        startDate,
        endDate: new Date(Date.parse(startDate) + 3600_000).toISOString(),
        name: '讀者',
        status,
      } as never,
      overrideAccess: true,
    })
  await book('2030-01-10T02:00:00.000Z')
  await book('2030-01-11T02:00:00.000Z', 'Cancelled')
  await book('2030-01-31T17:00:00.000Z')

  // News: one published in March 2030, one draft (not counted); feedback: two in March.
  const published = await app.payload.create({
    collection: 'news',
    data: { title: '公告' } as never,
    overrideAccess: true,
  })
  const draft = await app.payload.create({
    collection: 'news',
    data: { title: '草稿' } as never,
    draft: true,
    overrideAccess: true,
  })
  expect([published.status, draft.status]).toEqual(['Published', 'Drafting'])
  await backdate('news', published.id, '2030-03-05T03:00:00.000Z')
  await backdate('news', draft.id, '2030-03-05T03:00:00.000Z')
  for (const title of ['冷氣太冷', '借書證']) {
    const feedback = await app.payload.create({
      collection: 'feedbacks',
      data: { title, respondent: { name: '讀者', email: 'r@test.example' } } as never,
      overrideAccess: true,
    })
    await backdate('feedbacks', feedback.id, '2030-03-20T03:00:00.000Z')
  }
})

afterAll(async () => app?.close())

describe('basic statistics', () => {
  it('lists the counters it can count', async () => {
    const response = await get<{ key: string; label: string }[]>('basic-statistics-items', reader)
    expect(response.status).toBe(200)
    expect(response.body.result.map((item) => item.key)).toEqual([
      'seatReservations',
      'roomReservations',
      'feedbacks',
      'questionnaireAnswers',
      'recommendations',
      'news',
    ])
    expect((await app.api.get(`${API}/basic-statistics-items`)).status).toBe(401)
  })

  it('refuses a missing name, no items, an unknown item and a bad status with a 400', async () => {
    const cases: [unknown, string | RegExp][] = [
      [{ items: ['news'] }, '名稱為必填欄位'],
      [{ name: 'b', items: [] }, '請至少選擇一個統計項目'],
      [{ name: 'b', items: ['news', 'pageViews'] }, '未知的統計項目：pageViews'],
      [{ name: 'b', items: ['news'], status: 'enabled' }, /狀態/],
    ]
    for (const [body, message] of cases) {
      const response = await post<unknown>('basic-statistics', body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(response.body.message).toMatch(message)
    }
    expect((await post('basic-statistics', { name: 'b', items: ['news'] }, reader)).status).toBe(403)
    expect((await app.payload.count({ collection: 'basic-statistics', overrideAccess: true })).totalDocs).toBe(0)
  })

  it('creates, updates, lists and reads', async () => {
    const created = await post<Basic>('basic-statistics', { name: '服務量', items: ['roomReservations', 'news'] })
    expect(created.status).toBe(200)
    basic = created.body.result
    expect(basic).toMatchObject({ name: '服務量', items: ['roomReservations', 'news'], status: 'Enabled' })
    const updated = await post<Basic>('basic-statistics', {
      _id: basic._id,
      name: '服務量',
      items: ['roomReservations', 'news', 'feedbacks'],
    })
    expect(updated.body.result.items).toEqual(['roomReservations', 'news', 'feedbacks'])
    expect((await get<{ total: number }>('basic-statistics?keyword=服務', reader)).body.result.total).toBe(1)
    expect((await get<Basic>(`basic-statistics/detail/${basic._id}`, reader)).body.result.name).toBe('服務量')
    expect((await get(`basic-statistics/detail/${'c'.repeat(24)}`)).status).toBe(404)
  })

  it('counts month by month between two days', async () => {
    const response = await get<ReportTable>(
      `basic-statistics/reports/${basic._id}?startAt=2030-01-01&endAt=2030-03-31`,
      reader,
    )
    expect(response.status).toBe(200)
    const table = response.body.result
    expect(table.columns.map((column) => column.key)).toEqual(['2030-01', '2030-02', '2030-03'])
    const row = (key: string) => table.rows.find((candidate) => candidate.key === key)!
    expect(row('roomReservations').values).toEqual([1, 1, 0])
    expect(row('roomReservations').total).toBe(2)
    expect(row('news').values).toEqual([0, 0, 1])
    expect(row('feedbacks').values).toEqual([0, 0, 2])
    // The range cuts by day: from 1 February, January's bookings are out.
    const later = await get<ReportTable>(`basic-statistics/reports/${basic._id}?startAt=2030-02-01&endAt=2030-02-28`)
    expect(later.body.result.rows.find((candidate) => candidate.key === 'roomReservations')!.values).toEqual([1])
  })

  it('validates the dates: format, order and at most five years', async () => {
    const cases: [string, string][] = [
      ['startAt=2030-13-01&endAt=2030-12-31', '開始日期格式錯誤（YYYY-MM-DD）'],
      ['endAt=2030-12-31', '開始日期格式錯誤（YYYY-MM-DD）'],
      ['startAt=2030-01-01&endAt=soon', '結束日期格式錯誤（YYYY-MM-DD）'],
      ['startAt=2030-05-01&endAt=2030-04-30', '結束日期不可早於開始日期'],
      ['startAt=2020-01-01&endAt=2025-01-01', '查詢期間不可超過 5 年'],
    ]
    for (const [query, message] of cases) {
      const response = await get<unknown>(`basic-statistics/reports/${basic._id}?${query}`)
      expect(response.status, query).toBe(400)
      expect(response.body.message).toBe(message)
    }
    expect((await get(`basic-statistics/reports/${basic._id}?startAt=2020-01-01&endAt=2024-12-31`)).status).toBe(200)
  })

  it('exports and deletes', async () => {
    const exported = await get<{ downloadUrl: string }>(
      `export-basic-statistics/${basic._id}?startAt=2030-01-01&endAt=2030-03-31`,
      reader,
    )
    expect(exported.status).toBe(200)
    expect(exported.body.result.downloadUrl).toContain('/download')
    expect((await app.api.delete(`${API}/basic-statistics/${basic._id}`, { token: reader })).status).toBe(403)
    expect((await app.api.delete(`${API}/basic-statistics/${basic._id}`, { token: admin })).status).toBe(200)
    expect((await app.payload.count({ collection: 'basic-statistics', overrideAccess: true })).totalDocs).toBe(0)
    expect((await app.api.delete(`${API}/basic-statistics/${basic._id}`, { token: admin })).status).toBe(404)
  })
})
