import { describe, expect, it } from 'vitest'

import {
  ARCHIVE_BASE,
  type ArchiveLocation,
  OPERATION_KEYS,
  OPERATION_TITLES,
  UPLOAD_EXTENSIONS,
  actionLabel,
  archiveHref,
  barActions,
  breadcrumbsOf,
  contextMenuActions,
  createOperation,
  deleteOperation,
  fileUrlOf,
  folderPathOf,
  formatDateTime,
  initialOperationState,
  isRecycleBin,
  isTempFolder,
  listUrl,
  locationHref,
  locationOf,
  looksLikeImageUrl,
  matchesFileType,
  mergeUploaded,
  moveIndex,
  operationReducer,
  operationResult,
  parseFileType,
  parseFolderPath,
  parseLayout,
  reconcileSelection,
  reloadsAfter,
  searchKeyword,
  toQuery,
  togglePick,
  uploadUrl,
  validateFolderForm,
  validateSettingsForm,
  withQuery,
} from '@/modules/archives/admin/state'
import type { ArchiveItem } from '@/modules/archives/admin/types'
import { ACCEPTED_EXTENSIONS, DOCUMENT_EXTENSIONS, IMAGE_EXTENSIONS } from '@/modules/archives'

const ID = (n: number) => n.toString(16).padStart(24, '0')

const item = (overrides: Partial<ArchiveItem> = {}): ArchiveItem => ({
  _id: ID(1),
  name: '報告.pdf',
  type: 'File',
  parentId: ID(9),
  rootFolderId: ID(9),
  isModuleFolder: false,
  systemKey: null,
  extension: 'pdf',
  mimeType: 'application/pdf',
  size: 1234,
  path: `/${ID(9)}/`,
  createdAt: '2024-03-05T07:08:00.000Z',
  createdUser: { _id: ID(7), name: '系統管理員' },
  downloadCount: 0,
  auth: 'Public',
  authRoles: [],
  isImage: false,
  thumbnailUrl: null,
  previewUrl: `/api/public/archives/${ID(1)}/preview`,
  downloadUrl: `/api/public/archives/${ID(1)}/download?name=%E5%A0%B1%E5%91%8A.pdf`,
  inRecycleBin: false,
  deletedFromId: null,
  actions: ['rename', 'download', 'delete'],
  ...overrides,
})

