import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestApp, type TestApp } from '../../helpers/app'
import { ROUNDS, atOnce, ownAddress, queuedJobs } from '../../helpers/atOnce'

/**
 * Read-decide-write where requests meet (docs/decisions.md "Read-decide-write"): each race fired
 * ROUNDS times at the same instant, on the leg's adapter (SQLite, and PostgreSQL in .ci/run),
 * asserting the invariant: every accepted message stored exactly once; exactly one decision wins
 * and only its mail is queued.
 */

type Envelope<T> = { result: T; message?: string }
type Ticket = { _id: string; status: string; messages: { sender: string; message: string }[] }

let app: TestApp
let admin = ''
let categoryId = ''
let tickets = 0

beforeAll(async () => {
  app = await startTestApp({ autoRunJobs: false })
  admin = await app.login('admin', 'Admin@12345')
  const category = await app.payload.find({ collection: 'feedback-categories', limit: 1, depth: 0 })
  categoryId = String(category.docs[0]!.id)
})
afterAll(async () => app?.close())

/** The mail jobs queued for one record (`field` names the record in the job's input). */
const mailJobs = (task: string, field: string, id: string) =>
  queuedJobs(app.payload, task, (input) => input[field] === id)

const newTicket = async (): Promise<{ id: string; key: string }> => {
  const res = await app.api.post<Envelope<{ _id: string; key: string }>>(
    '/api/public/feedbacks',
    {
      categoryId,
      title: '並發測試',
      description: '兩個請求同時到達',
      // Each ticket from its own address and e-mail: the submission limits count both.
      respondent: { name: '王小明', email: `ming${++tickets}@test.example` },
    },
    { headers: ownAddress() },
  )
  expect(res.status, res.body.message).toBe(200)
  return { id: res.body.result._id, key: res.body.result.key }
}

const visitorSays = (ticket: { id: string; key: string }, message: string) => () =>
  app.api.put<Envelope<Ticket>>(
    '/api/public/feedbacks',
    { _id: ticket.id, message },
    { headers: { ...ownAddress(), 'X-Access-Key': ticket.key } },
  )

const staffReplies = (ticket: { id: string }, message: string) => () =>
  app.api.put<Envelope<Ticket>>('/api/shennong/feedbacks/reply', { _id: ticket.id, message }, { token: admin })

const storedMessages = async (id: string): Promise<string[]> => {
  const doc = await app.payload.findByID({ collection: 'feedbacks', id, depth: 0, overrideAccess: true })
  return (doc.messages ?? []).map((m) => m.message ?? '')
}

