/** The back office's base path and shell screens (plain constants, safe everywhere). */
export const ADMIN_BASE = '/shennong'

/** Screens of the shell itself (no module flag). */
export const AUTH_ROUTES = {
  login: 'auth/login',
  modifyPassword: 'user/modify-password',
} as const

/** Request header the proxy sets with the spec route it served. */
export const ROUTE_HEADER = 'x-shennong-route'
