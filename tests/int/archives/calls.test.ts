import fs from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ALL_FLAGS } from '@/access/catalog'
import { ARCHIVE_MSG, SYSTEM_FOLDERS, archiveRoot, purgeTempFiles, purgeTempFilesIfDue } from '@/modules/archives'
import { startTestApp, type TestApp } from '../../helpers/app'
import { rawRequest } from '../../helpers/raw'

type Item = {
  _id: string
  name: string
  type: 'Folder' | 'File'
  parentId: string | null
  systemKey: string | null
  isModuleFolder: boolean
  actions: string[]
  thumbnailUrl: string | null
  downloadUrl: string | null
  previewUrl: string | null
  downloadCount: number
  inRecycleBin: boolean
  createdUser: { _id: string; name: string } | null
  size: number
}
type Listing = {
  data: Item[]
  total: number
  folder: Item | null
  ancestors: { _id: string; name: string }[]
  folderActions: string[]
}
type Ok<T> = { result: T }
type Msg = { message: string }

let app: TestApp
const tokens: Record<string, string> = {}
const userIds: Record<string, string> = {}
let roleX: string
let png: Buffer

const ARCHIVE_FLAGS = [
  'archives__root_folders__auth',
  'archives__folders__auth',
  'archives__upload__auth',
  'archives__delete__auth',
]

const makeUser = async (username: string, granted: string[], extraRoles: string[] = []) => {
  const role = await app.payload.create({
    collection: 'roles',
    data: { name: `role-${username}`, flags: Object.fromEntries(ALL_FLAGS.map((f) => [f, granted.includes(f)])) },
  })
  const user = await app.payload.create({
    collection: 'users',
    data: {
      username,
      name: `使用者 ${username}`,
      password: 'Archive123',
      accountStatus: 'Enabled',
      roles: [role.id, ...extraRoles],
    },
    context: { passwordSetBy: 'system' },
  })
  userIds[username] = user.id
  tokens[username] = await app.login(username, 'Archive123')
}

const upload = async (token: string, query: string, name: string, data: Buffer, type = 'application/octet-stream') => {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(data)], { type }), name)
  return app.api.post<Ok<Item> & Msg>(`/api/shennong/archives/upload?${query}`, form, { token })
}

const list = async (token: string, folderId: string, query = '') =>
  app.api.get<Ok<Listing> & Msg>(`/api/shennong/archives/list/${folderId}${query ? `?${query}` : ''}`, { token })

beforeAll(async () => {
  app = await startTestApp()
  png = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#197879' } })
    .png()
    .toBuffer()
  tokens.admin = await app.login('admin', 'Admin@12345')
  tokens.editor = await app.login('editor', 'Editor@12345')
  roleX = (await app.payload.create({ collection: 'roles', data: { name: '特定角色', flags: {} } })).id
  await makeUser('root', ['archives__auth', 'archives__root_folders__auth'])
  await makeUser('folders', ['archives__auth', 'archives__folders__auth'])
  await makeUser('uploader', ['archives__auth', 'archives__upload__auth'])
  await makeUser('deleter', ['archives__auth', 'archives__delete__auth'])
  await makeUser('viewer', ['archives__auth'])
  await makeUser('insider', ['archives__auth', ...ARCHIVE_FLAGS], [roleX])
})
afterAll(async () => app?.close())

let publicRoot: Item
let internalRoot: Item
let rolesRoot: Item
let subFolder: Item

