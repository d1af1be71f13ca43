import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { onlyFlags } from '@/access/permissions'
import { ALL_FLAGS } from '@/access/catalog'
import { startTestApp, type TestApp } from '../helpers/app'
import { listeningOn } from '../helpers/listener'

type Rec = { _id: string; title?: string; status?: string; reviewComment?: string | null } & Record<string, unknown>
type Page<T> = { result: { data: T[]; total: number; page: number; limit: number } }
type RequestView = {
  _id: string
  module: string
  documentId: string
  title: string
  status: string
  reason: string | null
  requestedBy: { _id: string; name: string } | null
  reviewedBy: { _id: string; name: string } | null
}
type Detail = RequestView & {
  proposed: Rec
  published: Rec | null
  changes: { field: string; before: unknown; after: unknown }[]
  decidable: boolean
}

let app: TestApp
let admin: string
let editor: string
let reviewer: string

const publicNewsTitles = async () =>
  (await app.api.get<Page<Rec>>('/api/public/news')).body.result.data.map((n) => n.title)

const pendingFor = async (documentId: string) => {
  const res = await app.api.get<Page<RequestView>>('/api/shennong/auth-requests?status=Pending&limit=100', {
    token: reviewer,
  })
  return res.body.result.data.find((r) => r.documentId === documentId)
}

const makeUser = async (username: string, flags: string[]) => {
  const role = await app.payload.create({
    collection: 'roles',
    data: { name: `${username} role`, enabled: true, flags: onlyFlags(flags) },
  })
  await app.payload.create({
    collection: 'users',
    data: {
      username,
      name: username,
      email: `${username}@test.example`,
      password: 'Passw0rd!x',
      accountStatus: 'Enabled',
      roles: [role.id],
      mustChangePassword: false,
    },
    context: { passwordSetBy: 'system' },
  })
  return app.login(username, 'Passw0rd!x')
}

beforeAll(async () => {
  app = await startTestApp({ smtp: true })
  admin = await app.login('admin', 'Admin@12345')
  editor = await app.login('editor', 'Editor@12345')
  reviewer = await app.login('reviewer', 'Reviewer@12345')
  await app.payload.updateGlobal({
    slug: 'module-notifiers',
    data: { moduleNotifiers: [{ moduleName: 'auth-requests', email: 'review-desk@test.example' }] },
  })
})
afterAll(async () => app?.close())