describe('a ticket’s conversation where messages meet', () => {
  it(`a visitor’s message and a staff reply at once: both stored, once each (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const ticket = await newTicket()
      const [visitor, staff] = await atOnce([
        visitorSays(ticket, `讀者 ${round}`),
        staffReplies(ticket, `館員 ${round}`),
      ])
      expect([visitor.status, staff.status], `round ${round}`).toEqual([200, 200])
      expect((await storedMessages(ticket.id)).sort(), `round ${round}`).toEqual([`讀者 ${round}`, `館員 ${round}`])
    }
  })

  it(`three messages of the visitor at once: all three stored, once each (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const ticket = await newTicket()
      const sent = ['一', '二', '三'].map((n) => `第${n}則 ${round}`)
      const answers = await atOnce(sent.map((message) => visitorSays(ticket, message)))
      expect(
        answers.map((a) => a.status),
        `round ${round}`,
      ).toEqual([200, 200, 200])
      expect((await storedMessages(ticket.id)).sort(), `round ${round}`).toEqual([...sent].sort())
    }
  })

  it(`closing with a rating beside a message: the message is stored or refused, never lost after a 200 (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const ticket = await newTicket()
      const [message, close] = await atOnce([
        visitorSays(ticket, `最後一句 ${round}`),
        () =>
          app.api.post<Envelope<Ticket>>(`/api/public/feedbacks/close/${ticket.id}/4`, undefined, {
            headers: { ...ownAddress(), 'X-Access-Key': ticket.key },
          }),
      ])
      expect(close.status, `round ${round}`).toBe(200)
      const stored = await storedMessages(ticket.id)
      if (message.status === 200) expect(stored, `round ${round}`).toEqual([`最後一句 ${round}`])
      else {
        expect(message.status, `round ${round}`).toBe(409)
        expect(stored, `round ${round}`).toEqual([])
      }
      const doc = await app.payload.findByID({ collection: 'feedbacks', id: ticket.id, depth: 0, overrideAccess: true })
      expect([doc.status, doc.rating], `round ${round}`).toEqual(['Closed', 4])
    }
  })
})

describe('a recommendation’s decision where staff meet', () => {
  const newRecommendation = async (): Promise<string> => {
    const doc = await app.payload.create({
      collection: 'recommendation-answers',
      data: {
        status: 'Pending',
        respondent: { name: '林讀者', email: 'reader@test.example' },
      } as never,
      overrideAccess: true,
    })
    return String(doc.id)
  }

  const decide = (id: string, action: 'approve' | 'reject', repliedContent: string) => () =>
    app.api.post<Envelope<{ status: string }>>(
      `/api/shennong/recommendations/${action}`,
      { _id: id, repliedContent },
      { token: admin },
    )

  it(`approve and reject at once: exactly one wins, the other is 409, only the winner’s mail is queued (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const id = await newRecommendation()
      const [approve, reject] = await atOnce([decide(id, 'approve', '核准'), decide(id, 'reject', '退回')])
      const statuses = [approve.status, reject.status].sort()
      expect(statuses, `round ${round}`).toEqual([200, 409])
      const winner = approve.status === 200 ? 'Approved' : 'Rejected'
      const doc = await app.payload.findByID({
        collection: 'recommendation-answers',
        id,
        depth: 0,
        overrideAccess: true,
      })
      expect([doc.status, doc.repliedContent], `round ${round}`).toEqual([
        winner,
        winner === 'Approved' ? '核准' : '退回',
      ])
      const jobs = await mailJobs('notifyRecommendation', 'recommendationId', id)
      expect(
        jobs.map((job) => (job.input as { status?: string }).status),
        `round ${round}`,
      ).toEqual([winner])
    }
  })

  it(`two approvals at once: one 200, one 409, one mail (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const id = await newRecommendation()
      const answers = await atOnce([decide(id, 'approve', '甲'), decide(id, 'approve', '乙')])
      expect(answers.map((a) => a.status).sort(), `round ${round}`).toEqual([200, 409])
      expect(await mailJobs('notifyRecommendation', 'recommendationId', id), `round ${round}`).toHaveLength(1)
    }
  })
})

describe('a review request’s decision where reviewers meet', () => {
  const pendingRequest = async (round: number): Promise<{ request: string; news: string }> => {
    const editor = await app.login('editor', 'Editor@12345')
    const res = await app.api.put<Envelope<{ _id: string; status: string }>>(
      '/api/shennong/news',
      { title: `送審並發 ${round}`, blocks: [], status: 'Published' },
      { token: editor },
    )
    expect([res.status, res.body.result.status], res.body.message).toEqual([200, 'Reviewing'])
    const requests = await app.payload.find({
      collection: 'auth-requests',
      where: { and: [{ documentId: { equals: res.body.result._id } }, { status: { equals: 'Pending' } }] },
      depth: 0,
      overrideAccess: true,
    })
    expect(requests.docs).toHaveLength(1)
    return { request: String(requests.docs[0]!.id), news: res.body.result._id }
  }

  it(`approve and reject at once: exactly one wins, the other is 409, the news follows the winner (${ROUNDS} rounds)`, async () => {
    const reviewer = await app.login('reviewer', 'Reviewer@12345')
    const decide = (id: string, status: 'Approved' | 'Rejected') => () =>
      app.api.post<Envelope<{ status: string }>>(
        `/api/shennong/auth-requests/${id}/${status}`,
        status === 'Rejected' ? { reason: '請補充內容' } : {},
        { token: reviewer },
      )
    for (let round = 0; round < ROUNDS; round += 1) {
      const { request, news } = await pendingRequest(round)
      const [approve, reject] = await atOnce([decide(request, 'Approved'), decide(request, 'Rejected')])
      expect([approve.status, reject.status].sort(), `round ${round}`).toEqual([200, 409])
      const winner = approve.status === 200 ? 'Approved' : 'Rejected'
      const stored = await app.payload.findByID({ collection: 'auth-requests', id: request, overrideAccess: true })
      expect(stored.status, `round ${round}`).toBe(winner)
      const item = await app.payload.findByID({ collection: 'news', id: news, draft: true, overrideAccess: true })
      expect(item.status, `round ${round}`).toBe(winner === 'Approved' ? 'Published' : 'Returned')
    }
  })
})
