/**
 * Pure state logic of the archive manager and its picker: locations and their
 * URLs, search keyword rules, selection, the action bar and context menu, operation results,
 * upload merging, file type filters and form checks. No React and no I/O, so it is unit-tested.
 */
import { MSG } from '@/i18n/messages'
import { extensionOf, extensionsFor, isImageExtension } from '@/lib/fileTypes'
import type { PickerModule } from '../pickerModules'
import type {
  ArchiveAction,
  ArchiveCrumb,
  ArchiveItem,
  AuthMode,
  FileTypeFilter,
  FolderAction,
  ItemAction,
} from './types'

export const ARCHIVE_BASE = '/shennong/archive-management'
export const ARCHIVE_API = '/api/shennong/archives'

/**
 * The calls a browser uses: the manager's (the archive flag), or, with a module, the picker path of
 * that module's screens (its editors pick read-only and upload into its special folder).
 */
export const archiveCallsOf = (
  module: PickerModule | null | undefined,
): { base: string; params: Record<string, string> } =>
  module ? { base: `${ARCHIVE_API}/picker`, params: { module } } : { base: ARCHIVE_API, params: {} }

// ---------------------------------------------------------------------------------------------
// Locations

export type LayoutType = 'grid' | 'list' | 'table'
export const LAYOUTS: readonly LayoutType[] = ['grid', 'list', 'table']
export const LAYOUT_LABELS: Record<LayoutType, string> = { grid: '格狀檢視', list: '清單檢視', table: '表格檢視' }

export const parseLayout = (value: unknown): LayoutType =>
  typeof value === 'string' && (LAYOUTS as readonly string[]).includes(value) ? (value as LayoutType) : 'grid'

/** `root` (no segment), `search`, `recycle-bin` or a folder id. */
export type FolderPath = string

const OBJECT_ID = /^[0-9a-f]{24}$/i

/** The folder path of the segments after /archive-management; `null` for anything else (not found). */
export const parseFolderPath = (rest: readonly string[]): FolderPath | null => {
  if (rest.length === 0) return 'root'
  if (rest.length > 1) return null
  const [segment] = rest
  if (segment === 'search' || segment === 'recycle-bin') return segment
  return segment && OBJECT_ID.test(segment) ? segment.toLowerCase() : null
}

/** Where a folder opens: the recycle bin has its own address. */
export const folderPathOf = (item: Pick<ArchiveItem, '_id' | 'systemKey'>): FolderPath =>
  item.systemKey === 'recycle-bin' ? 'recycle-bin' : item._id

export type Query = Record<string, string>

/** Search params as the server hands them (a value may repeat): the first of each. */
export const toQuery = (params: Record<string, string | string[] | undefined> | undefined): Query => {
  const query: Query = {}
  for (const [key, value] of Object.entries(params ?? {})) {
    const first = Array.isArray(value) ? value[0] : value
    if (typeof first === 'string') query[key] = first
  }
  return query
}

/** The current query with some keys changed (`null` removes a key). */
export const withQuery = (current: Query, changes: Record<string, string | null | undefined>): Query => {
  const next: Query = { ...current }
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === undefined) delete next[key]
    else next[key] = value
  }
  return next
}

export const queryString = (query: Query): string => {
  const search = new URLSearchParams(query).toString()
  return search ? `?${search}` : ''
}

export const archiveHref = (folderPath: FolderPath, query: Query = {}): string =>
  `${folderPath === 'root' ? ARCHIVE_BASE : `${ARCHIVE_BASE}/${encodeURIComponent(folderPath)}`}${queryString(query)}`

/** What the manager shows: a folder path, the search keyword, the layout and the module-folder toggle. */
export type ArchiveLocation = {
  folderPath: FolderPath
  keyword: string | null
  layout: LayoutType
  showModuleFolders: boolean
}

export const MODULE_FOLDERS_PARAM = 'showModuleFolders'

