/**
 * The permission-flag catalog (spec doc 1 §6, doc 2 §6, doc 3 §6).
 *
 * Every flag of the product is declared here once, as a tree: a module node carries the
 * `<module>__auth` flag (menu entry and module access); a group node (cms routes/pages,
 * reservations seats/rooms, authorizations users/roles) carries `<module>__<group>__auth`;
 * leaves are actions. The flat flag list, the defaults and the nested role representation
 * are all derived from this one tree.
 */

export type FlagNode = {
  /** Node key: the flag prefix (`news`, `cms__routes`) for module/group nodes, the full flag for leaves. */
  key: string
  /** zh-TW label shown in the role editor. */
  label: string
  children?: FlagNode[]
}

const CRUD = ['read', 'edit', 'delete'] as const
type Action = (typeof CRUD)[number] | 'review__required'

const ACTION_LABELS: Record<Action, string> = {
  read: '檢視',
  edit: '編輯',
  delete: '刪除',
  review__required: '需經審核',
}

const leaves = (prefix: string, actions: readonly Action[]): FlagNode[] =>
  actions.map((action) => ({ key: `${prefix}__${action}`, label: ACTION_LABELS[action] }))

const moduleNode = (key: string, label: string, actions: readonly Action[]): FlagNode => ({
  key,
  label,
  children: leaves(key, actions),
})

const groupNode = (key: string, label: string, groups: FlagNode[]): FlagNode => ({
  key,
  label,
  children: groups,
})

/** The flag tree, in menu order. */
export const FLAG_TREE: readonly FlagNode[] = [
  moduleNode('opening_dates', '開館時間管理', CRUD),
  moduleNode('external_links', '外部連結管理', CRUD),
  moduleNode('quick_links', '快速連結管理', CRUD),
  moduleNode('carousels', '輪播管理', CRUD),
  moduleNode('departments', '部門管理', CRUD),
  moduleNode('job_titles', '職稱管理', CRUD),
  moduleNode('job_categories', '職類管理', CRUD),
  moduleNode('news', '最新消息管理', [...CRUD, 'review__required']),
  moduleNode('feedbacks', '意見回饋管理', ['read', 'edit']),
  moduleNode('faq', '常見問題管理', [...CRUD, 'review__required']),
  moduleNode('catalogs', '新書通報管理', CRUD),
  moduleNode('recommendations', '資源推薦管理', CRUD),
  groupNode('cms', '網站內容管理', [
    moduleNode('cms__routes', '路由管理', CRUD),
    moduleNode('cms__pages', '頁面管理', [...CRUD, 'review__required']),
  ]),
  moduleNode('questionnaires', '問卷管理', [...CRUD, 'review__required']),
  groupNode('reservations', '空間預約管理', [
    moduleNode('reservations__seats', '座位預約', CRUD),
    moduleNode('reservations__rooms', '空間預約', CRUD),
  ]),
  groupNode('authorizations', '帳號權限管理', [
    moduleNode('authorizations__users', '使用者管理', CRUD),
    moduleNode('authorizations__roles', '角色管理', CRUD),
  ]),
  {
    key: 'archives',
    label: '檔案管理',
    children: [
      { key: 'archives__root_folders__auth', label: '建立與修改根目錄、還原' },
      { key: 'archives__folders__auth', label: '建立與重新命名資料夾' },
      { key: 'archives__upload__auth', label: '上傳檔案' },
      { key: 'archives__delete__auth', label: '刪除' },
    ],
  },
  moduleNode('albums', '相簿管理', CRUD),
  moduleNode('statistics', '統計管理', CRUD),
  moduleNode('auth_requests', '審核管理', ['read', 'edit']),
]

/** The flag a module or group node carries. Leaves are flags themselves. */
export const nodeFlag = (node: FlagNode): string => (node.children ? `${node.key}__auth` : node.key)

const collectFlags = (nodes: readonly FlagNode[]): string[] =>
  nodes.flatMap((node) => [nodeFlag(node), ...(node.children ? collectFlags(node.children) : [])])

/** Every flag of the product, in catalog order. */
export const ALL_FLAGS: readonly string[] = Object.freeze(collectFlags(FLAG_TREE))

export type Flag = string

const FLAG_SET = new Set(ALL_FLAGS)

export const isFlag = (value: string): boolean => FLAG_SET.has(value)

/** `review__required` flags are restrictions: absent means false. All others default to true. */
export const isReviewFlag = (flag: string): boolean => flag.endsWith('review__required')

export const defaultFlagValue = (flag: string): boolean => !isReviewFlag(flag)

/** Top-level module keys (`news`, `cms`, ...), whose `__auth` flag gates the menu entry. */
export const MODULE_KEYS: readonly string[] = FLAG_TREE.map((node) => node.key)