describe('special folders', () => {
  it('exist on a fresh database as root folders', async () => {
    const all = await app.api.get<Ok<Item[]>>('/api/shennong/archives/folders?includeModuleFolders=true', {
      token: tokens.admin,
    })
    expect(all.status).toBe(200)
    const keys = all.body.result.map((f) => f.systemKey).filter(Boolean)
    expect(keys.sort()).toEqual([...SYSTEM_FOLDERS].sort())
    const plain = await app.api.get<Ok<Item[]>>('/api/shennong/archives/folders', { token: tokens.admin })
    expect(plain.body.result.some((f) => f.isModuleFolder)).toBe(false)
  })

  it('refuse folder creation, renaming and deletion inside them', async () => {
    const folders = await app.api.get<Ok<Item[]>>('/api/shennong/archives/folders?includeModuleFolders=true', {
      token: tokens.admin,
    })
    const news = folders.body.result.find((f) => f.systemKey === 'news')!
    expect(news.actions).toEqual([])
    const create = await app.api.post<Msg>(
      '/api/shennong/archives/create-folder',
      { parentFolderId: news._id, name: '子資料夾' },
      { token: tokens.admin },
    )
    expect(create.status).toBe(403)
    expect(create.body.message).toBe(ARCHIVE_MSG.noFolderHere)
    const rename = await app.api.post<Msg>(
      '/api/shennong/archives/change-name',
      { _id: news._id, name: '改名' },
      { token: tokens.admin },
    )
    expect(rename.status).toBe(403)
    const remove = await app.api.delete<Msg>(`/api/shennong/archives/remove-root-folder/${news._id}`, {
      token: tokens.admin,
    })
    expect(remove.status).toBe(403)
  })
})

describe('root folders (archives__root_folders__auth)', () => {
  it('only the root-folder flag creates them; bad input is 400', async () => {
    for (const who of ['folders', 'uploader', 'deleter', 'viewer']) {
      const res = await app.api.post<Msg>(
        '/api/shennong/archives/create-root-folder',
        { name: `x-${who}`, auth: 'Internal' },
        { token: tokens[who] },
      )
      expect(res.status, who).toBe(403)
    }
    expect(
      (await app.api.post('/api/shennong/archives/create-root-folder', { name: 'anon', auth: 'Public' })).status,
    ).toBe(401)
    expect(
      (
        await app.api.post(
          '/api/shennong/archives/create-root-folder',
          { name: 'e', auth: 'Public' },
          { token: tokens.editor },
        )
      ).status,
    ).toBe(403)
    const noName = await app.api.post<Msg>(
      '/api/shennong/archives/create-root-folder',
      { name: '  ', auth: 'Public' },
      { token: tokens.root },
    )
    expect(noName.status).toBe(400)
    expect(noName.body.message).toBe('名稱為必填欄位')
    const noAuth = await app.api.post<Msg>(
      '/api/shennong/archives/create-root-folder',
      { name: '無權限' },
      { token: tokens.root },
    )
    expect(noAuth.status).toBe(400)
    expect(noAuth.body.message).toBe(ARCHIVE_MSG.authRequired)
    const noRoles = await app.api.post<Msg>(
      '/api/shennong/archives/create-root-folder',
      { name: '無角色', auth: 'Roles', authRoles: [] },
      { token: tokens.root },
    )
    expect(noRoles.status).toBe(400)

    publicRoot = (
      await app.api.post<Ok<Item>>(
        '/api/shennong/archives/create-root-folder',
        { name: '公開文件', auth: 'Public' },
        { token: tokens.root },
      )
    ).body.result
    internalRoot = (
      await app.api.put<Ok<Item>>(
        '/api/shennong/archives/create-root-folder',
        { name: '館內文件', auth: 'Internal' },
        { token: tokens.root },
      )
    ).body.result
    rolesRoot = (
      await app.api.post<Ok<Item>>(
        '/api/shennong/archives/create-root-folder',
        { name: '限定角色', auth: 'Roles', authRoles: [roleX] },
        { token: tokens.root },
      )
    ).body.result
    expect(publicRoot.actions).toContain('modifyFolder')
    const duplicate = await app.api.post<Msg>(
      '/api/shennong/archives/create-root-folder',
      { name: '公開文件', auth: 'Public' },
      { token: tokens.root },
    )
    expect(duplicate.status).toBe(409)
  })

  it('the root view offers createFolder only to the root-folder flag', async () => {
    expect((await list(tokens.root, 'root')).body.result.folderActions).toEqual(['createFolder'])
    expect((await list(tokens.folders, 'root')).body.result.folderActions).toEqual([])
  })

  it('a Roles folder is hidden from users without the role', async () => {
    const seen = (await list(tokens.viewer, 'root')).body.result.data.map((i) => i.name)
    expect(seen).toContain('公開文件')
    expect(seen).toContain('館內文件')
    expect(seen).not.toContain('限定角色')
    expect((await list(tokens.insider, 'root')).body.result.data.map((i) => i.name)).toContain('限定角色')
    expect((await list(tokens.viewer, rolesRoot._id)).status).toBe(404)
  })

  it('its creator and the super-admin always see and manage it, without holding its roles (issue 16 §4)', async () => {
    // `root` created 限定角色 for roleX, which it does not hold.
    for (const who of ['root', 'admin']) {
      expect(
        (await list(tokens[who]!, 'root')).body.result.data.map((i) => i.name),
        who,
      ).toContain('限定角色')
      const inside = await list(tokens[who]!, rolesRoot._id)
      expect(inside.status, who).toBe(200)
    }
    const modified = await app.api.post<Ok<Item>>(
      '/api/shennong/archives/modify-root-folder',
      { _id: rolesRoot._id, name: '限定角色', auth: 'Roles', authRoles: [roleX] },
      { token: tokens.root },
    )
    expect(modified.status).toBe(200)
    // The spec's body (name, _id, authRoles): without auth, the folder keeps its auth (issue 16 §3).
    const renamed = await app.api.post<Ok<Item>>(
      '/api/shennong/archives/modify-root-folder',
      { _id: rolesRoot._id, name: '限定角色資料', authRoles: [roleX] },
      { token: tokens.root },
    )
    expect(renamed.status).toBe(200)
    expect(renamed.body.result).toMatchObject({ name: '限定角色資料', auth: 'Roles', authRoles: [roleX] })
    const back = await app.api.post<Ok<Item>>(
      '/api/shennong/archives/modify-root-folder',
      { _id: rolesRoot._id, name: '限定角色', authRoles: [roleX] },
      { token: tokens.root },
    )
    expect(back.body.result.name).toBe('限定角色')
    const badAuth = await app.api.post<Msg>(
      '/api/shennong/archives/modify-root-folder',
      { _id: rolesRoot._id, name: '限定角色', auth: 'Everyone' },
      { token: tokens.root },
    )
    expect(badAuth.status).toBe(400)
    // What a role holder puts inside is visible to the creator too.
    const sub = await app.api.post<Ok<Item>>(
      '/api/shennong/archives/create-folder',
      { parentFolderId: rolesRoot._id, name: '角色子資料夾' },
      { token: tokens.insider },
    )
    expect(sub.status).toBe(200)
    expect((await list(tokens.root, rolesRoot._id)).body.result.data.map((i) => i.name)).toContain('角色子資料夾')
    expect((await list(tokens.root, sub.body.result._id)).status).toBe(200)
    expect((await list(tokens.viewer, sub.body.result._id)).status).toBe(404)
  })
})