describe('review workflow', () => {
  let newsId: string
  let firstRequest: string

  it('an editor under review who asks to publish saves a draft, opens a Pending request and mails the reviewers', async () => {
    const res = await app.api.put<{ result: Rec }>(
      '/api/shennong/news',
      { title: '圖書館週末延長開放', blocks: [], status: 'Published' },
      { token: editor },
    )
    expect(res.status).toBe(200)
    expect(res.body.result.status).toBe('Reviewing')
    newsId = res.body.result._id
    expect(await publicNewsTitles()).not.toContain('圖書館週末延長開放')
    const publicItem = await app.api.get(`/api/public/news/${newsId}`)
    expect(publicItem.status).toBe(404)

    const request = await pendingFor(newsId)
    expect(request).toMatchObject({
      module: 'news',
      title: '圖書館週末延長開放',
      status: 'Pending',
      requestedBy: { name: '消息編輯' },
    })
    firstRequest = request!._id
    await app.runQueue('mail')
    const mail = await app.smtp!.waitFor('review-desk@test.example')
    expect(mail.subject).toContain('圖書館週末延長開放')
    expect(mail.text).toContain(`/shennong/review-management?authRequestId=${firstRequest}`)
  })

  it('the mailed link points at the address the server listens on, not localhost:3000 nor a Host a client sends (issues 16 §4, 28 §6)', async () => {
    const origin = 'http://127.0.0.1:3457'
    listeningOn(origin)
    const res = await app.api.put<{ result: Rec }>(
      '/api/shennong/news',
      { title: '他埠送審的消息', blocks: [], status: 'Published' },
      { token: editor, origin: 'http://evil.example:8080' },
    )
    expect(res.status).toBe(200)
    const request = await pendingFor(res.body.result._id)
    await app.runQueue('mail')
    const deadline = Date.now() + 30_000
    let mail = app.smtp!.received.find((m) => m.subject.includes('他埠送審的消息'))
    while (!mail && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200))
      mail = app.smtp!.received.find((m) => m.subject.includes('他埠送審的消息'))
    }
    const link = mail?.text.match(/https?:\/\/\S+/)?.[0]
    expect(link).toBe(`${origin}/shennong/review-management?authRequestId=${request!._id}`)
  })

  it('shows the request with its changes against the (absent) published version', async () => {
    const res = await app.api.get<{ result: Detail }>(`/api/shennong/auth-requests/${firstRequest}`, {
      token: reviewer,
    })
    expect(res.status).toBe(200)
    expect(res.body.result.published).toBeNull()
    expect(res.body.result.proposed.title).toBe('圖書館週末延長開放')
    expect(res.body.result.changes.find((c) => c.field === 'title')).toMatchObject({
      before: null,
      after: '圖書館週末延長開放',
    })
    expect(res.body.result.decidable).toBe(true)
  })

  it('keeps review requests from users without the auth_requests flags', async () => {
    expect((await app.api.get(`/api/shennong/auth-requests`, { token: editor })).status).toBe(403)
    expect(
      (await app.api.post(`/api/shennong/auth-requests/${firstRequest}/Approved`, {}, { token: editor })).status,
    ).toBe(403)
    expect((await app.api.get(`/api/shennong/auth-requests/${firstRequest}`)).status).toBe(401)
  })

  it('refuses a bad status and an unknown request', async () => {
    const bad = await app.api.post<{ message: string }>(
      `/api/shennong/auth-requests/${firstRequest}/Maybe`,
      {},
      { token: reviewer },
    )
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe('審核狀態必須為 Approved 或 Rejected')
    const unknown = await app.api.post<{ message: string }>(
      `/api/shennong/auth-requests/${'a'.repeat(24)}/Approved`,
      {},
      { token: reviewer },
    )
    expect(unknown.status).toBe(404)
  })

  it('approving publishes the submitted version', async () => {
    const res = await app.api.post<{ result: RequestView }>(
      `/api/shennong/auth-requests/${firstRequest}/Approved`,
      {},
      { token: reviewer },
    )
    expect(res.status).toBe(200)
    expect(res.body.result).toMatchObject({ status: 'Approved', reviewedBy: { name: '內容審核' } })
    expect(await publicNewsTitles()).toContain('圖書館週末延長開放')
    const item = await app.api.get<{ result: Rec }>(`/api/public/news/${newsId}`)
    expect(item.status).toBe(200)
    expect(item.body.result).not.toHaveProperty('status')
    const stored = await app.api.get<{ result: Rec }>(`/api/shennong/news/${newsId}`, { token: editor })
    expect(stored.body.result.status).toBe('Published')
    const again = await app.api.post<{ message: string }>(
      `/api/shennong/auth-requests/${firstRequest}/Approved`,
      {},
      { token: reviewer },
    )
    expect(again.status).toBe(409)
    expect(again.body.message).toBe('此審核申請已處理，無法再次審核')
  })

  let secondRequest: string
  it('a new version under review leaves the published one visible', async () => {
    const res = await app.api.put<{ result: Rec }>(
      '/api/shennong/news',
      { _id: newsId, title: '圖書館週末延長開放（更新）', status: 'Published' },
      { token: editor },
    )
    expect(res.status).toBe(200)
    expect(res.body.result.status).toBe('Reviewing')
    expect(await publicNewsTitles()).toContain('圖書館週末延長開放')
    expect(await publicNewsTitles()).not.toContain('圖書館週末延長開放（更新）')
    const request = await pendingFor(newsId)
    secondRequest = request!._id
    const detail = await app.api.get<{ result: Detail }>(`/api/shennong/auth-requests/${secondRequest}`, {
      token: reviewer,
    })
    expect(detail.body.result.published?.title).toBe('圖書館週末延長開放')
    expect(detail.body.result.changes).toEqual([
      expect.objectContaining({ field: 'title', before: '圖書館週末延長開放', after: '圖書館週末延長開放（更新）' }),
    ])
  })

  it('rejecting needs a reason, returns the draft to its author and keeps the published version', async () => {
    const noReason = await app.api.post<{ message: string }>(
      `/api/shennong/auth-requests/${secondRequest}/Rejected`,
      { reason: '  ' },
      { token: reviewer },
    )
    expect(noReason.status).toBe(400)
    expect(noReason.body.message).toBe('退回原因為必填欄位')
    const res = await app.api.post<{ result: RequestView }>(
      `/api/shennong/auth-requests/${secondRequest}/Rejected`,
      { reason: '標題請加上日期' },
      { token: reviewer },
    )
    expect(res.status).toBe(200)
    expect(res.body.result).toMatchObject({ status: 'Rejected', reason: '標題請加上日期' })
    const draft = await app.api.get<{ result: Rec }>(`/api/shennong/news/${newsId}`, { token: editor })
    expect(draft.body.result).toMatchObject({
      status: 'Returned',
      reviewComment: '標題請加上日期',
      title: '圖書館週末延長開放（更新）',
    })
    expect(await publicNewsTitles()).toContain('圖書館週末延長開放')
  })

  it('modify and publish: the reviewer publishes an edited version', async () => {
    await app.api.put(
      '/api/shennong/news',
      { _id: newsId, title: '11/29 起週末延長開放', status: 'Published' },
      { token: editor },
    )
    const request = await pendingFor(newsId)
    const res = await app.api.post<{ result: RequestView }>(
      `/api/shennong/auth-requests/${request!._id}/Approved`,
      { content: { title: '11/29 起週末延長開放至晚間九點' } },
      { token: reviewer },
    )
    expect(res.status).toBe(200)
    expect(await publicNewsTitles()).toContain('11/29 起週末延長開放至晚間九點')
  })

  it('nobody decides their own request', async () => {
    const both = await makeUser(
      'selfreviewer',
      ALL_FLAGS.filter((f) => f.startsWith('news__') || f.startsWith('auth_requests__')),
    )
    const created = await app.api.put<{ result: Rec }>(
      '/api/shennong/news',
      { title: '自己審自己', status: 'Published' },
      { token: both },
    )
    expect(created.body.result.status).toBe('Reviewing')
    const request = await pendingFor(created.body.result._id)
    const detail = await app.api.get<{ result: Detail }>(`/api/shennong/auth-requests/${request!._id}`, { token: both })
    expect(detail.body.result.decidable).toBe(false)
    const res = await app.api.post<{ message: string }>(
      `/api/shennong/auth-requests/${request!._id}/Approved`,
      {},
      { token: both },
    )
    expect(res.status).toBe(403)
    expect(res.body.message).toBe('不可審核自己送出的申請')
    expect(await publicNewsTitles()).not.toContain('自己審自己')
  })

  it('a user without review publishes directly; a draft stays private', async () => {
    const published = await app.api.post<{ result: Rec }>(
      '/api/shennong/news',
      { title: '館長直接發布', status: 'Published' },
      { token: admin },
    )
    expect(published.body.result.status).toBe('Published')
    expect(await publicNewsTitles()).toContain('館長直接發布')
    const draft = await app.api.post<{ result: Rec }>(
      '/api/shennong/news',
      { title: '尚未完成的草稿', status: 'Drafting' },
      { token: admin },
    )
    expect(draft.body.result.status).toBe('Drafting')
    expect(await publicNewsTitles()).not.toContain('尚未完成的草稿')
    const requests = await app.payload.count({
      collection: 'auth-requests',
      where: { documentId: { in: [published.body.result._id, draft.body.result._id] } },
    })
    expect(requests.totalDocs).toBe(0)
  })

  it('the admin screens go through the same gate (local API with the editor as user)', async () => {
    const user = (await app.payload.find({ collection: 'users', where: { username: { equals: 'editor' } }, depth: 1 }))
      .docs[0]!
    const doc = await app.payload.create({
      collection: 'news',
      data: { title: '從後台發布', status: 'Drafting', _status: 'published' },
      draft: false,
      user,
      overrideAccess: false,
    })
    expect(doc.status).toBe('Reviewing')
    expect(doc._status).toBe('draft')
    expect(await pendingFor(doc.id)).toBeDefined()
  })
})

