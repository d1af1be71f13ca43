import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ALL_FLAGS } from '@/access/catalog'
import { onlyFlags } from '@/access/permissions'
import type { PublicPage } from '@/modules/cms'
import type { FaqRobotAnswer, PublicFaq, PublicFaqCategory, PublicFaqInfra } from '@/modules/faq/public'
import { startTestApp, type TestApp } from '../helpers/app'

/**
 * The public FAQ and page calls (spec doc 2 §7 "Public") and the FAQ robot over HTTP, on the
 * demo seed: only published versions show, pages only under routes the caller may see, unknown
 * or hidden ids are a 404, a bad query is a 400.
 */

/** An answer: `T` is what `result` holds, as the test names it (`unknown` when it does not read it). */
type Body<T = unknown> = { result: T; message: string }
type Paged<T> = { data: T[]; total: number; page: number; limit: number }
/** What a back-office save answers of an entry under review. */
type Saved = { _id: string; status: string }

let app: TestApp
let admin: string
let editor: string
let editorRoleId: string

const NO_ID = '0123456789abcdef01234567'
const WORKFLOW_FIELDS = ['status', '_status', 'reviewComment', 'id']

const get = <T = unknown>(path: string, token?: string) =>
  app.api.get<Body<T>>(`/api/public${path}`, token ? { token } : {})
const list = async <T>(path: string, token?: string): Promise<Paged<T>> => {
  const res = await get<Paged<T>>(path, token)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body.result
}

const expectPublicRecord = (record: Record<string, unknown>) => {
  expect(record._id).toMatch(/^[0-9a-f]{24}$/)
  for (const field of WORKFLOW_FIELDS) expect(record).not.toHaveProperty(field)
}

