/**
 * Archive rules: who may do what to which archive item. Pure
 * functions of the caller's flags and the item, so the server computes the action set it
 * returns with every item and enforces the same set on every operation.
 */

export const SYSTEM_FOLDERS = [
  'recycle-bin',
  'temp',
  'carousels',
  'faq',
  'feedbacks',
  'news',
  'temporary',
  'pages',
  'questionnaires',
  'rooms',
  'statistics',
  'albums',
] as const
export type SystemFolderKey = (typeof SYSTEM_FOLDERS)[number]

export const SYSTEM_FOLDER_LABELS: Record<SystemFolderKey, string> = {
  'recycle-bin': '資源回收筒',
  temp: '暫存區',
  carousels: '輪播',
  faq: '常見問題',
  feedbacks: '意見回饋',
  news: '最新消息',
  temporary: '臨時檔案',
  pages: '網頁',
  questionnaires: '問卷',
  rooms: '空間',
  statistics: '統計',
  albums: '相簿',
}

/**
 * Module-private special folders: what lies in them belongs to a module's own records
 * (a feedback ticket's photos) and is served only by that module's own route, which checks the
 * module's key or flag. The archive never lists, serves or changes an item under such a folder,
 * for anyone, the super-admin included, and answers its id exactly like an id that does not
 * exist; nothing is uploaded or moved into it but through the module's own picker. The folder
 * itself stays visible (the module's picker uploads into it).
 */
export const MODULE_PRIVATE_FOLDERS: readonly SystemFolderKey[] = ['feedbacks']

/** Is this special folder key one of the module-private folders? */
export const isModulePrivateFolder = (key: string | null | undefined): boolean =>
  typeof key === 'string' && (MODULE_PRIVATE_FOLDERS as readonly string[]).includes(key)

export type AuthMode = 'Public' | 'Internal' | 'Roles'

export type ItemAction = 'rename' | 'download' | 'delete' | 'restore' | 'modifyFolder'
export type FolderAction = 'createFolder' | 'uploadFile' | 'modifyFolder'

/** The caller, as far as the rules need: flags, id, role ids, and whether signed in. */
export type Actor = {
  userId: string | null
  /** The super-admin sees every folder, Roles folders included. */
  superAdmin?: boolean
  roleIds: readonly string[]
  rootFolders: boolean
  folders: boolean
  upload: boolean
  delete: boolean
}

/** An item, as far as the rules need. */
export type RuleItem = {
  id: string
  type: 'Folder' | 'File'
  parentId: string | null
  systemKey: string | null
  isModuleFolder: boolean
  createdUserId: string | null
  inRecycleBin: boolean
  /** The seeded system folder the item lives under (its own key for a system folder). */
  systemAncestor: string | null
}

export const isRootFolder = (item: Pick<RuleItem, 'type' | 'parentId'>): boolean =>
  item.type === 'Folder' && item.parentId === null

const isCreator = (actor: Actor, item: RuleItem): boolean =>
  actor.userId !== null && item.createdUserId === actor.userId

/** The actions on one item. Restore only in the recycle bin and never for folders. */
export const itemActions = (actor: Actor, item: RuleItem): ItemAction[] => {
  const actions: ItemAction[] = []
  const system = item.systemKey !== null
  if (item.inRecycleBin) {
    if (item.type === 'File' && (actor.rootFolders || isCreator(actor, item))) actions.push('restore')
    if (item.type === 'File') actions.push('download')
    if (actor.delete || isCreator(actor, item)) actions.push('delete')
    return actions
  }
  if (item.type === 'Folder') {
    if (isRootFolder(item) && !system && !item.isModuleFolder && actor.rootFolders) actions.push('modifyFolder')
    if (!system && !isRootFolder(item) && actor.folders && item.systemAncestor === null) actions.push('rename')
    if (!system && (actor.delete || isCreator(actor, item))) actions.push('delete')
    return actions
  }
  if (actor.folders || isCreator(actor, item)) actions.push('rename')
  actions.push('download')
  if (actor.delete || isCreator(actor, item)) actions.push('delete')
  return actions
}