describe('content calls: news, news categories, FAQ, FAQ categories, pages, faq-map', () => {
  it('validates before writing, with zh-TW messages', async () => {
    const before = (await app.payload.count({ collection: 'news' })).totalDocs
    const noTitle = await app.api.put<{ message: string; errors: { field: string; message: string }[] }>(
      '/api/shennong/news',
      { status: 'Published' },
      { token: admin },
    )
    expect(noTitle.status).toBe(400)
    expect(noTitle.body.message).toBe('標題為必填欄位')
    const badLink = await app.api.put<{ message: string }>(
      '/api/shennong/news',
      { title: 'x', link: 'not a url' },
      { token: admin },
    )
    expect(badLink.status).toBe(400)
    expect(badLink.body.message).toBe('不是網址格式')
    const badId = await app.api.put<{ message: string }>(
      '/api/shennong/news',
      { _id: 'nope', title: 'x' },
      { token: admin },
    )
    expect(badId.status).toBe(400)
    const notJson = await app.api.put<{ message: string }>('/api/shennong/news', '[1,2]', {
      token: admin,
      headers: { 'content-type': 'application/json' },
    })
    expect(notJson.status).toBe(400)
    expect((await app.payload.count({ collection: 'news' })).totalDocs).toBe(before)
  })

  it('news categories: create, list with keyword, get, delete; flags enforced', async () => {
    const created = await app.api.put<{ result: Rec }>(
      '/api/shennong/news-categories',
      { name: '特別公告', sort: 1 },
      { token: editor },
    )
    expect(created.status).toBe(200)
    const list = await app.api.get<Page<Rec>>('/api/shennong/news-categories?keyword=特別', { token: editor })
    expect(list.body.result.data.map((c) => c.name)).toEqual(['特別公告'])
    const one = await app.api.get<{ result: Rec }>(`/api/shennong/news-categories/${created.body.result._id}`, {
      token: editor,
    })
    expect(one.body.result.name).toBe('特別公告')
    const nameless = await app.api.put<{ message: string }>(
      '/api/shennong/news-categories',
      { sort: 2 },
      { token: editor },
    )
    expect(nameless.status).toBe(400)
    expect(nameless.body.message).toBe('名稱為必填欄位')
    const namelessFaq = await app.api.put<{ message: string }>(
      '/api/shennong/faq-categories',
      { name: '' },
      { token: admin },
    )
    expect(namelessFaq.status).toBe(400)
    expect(namelessFaq.body.message).toBe('名稱為必填欄位')
    expect((await app.api.get('/api/shennong/news-categories/not-an-id', { token: editor })).status).toBe(400)
    expect((await app.api.get('/api/shennong/news-categories', { token: reviewer })).status).toBe(403)
    expect((await app.api.get('/api/shennong/news-categories')).status).toBe(401)
    const removed = await app.api.delete<{ result: { _id: string } }>(
      `/api/shennong/news-categories/${created.body.result._id}`,
      { token: editor },
    )
    expect(removed.body.result._id).toBe(created.body.result._id)
    expect(
      (await app.api.get(`/api/shennong/news-categories/${created.body.result._id}`, { token: editor })).status,
    ).toBe(404)
  })

  it('news list filters by category and status, pinned first', async () => {
    const category = await app.api.put<{ result: Rec }>(
      '/api/shennong/news-categories',
      { name: '活動' },
      { token: admin },
    )
    const categoryId = category.body.result._id
    await app.api.put('/api/shennong/news', { title: '一般活動', categoryId, status: 'Published' }, { token: admin })
    await app.api.put(
      '/api/shennong/news',
      { title: '置頂活動', categoryId, isPined: true, status: 'Published' },
      { token: admin },
    )
    const list = await app.api.get<Page<Rec>>(`/api/shennong/news?categoryId=${categoryId}`, { token: admin })
    expect(list.body.result.data.map((n) => n.title)).toEqual(['置頂活動', '一般活動'])
    const publicList = await app.api.get<Page<Rec>>(`/api/public/news?categoryId=${categoryId}`)
    expect(publicList.body.result.data.map((n) => n.title)).toEqual(['置頂活動', '一般活動'])
    const categories = await app.api.get<{ result: Rec[] }>('/api/public/news-categories')
    expect(categories.body.result.map((c) => c.name)).toContain('活動')
  })

  it('hides news outside its display window from the public', async () => {
    await app.api.put(
      '/api/shennong/news',
      { title: '未來的消息', startDate: '2099-01-01T00:00:00.000Z', status: 'Published' },
      { token: admin },
    )
    await app.api.put(
      '/api/shennong/news',
      {
        title: '過期的消息',
        startDate: '2020-01-01T00:00:00.000Z',
        endDate: '2020-02-01T00:00:00.000Z',
        status: 'Published',
      },
      { token: admin },
    )
    const titles = await publicNewsTitles()
    expect(titles).not.toContain('未來的消息')
    expect(titles).not.toContain('過期的消息')
  })

  it('FAQ and FAQ categories with faq-map; FAQ needs the faq flags', async () => {
    const category = await app.api.put<{ result: Rec }>(
      '/api/shennong/faq-categories',
      { name: '影印服務', sort: 1 },
      { token: admin },
    )
    const faq = await app.api.put<{ result: Rec }>(
      '/api/shennong/faq',
      {
        question: '如何使用彩色影印？',
        keywords: ['影印', '彩色'],
        categoryId: category.body.result._id,
        status: 'Published',
      },
      { token: admin },
    )
    expect(faq.status).toBe(200)
    expect(faq.body.result).toMatchObject({
      question: '如何使用彩色影印？',
      keywords: ['影印', '彩色'],
      status: 'Published',
    })
    const noQuestion = await app.api.put<{ message: string }>(
      '/api/shennong/faq',
      { keywords: ['x'] },
      { token: admin },
    )
    expect(noQuestion.status).toBe(400)
    expect(noQuestion.body.message).toBe('問題為必填欄位')
    const map = await app.api.get<{
      result: { _id: string | null; name: string; faqs: { _id: string; question: string }[] }[]
    }>('/api/shennong/faq-map', { token: admin })
    expect(map.body.result.find((c) => c.name === '影印服務')?.faqs).toEqual([
      { _id: faq.body.result._id, question: '如何使用彩色影印？' },
    ])
    expect((await app.api.get('/api/shennong/faq', { token: editor })).status).toBe(403)
    expect((await app.api.get('/api/shennong/faq-map', { token: editor })).status).toBe(403)
    const list = await app.api.get<Page<Rec>>('/api/shennong/faq?keyword=彩色影印', { token: admin })
    expect(list.body.result.total).toBe(1)
    expect((await app.api.delete(`/api/shennong/faq/${faq.body.result._id}`, { token: admin })).status).toBe(200)
    expect(
      (await app.api.delete(`/api/shennong/faq-categories/${category.body.result._id}`, { token: admin })).status,
    ).toBe(200)
  })

  it('pages: routeId, title and description required; blockText derived; cms flags enforced', async () => {
    const route = await app.payload.create({
      collection: 'routes',
      data: { name: '關於我們', type: 'List', auth: 'Public', status: 'Published' },
    })
    const missing = await app.api.post<{ message: string }>(
      '/api/shennong/pages',
      { title: '館藏介紹' },
      { token: admin },
    )
    expect(missing.status).toBe(400)
    expect(missing.body.message).toMatch(/為必填欄位$/)
    const page = await app.api.post<{ result: Rec }>(
      '/api/shennong/pages',
      {
        title: '館藏介紹',
        description: '本館館藏概況',
        routeId: route.id,
        status: 'Published',
        blocks: [{ className: '', elements: [{ tagName: 'p', context: '<p>館藏共 <b>12 萬冊</b></p>' }] }],
      },
      { token: admin },
    )
    expect(page.status).toBe(200)
    expect(page.body.result.blockText).toBe('館藏共 12 萬冊')
    const list = await app.api.get<Page<Rec>>(`/api/shennong/pages?routeId=${route.id}&keyword=12 萬冊`, {
      token: admin,
    })
    expect(list.body.result.data.map((p) => p.title)).toEqual(['館藏介紹'])
    expect((await app.api.get('/api/shennong/pages', { token: editor })).status).toBe(403)
    expect((await app.api.delete(`/api/shennong/pages/${page.body.result._id}`, { token: editor })).status).toBe(403)
    // A route with pages cannot be deleted, not even from Payload's own screens (REST).
    const refused = await app.api.delete<{ errors: { message: string }[] }>(`/api/routes/${route.id}`, { token: admin })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.body)).toContain('路由「關於我們」下仍有頁面，無法刪除')
    expect((await app.payload.count({ collection: 'routes', where: { id: { equals: route.id } } })).totalDocs).toBe(1)
    expect((await app.api.delete(`/api/shennong/pages/${page.body.result._id}`, { token: admin })).status).toBe(200)
    expect((await app.api.get(`/api/shennong/pages/${page.body.result._id}`, { token: admin })).status).toBe(404)
  })
})
