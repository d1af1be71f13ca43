/**
 * zh-TW messages of the navigation tree (routes) and the FAQ tree.
 */
import { FIELD_LABEL } from '@/i18n/modules'
import { MSG } from '@/i18n/messages'

export const TREE_MSG = {
  nameRequired: MSG.required(FIELD_LABEL.name),
  duplicateNode: '樹狀結構中有重複的節點',
  tooDeep: (max: number) => `樹狀結構最多只能有 ${max} 層`,
  unknownNode: '找不到要更新的節點，請重新整理後再試',
  unknownParent: '找不到上層節點',
  parentCycle: '不可將節點移至自身或其子節點之下',
  routeHasChildren: '此路由下仍有子路由或頁面，無法刪除',
  routeHasPages: (name: string) => `路由「${name}」下仍有頁面，無法刪除`,
  faqHasChildren: '此節點下仍有子節點，無法刪除',
  unknownRole: '找不到指定的角色',
  unknownAnswer: '找不到對應的問答',
  routeOutOfScope: '您沒有權限編輯此路由',
  moveOneAtATime: '一次只能移動一個節點，請逐一調整上層節點',
  notFound: '找不到此節點',
  typeInvalid: '類型不正確',
  authInvalid: '瀏覽權限不正確',
  statusInvalid: MSG.notInEnum(FIELD_LABEL.status),
} as const

/** Labels of the route fields in messages. */
export const ROUTE_FIELD_LABEL = {
  type: '類型',
  url: '網址',
  moduleName: '模組名稱',
  authRoles: '可瀏覽的角色',
  answers: '對應問答',
} as const

/** Texts of the admin tree editor. */
export const TREE_UI = {
  loading: '載入中…',
  empty: MSG.emptyList,
  save: '儲存排序',
  saving: '儲存中…',
  saved: '儲存排序成功',
  saveFailed: '儲存排序失敗',
  loadFailed: '載入失敗',
  unsaved: '有尚未儲存的變更',
  addNode: '新增節點',
  addChild: '新增子節點',
  newName: '節點名稱',
  confirmAdd: '加入',
  cancel: '取消',
  moveUp: '上移',
  moveDown: '下移',
  outdent: '升一層',
  indent: '降一層',
  edit: '編輯',
  remove: '移除',
  reload: '重新載入',
  discardConfirm: '尚未儲存的變更將會遺失，確定重新載入？',
  dragHint:
    '拖曳節點可調整順序：放在節點上半部為「之前」、下半部為「之後」、中間為「成為子節點」。也可使用每個節點的按鈕調整。',
  newBadge: '未儲存',
} as const