/** The location an address describes. */
export const locationOf = (folderPath: FolderPath, query: Query): ArchiveLocation => ({
  folderPath,
  keyword: folderPath === 'search' ? normalizeKeyword(query.keyword) || null : null,
  layout: parseLayout(query.layoutType),
  showModuleFolders: query[MODULE_FOLDERS_PARAM] === 'true',
})

/**
 * The address of a location, keeping the rest of the current query (switching
 * layout or searching keeps the current query). The keyword lives only in the search view.
 */
export const locationHref = (location: ArchiveLocation, current: Query): string =>
  archiveHref(
    location.folderPath,
    withQuery(current, {
      layoutType: location.layout === 'grid' && current.layoutType === undefined ? null : location.layout,
      keyword: location.folderPath === 'search' ? location.keyword : null,
      [MODULE_FOLDERS_PARAM]: location.showModuleFolders ? 'true' : null,
    }),
  )

// ---------------------------------------------------------------------------------------------
// Search (trimmed; empty ignored; the current keyword does not navigate)

export const normalizeKeyword = (raw: string | null | undefined): string => (raw ?? '').trim()

/** The keyword to search for, or `null` when the box should do nothing. */
export const searchKeyword = (raw: string, currentKeyword: string | null | undefined): string | null => {
  const keyword = normalizeKeyword(raw)
  if (!keyword) return null
  if (keyword === normalizeKeyword(currentKeyword)) return null
  return keyword
}

/** The listing call of a location (limit: the maximum safe integer). */
export const listUrl = (
  folderPath: FolderPath,
  options: {
    keyword?: string | null
    includeModuleFolders?: boolean
    view?: 'manage' | 'picker'
    fileType?: FileTypeFilter
    /** The screen's module: the picker path (./pickerModules.ts). */
    module?: PickerModule | null
  } = {},
): string => {
  const calls = archiveCallsOf(options.module)
  const params = new URLSearchParams({ ...calls.params, limit: String(Number.MAX_SAFE_INTEGER) })
  const keyword = normalizeKeyword(options.keyword)
  if (folderPath === 'search' && keyword) params.set('keyword', keyword)
  if (folderPath === 'root' && options.includeModuleFolders) params.set('includeModuleFolders', 'true')
  if (options.view === 'picker' && !options.module) params.set('view', 'picker')
  if (options.fileType && options.fileType !== 'any') params.set('fileType', options.fileType)
  return `${calls.base}/list/${encodeURIComponent(folderPath)}?${params.toString()}`
}

// ---------------------------------------------------------------------------------------------
// Breadcrumbs

export type Breadcrumb = { label: string; folderPath: FolderPath; current: boolean }

export const ROOT_LABEL = '根目錄'

export const breadcrumbsOf = (
  folderPath: FolderPath,
  listing: { folder: Pick<ArchiveItem, '_id' | 'name' | 'systemKey'> | null; ancestors: ArchiveCrumb[] } | null,
  keyword: string | null | undefined,
): Breadcrumb[] => {
  const crumbs: Breadcrumb[] = [{ label: ROOT_LABEL, folderPath: 'root', current: folderPath === 'root' }]
  if (folderPath === 'root') return crumbs
  if (folderPath === 'search')
    return [...crumbs, { label: `搜尋：${normalizeKeyword(keyword)}`, folderPath: 'search', current: true }]
  if (!listing?.folder) return crumbs
  for (const ancestor of listing.ancestors)
    crumbs.push({ label: ancestor.name, folderPath: ancestor._id, current: false })
  crumbs.push({ label: listing.folder.name, folderPath: folderPathOf(listing.folder), current: true })
  return crumbs
}

// ---------------------------------------------------------------------------------------------
// Selection

/** The selection survives a reload only while its item is still listed. */
export const reconcileSelection = (
  selectedId: string | null,
  items: readonly Pick<ArchiveItem, '_id'>[],
): string | null => (selectedId !== null && items.some((item) => item._id === selectedId) ? selectedId : null)

