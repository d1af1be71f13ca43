/**
 * The back-office route table (spec doc 1 §2, doc 2 §2, doc 3 §2): one entry per spec screen
 * under /shennong. It drives the menu, the page titles and breadcrumbs, and the proxy that
 * serves each spec URL with its Payload screen. Pure data: safe for the proxy, server and
 * client components alike.
 */

export type MenuGroup = 'site' | 'platform'

export const MENU_GROUPS: Record<MenuGroup, string> = {
  site: '網站資訊管理',
  platform: '平台營運管理',
}

export type AdminRoute = {
  /** Path under /shennong, without a leading slash (`news-management`). */
  path: string
  title: string
  /** The permission flag that shows the menu item and guards the screen. */
  flag: string
  group: MenuGroup
  /** The Payload collection or global that serves the screen (list, create, {id} edit). */
  collection?: string
  global?: string
  /**
   * Served by a custom admin view registered at this path (the archive manager, review): the
   * proxy leaves these URLs to Payload's router. A `collection` beside it only names the data.
   */
  customView?: boolean
  /** Sub-pages (`space-management/room-management`), each with its own screen. */
  children?: AdminRoute[]
  /** Listed in the menu (sub-pages appear under their parent). */
  menu?: boolean
}

const route = (path: string, title: string, flag: string, group: MenuGroup, target: Partial<AdminRoute> = {}): AdminRoute => ({
  path,
  title,
  flag,
  group,
  menu: true,
  ...target,
})

/** Every spec screen, in menu order. */
export const ADMIN_ROUTES: AdminRoute[] = [
  route('news-management', '最新消息管理', 'news__auth', 'site', { collection: 'news' }),
  route('carousel-management', '輪播管理', 'carousels__auth', 'site', { collection: 'carousels' }),
  route('quick-links-management', '快速連結管理', 'quick_links__auth', 'site', { collection: 'quick-links' }),
  route('external-link-management', '外部連結管理', 'external_links__auth', 'site', { collection: 'external-links' }),
  route('faq-route-management', '常見問題管理', 'faq__auth', 'site', { collection: 'faq-routes' }),
  route('feedback-management', '意見回饋管理', 'feedbacks__auth', 'site', { collection: 'feedbacks' }),
  route('recommendation-management', '資源推薦管理', 'recommendations__auth', 'site', { collection: 'recommendation-answers' }),
  route('catalog-management', '新書通報管理', 'catalogs__auth', 'site', { collection: 'catalogs' }),
  route('album-management', '相簿管理', 'albums__auth', 'site', { collection: 'albums' }),
  route('questionnaire-management', '問卷管理', 'questionnaires__auth', 'site', {
    collection: 'questionnaires',
    children: [
      route('questionnaire-management/answer', '問卷填答', 'questionnaires__read', 'site', { collection: 'questionnaire-answers', menu: false }),
      route('questionnaire-management/statistics', '問卷統計', 'questionnaires__read', 'site', { collection: 'questionnaire-answers', menu: false }),
      route('questionnaire-management/announcement-page-content-edit', '問卷公告頁內容', 'questionnaires__edit', 'site', { global: 'questionnaire-settings', menu: false }),
    ],
  }),
  route('opening-management', '開館時間管理', 'opening_dates__auth', 'site', { collection: 'opening-dates' }),
  route('route-management', '路由管理', 'cms__auth', 'site', { collection: 'routes' }),
  route('archive-management', '檔案管理', 'archives__auth', 'site', { customView: true }),
  route('space-management', '空間預約管理', 'reservations__auth', 'platform', {
    collection: 'reservations',
    children: [
      route('space-management/room-management', '空間管理', 'reservations__rooms__auth', 'platform', { collection: 'rooms', menu: false }),
      route('space-management/room-reservation', '空間預約', 'reservations__rooms__auth', 'platform', { collection: 'reservations', menu: false }),
      route('space-management/seat-management', '座位管理', 'reservations__seats__auth', 'platform', { collection: 'seats', menu: false }),
      route('space-management/seat-reservation', '座位預約', 'reservations__seats__auth', 'platform', { collection: 'reservations', menu: false }),
      route('space-management/room-setting', '空間預約設定', 'reservations__rooms__edit', 'platform', { global: 'room-reservation-settings', menu: false }),
      route('space-management/seat-setting', '座位預約設定', 'reservations__seats__edit', 'platform', { global: 'seat-reservation-settings', menu: false }),
      route('space-management/module-notifier', '通知信箱設定', 'reservations__auth', 'platform', { global: 'module-notifiers', menu: false }),
    ],
  }),
  route('department-management', '部門管理', 'departments__auth', 'platform', { collection: 'departments' }),
  route('job-title-management', '職稱管理', 'job_titles__auth', 'platform', { collection: 'job-titles' }),
  route('job-category-management', '職類管理', 'job_categories__auth', 'platform', { collection: 'job-categories' }),
  route('user-management', '使用者管理', 'authorizations__users__auth', 'platform', { collection: 'users' }),
  route('role-management', '角色管理', 'authorizations__roles__auth', 'platform', { collection: 'roles' }),
  route('review-management', '審核管理', 'auth_requests__auth', 'platform', { collection: 'auth-requests', customView: true }),
  route('email-management', '郵件紀錄', 'authorizations__auth', 'platform', { collection: 'email-logs' }),
  route('report-management', '報表管理', 'authorizations__auth', 'platform', { collection: 'reports' }),
  route('statistics-demo-management', '統計管理', 'statistics__auth', 'platform', {
    collection: 'basic-statistics',
    children: [
      route('statistics-demo-management/merge', '合併統計', 'statistics__read', 'platform', { collection: 'merge-statistics', menu: false }),
      route('statistics-demo-management/mix-report', '混合統計', 'statistics__read', 'platform', { collection: 'mixin-statistics', menu: false }),
      route('statistics-demo-management/public-report', '前台報表', 'statistics__read', 'platform', { collection: 'front-report-settings', menu: false }),
      route('statistics-demo-management/manual-report-settings', '手動報表設定', 'statistics__read', 'platform', { collection: 'manual-report-settings', menu: false }),
      route('statistics-demo-management/formula-settings', '公式報表設定', 'statistics__read', 'platform', { collection: 'formula-report-settings', menu: false }),
      route('statistics-demo-management/data-original-settings', '原始資料設定', 'statistics__read', 'platform', { collection: 'data-original-settings', menu: false }),
    ],
  }),
]