describe('folders (archives__folders__auth)', () => {
  it('only the folders flag creates and renames sub-folders', async () => {
    expect(
      (
        await app.api.post(
          '/api/shennong/archives/create-folder',
          { parentFolderId: publicRoot._id, name: '子' },
          { token: tokens.root },
        )
      ).status,
    ).toBe(403)
    const created = await app.api.post<Ok<Item>>(
      '/api/shennong/archives/create-folder',
      { parentFolderId: publicRoot._id, name: '會議紀錄' },
      { token: tokens.folders },
    )
    expect(created.status).toBe(200)
    subFolder = created.body.result
    expect(subFolder.parentId).toBe(publicRoot._id)
    expect(
      (
        await app.api.post(
          '/api/shennong/archives/change-name',
          { _id: subFolder._id, name: '會議' },
          { token: tokens.viewer },
        )
      ).status,
    ).toBe(403)
    const renamed = await app.api.post<Ok<Item>>(
      '/api/shennong/archives/change-name',
      { _id: subFolder._id, name: '會議資料' },
      { token: tokens.folders },
    )
    expect(renamed.body.result.name).toBe('會議資料')
    const listing = await list(tokens.folders, subFolder._id)
    expect(listing.body.result.ancestors.map((a) => a.name)).toEqual(['公開文件'])
    expect(listing.body.result.folderActions).toEqual(['createFolder'])
  })
})