/** Picker selection: several files in multi-select mode, otherwise one. */
export const togglePick = (picked: readonly string[], id: string, multiple: boolean): string[] => {
  if (!multiple) return [id]
  return picked.includes(id) ? picked.filter((p) => p !== id) : [...picked, id]
}

/** Arrow-key movement over the items (grid: 4 columns); `null` when the key does not move. */
export const GRID_COLUMNS = 4
export const moveIndex = (index: number, key: string, count: number, columns: number): number | null => {
  if (count === 0) return null
  const steps: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: columns, ArrowUp: -columns }
  if (key === 'Home') return 0
  if (key === 'End') return count - 1
  const step = steps[key]
  if (step === undefined) return null
  const next = index + step
  return next >= 0 && next < count ? next : index
}

// ---------------------------------------------------------------------------------------------
// Actions

export const ACTION_ORDER: readonly ArchiveAction[] = [
  'createFolder',
  'uploadFile',
  'modifyFolder',
  'rename',
  'download',
  'delete',
  'restore',
]

export type BarEntry = { action: ArchiveAction; target: 'folder' | 'item' }

/**
 * The top action bar: only what the server allowed — the listing's folder actions and the selected
 * item's actions. An action the selected item allows applies to it; otherwise to the open folder.
 */
export const barActions = (
  folderActions: readonly FolderAction[],
  selected: Pick<ArchiveItem, 'actions'> | null,
  exclude: readonly ArchiveAction[] = [],
): BarEntry[] =>
  ACTION_ORDER.filter((action) => !exclude.includes(action)).flatMap((action): BarEntry[] => {
    if (selected && (selected.actions as readonly string[]).includes(action)) return [{ action, target: 'item' }]
    if ((folderActions as readonly string[]).includes(action)) return [{ action, target: 'folder' }]
    return []
  })

/** The context menu: the selected item's actions, never restore (action bar only). */
export const contextMenuActions = (selected: Pick<ArchiveItem, 'actions'> | null): ItemAction[] =>
  selected
    ? (ACTION_ORDER.filter(
        (a) => a !== 'restore' && (selected.actions as readonly string[]).includes(a),
      ) as ItemAction[])
    : []

export const EMPTY_MENU_MESSAGE = '目前沒有可執行的操作'

export const actionLabel = (action: ArchiveAction, context: { atRoot: boolean; inRecycleBin: boolean }): string => {
  switch (action) {
    case 'createFolder':
      return context.atRoot ? '建立根目錄' : '建立資料夾'
    case 'uploadFile':
      return '上傳檔案'
    case 'modifyFolder':
      return '修改資料夾'
    case 'rename':
      return '重新命名'
    case 'download':
      return '下載'
    case 'delete':
      return context.inRecycleBin ? '永久刪除' : '刪除'
    case 'restore':
      return '還原'
  }
}

// ---------------------------------------------------------------------------------------------
// Operation results

export const OPERATION_KEYS = [
  'createRootFolder',
  'modifyRootFolder',
  'deleteRootFolder',
  'createFolder',
  'renameArchive',
  'downloadFile',
  'deleteFolder',
  'deleteFile',
  'restoreFile',
] as const
export type OperationKey = (typeof OPERATION_KEYS)[number]

export const OPERATION_TITLES: Record<OperationKey, string> = {
  createRootFolder: '建立根目錄',
  modifyRootFolder: '修改根目錄',
  deleteRootFolder: '刪除根目錄',
  createFolder: '建立資料夾',
  renameArchive: '重新命名',
  downloadFile: '下載檔案',
  deleteFolder: '刪除資料夾',
  deleteFile: '刪除檔案',
  restoreFile: '還原檔案',
}

export type OperationFlags = { success: boolean; failed: boolean; error: string | null }
export type OperationState = Record<OperationKey, OperationFlags>

const CLEAR: OperationFlags = { success: false, failed: false, error: null }

export const initialOperationState = (): OperationState =>
  Object.fromEntries(OPERATION_KEYS.map((key) => [key, { ...CLEAR }])) as OperationState

