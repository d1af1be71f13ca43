import { describe, expect, it } from 'vitest'

import {
  type Actor,
  type RuleItem,
  canReadAuth,
  contentMatches,
  distinctName,
  folderActions,
  itemActions,
  purgeDue,
  sanitizeName,
  sniffMimeType,
  tempFileDeletable,
} from '@/modules/archives'

const actor = (flags: Partial<Actor> = {}): Actor => ({
  userId: 'u1',
  roleIds: [],
  rootFolders: false,
  folders: false,
  upload: false,
  delete: false,
  ...flags,
})
const item = (partial: Partial<RuleItem> = {}): RuleItem => ({
  id: 'i1',
  type: 'File',
  parentId: 'f1',
  systemKey: null,
  isModuleFolder: false,
  createdUserId: 'someone',
  inRecycleBin: false,
  systemAncestor: null,
  ...partial,
})

describe('item actions (spec doc 1 §6)', () => {
  it('files: download for all, rename with the folders flag, delete with the delete flag', () => {
    expect(itemActions(actor(), item())).toEqual(['download'])
    expect(itemActions(actor({ folders: true, delete: true }), item())).toEqual(['rename', 'download', 'delete'])
  })
  it('the creator may rename and delete their own file', () => {
    expect(itemActions(actor(), item({ createdUserId: 'u1' }))).toEqual(['rename', 'download', 'delete'])
  })
  it('restore only in the recycle bin, only for files, with root_folders or as creator', () => {
    expect(itemActions(actor({ rootFolders: true }), item({ inRecycleBin: true }))).toContain('restore')
    expect(itemActions(actor(), item({ inRecycleBin: true, createdUserId: 'u1' }))).toContain('restore')
    expect(itemActions(actor(), item({ inRecycleBin: true }))).not.toContain('restore')
    expect(itemActions(actor({ rootFolders: true }), item({ inRecycleBin: true, type: 'Folder' }))).not.toContain(
      'restore',
    )
    expect(itemActions(actor({ rootFolders: true }), item())).not.toContain('restore')
  })
  it('system folders offer nothing; root folders are modified, not renamed', () => {
    const all = actor({ rootFolders: true, folders: true, delete: true })
    expect(
      itemActions(
        all,
        item({ type: 'Folder', parentId: null, systemKey: 'news', isModuleFolder: true, systemAncestor: 'news' }),
      ),
    ).toEqual([])
    expect(itemActions(all, item({ type: 'Folder', parentId: null }))).toEqual(['modifyFolder', 'delete'])
    expect(itemActions(all, item({ type: 'Folder', parentId: 'r' }))).toEqual(['rename', 'delete'])
    expect(itemActions(all, item({ type: 'Folder', parentId: 'r', systemAncestor: 'news' }))).toEqual(['delete'])
  })
})

describe('folder actions', () => {
  it('root view: createFolder with the root-folder flag, in the manager only', () => {
    expect(folderActions(actor({ rootFolders: true }), null, 'manage')).toEqual(['createFolder'])
    expect(folderActions(actor({ rootFolders: true }), null, 'picker')).toEqual([])
  })
  it('upload only in the management view; no folders inside system folders; nothing in the recycle bin', () => {
    const all = actor({ rootFolders: true, folders: true, upload: true })
    expect(folderActions(all, item({ type: 'Folder', parentId: null }), 'manage')).toEqual([
      'createFolder',
      'uploadFile',
      'modifyFolder',
    ])
    expect(folderActions(all, item({ type: 'Folder', parentId: null }), 'picker')).toEqual([
      'createFolder',
      'modifyFolder',
    ])
    expect(
      folderActions(
        all,
        item({ type: 'Folder', parentId: null, systemKey: 'news', isModuleFolder: true, systemAncestor: 'news' }),
        'manage',
      ),
    ).toEqual(['uploadFile'])
    expect(
      folderActions(
        all,
        item({ type: 'Folder', parentId: null, systemKey: 'recycle-bin', systemAncestor: 'recycle-bin' }),
        'manage',
      ),
    ).toEqual([])
  })
})

describe('auth modes', () => {
  it('Public for anyone, Internal for signed-in, Roles for role holders', () => {
    expect(canReadAuth('Public', [], { userId: null, roleIds: [] })).toBe(true)
    expect(canReadAuth('Internal', [], { userId: null, roleIds: [] })).toBe(false)
    expect(canReadAuth('Internal', [], { userId: 'u', roleIds: [] })).toBe(true)
    expect(canReadAuth('Roles', ['r1'], { userId: 'u', roleIds: ['r2'] })).toBe(false)
    expect(canReadAuth('Roles', ['r1'], { userId: 'u', roleIds: ['r1'] })).toBe(true)
  })

  it('a Roles folder is always readable by the super-admin and by the creator of its root folder', () => {
    expect(canReadAuth('Roles', ['r1'], { userId: 'u', roleIds: [], superAdmin: true })).toBe(true)
    expect(canReadAuth('Roles', ['r1'], { userId: 'u', roleIds: [] }, 'u')).toBe(true)
    expect(canReadAuth('Roles', ['r1'], { userId: 'u', roleIds: [] }, 'someone-else')).toBe(false)
    expect(canReadAuth('Roles', ['r1'], { userId: null, roleIds: [], superAdmin: false }, null)).toBe(false)
  })
})

describe('temp rules', () => {
  it('protects temp files for the configured minutes', () => {
    const created = new Date('2026-01-01T00:00:00Z')
    expect(tempFileDeletable(created, 30, new Date('2026-01-01T00:29:59Z'))).toBe(false)
    expect(tempFileDeletable(created, 30, new Date('2026-01-01T00:30:00Z'))).toBe(true)
  })
  it('purges once a day after the deletion time', () => {
    const at = (h: number, m: number, day = 10) => new Date(2026, 0, day, h, m)
    expect(purgeDue({ hour: 3, minute: 0 }, null, at(2, 59))).toBe(false)
    expect(purgeDue({ hour: 3, minute: 0 }, null, at(3, 0))).toBe(true)
    expect(purgeDue({ hour: 3, minute: 0 }, at(3, 1), at(9, 0))).toBe(false)
    expect(purgeDue({ hour: 3, minute: 0 }, at(3, 1, 9), at(3, 5))).toBe(true)
  })
})

describe('names', () => {
  it('sanitises and keeps names distinct in a folder', () => {
    expect(sanitizeName('  ../a/b\\c:d*?.png ')).toBe('_a_b_c_d__.png')
    expect(sanitizeName('\u0000\u0007')).toBe('')
    expect(distinctName('a.png', new Set(['a.png', 'a (2).png']))).toBe('a (3).png')
    expect(distinctName('README', new Set(['readme']))).toBe('README (2)')
    expect(distinctName('新檔.pdf', new Set())).toBe('新檔.pdf')
  })
})

describe('content checks (magic bytes)', () => {
  it('tells a real PDF from a renamed text file, and accepts UTF-8 text as csv', async () => {
    const pdf = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n')
    expect(await contentMatches('pdf', pdf)).toBe(true)
    expect(await contentMatches('pdf', Buffer.from('hello'))).toBe(false)
    expect(await contentMatches('csv', Buffer.from('書名,作者\n'))).toBe(true)
    expect(await contentMatches('txt', Buffer.from([0x00, 0x01, 0x02]))).toBe(false)
    expect(await sniffMimeType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0]))).toBe(
      'image/jpeg',
    )
  })
})