describe('uploads (archives__upload__auth)', () => {
  let image: Item
  it('stores several files with distinct names, checks content and makes a 50×50 thumbnail', async () => {
    expect((await upload(tokens.viewer, `module=archives&folderId=${subFolder._id}`, 'a.png', png)).status).toBe(403)
    const first = await upload(
      tokens.uploader,
      `module=archives&folderId=${subFolder._id}`,
      '館藏照片.png',
      png,
      'image/png',
    )
    expect(first.status).toBe(200)
    image = first.body.result
    expect(image).toMatchObject({ name: '館藏照片.png', type: 'File', parentId: subFolder._id, size: png.length })
    expect(image.createdUser?._id).toBe(userIds.uploader)
    const second = await upload(
      tokens.uploader,
      `module=archives&folderId=${subFolder._id}`,
      '館藏照片.png',
      png,
      'image/png',
    )
    expect(second.body.result.name).toBe('館藏照片 (2).png')
    const thumb = await rawRequest(app, 'GET', image.thumbnailUrl!, tokens.viewer)
    expect(thumb.status).toBe(200)
    expect(thumb.headers.get('content-type')).toBe('image/webp')
    const meta = await sharp(thumb.bytes).metadata()
    expect([meta.width, meta.height]).toEqual([50, 50])
  })

  it('refuses a file whose bytes are not what its extension says, unknown types and a missing file', async () => {
    const fake = await upload(
      tokens.uploader,
      `module=archives&folderId=${subFolder._id}`,
      'virus.png',
      Buffer.from('MZ not a png'),
    )
    expect(fake.status).toBe(415)
    expect(fake.body.message).toBe(ARCHIVE_MSG.contentMismatch('virus.png'))
    const exe = await upload(
      tokens.uploader,
      `module=archives&folderId=${subFolder._id}`,
      'setup.exe',
      Buffer.from('MZ'),
    )
    expect(exe.status).toBe(415)
    const csv = await upload(
      tokens.uploader,
      `module=archives&folderId=${subFolder._id}`,
      '../../報表.csv',
      Buffer.from('\ufeff書名,作者\n內科學,王大明\n'),
    )
    expect(csv.status).toBe(200)
    expect(csv.body.result.name).toBe('報表.csv')
    const none = await app.api.post<Msg>(
      `/api/shennong/archives/upload?module=archives&folderId=${subFolder._id}`,
      new FormData(),
      { token: tokens.uploader },
    )
    expect(none.status).toBe(400)
  })

  it('lists the newest upload first and searches by name', async () => {
    const listing = await list(tokens.viewer, subFolder._id)
    expect(listing.body.result.data[0]!.name).toMatch(/報表\.csv$/)
    const search = await list(tokens.viewer, 'search', `keyword=${encodeURIComponent('館藏')}`)
    expect(search.body.result.data.map((i) => i.name).sort()).toEqual(['館藏照片 (2).png', '館藏照片.png'])
  })

  it('downloads count and carry the file name; previews serve images inline', async () => {
    const download = await rawRequest(app, 'GET', image.downloadUrl!, tokens.viewer)
    expect(download.status).toBe(200)
    expect(download.bytes.equals(png)).toBe(true)
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('館藏照片.png')}`,
    )
    const after = (await list(tokens.viewer, subFolder._id)).body.result.data.find((i) => i._id === image._id)!
    expect(after.downloadCount).toBe(1)
  })
})

describe('folder auth modes apply to every download', () => {
  it('Public: anyone; Internal: signed-in only; Roles: role holders only', async () => {
    const pub = await upload(tokens.insider, `module=archives&folderId=${publicRoot._id}`, 'p.png', png)
    const int = await upload(tokens.insider, `module=archives&folderId=${internalRoot._id}`, 'i.png', png)
    const rol = await upload(tokens.insider, `module=archives&folderId=${rolesRoot._id}`, 'r.png', png)
    expect((await rawRequest(app, 'GET', pub.body.result.downloadUrl!)).status).toBe(200)
    expect((await rawRequest(app, 'GET', int.body.result.downloadUrl!)).status).toBe(401)
    expect((await rawRequest(app, 'GET', int.body.result.downloadUrl!, tokens.editor)).status).toBe(200)
    expect((await rawRequest(app, 'GET', rol.body.result.downloadUrl!)).status).toBe(401)
    expect((await rawRequest(app, 'GET', rol.body.result.downloadUrl!, tokens.viewer)).status).toBe(403)
    expect((await rawRequest(app, 'GET', rol.body.result.previewUrl!, tokens.viewer)).status).toBe(403)
    expect((await rawRequest(app, 'GET', rol.body.result.downloadUrl!, tokens.insider)).status).toBe(200)
  })

  it('changing a root folder to Internal closes its sub-folders to anonymous visitors', async () => {
    const inSub = (await list(tokens.viewer, subFolder._id)).body.result.data.find((i) => i.type === 'File')!
    expect((await rawRequest(app, 'GET', inSub.downloadUrl!)).status).toBe(200)
    expect(
      (
        await app.api.post(
          '/api/shennong/archives/modify-root-folder',
          { _id: publicRoot._id, name: '公開文件', auth: 'Internal' },
          { token: tokens.folders },
        )
      ).status,
    ).toBe(403)
    const modified = await app.api.post<Ok<Item>>(
      '/api/shennong/archives/modify-root-folder',
      { _id: publicRoot._id, name: '院內文件', auth: 'Internal', authRoles: [] },
      { token: tokens.root },
    )
    expect(modified.status).toBe(200)
    expect(modified.body.result.name).toBe('院內文件')
    expect((await rawRequest(app, 'GET', inSub.downloadUrl!)).status).toBe(401)
  })
})

describe('delete, recycle bin, restore, force', () => {
  let own: Item
  let others: Item
  it('the delete flag or the creator deletes; deleted files go to the recycle bin', async () => {
    own = (await upload(tokens.insider, `module=archives&folderId=${internalRoot._id}`, '我的.png', png)).body.result
    others = (await upload(tokens.uploader, `module=archives&folderId=${internalRoot._id}`, '他人.png', png)).body
      .result
    const viewerRemove = await app.api.post<Msg>(
      '/api/shennong/archives/remove-files',
      { folderId: internalRoot._id, archives: [{ _id: others._id }] },
      { token: tokens.viewer },
    )
    expect(viewerRemove.status).toBe(403)
    const creator = await app.api.post<Ok<{ removed: number }>>(
      '/api/shennong/archives/remove-files',
      { folderId: internalRoot._id, archives: [{ _id: others._id }] },
      { token: tokens.uploader },
    )
    expect(creator.body.result.removed).toBe(1)
    const byFlag = await app.api.post<Ok<{ removed: number }>>(
      '/api/shennong/archives/remove-files',
      { folderId: internalRoot._id, archives: [{ _id: own._id }] },
      { token: tokens.deleter },
    )
    expect(byFlag.body.result.removed).toBe(1)
    const bin = await list(tokens.viewer, 'recycle-bin')
    expect(bin.body.result.data.map((i) => i.name)).toEqual(expect.arrayContaining(['我的.png', '他人.png']))
    expect((await list(tokens.viewer, internalRoot._id)).body.result.data.map((i) => i.name)).not.toContain('我的.png')
  })

  it('restore needs the root-folder flag or the creator, only in the recycle bin, never for folders', async () => {
    const binItem = (await list(tokens.viewer, 'recycle-bin')).body.result.data.find((i) => i._id === others._id)!
    expect(binItem.actions).not.toContain('restore')
    expect(
      (await list(tokens.uploader, 'recycle-bin')).body.result.data.find((i) => i._id === others._id)!.actions,
    ).toContain('restore')
    expect(
      (
        await app.api.post(
          '/api/shennong/archives/restore-files',
          { archives: [{ _id: others._id }] },
          { token: tokens.viewer },
        )
      ).status,
    ).toBe(403)
    const restored = await app.api.post<Ok<Item[]>>(
      '/api/shennong/archives/restore-files',
      { archives: [{ _id: others._id }] },
      { token: tokens.uploader },
    )
    expect(restored.status).toBe(200)
    expect(restored.body.result[0]).toMatchObject({ parentId: internalRoot._id, inRecycleBin: false })
    const again = await app.api.post<Msg>(
      '/api/shennong/archives/restore-files',
      { archives: [{ _id: others._id }] },
      { token: tokens.root },
    )
    expect(again.status).toBe(400)
    expect(again.body.message).toBe(ARCHIVE_MSG.notRestorable)
    const folderRestore = await app.api.post(
      '/api/shennong/archives/restore-files',
      { archives: [{ _id: subFolder._id }] },
      { token: tokens.root },
    )
    expect(folderRestore.status).toBe(400)
  })

  it('deleting from the recycle bin, or with force, removes the file for good', async () => {
    const stored = await app.payload.findByID({ collection: 'archives', id: own._id })
    expect(fs.existsSync(path.join(archiveRoot(), stored.storageKey!))).toBe(true)
    const gone = await app.api.post<Ok<{ deleted: number }>>(
      '/api/shennong/archives/remove-files',
      { folderId: 'recycle-bin', archives: [{ _id: own._id }] },
      { token: tokens.deleter },
    )
    expect(gone.body.result.deleted).toBe(1)
    expect(fs.existsSync(path.join(archiveRoot(), stored.storageKey!))).toBe(false)
    expect(await app.payload.find({ collection: 'archives', where: { id: { equals: own._id } } })).toMatchObject({
      totalDocs: 0,
    })
    const forced = await app.api.post<Ok<{ deleted: number }>>(
      '/api/shennong/archives/remove-files',
      { folderId: internalRoot._id, archives: [{ _id: others._id }], force: true },
      { token: tokens.deleter },
    )
    expect(forced.body.result.deleted).toBe(1)
  })

  it('a folder with content is not deleted; an empty one is', async () => {
    const res = await app.api.delete<Msg>(`/api/shennong/archives/remove-folder/${subFolder._id}`, {
      token: tokens.deleter,
    })
    expect(res.status).toBe(409)
    expect(res.body.message).toBe(ARCHIVE_MSG.folderNotEmpty)
    const empty = (
      await app.api.post<Ok<Item>>(
        '/api/shennong/archives/create-folder',
        { parentFolderId: internalRoot._id, name: '空的' },
        { token: tokens.folders },
      )
    ).body.result
    expect(
      (await app.api.delete(`/api/shennong/archives/remove-folder/${empty._id}`, { token: tokens.viewer })).status,
    ).toBe(403)
    expect(
      (await app.api.delete(`/api/shennong/archives/remove-folder/${empty._id}`, { token: tokens.deleter })).status,
    ).toBe(200)
  })
})

describe('move', () => {
  it('moves files between folders keeping names distinct', async () => {
    const a = (await upload(tokens.insider, `module=archives&folderId=${internalRoot._id}`, 'move.png', png)).body
      .result
    await upload(tokens.insider, `module=archives&folderId=${rolesRoot._id}`, 'move.png', png)
    const moved = await app.api.post<Ok<Item[]>>(
      '/api/shennong/archives/move-files',
      { fromFolderId: internalRoot._id, toFolderId: rolesRoot._id, archives: [{ _id: a._id }] },
      { token: tokens.insider },
    )
    expect(moved.status).toBe(200)
    expect(moved.body.result[0]).toMatchObject({ parentId: rolesRoot._id, name: 'move (2).png' })
    expect((await rawRequest(app, 'GET', moved.body.result[0]!.downloadUrl!, tokens.viewer)).status).toBe(403)
    const wrong = await app.api.post<Msg>(
      '/api/shennong/archives/move-files',
      { fromFolderId: internalRoot._id, toFolderId: rolesRoot._id, archives: [{ _id: a._id }] },
      { token: tokens.insider },
    )
    expect(wrong.status).toBe(400)
  })
})

describe('temp folder', () => {
  it('settings are required and guarded', async () => {
    const bad = await app.api.post<Msg>(
      '/api/shennong/archives-settings',
      { tempFilesProtectionMinutes: 30 },
      { token: tokens.root },
    )
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe('每日刪除時間為必填欄位')
    const badHour = await app.api.post<Msg>(
      '/api/shennong/archives-settings',
      { tempFilesProtectionMinutes: 30, tempFilesDeletionTime: { hour: 24, minute: 0 } },
      { token: tokens.root },
    )
    expect(badHour.body.message).toBe('最大值為 23')
    expect(
      (
        await app.api.post(
          '/api/shennong/archives-settings',
          { tempFilesProtectionMinutes: 30, tempFilesDeletionTime: { hour: 2, minute: 30 } },
          { token: tokens.viewer },
        )
      ).status,
    ).toBe(403)
    const saved = await app.api.post<Ok<unknown>>(
      '/api/shennong/archives-settings',
      { tempFilesProtectionMinutes: 30, tempFilesDeletionTime: { hour: 2, minute: 30 } },
      { token: tokens.root },
    )
    expect(saved.body.result).toEqual({
      tempFilesProtectionMinutes: 30,
      tempFilesDeletionTime: { hour: 2, minute: 30 },
    })
    expect(
      (await app.api.get<Ok<unknown>>('/api/shennong/archives-settings', { token: tokens.viewer })).body.result,
    ).toEqual(saved.body.result)
  })

  it('a temp file cannot be deleted before the protection time; the purge removes it after (controlled clock)', async () => {
    const temp = await upload(tokens.uploader, 'module=temp', '暫存.png', png)
    expect(temp.status).toBe(200)
    const early = await app.api.post<Msg>(
      '/api/shennong/archives/remove-files',
      { folderId: temp.body.result.parentId, archives: [{ _id: temp.body.result._id }] },
      { token: tokens.uploader },
    )
    expect(early.status).toBe(409)
    expect(early.body.message).toBe(ARCHIVE_MSG.tempProtected(30))
    const created = new Date(
      (await app.payload.findByID({ collection: 'archives', id: temp.body.result._id })).createdAt,
    )
    expect(await purgeTempFiles(app.payload, new Date(created.getTime() + 29 * 60_000))).toBe(0)
    expect(await purgeTempFiles(app.payload, new Date(created.getTime() + 31 * 60_000))).toBe(1)
    expect(
      (await app.payload.find({ collection: 'archives', where: { id: { equals: temp.body.result._id } } })).totalDocs,
    ).toBe(0)
  })

  it('the daily job purges once, after the deletion time', async () => {
    await app.payload.updateGlobal({ slug: 'archives-settings', data: { lastPurgeAt: null } })
    const day = new Date()
    day.setHours(2, 0, 0, 0)
    expect(await purgeTempFilesIfDue(app.payload, day)).toBeNull()
    day.setHours(2, 31, 0, 0)
    expect(await purgeTempFilesIfDue(app.payload, day)).toBe(0)
    day.setHours(2, 45, 0, 0)
    expect(await purgeTempFilesIfDue(app.payload, day)).toBeNull()
  })
})

describe('calls without archives__auth', () => {
  it('the editor gets 403 and anonymous 401 on the management calls', async () => {
    expect((await list(tokens.editor, 'root')).status).toBe(403)
    expect((await app.api.get('/api/shennong/archives/folders-tree')).status).toBe(401)
  })

  it('the folder tree lists visible folders', async () => {
    const tree = await app.api.get<Ok<{ name: string; children: { name: string }[] }[]>>(
      '/api/shennong/archives/folders-tree',
      { token: tokens.viewer },
    )
    const top = tree.body.result.find((n) => n.name === '院內文件')!
    expect(top.children.map((c) => c.name)).toContain('會議資料')
    expect(tree.body.result.map((n) => n.name)).not.toContain('限定角色')
  })
})

describe('keywords match literally', () => {
  it('a % or _ in a keyword is not a wildcard', async () => {
    const folder = (
      await app.api.post<Ok<Item>>(
        '/api/shennong/archives/create-root-folder',
        { name: '符號測試', auth: 'Internal' },
        { token: tokens.root },
      )
    ).body.result
    await upload(tokens.insider, `module=archives&folderId=${folder._id}`, '100%完成.csv', Buffer.from('a,b\n'))
    await upload(tokens.insider, `module=archives&folderId=${folder._id}`, '100分完成.csv', Buffer.from('a,b\n'))
    const percent = await list(tokens.viewer, folder._id, `keyword=${encodeURIComponent('100%')}`)
    expect(percent.body.result.data.map((i) => i.name)).toEqual(['100%完成.csv'])
    const underscore = await list(tokens.viewer, folder._id, `keyword=${encodeURIComponent('100_')}`)
    expect(underscore.body.result.data).toEqual([])
  })
})

describe('role options for Roles folders', () => {
  it('an archive manager with the root-folder flag loads the role list; the folders flag alone does not', async () => {
    const ok = await app.api.get<Ok<{ _id: string; name: string }[]>>('/api/shennong/all-roles', { token: tokens.root })
    expect(ok.status).toBe(200)
    expect(ok.body.result.map((r) => r.name)).toContain('特定角色')
    expect((await app.api.get('/api/shennong/all-roles', { token: tokens.folders })).status).toBe(403)
  })
})
