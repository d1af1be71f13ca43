import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestApp, type TestApp } from '../../helpers/app'

/**
 * Issue 28 (low): deleting content under review (a questionnaire in the report) left a Pending
 * request nobody could approve or reject (409 either way). Deleting it now withdraws its Pending
 * requests in the same transaction — for every reviewed collection, the hook is the workflow's —
 * and a request whose content is already gone can be closed by rejecting it.
 */

type Page<T> = { result: { data: T[] } }
type RequestView = { _id: string; documentId: string; status: string }

let app: TestApp
let admin: string
let editor: string
let reviewer: string

beforeAll(async () => {
  app = await startTestApp()
  admin = await app.login('admin', 'Admin@12345')
  editor = await app.login('editor', 'Editor@12345')
  reviewer = await app.login('reviewer', 'Reviewer@12345')
})

afterAll(async () => {
  await app?.close()
})

const submit = async (title: string): Promise<string> => {
  const res = await app.api.put<{ result: { _id: string; status: string } }>(
    '/api/shennong/news',
    { title, blocks: [], status: 'Published' },
    { token: editor },
  )
  expect(res.status).toBe(200)
  expect(res.body.result.status).toBe('Reviewing')
  return res.body.result._id
}

const pending = async (documentId: string) =>
  (
    await app.api.get<Page<RequestView>>('/api/shennong/auth-requests?status=Pending&limit=100', { token: reviewer })
  ).body.result.data.filter((r) => r.documentId === documentId)

describe('content deleted under review', () => {
  it('withdraws its Pending request: none is left that nobody can decide', async () => {
    const id = await submit('送審後刪除的消息')
    expect(await pending(id)).toHaveLength(1)
    expect((await app.api.delete(`/api/shennong/news/${id}`, { token: admin })).status).toBe(200)
    expect(await pending(id)).toEqual([])
  })

  it('a request whose content is already gone can be closed by rejecting it (approving is refused)', async () => {
    const id = await submit('舊資料：內容已不在的送審')
    const [request] = await pending(id)
    // As data from before this rule: the content removed without the workflow's hooks.
    await app.payload.db.deleteOne({ collection: 'news', where: { id: { equals: id } } })
    const approve = await app.api.post<{ message: string }>(
      `/api/shennong/auth-requests/${request!._id}/Approved`,
      {},
      { token: reviewer },
    )
    expect(approve.status).toBe(409)
    expect(approve.body.message).toBe('送審的內容已被刪除，無法核准；請以退回結案')
    const reject = await app.api.post<{ result: RequestView }>(
      `/api/shennong/auth-requests/${request!._id}/Rejected`,
      { reason: '內容已刪除' },
      { token: reviewer },
    )
    expect(reject.status).toBe(200)
    expect(reject.body.result.status).toBe('Rejected')
    expect(await pending(id)).toEqual([])
  })
})
