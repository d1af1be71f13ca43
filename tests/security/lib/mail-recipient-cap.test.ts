import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestApp, type TestApp } from '../../helpers/app'

/**
 * The library mails any address a visitor gives it (feedback, external bookings,
 * recommendations): each recipient gets at most MAIL_RECIPIENT_DAILY_CAP such mails a day. Past
 * it the mail is dropped and logged, and the visitor's request still succeeds. Mails a staff
 * member sends (test mail, resend) and mails to the module notifier recipients are not capped.
 */
const CAP = 3
const CAPPED = 'capped.visitor@test.example'
const DESK = 'desk@test.example'

let app: TestApp
let admin: string
let categoryId: string
let address = 1

beforeAll(async () => {
  delete process.env.REDIS_URL
  process.env.MAIL_RECIPIENT_DAILY_CAP = String(CAP)
  app = await startTestApp({ smtp: true, autoRunJobs: false })
  admin = await app.login('admin', 'Admin@12345')
  const category = await app.payload.create({ collection: 'feedback-categories', data: { name: '空間設備', sort: 1 } })
  categoryId = String(category.id)
  await app.payload.updateGlobal({
    slug: 'module-notifiers',
    data: { moduleNotifiers: [{ moduleName: 'feedbacks', email: DESK }] },
  })
})
afterAll(async () => {
  delete process.env.MAIL_RECIPIENT_DAILY_CAP
  await app?.close()
})

const received = (to: string) =>
  app.smtp!.received.filter((mail) => mail.to.some((rcpt) => rcpt.toLowerCase() === to.toLowerCase()))

/** Run the mail queue until it is empty. */
const runMailQueue = async () => {
  for (let i = 0; i < 20; i++) {
    await app.runQueue('mail')
    const pending = await app.payload.count({
      collection: 'payload-jobs',
      where: {
        and: [{ queue: { equals: 'mail' } }, { completedAt: { exists: false } }, { hasError: { not_equals: true } }],
      },
      overrideAccess: true,
    })
    if (pending.totalDocs === 0) return
  }
}

const ticket = (email: string, title: string) =>
  app.api.post(
    '/api/public/feedbacks',
    { categoryId, title, description: '冷氣太冷', respondent: { name: '訪客', email } },
    { headers: { 'X-Forwarded-For': `192.0.2.${address++}` } },
  )

describe('the per-recipient daily mail cap', () => {
  it('sends a visitor-given address at most the cap a day; the requests still succeed and the dropped mails are logged', async () => {
    const statuses: number[] = []
    for (let i = 0; i < CAP + 2; i++)
      statuses.push((await ticket(i % 2 ? CAPPED.toUpperCase() : CAPPED, `第 ${i} 張`)).status)
    await ticket('someone.else@test.example', '別人的回饋')
    expect(statuses).toEqual(Array.from({ length: CAP + 2 }, () => 200))
    await runMailQueue()

    expect(received(CAPPED)).toHaveLength(CAP)
    expect(received('someone.else@test.example')).toHaveLength(1)
    // The notifier recipients hear of every ticket.
    expect(received(DESK)).toHaveLength(CAP + 3)

    const dropped = await app.payload.find({
      collection: 'email-logs',
      where: { and: [{ status: { equals: 'Failed' } }, { module: { equals: 'feedbacks' } }] },
      overrideAccess: true,
      limit: 10,
    })
    expect(dropped.docs).toHaveLength(2)
    for (const log of dropped.docs) {
      expect(log.to.toLowerCase()).toBe(CAPPED)
      expect(log.error).toContain(`每日 ${CAP} 封`)
    }
  })

  it('does not cap a mail a staff member sends', async () => {
    const res = await app.api.post('/api/shennong/email-test', { to: CAPPED }, { token: admin })
    expect(res.status).toBe(200)
    expect(received(CAPPED)).toHaveLength(CAP + 1)
  })
})