describe('locations and addresses', () => {
  it('reads the folder path: root, search, recycle-bin or a folder id; anything else is not found', () => {
    expect(parseFolderPath([])).toBe('root')
    expect(parseFolderPath(['search'])).toBe('search')
    expect(parseFolderPath(['recycle-bin'])).toBe('recycle-bin')
    expect(parseFolderPath([ID(42)])).toBe(ID(42))
    expect(parseFolderPath(['ABCDEF0123456789ABCDEF01'])).toBe('abcdef0123456789abcdef01')
    expect(parseFolderPath(['nope'])).toBeNull()
    expect(parseFolderPath([ID(1), 'x'])).toBeNull()
  })

  it('layoutType is grid, list or table (grid by default)', () => {
    expect(parseLayout('table')).toBe('table')
    expect(parseLayout('list')).toBe('list')
    expect(parseLayout('cards')).toBe('grid')
    expect(parseLayout(undefined)).toBe('grid')
  })

  it('takes the first of repeated query values and changes keys without touching the rest', () => {
    expect(toQuery({ a: ['1', '2'], b: 'x', c: undefined })).toEqual({ a: '1', b: 'x' })
    expect(withQuery({ a: '1', b: '2' }, { b: null, c: '3' })).toEqual({ a: '1', c: '3' })
  })

  it('builds /shennong/archive-management/{folderPath} addresses', () => {
    expect(archiveHref('root')).toBe(ARCHIVE_BASE)
    expect(archiveHref(ID(3), { layoutType: 'table' })).toBe(`${ARCHIVE_BASE}/${ID(3)}?layoutType=table`)
    expect(archiveHref('search', { keyword: '報告 2024' })).toBe(
      `${ARCHIVE_BASE}/search?keyword=%E5%A0%B1%E5%91%8A+2024`,
    )
  })

  it('a location comes from the path and query; the keyword only in the search view', () => {
    expect(locationOf('search', { keyword: '  年報 ', layoutType: 'list' })).toEqual({
      folderPath: 'search',
      keyword: '年報',
      layout: 'list',
      showModuleFolders: false,
    })
    expect(locationOf(ID(2), { keyword: 'x', showModuleFolders: 'true' })).toEqual({
      folderPath: ID(2),
      keyword: null,
      layout: 'grid',
      showModuleFolders: true,
    })
  })

  it('switching layout or searching keeps the current query', () => {
    const query = { layoutType: 'table', foo: 'bar', showModuleFolders: 'true' }
    const here: ArchiveLocation = locationOf('root', query)
    expect(locationHref({ ...here, layout: 'list' }, query)).toBe(
      `${ARCHIVE_BASE}?layoutType=list&foo=bar&showModuleFolders=true`,
    )
    expect(locationHref({ ...here, folderPath: 'search', keyword: '年報' }, query)).toBe(
      `${ARCHIVE_BASE}/search?layoutType=table&foo=bar&showModuleFolders=true&keyword=%E5%B9%B4%E5%A0%B1`,
    )
  })

  it('opening a folder leaves the search keyword behind and keeps the layout', () => {
    const query = { layoutType: 'table', keyword: '年報' }
    const here = locationOf('search', query)
    expect(locationHref({ ...here, folderPath: ID(5), keyword: null }, query)).toBe(
      `${ARCHIVE_BASE}/${ID(5)}?layoutType=table`,
    )
  })

  it('does not add layoutType for the default grid unless it was in the address', () => {
    expect(locationHref(locationOf(ID(5), {}), {})).toBe(`${ARCHIVE_BASE}/${ID(5)}`)
    expect(
      locationHref(locationOf(ID(5), { layoutType: 'table' }), { layoutType: 'table' }).endsWith('layoutType=table'),
    ).toBe(true)
    expect(
      locationHref({ ...locationOf(ID(5), { layoutType: 'table' }), layout: 'grid' }, { layoutType: 'table' }),
    ).toBe(`${ARCHIVE_BASE}/${ID(5)}?layoutType=grid`)
  })

  it('the recycle bin opens at its own address', () => {
    expect(folderPathOf({ _id: ID(4), systemKey: 'recycle-bin' })).toBe('recycle-bin')
    expect(folderPathOf({ _id: ID(4), systemKey: 'temp' })).toBe(ID(4))
    expect(isRecycleBin('recycle-bin', null)).toBe(true)
    expect(isRecycleBin(ID(4), { systemKey: 'recycle-bin' })).toBe(true)
    expect(isRecycleBin(ID(4), { systemKey: null })).toBe(false)
  })

  it('lists with the maximum safe integer as limit, the keyword only in search, module folders only at root', () => {
    const root = new URL(listUrl('root', { includeModuleFolders: true }), 'http://x')
    expect(root.pathname).toBe('/api/shennong/archives/list/root')
    expect(root.searchParams.get('limit')).toBe(String(Number.MAX_SAFE_INTEGER))
    expect(root.searchParams.get('includeModuleFolders')).toBe('true')
    const search = new URL(listUrl('search', { keyword: ' 年報 ', view: 'picker', fileType: 'image' }), 'http://x')
    expect(search.searchParams.get('keyword')).toBe('年報')
    expect(search.searchParams.get('view')).toBe('picker')
    expect(search.searchParams.get('fileType')).toBe('image')
    const folder = new URL(listUrl(ID(3), { keyword: 'x', includeModuleFolders: true, fileType: 'any' }), 'http://x')
    expect([...folder.searchParams.keys()]).toEqual(['limit'])
  })
})

describe('search keyword rules', () => {
  it('is trimmed, ignores an empty keyword and does not repeat the current one', () => {
    expect(searchKeyword('  年報  ', null)).toBe('年報')
    expect(searchKeyword('   ', null)).toBeNull()
    expect(searchKeyword('', '年報')).toBeNull()
    expect(searchKeyword(' 年報', '年報')).toBeNull()
    expect(searchKeyword('月報', '年報')).toBe('月報')
  })
})

