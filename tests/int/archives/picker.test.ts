import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ALL_FLAGS } from '@/access/catalog'
import type { ArchiveItemView, FolderListing } from '@/modules/archives'
import { startTestApp, type TestApp } from '../../helpers/app'

/**
 * The archive picker of the module screens (issue 16 §3): an editor of a module picks files the
 * folder rules let them see and uploads into the module's own special folder, without
 * archives__auth; everything else of the archive stays with the archive flags.
 */

type Item = ArchiveItemView
type Listing = FolderListing
type Ok<T> = { result: T }
type Msg = { message: string }

let app: TestApp
const tokens: Record<string, string> = {}
let png: Buffer
let publicRoot: Item
let internalRoot: Item
let rolesRoot: Item
let newsFolderId: string
let faqFolderId: string

const PICKER = '/api/shennong/archives/picker'

const makeUser = async (username: string, granted: string[], extraRoles: string[] = []) => {
  const role = await app.payload.create({
    collection: 'roles',
    data: { name: `role-${username}`, flags: Object.fromEntries(ALL_FLAGS.map((f) => [f, granted.includes(f)])) },
  })
  await app.payload.create({
    collection: 'users',
    data: {
      username,
      name: `使用者 ${username}`,
      password: 'Picker123',
      accountStatus: 'Enabled',
      roles: [role.id, ...extraRoles],
    },
    context: { passwordSetBy: 'system' },
  })
  tokens[username] = await app.login(username, 'Picker123')
}

const form = (name: string, data: Buffer) => {
  const body = new FormData()
  body.append('file', new Blob([new Uint8Array(data)], { type: 'image/png' }), name)
  return body
}

const list = (token: string | undefined, folderId: string, query: string) =>
  app.api.get<Ok<Listing> & Msg>(`${PICKER}/list/${folderId}?${query}`, token ? { token } : {})

const pickerUpload = (token: string | undefined, query: string, name: string) =>
  app.api.post<Ok<Item> & Msg>(`${PICKER}/upload?${query}`, form(name, png), token ? { token } : {})

beforeAll(async () => {
  app = await startTestApp()
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#197879' } })
    .png()
    .toBuffer()
  tokens.admin = await app.login('admin', 'Admin@12345')
  tokens.editor = await app.login('editor', 'Editor@12345')
  tokens.reviewer = await app.login('reviewer', 'Reviewer@12345')
  const roleX = (await app.payload.create({ collection: 'roles', data: { name: '特定角色', flags: {} } })).id
  await makeUser('viewer', ['archives__auth'])
  await makeUser('faqeditor', ['faq__auth', 'faq__read', 'faq__edit'])

  const root = (name: string, auth: string, authRoles: string[] = []) =>
    app.api.post<Ok<Item>>(
      '/api/shennong/archives/create-root-folder',
      { name, auth, authRoles },
      { token: tokens.admin },
    )
  publicRoot = (await root('公開圖庫', 'Public')).body.result
  internalRoot = (await root('館內圖庫', 'Internal')).body.result
  rolesRoot = (await root('限定圖庫', 'Roles', [roleX])).body.result
  for (const [folder, name] of [
    [publicRoot, '公開照片.png'],
    [internalRoot, '館內照片.png'],
    [rolesRoot, '限定照片.png'],
  ] as const) {
    const res = await app.api.post<Ok<Item>>(
      `/api/shennong/archives/upload?module=archives&folderId=${folder._id}`,
      form(name, png),
      { token: tokens.admin },
    )
    expect(res.status, name).toBe(200)
  }
  const system = await app.payload.find({
    collection: 'archives',
    where: { systemKey: { in: ['news', 'faq'] } },
    overrideAccess: true,
    depth: 0,
  })
  newsFolderId = system.docs.find((doc) => doc.systemKey === 'news')!.id
  faqFolderId = system.docs.find((doc) => doc.systemKey === 'faq')!.id
})
afterAll(async () => app?.close())

