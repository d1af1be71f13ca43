import type { MenuGroup } from '@/modules/define'

/** The back office's two menu groups, also Payload's collection groups. */
export const MENU_GROUPS: Record<MenuGroup, string> = {
  site: '網站資訊管理',
  platform: '平台營運管理',
}