describe('breadcrumbs', () => {
  it('start at the root directory and end at the open folder', () => {
    expect(breadcrumbsOf('root', null, null)).toEqual([{ label: '根目錄', folderPath: 'root', current: true }])
    const folder = item({ _id: ID(3), name: '子資料夾', type: 'Folder' })
    const crumbs = breadcrumbsOf(ID(3), { folder, ancestors: [{ _id: ID(9), name: '行政' }] }, null)
    expect(crumbs.map((c) => [c.label, c.folderPath, c.current])).toEqual([
      ['根目錄', 'root', false],
      ['行政', ID(9), false],
      ['子資料夾', ID(3), true],
    ])
  })
  it('show the keyword in the search view and the recycle bin by its address', () => {
    expect(breadcrumbsOf('search', null, ' 年報 ').at(-1)).toEqual({
      label: '搜尋：年報',
      folderPath: 'search',
      current: true,
    })
    const bin = item({ _id: ID(8), name: '資源回收筒', type: 'Folder', systemKey: 'recycle-bin' })
    expect(breadcrumbsOf('recycle-bin', { folder: bin, ancestors: [] }, null).at(-1)).toEqual({
      label: '資源回收筒',
      folderPath: 'recycle-bin',
      current: true,
    })
  })
})

describe('selection', () => {
  it('keeps the selection only while the item is listed', () => {
    const list = [item({ _id: ID(1) }), item({ _id: ID(2) })]
    expect(reconcileSelection(ID(2), list)).toBe(ID(2))
    expect(reconcileSelection(ID(3), list)).toBeNull()
    expect(reconcileSelection(null, list)).toBeNull()
  })
  it('picks one file, or toggles several in multi-select mode', () => {
    expect(togglePick([ID(1)], ID(2), false)).toEqual([ID(2)])
    expect(togglePick([ID(1)], ID(2), true)).toEqual([ID(1), ID(2)])
    expect(togglePick([ID(1), ID(2)], ID(1), true)).toEqual([ID(2)])
  })
  it('moves with the arrow keys over a 4-column grid and stops at the edges', () => {
    expect(moveIndex(0, 'ArrowRight', 10, 4)).toBe(1)
    expect(moveIndex(1, 'ArrowDown', 10, 4)).toBe(5)
    expect(moveIndex(8, 'ArrowDown', 10, 4)).toBe(8)
    expect(moveIndex(0, 'ArrowUp', 10, 1)).toBe(0)
    expect(moveIndex(3, 'End', 10, 4)).toBe(9)
    expect(moveIndex(3, 'Home', 10, 4)).toBe(0)
    expect(moveIndex(3, 'a', 10, 4)).toBeNull()
    expect(moveIndex(0, 'ArrowRight', 0, 4)).toBeNull()
  })
})

describe('action bar and context menu', () => {
  it('shows only what the server returned, in a fixed order; nothing for an empty set', () => {
    expect(barActions([], null)).toEqual([])
    expect(barActions(['uploadFile', 'createFolder'], null).map((e) => e.action)).toEqual([
      'createFolder',
      'uploadFile',
    ])
    const file = item({ actions: ['delete', 'download', 'rename'] })
    expect(barActions(['createFolder'], file)).toEqual([
      { action: 'createFolder', target: 'folder' },
      { action: 'rename', target: 'item' },
      { action: 'download', target: 'item' },
      { action: 'delete', target: 'item' },
    ])
  })
  it('applies modifyFolder to the selected root folder, otherwise to the open folder', () => {
    const root = item({ type: 'Folder', parentId: null, actions: ['modifyFolder', 'delete'] })
    expect(barActions(['modifyFolder'], root).find((e) => e.action === 'modifyFolder')?.target).toBe('item')
    expect(barActions(['modifyFolder'], item({ actions: [] })).find((e) => e.action === 'modifyFolder')?.target).toBe(
      'folder',
    )
  })
  it('the picker leaves out the upload', () => {
    expect(barActions(['createFolder', 'uploadFile'], null, ['uploadFile']).map((e) => e.action)).toEqual([
      'createFolder',
    ])
  })
  it('restore appears in the action bar only, never in the context menu', () => {
    const deleted = item({ inRecycleBin: true, actions: ['restore', 'download', 'delete'] })
    expect(barActions([], deleted).map((e) => e.action)).toEqual(['download', 'delete', 'restore'])
    expect(contextMenuActions(deleted)).toEqual(['download', 'delete'])
    expect(contextMenuActions(null)).toEqual([])
    expect(contextMenuActions(item({ actions: [] }))).toEqual([])
  })
  it('labels say what happens', () => {
    expect(actionLabel('createFolder', { atRoot: true, inRecycleBin: false })).toBe('建立根目錄')
    expect(actionLabel('createFolder', { atRoot: false, inRecycleBin: false })).toBe('建立資料夾')
    expect(actionLabel('delete', { atRoot: false, inRecycleBin: true })).toBe('永久刪除')
  })
})