describe('the news editor without archives__auth', () => {
  it('is still refused by the archive manager calls', async () => {
    expect((await app.api.get(`/api/shennong/archives/list/root`, { token: tokens.editor })).status).toBe(403)
    expect(
      (await app.api.post(`/api/shennong/archives/upload?module=news`, form('x.png', png), { token: tokens.editor }))
        .status,
    ).toBe(403)
  })

  it('lists the folders and files the folder rules let them see, read-only', async () => {
    const rootListing = await list(tokens.editor, 'root', 'module=news')
    expect(rootListing.status, rootListing.body.message).toBe(200)
    const names = rootListing.body.result.data.map((item) => item.name)
    expect(names).toEqual(expect.arrayContaining(['公開圖庫', '館內圖庫']))
    // The module's own folder is offered at root (the upload target); the recycle bin is not.
    expect(rootListing.body.result.data.find((item) => item.systemKey === 'news')?._id).toBe(newsFolderId)
    expect(rootListing.body.result.data.some((item) => item.systemKey === 'recycle-bin')).toBe(false)
    expect(rootListing.body.result.folderActions).toEqual([])

    const inside = await list(tokens.editor, internalRoot._id, 'module=news&fileType=image')
    expect(inside.status).toBe(200)
    expect(inside.body.result.data.map((item) => item.name)).toEqual(['館內照片.png'])
    // Picking is read-only: no rename, delete or upload outside the module's folder.
    expect(inside.body.result.data[0]!.actions).toEqual(['download'])
    expect(inside.body.result.folderActions).toEqual([])
    const preview = await app.api.get(inside.body.result.data[0]!.previewUrl!, { token: tokens.editor })
    expect(preview.status).toBe(200)
  })

  it('cannot see a Roles folder they hold no role of', async () => {
    const rootListing = await list(tokens.editor, 'root', 'module=news')
    expect(rootListing.body.result.data.map((item) => item._id)).not.toContain(rolesRoot._id)
    expect((await list(tokens.editor, rolesRoot._id, 'module=news')).status).toBe(404)
    const search = await list(tokens.editor, 'search', 'module=news&keyword=照片')
    expect(search.status).toBe(200)
    expect(search.body.result.data.map((item) => item.name).sort()).toEqual(['公開照片.png', '館內照片.png'])
    expect((await app.api.get(`${PICKER}/folders/${rolesRoot._id}?module=news`, { token: tokens.editor })).status).toBe(
      404,
    )
  })

  it('never lists the recycle bin', async () => {
    expect((await list(tokens.editor, 'recycle-bin', 'module=news')).status).toBe(404)
  })

  it('uploads into the news folder, which then offers uploads', async () => {
    const newsListing = await list(tokens.editor, newsFolderId, 'module=news')
    expect(newsListing.status).toBe(200)
    expect(newsListing.body.result.folderActions).toEqual(['uploadFile'])

    const res = await pickerUpload(tokens.editor, 'module=news', '新聞照片.png')
    expect(res.status, res.body.message).toBe(200)
    expect(res.body.result).toMatchObject({ name: '新聞照片.png', parentId: newsFolderId, actions: ['download'] })
    const stored = await app.payload.findByID({
      collection: 'archives',
      id: res.body.result._id,
      overrideAccess: true,
      depth: 0,
    })
    expect(stored).toMatchObject({ parent: newsFolderId, module: 'news', type: 'File', extension: 'png' })
    expect(stored.storageKey).toBeTruthy()
    // The same call naming the news folder is the same target.
    const named = await pickerUpload(tokens.editor, `module=news&folderId=${newsFolderId}`, '新聞照片.png')
    expect(named.status).toBe(200)
    expect(named.body.result.name).toBe('新聞照片 (2).png')
    const after = await list(tokens.editor, newsFolderId, 'module=news')
    expect(after.body.result.data.map((item) => item.name)).toEqual(['新聞照片 (2).png', '新聞照片.png'])
    const folder = await app.api.get<Ok<Item & { ancestors: unknown[] }>>(
      `${PICKER}/folders/${newsFolderId}?module=news`,
      { token: tokens.editor },
    )
    expect(folder.status).toBe(200)
    expect(folder.body.result).toMatchObject({ _id: newsFolderId, systemKey: 'news' })
  })

  it('cannot upload anywhere else, nor rename or delete', async () => {
    for (const folderId of [publicRoot._id, internalRoot._id, faqFolderId]) {
      const res = await pickerUpload(tokens.editor, `module=news&folderId=${folderId}`, '別處.png')
      expect(res.status, folderId).toBe(403)
      expect(res.body.message).toMatch(/[\u4e00-\u9fff]/)
    }
    const other = await pickerUpload(tokens.editor, 'module=faq', '常見問題.png')
    expect(other.status).toBe(403)
    const stored = await app.payload.find({
      collection: 'archives',
      where: { name: { in: ['別處.png', '常見問題.png'] } },
      overrideAccess: true,
    })
    expect(stored.totalDocs).toBe(0)

    const mine = (await list(tokens.editor, newsFolderId, 'module=news')).body.result.data[0]!
    expect(
      (
        await app.api.post(
          '/api/shennong/archives/change-name',
          { _id: mine._id, name: '改名.png' },
          { token: tokens.editor },
        )
      ).status,
    ).toBe(403)
    expect(
      (
        await app.api.post(
          '/api/shennong/archives/remove-files',
          { folderId: newsFolderId, archives: [{ _id: mine._id }] },
          { token: tokens.editor },
        )
      ).status,
    ).toBe(403)
  })
})

describe('refusals', () => {
  it('an unknown or missing module is 400', async () => {
    for (const query of ['module=nope', 'module=archives', 'module=', '']) {
      const res = await list(tokens.editor, 'root', query)
      expect(res.status, query).toBe(400)
      expect(res.body.message).toMatch(/[\u4e00-\u9fff]/)
    }
    expect((await pickerUpload(tokens.editor, 'module=__proto__', 'x.png')).status).toBe(400)
  })

  it('a user without the module flag (nor archives__auth) is 403', async () => {
    const reviewer = await list(tokens.reviewer, 'root', 'module=news')
    expect(reviewer.status).toBe(403)
    expect(reviewer.body.message).toMatch(/[\u4e00-\u9fff]/)
    expect((await list(tokens.editor, 'root', 'module=faq')).status).toBe(403)
    expect((await pickerUpload(tokens.reviewer, 'module=news', 'x.png')).status).toBe(403)
    expect((await list(undefined, 'root', 'module=news')).status).toBe(401)
  })

  it('another module editor uses their own module and folder', async () => {
    expect((await list(tokens.faqeditor, 'root', 'module=news')).status).toBe(403)
    const res = await pickerUpload(tokens.faqeditor, 'module=faq', '常見問題圖.png')
    expect(res.status).toBe(200)
    expect(res.body.result.parentId).toBe(faqFolderId)
  })

  it('an archive user without the module flag picks, but uploads only with the upload flag', async () => {
    expect((await list(tokens.viewer, 'root', 'module=news')).status).toBe(200)
    expect((await pickerUpload(tokens.viewer, 'module=news', 'viewer.png')).status).toBe(403)
    const admin = await pickerUpload(tokens.admin, 'module=news', 'admin.png')
    expect(admin.status).toBe(200)
  })
})