export type OperationEvent =
  { type: 'success'; key: OperationKey } | { type: 'failed'; key: OperationKey; error: string } | { type: 'reset' }

export const operationReducer = (state: OperationState, event: OperationEvent): OperationState => {
  if (event.type === 'reset') return initialOperationState()
  const flags: OperationFlags =
    event.type === 'success'
      ? { success: true, failed: false, error: null }
      : { success: false, failed: true, error: event.error }
  return { ...initialOperationState(), [event.key]: flags }
}

export type OperationResult = { key: OperationKey; title: string; success: boolean; error: string | null }

/** The result dialog to show: the operation whose flag is set, if any. */
export const operationResult = (state: OperationState): OperationResult | null => {
  const key = OPERATION_KEYS.find((k) => state[k].success || state[k].failed)
  if (!key) return null
  return { key, title: OPERATION_TITLES[key], success: state[key].success, error: state[key].error }
}

/** After a successful create, modify, delete, rename or restore the list reloads (not after a download). */
export const reloadsAfter = (key: OperationKey): boolean => key !== 'downloadFile'

export const createOperation = (atRoot: boolean): OperationKey => (atRoot ? 'createRootFolder' : 'createFolder')

export const deleteOperation = (item: Pick<ArchiveItem, 'type' | 'parentId'>): OperationKey =>
  item.type === 'File' ? 'deleteFile' : item.parentId === null ? 'deleteRootFolder' : 'deleteFolder'

// ---------------------------------------------------------------------------------------------
// Uploads

/** Upload into an open folder: the manager's (docs/archive-api.md), or a module picker's into its folder. */
export const uploadUrl = (folderId: string, module?: PickerModule | null): string => {
  const calls = archiveCallsOf(module)
  const params = new URLSearchParams({ module: 'archives', ...calls.params, folderId })
  return `${calls.base}/upload?${params.toString()}`
}

/** One folder with its ancestors (the side panel's root-folder name). */
export const folderUrl = (id: string, module?: PickerModule | null): string => {
  const calls = archiveCallsOf(module)
  const query = new URLSearchParams(calls.params).toString()
  return `${calls.base}/folders/${encodeURIComponent(id)}${query ? `?${query}` : ''}`
}

/** A finished upload stands first in the list when its folder is open, replacing the same id. */
export const mergeUploaded = (
  items: readonly ArchiveItem[],
  uploaded: ArchiveItem,
  openFolderId: string | null,
): ArchiveItem[] =>
  openFolderId !== null && uploaded.parentId === openFolderId
    ? [uploaded, ...items.filter((item) => item._id !== uploaded._id)]
    : [...items]

// ---------------------------------------------------------------------------------------------
// File types

export { DOCUMENT_EXTENSIONS, IMAGE_EXTENSIONS, UPLOAD_EXTENSIONS } from '@/lib/fileTypes'

export const FILE_TYPE_LABELS: Record<FileTypeFilter, string> = { image: '圖片', documents: '文件', any: '任何檔案' }

export const parseFileType = (value: unknown): FileTypeFilter =>
  value === 'image' || value === 'documents' ? value : 'any'

/** Folders always pass (they lead to files); files by extension. */
export const matchesFileType = (item: Pick<ArchiveItem, 'type' | 'extension'>, fileType: FileTypeFilter): boolean => {
  if (item.type === 'Folder' || fileType === 'any') return true
  const extension = (item.extension ?? '').toLowerCase()
  return extensionsFor(fileType)?.includes(extension) ?? true
}

/** The URL a file field stores: the preview of an image, the download otherwise. */
export const fileUrlOf = (item: Pick<ArchiveItem, 'isImage' | 'previewUrl' | 'downloadUrl'>): string | null =>
  item.isImage ? (item.previewUrl ?? item.downloadUrl) : item.downloadUrl