/** Screens of the shell itself (no module flag). */
export const AUTH_ROUTES = {
  login: 'auth/login',
  modifyPassword: 'user/modify-password',
} as const

export const ADMIN_BASE = '/shennong'

/** Request header the proxy sets with the spec route it served. */
export const ROUTE_HEADER = 'x-shennong-route'

const flatten = (routes: AdminRoute[]): AdminRoute[] => routes.flatMap((r) => [r, ...flatten(r.children ?? [])])

/** Every route, sub-pages included. */
export const ALL_ADMIN_ROUTES: AdminRoute[] = flatten(ADMIN_ROUTES)

export type ResolvedAdminPath = {
  route: AdminRoute
  /** `list`, `create` or an `{id}` edit screen. */
  view: 'list' | 'create' | 'edit'
  id?: string
  /** The Payload admin path that renders it, under /shennong. */
  target?: string
}

/**
 * Resolve a path under /shennong (`news-management/create`, `user-management/<id>`) to its
 * route and Payload screen. The longest matching route wins, so sub-pages beat their parent.
 */
export const resolveAdminPath = (pathWithoutBase: string): ResolvedAdminPath | undefined => {
  const clean = pathWithoutBase.replace(/^\/+|\/+$/g, '')
  const candidates = ALL_ADMIN_ROUTES.filter((r) => clean === r.path || clean.startsWith(`${r.path}/`)).sort(
    (a, b) => b.path.length - a.path.length,
  )
  const matched = candidates[0]
  if (!matched) return undefined
  const rest = clean.slice(matched.path.length).replace(/^\//, '')
  if (rest.includes('/')) return undefined
  const view: ResolvedAdminPath['view'] = rest === '' ? 'list' : rest === 'create' ? 'create' : 'edit'
  let target: string | undefined
  if (matched.customView) {
    // The custom view serves the path itself (with its query string).
  } else if (matched.collection) {
    const base = `/collections/${matched.collection}`
    target = view === 'list' ? base : `${base}/${view === 'create' ? 'create' : rest}`
  } else if (matched.global && view === 'list') {
    target = `/globals/${matched.global}`
  }
  return { route: matched, view, ...(view === 'edit' ? { id: rest } : {}), ...(target ? { target } : {}) }
}

/** The spec URL of a Payload collection or global screen (for the menu's active state and breadcrumbs). */
export const specPathFor = (payloadPath: string): AdminRoute | undefined => {
  const [kind, slug] = payloadPath.replace(/^\/+/, '').split('/')
  if (kind === 'collections') return ALL_ADMIN_ROUTES.find((r) => r.collection === slug && r.menu)
  if (kind === 'globals') return ALL_ADMIN_ROUTES.find((r) => r.global === slug)
  return undefined
}