/** What the caller may do inside a folder (`null` = the root view). */
export const folderActions = (actor: Actor, folder: RuleItem | null, view: 'manage' | 'picker'): FolderAction[] => {
  const actions: FolderAction[] = []
  if (folder === null) {
    if (actor.rootFolders && view === 'manage') actions.push('createFolder')
    return actions
  }
  if (folder.inRecycleBin || folder.systemKey === 'recycle-bin') return actions
  // A module-private folder takes files only from its module (pickerFolderActions).
  if (isModulePrivateFolder(folder.systemAncestor)) return actions
  if (actor.folders && folder.systemAncestor === null) actions.push('createFolder')
  if (actor.upload && view === 'manage') actions.push('uploadFile')
  if (isRootFolder(folder) && folder.systemKey === null && !folder.isModuleFolder && actor.rootFolders)
    actions.push('modifyFolder')
  return actions
}

/** Whether a visitor may read (list, download, preview) what a folder with this auth holds. */
export const canReadAuth = (
  auth: AuthMode,
  authRoles: readonly string[],
  actor: Pick<Actor, 'userId' | 'roleIds' | 'superAdmin'>,
  /** The creator of the item's root folder: a Roles folder's creator always reads it. */
  rootCreatorId: string | null = null,
): boolean => {
  if (auth === 'Public') return true
  if (actor.userId === null) return false
  if (auth === 'Internal' || actor.superAdmin) return true
  return (
    authRoles.some((role) => actor.roleIds.includes(role)) || (rootCreatorId !== null && rootCreatorId === actor.userId)
  )
}

/** A temp file may be deleted only once its protection period has passed. */
export const tempFileDeletable = (createdAt: Date, protectionMinutes: number, now: Date): boolean =>
  now.getTime() - createdAt.getTime() >= protectionMinutes * 60_000

/**
 * The daily purge is due when today's deletion time has passed and the last purge ran before it.
 * Times are local to the server's time zone (TZ).
 */
export const purgeDue = (time: { hour: number; minute: number }, lastPurgeAt: Date | null, now: Date): boolean => {
  const todays = new Date(now)
  todays.setHours(time.hour, time.minute, 0, 0)
  if (now < todays) return false
  return lastPurgeAt === null || lastPurgeAt < todays
}

/** Folder and file names: trimmed, no path separators or control characters, at most 200 characters. */
export const sanitizeName = (raw: string): string =>
  raw
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- strips control characters from folder and file names
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .replace(/[\\/:*?"<>|]/g, '_')
    .trim()
    .replace(/^\.+/, '')
    .trim()
    .slice(0, 200)

/** `name.ext` → `name (2).ext`, the first free name among `taken`. */
export const distinctName = (name: string, taken: ReadonlySet<string>): string => {
  if (!taken.has(name.toLowerCase())) return name
  const dot = name.lastIndexOf('.')
  const base = dot > 0 ? name.slice(0, dot) : name
  const ext = dot > 0 ? name.slice(dot) : ''
  for (let n = 2; ; n++) {
    const candidate = `${base} (${n})${ext}`
    if (!taken.has(candidate.toLowerCase())) return candidate
  }
}

// ---------------------------------------------------------------------------------------------
// The picker of the module screens

/** What the caller may do through a module's picker: pick, and upload into its special folder. */
export type PickerGrant = { pick: boolean; upload: boolean }

/**
 * The module's editors pick and upload into the module's folder; archive users pick, and upload
 * there with the upload flag as in the manager. Nobody uploads through a module without a folder.
 */
export const pickerGrant = (
  holds: { moduleEdit: boolean; archives: boolean; archivesUpload: boolean },
  folder: SystemFolderKey | null,
): PickerGrant => ({
  pick: holds.moduleEdit || holds.archives,
  upload: folder !== null && (holds.moduleEdit || (holds.archives && holds.archivesUpload)),
})

/** Picking is read-only: a file may be downloaded (and previewed), nothing else. */
export const pickerItemActions = (item: Pick<RuleItem, 'type' | 'inRecycleBin'>): ItemAction[] =>
  item.type === 'File' && !item.inRecycleBin ? ['download'] : []

/** The picker's only folder action: uploading, in the module's special folder, for those who may. */
export const pickerFolderActions = (
  folder: Pick<RuleItem, 'systemKey' | 'inRecycleBin'> | null,
  uploadFolder: SystemFolderKey | null,
  grant: PickerGrant,
): FolderAction[] =>
  folder !== null && grant.upload && uploadFolder !== null && folder.systemKey === uploadFolder && !folder.inRecycleBin
    ? ['uploadFile']
    : []