const routeNamed = async (name: string): Promise<string> => {
  const found = await app.payload.find({
    collection: 'routes',
    where: { name: { equals: name } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (!found.docs[0]) throw new Error(`no route ${name}`)
  return found.docs[0].id
}

const categoryNamed = async (name: string): Promise<string> =>
  (
    await app.payload.find({
      collection: 'faq-categories',
      where: { name: { equals: name } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
  ).docs[0]!.id

const paragraph = (html: string) => [{ className: '', elements: [{ tagName: 'p', className: '', context: html }] }]

const publishFaq = async (data: Record<string, unknown>) =>
  app.payload.create({
    collection: 'faq',
    data: { ...data, _status: 'published' } as never,
    draft: false,
    overrideAccess: true,
  })

const publishPage = async (data: Record<string, unknown>) =>
  app.payload.create({
    collection: 'pages',
    data: { description: '說明', ...data, _status: 'published' } as never,
    draft: false,
    overrideAccess: true,
  })

beforeAll(async () => {
  app = await startTestApp()
  admin = await app.login('admin', 'Admin@12345')
  // A content editor whose FAQ and pages need review: "publish" saves a draft under review.
  const flags = ALL_FLAGS.filter((flag) => flag.startsWith('faq__') || flag.startsWith('cms__'))
  const role = await app.payload.create({
    collection: 'roles',
    data: { name: '內容編輯（需審核）', enabled: true, flags: onlyFlags(flags) },
  })
  editorRoleId = role.id
  await app.payload.create({
    collection: 'users',
    data: {
      username: 'faqeditor',
      name: '問答編輯',
      email: 'faqeditor@test.example',
      password: 'Passw0rd!x',
      accountStatus: 'Enabled',
      roles: [role.id],
      mustChangePassword: false,
    },
    context: { passwordSetBy: 'system' },
  })
  editor = await app.login('faqeditor', 'Passw0rd!x')
})
afterAll(async () => app?.close())

describe('GET /public/faq and /public/faq/{id}', () => {
  let draftId: string
  let reviewingId: string
  let revisedId: string

  beforeAll(async () => {
    const draft = await app.payload.create({
      collection: 'faq',
      data: { question: '草稿問題：館際合作怎麼申請？', keywords: ['館際合作'], _status: 'draft' } as never,
      draft: true,
      overrideAccess: true,
    })
    draftId = draft.id
    const reviewing = await app.api.put<Body<Saved>>(
      '/api/shennong/faq',
      { question: '審核中問題：可以帶飲料嗎？', keywords: ['飲料'], status: 'Published' },
      { token: editor },
    )
    expect(reviewing.status).toBe(200)
    expect(reviewing.body.result.status).toBe('Reviewing')
    reviewingId = reviewing.body.result._id
    const revised = await publishFaq({
      question: '影印機在哪裡？',
      keywords: ['影印'],
      sort: 9,
      blocks: paragraph('<p>三樓櫃台旁。</p>'),
    })
    revisedId = revised.id
    // A newer draft of a published entry: the public keeps seeing the published version.
    await app.payload.update({
      collection: 'faq',
      id: revisedId,
      data: { question: '影印機在哪裡？（修改中）' },
      draft: true,
      overrideAccess: true,
    })
  })

  it('lists published entries only, by sort, without workflow fields', async () => {
    const page = await list<PublicFaq>('/faq?limit=100')
    const questions = page.data.map((faq) => faq.question)
    expect(questions).toEqual(
      expect.arrayContaining([
        '如何續借圖書？',
        '一次可以借幾本書？借期多久？',
        '在院外如何使用電子資料庫？',
        '影印機在哪裡？',
      ]),
    )
    expect(questions).not.toContain('草稿問題：館際合作怎麼申請？')
    expect(questions).not.toContain('審核中問題：可以帶飲料嗎？')
    expect(questions).not.toContain('影印機在哪裡？（修改中）')
    expect(page.total).toBe(4)
    expect(page.data.map((faq) => faq.sort)).toEqual(
      [...page.data.map((faq) => faq.sort)].sort((a, b) => (a ?? 0) - (b ?? 0)),
    )
    const renew = page.data.find((faq) => faq.question === '如何續借圖書？')!
    expectPublicRecord(renew)
    expect(renew).toMatchObject({
      keywords: ['續借', '借期', '延長'],
      categoryId: await categoryNamed('借閱服務'),
      links: [],
    })
    expect(Array.isArray(renew.blocks)).toBe(true)
  })

  it('pages the list', async () => {
    const page = await list<PublicFaq>('/faq?limit=1&page=2')
    expect(page).toMatchObject({ total: 4, page: 2, limit: 1 })
    expect(page.data).toHaveLength(1)
  })

  it('searches the question, the keywords and the answer text', async () => {
    expect((await list<PublicFaq>('/faq?keyword=續借')).data.map((f) => f.question)).toEqual(['如何續借圖書？'])
    expect((await list<PublicFaq>('/faq?keyword=VPN')).data.map((f) => f.question)).toEqual([
      '在院外如何使用電子資料庫？',
    ])
    expect(
      (await list<PublicFaq>(`/faq?keyword=${encodeURIComponent('流通櫃台')}`)).data.map((f) => f.question),
    ).toEqual(['如何續借圖書？'])
    expect((await list<PublicFaq>('/faq?keyword=館際合作')).data).toEqual([])
    expect((await list<PublicFaq>('/faq?keyword=飲料')).data).toEqual([])
  })

  it('filters by category; a category id that is no ObjectId is a 400', async () => {
    const services = await categoryNamed('電子資源')
    expect((await list<PublicFaq>(`/faq?categoryId=${services}`)).data.map((f) => f.question)).toEqual([
      '在院外如何使用電子資料庫？',
    ])
    expect((await list<PublicFaq>(`/faq?categoryId=${NO_ID}`)).data).toEqual([])
    const bad = await get('/faq?categoryId=abc')
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe('不是有效的 ObjectId')
    expect((await get('/faq?page=0')).status).toBe(400)
  })

  it('answers one published entry, the published version of one being revised', async () => {
    const res = await get<PublicFaq>(`/faq/${revisedId}`)
    expect(res.status).toBe(200)
    expectPublicRecord(res.body.result)
    expect(res.body.result).toMatchObject({ _id: revisedId, question: '影印機在哪裡？', keywords: ['影印'] })
  })

  it('is a 404 for drafts, entries under review, unknown and malformed ids', async () => {
    for (const id of [draftId, reviewingId, NO_ID, 'not-an-id']) {
      const res = await get(`/faq/${id}`)
      expect(res.status, id).toBe(404)
      expect(res.body.message).toBe('找不到資料')
    }
  })

  it('lists the categories by sort', async () => {
    const res = await get<PublicFaqCategory[]>('/faq-categories')
    expect(res.status).toBe(200)
    expect(res.body.result.map((c) => c.name)).toEqual(['借閱服務', '電子資源'])
    expectPublicRecord(res.body.result[0])
  })

  it('answers the FAQ page infra in one call: categories, the tree with published answers only, the published questions', async () => {
    const renewId = (await list<PublicFaq>('/faq?keyword=續借')).data[0]._id
    const node = (
      await app.payload.find({
        collection: 'faq-routes',
        where: { name: { equals: '續借與預約' } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
    ).docs[0]!
    await app.payload.update({
      collection: 'faq-routes',
      id: node.id,
      data: { answers: [renewId, draftId, reviewingId] },
      overrideAccess: true,
    })

    const res = await get<PublicFaqInfra>('/faq-infra')
    expect(res.status).toBe(200)
    const { categories, tree, faqs } = res.body.result
    expect(categories.map((c) => c.name)).toEqual(['借閱服務', '電子資源'])
    expect(tree.map((n) => n.name)).toEqual(['借閱服務', '電子資源', '空間使用'])
    const borrowing = tree[0]
    expect(borrowing.children.map((n) => n.name)).toEqual(['借書與還書', '續借與預約'])
    expect(borrowing.children[1]).toMatchObject({ _id: node.id, answers: [renewId] })
    expect(faqs).toHaveLength(4)
    expect(faqs[0]).toEqual({ _id: expect.any(String), question: expect.any(String), categoryId: expect.anything() })
    expect(faqs.map((f) => f._id)).not.toContain(draftId)
    expect(faqs.map((f) => f.question)).toContain('影印機在哪裡？')
  })

  describe('GET /public/faq-robot', () => {
    it('finds 如何續借圖書？ for 續借, best first', async () => {
      const res = await get<FaqRobotAnswer>(`/faq-robot?question=${encodeURIComponent('續借')}`)
      expect(res.status).toBe(200)
      expect(res.body.result.feedbackUrl).toBe('/feedback/create')
      expect(res.body.result.matches[0]).toMatchObject({ question: '如何續借圖書？', score: 1 })
      expect(res.body.result.matches[0]._id).toMatch(/^[0-9a-f]{24}$/)
    })

    it('reads a sentence with full-width letters', async () => {
      const res = await get<FaqRobotAnswer>(`/faq-robot?question=${encodeURIComponent('在家要怎麼連ＶＰＮ？')}`)
      expect(res.body.result.matches[0].question).toBe('在院外如何使用電子資料庫？')
    })

    it('answers no matches (and the feedback link) when nothing fits, and for blank input', async () => {
      for (const question of ['今天天氣如何', '   ', '']) {
        const res = await get<FaqRobotAnswer>(`/faq-robot?question=${encodeURIComponent(question)}`)
        expect(res.status).toBe(200)
        expect(res.body.result).toEqual({ matches: [], feedbackUrl: '/feedback/create' })
      }
      expect((await get<FaqRobotAnswer>('/faq-robot')).body.result).toEqual({
        matches: [],
        feedbackUrl: '/feedback/create',
      })
    })

    it('never answers with drafts or entries under review', async () => {
      for (const question of ['館際合作', '飲料', '修改中']) {
        expect(
          (await get<FaqRobotAnswer>(`/faq-robot?question=${encodeURIComponent(question)}`)).body.result.matches,
        ).toEqual([])
      }
    })

    it('refuses an overlong question', async () => {
      const res = await get<FaqRobotAnswer>(`/faq-robot?question=${encodeURIComponent('續'.repeat(201))}`)
      expect(res.status).toBe(400)
      expect(res.body.message).toBe('問題不可超過 200 字')
    })
  })
})

describe('GET /public/pages and /public/pages/{id}', () => {
  let listRoute: string
  let singleRoute: string
  let internalRoute: string
  let internalPage: string
  let draftPage: string
  let reviewingPage: string
  let revisedPage: string
  let hiddenRoutePage: string
  let rolesRoute: string
  let rolesPage: string

  beforeAll(async () => {
    listRoute = await routeNamed('電子資源')
    singleRoute = await routeNamed('本館簡介')
    internalRoute = await routeNamed('館員作業手冊')
    internalPage = (await publishPage({ title: '館員作業手冊', routeId: internalRoute })).id
    draftPage = (
      await app.payload.create({
        collection: 'pages',
        data: { title: '草稿頁面', description: '說明', routeId: listRoute, _status: 'draft' } as never,
        draft: true,
        overrideAccess: true,
      })
    ).id
    const reviewing = await app.api.post<Body<Saved>>(
      '/api/shennong/pages',
      { title: '審核中頁面', description: '說明', routeId: listRoute, status: 'Published' },
      { token: editor },
    )
    expect(reviewing.status, JSON.stringify(reviewing.body)).toBe(200)
    expect(reviewing.body.result.status).toBe('Reviewing')
    reviewingPage = reviewing.body.result._id
    revisedPage = (await publishPage({ title: 'ClinicalKey', routeId: listRoute, coverImageUrl: '/media/ck.png' })).id
    await app.payload.update({
      collection: 'pages',
      id: revisedPage,
      data: { title: 'ClinicalKey（修改中）' },
      draft: true,
      overrideAccess: true,
    })

    const hidden = await app.payload.create({
      collection: 'routes',
      data: {
        name: '籌備中專區',
        type: 'List',
        auth: 'Public',
        status: 'Drafting',
        parentId: null,
        sort: '90',
      } as never,
      overrideAccess: true,
    })
    hiddenRoutePage = (await publishPage({ title: '籌備中頁面', routeId: hidden.id })).id
    const roles = await app.payload.create({
      collection: 'routes',
      data: {
        name: '編輯專區',
        type: 'SinglePage',
        auth: 'Roles',
        authRoles: [editorRoleId],
        status: 'Published',
        parentId: null,
        sort: '91',
      } as never,
      overrideAccess: true,
    })
    rolesRoute = roles.id
    rolesPage = (await publishPage({ title: '編輯須知', routeId: rolesRoute })).id
  })

  it('lists the published pages of a List route in creation order, without workflow fields', async () => {
    const page = await list<PublicPage>(`/pages?routeId=${listRoute}&limit=1000`)
    expect(page.data.map((p) => p.title)).toEqual(['UpToDate 臨床決策資料庫', 'Cochrane Library', 'ClinicalKey'])
    expect(page).toMatchObject({ total: 3, page: 1, limit: 1000 })
    expectPublicRecord(page.data[0])
    expect(page.data[0]).toMatchObject({ routeId: listRoute, description: '實證臨床診療建議。' })
    expect(page.data[2]).toMatchObject({ _id: revisedPage, coverImageUrl: '/media/ck.png' })
  })

  it('holds the page size to 1000', async () => {
    expect((await list<PublicPage>(`/pages?routeId=${listRoute}&limit=${Number.MAX_SAFE_INTEGER}`)).limit).toBe(1000)
  })

  it("lists a SinglePage route's page", async () => {
    const page = await list<PublicPage>(`/pages?routeId=${singleRoute}`)
    expect(page.data.map((p) => p.title)).toEqual(['本館簡介'])
  })

  it('hides Internal routes from anonymous callers and shows them with a token', async () => {
    const anonymous = await get(`/pages?routeId=${internalRoute}`)
    expect(anonymous.status).toBe(404)
    expect(anonymous.body.message).toBe('找不到資料')
    expect((await get(`/pages/${internalPage}`)).status).toBe(404)

    expect((await list<PublicPage>(`/pages?routeId=${internalRoute}`, admin)).data.map((p) => p.title)).toEqual([
      '館員作業手冊',
    ])
    const item = await get(`/pages/${internalPage}`, admin)
    expect(item.status).toBe(200)
    expect(item.body.result).toMatchObject({ _id: internalPage, title: '館員作業手冊', routeId: internalRoute })
  })

  it('shows Roles routes to holders of a listed role only', async () => {
    expect((await get(`/pages/${rolesPage}`)).status).toBe(404)
    expect((await get(`/pages/${rolesPage}`, admin)).status).toBe(404)
    expect((await get(`/pages/${rolesPage}`, editor)).status).toBe(200)
  })

  it("lists every visible route's pages without routeId", async () => {
    const anonymous = (await list<PublicPage>('/pages?limit=1000')).data.map((p) => p.title)
    expect(anonymous).toEqual(
      expect.arrayContaining(['本館簡介', '交通資訊', 'UpToDate 臨床決策資料庫', 'ClinicalKey']),
    )
    expect(anonymous).not.toContain('館員作業手冊')
    expect(anonymous).not.toContain('籌備中頁面')
    expect(anonymous).not.toContain('編輯須知')
    expect((await list<PublicPage>('/pages?limit=1000', admin)).data.map((p) => p.title)).toContain('館員作業手冊')
  })

  it('answers one published page, the published version of one being revised', async () => {
    const res = await get<PublicPage>(`/pages/${revisedPage}`)
    expect(res.status).toBe(200)
    expectPublicRecord(res.body.result)
    expect(res.body.result.title).toBe('ClinicalKey')
  })

  it('is a 404 for drafts, pages under review, pages of unpublished routes, unknown and malformed ids', async () => {
    for (const id of [draftPage, reviewingPage, hiddenRoutePage, NO_ID, 'nope']) {
      const res = await get(`/pages/${id}`, admin)
      expect(res.status, id).toBe(404)
      expect(res.body.message).toBe('找不到資料')
    }
    const titles = (await list<PublicPage>(`/pages?routeId=${listRoute}`, admin)).data.map((p) => p.title)
    expect(titles).not.toContain('草稿頁面')
    expect(titles).not.toContain('審核中頁面')
  })

  it('is a 404 for an unknown or unpublished route and a 400 for a malformed route id', async () => {
    expect((await get(`/pages?routeId=${NO_ID}`)).status).toBe(404)
    const hiddenRoute = (
      await app.payload.findByID({ collection: 'pages', id: hiddenRoutePage, depth: 0, overrideAccess: true })
    ).routeId as string
    expect((await get(`/pages?routeId=${hiddenRoute}`, admin)).status).toBe(404)
    const bad = await get('/pages?routeId=xyz')
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe('不是有效的 ObjectId')
  })
})