/** Whether a stored URL shows an image (an archive preview, or an image file name). */
export const looksLikeImageUrl = (url: string): boolean => {
  const path = url.split(/[?#]/)[0] ?? ''
  if (/\/api\/public\/archives\/[0-9a-f]{24}\/(preview|thumbnail)$/i.test(path)) return true
  return isImageExtension(extensionOf(path.slice(path.lastIndexOf('/') + 1)))
}

export const isTempFolder = (item: Pick<ArchiveItem, 'type' | 'systemKey'> | null | undefined): boolean =>
  Boolean(item) && item!.type === 'Folder' && item!.systemKey === 'temp'

export const isRecycleBin = (
  folderPath: FolderPath,
  folder: Pick<ArchiveItem, 'systemKey'> | null | undefined,
): boolean => folderPath === 'recycle-bin' || folder?.systemKey === 'recycle-bin'

// ---------------------------------------------------------------------------------------------
// Forms

export type FolderForm = { name: string; auth: AuthMode | ''; authRoles: string[] }
export type FolderFormErrors = Partial<Record<'name' | 'auth' | 'authRoles', string>>

export const AUTH_LABELS: Record<AuthMode, string> = { Public: '公開', Internal: '需登入', Roles: '指定角色' }

/** Name is required; a root folder also needs its auth mode, and the roles when limited to roles. */
export const validateFolderForm = (form: FolderForm, withAuth: boolean): FolderFormErrors => {
  const errors: FolderFormErrors = {}
  if (!form.name.trim()) errors.name = MSG.required('名稱')
  if (withAuth) {
    if (!form.auth) errors.auth = MSG.required('權限')
    else if (form.auth === 'Roles' && form.authRoles.length === 0) errors.authRoles = MSG.required('角色')
  }
  return errors
}

export type SettingsForm = { tempFilesProtectionMinutes: string; hour: string; minute: string }
export type SettingsErrors = Partial<Record<keyof SettingsForm, string>>

export const SETTINGS_LABELS: Record<keyof SettingsForm, string> = {
  tempFilesProtectionMinutes: '暫存檔案保護時間（分鐘）',
  hour: '每日刪除時間（時）',
  minute: '每日刪除時間（分）',
}

const SETTINGS_LIMITS: Record<keyof SettingsForm, { min: number; max?: number }> = {
  tempFilesProtectionMinutes: { min: 0 },
  hour: { min: 0, max: 23 },
  minute: { min: 0, max: 59 },
}

/** Both settings are required: minutes ≥ 0; deletion time hour 0–23 and minute 0–59, whole numbers. */
export const validateSettingsForm = (
  form: SettingsForm,
): {
  errors: SettingsErrors
  value: { tempFilesProtectionMinutes: number; tempFilesDeletionTime: { hour: number; minute: number } } | null
} => {
  const errors: SettingsErrors = {}
  const numbers = {} as Record<keyof SettingsForm, number>
  for (const key of Object.keys(SETTINGS_LIMITS) as (keyof SettingsForm)[]) {
    const raw = form[key].trim()
    const label = SETTINGS_LABELS[key]
    const { min, max } = SETTINGS_LIMITS[key]
    if (!raw) {
      errors[key] = MSG.required(label)
      continue
    }
    const value = Number(raw)
    if (!Number.isFinite(value) || !Number.isInteger(value)) errors[key] = `${label}必須為整數`
    else if (value < min) errors[key] = MSG.min(min)
    else if (max !== undefined && value > max) errors[key] = MSG.max(max)
    else numbers[key] = value
  }
  if (Object.keys(errors).length > 0) return { errors, value: null }
  return {
    errors,
    value: {
      tempFilesProtectionMinutes: numbers.tempFilesProtectionMinutes,
      tempFilesDeletionTime: { hour: numbers.hour, minute: numbers.minute },
    },
  }
}

// ---------------------------------------------------------------------------------------------
// Display

const pad = (n: number) => String(n).padStart(2, '0')

/** 24-hour `yyyy/MM/dd HH:mm` in local time. */
export const formatDateTime = (iso: string | null | undefined): string => {
  if (!iso) return '-'
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return '-'
  return `${date.getFullYear()}/${pad(date.getMonth() + 1)}/${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`
}