describe('operation results', () => {
  it('titles every operation of the spec', () => {
    expect(OPERATION_KEYS.map((key) => OPERATION_TITLES[key])).toEqual([
      '建立根目錄',
      '修改根目錄',
      '刪除根目錄',
      '建立資料夾',
      '重新命名',
      '下載檔案',
      '刪除資料夾',
      '刪除檔案',
      '還原檔案',
    ])
  })
  it('a set flag opens the result dialog; reset clears it', () => {
    let state = initialOperationState()
    expect(operationResult(state)).toBeNull()
    state = operationReducer(state, { type: 'success', key: 'renameArchive' })
    expect(operationResult(state)).toEqual({ key: 'renameArchive', title: '重新命名', success: true, error: null })
    state = operationReducer(state, { type: 'failed', key: 'deleteFile', error: '您沒有權限執行此操作' })
    expect(operationResult(state)).toEqual({
      key: 'deleteFile',
      title: '刪除檔案',
      success: false,
      error: '您沒有權限執行此操作',
    })
    expect(state.renameArchive).toEqual({ success: false, failed: false, error: null })
    state = operationReducer(state, { type: 'reset' })
    expect(operationResult(state)).toBeNull()
  })
  it('reloads after create, modify, delete, rename and restore, not after a download', () => {
    expect(OPERATION_KEYS.filter(reloadsAfter)).toEqual(OPERATION_KEYS.filter((key) => key !== 'downloadFile'))
  })
  it('names the operation by what it acts on', () => {
    expect(createOperation(true)).toBe('createRootFolder')
    expect(createOperation(false)).toBe('createFolder')
    expect(deleteOperation({ type: 'File', parentId: ID(1) })).toBe('deleteFile')
    expect(deleteOperation({ type: 'Folder', parentId: ID(1) })).toBe('deleteFolder')
    expect(deleteOperation({ type: 'Folder', parentId: null })).toBe('deleteRootFolder')
  })
})

describe('uploads', () => {
  it('posts to the open folder with module=archives', () => {
    expect(uploadUrl(ID(5))).toBe(`/api/shennong/archives/upload?module=archives&folderId=${ID(5)}`)
  })
  it('puts a finished upload first when its folder is open, replacing the same id', () => {
    const a = item({ _id: ID(1), name: 'a.pdf' })
    const b = item({ _id: ID(2), name: 'b.pdf' })
    const fresh = item({ _id: ID(3), name: 'c.png', parentId: ID(9) })
    expect(mergeUploaded([a, b], fresh, ID(9)).map((i) => i._id)).toEqual([ID(3), ID(1), ID(2)])
    const again = item({ _id: ID(2), name: 'b (2).pdf', parentId: ID(9) })
    expect(mergeUploaded([a, b], again, ID(9)).map((i) => i.name)).toEqual(['b (2).pdf', 'a.pdf'])
    expect(mergeUploaded([a, b], fresh, ID(8))).toEqual([a, b])
    expect(mergeUploaded([a, b], fresh, null)).toEqual([a, b])
  })
  it('accepts what the server accepts', () => {
    expect([...UPLOAD_EXTENSIONS].sort()).toEqual([...ACCEPTED_EXTENSIONS].sort())
  })
})

