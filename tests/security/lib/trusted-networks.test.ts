import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PayloadRequest } from 'payload'

import { RateLimited, limitSubmission } from '@/lib/rateLimit'
import { startTestApp, type TestApp } from '../../helpers/app'
import { expectRateLimited } from './rateLimitScenario'

/**
 * RATE_LIMIT_TRUSTED_NETWORKS (the hospital's egress): inside, the per-address submission and
 * sign-in limits are lifted and the per-identity limits do the work; the public-write limit is
 * raised; outside, nothing changes.
 */
const TRUSTED = '198.51.100.0/24, 2001:db8::/32'
const inside = (n: number) => `198.51.100.${n}`
const outside = (n: number) => `203.0.113.${n}`
const from = (address: string) => ({ headers: { 'X-Forwarded-For': address } })

let app: TestApp
let questionnaireId: string

beforeAll(async () => {
  delete process.env.REDIS_URL
  process.env.RATE_LIMIT_TRUSTED_NETWORKS = TRUSTED
  app = await startTestApp({ autoRunJobs: false })
  const found = await app.payload.find({
    collection: 'questionnaires',
    where: { title: { equals: '圖書館服務滿意度調查' } },
    limit: 1,
    overrideAccess: true,
  })
  questionnaireId = String(found.docs[0]!.id)
})
afterAll(async () => {
  delete process.env.RATE_LIMIT_TRUSTED_NETWORKS
  await app?.close()
})

/** A valid answer to the demo questionnaire (「否」 ends it at once). */
const answer = (email: string) => ({
  questionnaireId,
  questionGroups: [{ _id: 'demo-g1', questions: [{ _id: 'demo-q1', answers: ['demo-q1-no'] }] }],
  respondent: { name: '護理師', email },
  consent: true,
})

describe('submissions from a trusted network', () => {
  it('are not limited per address, while an address outside still is', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 25; i++)
      statuses.push(
        (
          await app.api.post(
            '/api/public/reservations/my-reservations/link',
            { email: `nurse${i}@hospital.example` },
            from(inside(10)),
          )
        ).status,
      )
    expect(statuses).toEqual(Array.from({ length: 25 }, () => 202))

    const outsideStatuses: number[] = []
    for (let i = 0; i < 21; i++)
      outsideStatuses.push(
        (
          await app.api.post(
            '/api/public/reservations/my-reservations/link',
            { email: `guest${i}@test.example` },
            from(outside(10)),
          )
        ).status,
      )
    expect(outsideStatuses.slice(0, 20).every((status) => status === 202)).toBe(true)
    expect(outsideStatuses[20]).toBe(429)
  })

  it('are limited per e-mail address and address (20 in 10 minutes); another address or e-mail address still passes', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 20; i++)
      statuses.push(
        (
          await app.api.post(
            '/api/public/questionnaire-answers',
            answer('Same.Nurse@hospital.example'),
            from(inside(20)),
          )
        ).status,
      )
    expect(statuses).toEqual(Array.from({ length: 20 }, () => 200))
    // The same person (case does not matter) from that address is refused; from another address
    // (issue 42: requests naming someone never lock that person out elsewhere) they pass.
    expectRateLimited(
      await app.api.post('/api/public/questionnaire-answers', answer('same.nurse@HOSPITAL.example'), from(inside(20))),
    )
    expect(
      (await app.api.post('/api/public/questionnaire-answers', answer('same.nurse@hospital.example'), from(inside(99))))
        .status,
    ).toBe(200)
    expect(
      (
        await app.api.post(
          '/api/public/questionnaire-answers',
          answer('other.nurse@hospital.example'),
          from(inside(99)),
        )
      ).status,
    ).toBe(200)
  })

  it('count per account and per ticket through limitSubmission', async () => {
    const req = (address: string) =>
      ({ payload: app.payload, headers: new Headers({ 'x-forwarded-for': address }) }) as unknown as PayloadRequest
    for (let i = 0; i < 20; i++) await limitSubmission(req(inside(30)), { account: i % 2 ? 'Ward-Desk' : 'ward-desk ' })
    await expect(limitSubmission(req(inside(30)), { account: 'ward-desk' })).rejects.toBeInstanceOf(RateLimited)
    await limitSubmission(req(inside(31)), { account: 'ward-desk' })
    for (let i = 0; i < 20; i++) await limitSubmission(req(inside(32)), { ticket: 'aaaaaaaaaaaaaaaaaaaaaaa1' })
    await expect(limitSubmission(req(inside(32)), { ticket: 'aaaaaaaaaaaaaaaaaaaaaaa1' })).rejects.toBeInstanceOf(
      RateLimited,
    )
    await limitSubmission(req(inside(33)), { ticket: 'aaaaaaaaaaaaaaaaaaaaaaa1' })
    // Another ticket, and a call without an identity, still pass inside.
    await limitSubmission(req(inside(32)), { ticket: 'aaaaaaaaaaaaaaaaaaaaaaa2' })
    for (let i = 0; i < 25; i++) await limitSubmission(req(inside(34)))
    // Outside, the per-address limit applies as before.
    for (let i = 0; i < 20; i++) await limitSubmission(req(outside(34)))
    await expect(limitSubmission(req(outside(34)))).rejects.toBeInstanceOf(RateLimited)
  })
})

describe('public writes from a trusted network', () => {
  it('get a raised limit instead of 120 a minute', async () => {
    const results = await Promise.all(
      Array.from({ length: 130 }, () => app.api.post('/api/auth/logout', undefined, from(inside(40)))),
    )
    expect(results.filter((r) => r.status === 200)).toHaveLength(130)
  })
})

describe('sign-in from a trusted network', () => {
  it('is not limited per address, written IPv4-mapped or not', async () => {
    // More than the 30 failures an address outside may have, most of them written IPv4-mapped.
    const results = await Promise.all(
      Array.from({ length: 36 }, (_, i) =>
        app.api.post(
          '/api/auth/login',
          { username: `spray${i}`, password: 'Wrong1234' },
          from(i < 33 ? '::ffff:198.51.100.50' : inside(50)),
        ),
      ),
    )
    expect(results.map((r) => r.status)).toEqual(Array.from({ length: 36 }, () => 401))
  }, 180_000)

  it('is still limited per username and address', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 6; i++)
      statuses.push(
        (
          await app.api.post(
            '/api/auth/login',
            { username: 'ghost-nurse', password: `Wrong${i}1234` },
            from('2001:db8::51'),
          )
        ).status,
      )
    // The fifth failure in a row locks the username for this address.
    expect(statuses).toEqual([401, 401, 401, 401, 403, 403])
  })
})
