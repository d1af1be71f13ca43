import { describe, expect, it } from 'vitest'
import { ACCOUNT_MSG } from '@/i18n/accounts'
import { MSG } from '@/i18n/messages'
import { DEMO_ORGANISATION } from '@/modules/organisation/seed'
import {
  accountWith,
  admin,
  app,
  countOf,
  Item,
  Message,
  MISSING_ID,
  OBJECT_ID,
  Page,
  Result,
  useAccountsApi,
} from '../helpers/accountsApi'

useAccountsApi()

describe.each(['departments', 'job-titles', 'job-categories'] as const)('organisation list %s', (slug) => {
  const prefix = slug.replace(/-/g, '_')
  const base = `/api/shennong/${slug}`
  const seeded = DEMO_ORGANISATION[slug]

  it('GET pages the list by sort, with the keyword on the name', async () => {
    const res = await app.api.get<Page<Item>>(base, { token: admin })
    expect(res.status).toBe(200)
    expect(res.body.result.total).toBe(seeded.length)
    expect(res.body.result.limit).toBe(10)
    expect(res.body.result.data.map((item) => item.name)).toEqual(seeded.slice(0, 10))
    expect(res.body.result.data[0]).toMatchObject({ _id: expect.stringMatching(OBJECT_ID), sort: 10, enabled: true })
    const keyword = await app.api.get<Page<Item>>(`${base}?keyword=${encodeURIComponent(seeded[1]!)}`, { token: admin })
    expect(keyword.body.result.data.map((item) => item.name)).toContain(seeded[1])
    expect(keyword.body.result.data.every((item) => item.name.includes(seeded[1]!))).toBe(true)
    const paged = await app.api.get<Page<Item>>(`${base}?page=2&limit=3`, { token: admin })
    expect(paged.body.result.data.map((item) => item.name)).toEqual(seeded.slice(3, 6))
  })

  let id: string
  it('POST creates, then updates with _id', async () => {
    const created = await app.api.post<Result<Item>>(base, { name: '  新項目  ', sort: 5 }, { token: admin })
    expect(created.status).toBe(200)
    id = created.body.result._id
    expect(created.body.result).toMatchObject({ name: '新項目', sort: 5, enabled: true })
    expect(await app.payload.findByID({ collection: slug, id })).toMatchObject({
      name: '新項目',
      sort: 5,
      enabled: true,
    })

    const updated = await app.api.post<Result<Item>>(
      base,
      { _id: id, name: '改名項目', enabled: false },
      { token: admin },
    )
    expect(updated.status).toBe(200)
    expect(await app.payload.findByID({ collection: slug, id })).toMatchObject({
      name: '改名項目',
      sort: 5,
      enabled: false,
    })
    const read = await app.api.get<Result<Item>>(`${base}/${id}`, { token: admin })
    expect(read.body.result).toMatchObject({ _id: id, name: '改名項目', sort: 5, enabled: false })
  })

  it('the public lookup lists enabled entries by sort then name, without a session', async () => {
    await app.payload.create({ collection: slug, data: { name: '乙同序', sort: 1000 } })
    await app.payload.create({ collection: slug, data: { name: '甲同序', sort: 1000 } })
    const res = await app.api.get<Result<{ _id: string; name: string; sort: number }[]>>(`/api/public/${slug}`)
    expect(res.status).toBe(200)
    const names = res.body.result.map((item) => item.name)
    expect(names).not.toContain('改名項目')
    expect(names.slice(0, seeded.length)).toEqual([...seeded])
    expect(names.slice(-2).sort()).toEqual(['乙同序', '甲同序'].sort())
    expect(names.indexOf('乙同序') < names.indexOf('甲同序')).toBe('乙同序' < '甲同序')
    expect(Object.keys(res.body.result[0]!).sort()).toEqual(['_id', 'name', 'sort'])
  })

  it.each([
    ['name missing', { name: '' }, '名稱為必填欄位'],
    ['sort not a number', { name: '項目', sort: 'first' }, ACCOUNT_MSG.sortInvalid],
    ['enabled not boolean', { name: '項目', enabled: 'on' }, ACCOUNT_MSG.enabledInvalid],
    ['_id malformed', { _id: 'x1', name: '項目' }, MSG.notObjectId],
  ])('400 when %s, and nothing is written', async (_label, body, message) => {
    const before = await countOf(slug)
    const res = await app.api.post<Message>(base, body, { token: admin })
    expect(res.status).toBe(400)
    expect(res.body.message).toBe(message)
    expect(await countOf(slug)).toBe(before)
  })

  it('answers 404 for an unknown id', async () => {
    expect((await app.api.get(`${base}/${MISSING_ID}`, { token: admin })).status).toBe(404)
    expect((await app.api.post(base, { _id: MISSING_ID, name: '幽靈' }, { token: admin })).status).toBe(404)
    expect((await app.api.delete(`${base}/${MISSING_ID}`, { token: admin })).status).toBe(404)
  })

  it('DELETE removes the entry', async () => {
    const res = await app.api.delete<Result<{ _id: string }>>(`${base}/${id}`, { token: admin })
    expect(res.status).toBe(200)
    expect(await app.payload.findByID({ collection: slug, id, disableErrors: true })).toBeNull()
  })

  it(`follows the ${prefix}__read / edit / delete flags`, async () => {
    const reader = await accountWith([`${prefix}__auth`, `${prefix}__read`])
    expect((await app.api.get(base, { token: reader.token })).status).toBe(200)
    expect((await app.api.post(base, { name: '讀者新增' }, { token: reader.token })).status).toBe(403)
    const editorOnly = await accountWith([`${prefix}__auth`, `${prefix}__read`, `${prefix}__edit`])
    const created = await app.api.post<Result<Item>>(base, { name: '可編輯' }, { token: editorOnly.token })
    expect(created.status).toBe(200)
    expect((await app.api.delete(`${base}/${created.body.result._id}`, { token: editorOnly.token })).status).toBe(403)
    const deleter = await accountWith([`${prefix}__auth`, `${prefix}__delete`])
    expect((await app.api.delete(`${base}/${created.body.result._id}`, { token: deleter.token })).status).toBe(200)
  })
})