describe('file types', () => {
  it('image is jpg, jpeg, png, gif, webp; documents match the server; folders always pass', () => {
    expect(IMAGE_EXTENSIONS).toEqual(['jpg', 'jpeg', 'png', 'gif', 'webp'])
    expect(matchesFileType(item({ extension: 'PNG' }), 'image')).toBe(true)
    expect(matchesFileType(item({ extension: 'pdf' }), 'image')).toBe(false)
    expect(matchesFileType(item({ extension: 'pdf' }), 'documents')).toBe(true)
    expect(matchesFileType(item({ extension: 'zip' }), 'documents')).toBe(false)
    expect(matchesFileType(item({ extension: 'zip' }), 'any')).toBe(true)
    expect(matchesFileType(item({ type: 'Folder', extension: null }), 'image')).toBe(true)
    for (const ext of DOCUMENT_EXTENSIONS) expect(matchesFileType(item({ extension: ext }), 'documents')).toBe(true)
    expect(parseFileType('image')).toBe('image')
    expect(parseFileType('documents')).toBe('documents')
    expect(parseFileType('video')).toBe('any')
  })
  it('a field stores the preview URL of an image and the download URL otherwise', () => {
    const image = item({ isImage: true, extension: 'png', previewUrl: '/p', downloadUrl: '/d' })
    expect(fileUrlOf(image)).toBe('/p')
    expect(fileUrlOf(item({ previewUrl: '/p', downloadUrl: '/d' }))).toBe('/d')
  })
  it('recognises image URLs for the field preview', () => {
    expect(looksLikeImageUrl(`/api/public/archives/${ID(1)}/preview`)).toBe(true)
    expect(looksLikeImageUrl('https://example.org/a/cover.JPG?x=1')).toBe(true)
    expect(looksLikeImageUrl(`/api/public/archives/${ID(1)}/download?name=a.pdf`)).toBe(false)
  })
  it('knows the temp folder', () => {
    expect(isTempFolder(item({ type: 'Folder', systemKey: 'temp' }))).toBe(true)
    expect(isTempFolder(item({ type: 'File', systemKey: 'temp' }))).toBe(false)
    expect(isTempFolder(null)).toBe(false)
  })
})

describe('forms', () => {
  it('folder name is required; a root folder also needs its auth, and roles for Roles', () => {
    expect(validateFolderForm({ name: '  ', auth: '', authRoles: [] }, false)).toEqual({ name: '名稱為必填欄位' })
    expect(validateFolderForm({ name: '行政', auth: '', authRoles: [] }, false)).toEqual({})
    expect(validateFolderForm({ name: '', auth: '', authRoles: [] }, true)).toEqual({
      name: '名稱為必填欄位',
      auth: '權限為必填欄位',
    })
    expect(validateFolderForm({ name: '行政', auth: 'Roles', authRoles: [] }, true)).toEqual({
      authRoles: '角色為必填欄位',
    })
    expect(validateFolderForm({ name: '行政', auth: 'Roles', authRoles: [ID(1)] }, true)).toEqual({})
    expect(validateFolderForm({ name: '行政', auth: 'Public', authRoles: [] }, true)).toEqual({})
  })
  it('temp-file settings: both fields required, whole numbers within range', () => {
    expect(validateSettingsForm({ tempFilesProtectionMinutes: '', hour: '', minute: '' }).errors).toEqual({
      tempFilesProtectionMinutes: '暫存檔案保護時間（分鐘）為必填欄位',
      hour: '每日刪除時間（時）為必填欄位',
      minute: '每日刪除時間（分）為必填欄位',
    })
    expect(validateSettingsForm({ tempFilesProtectionMinutes: '-1', hour: '24', minute: '60' }).errors).toEqual({
      tempFilesProtectionMinutes: '最小值為 0',
      hour: '最大值為 23',
      minute: '最大值為 59',
    })
    expect(
      validateSettingsForm({ tempFilesProtectionMinutes: '1.5', hour: '3', minute: '0' }).errors
        .tempFilesProtectionMinutes,
    ).toBe('暫存檔案保護時間（分鐘）必須為整數')
    expect(validateSettingsForm({ tempFilesProtectionMinutes: ' 90 ', hour: '0', minute: '59' })).toEqual({
      errors: {},
      value: { tempFilesProtectionMinutes: 90, tempFilesDeletionTime: { hour: 0, minute: 59 } },
    })
  })
})

describe('display', () => {
  it('shows dates as 24-hour yyyy/MM/dd HH:mm in local time', () => {
    const local = new Date(2024, 2, 5, 17, 8)
    expect(formatDateTime(local.toISOString())).toBe('2024/03/05 17:08')
    expect(formatDateTime(null)).toBe('-')
    expect(formatDateTime('not a date')).toBe('-')
  })
})
