/**
 * The shell's one door for modules' custom admin views (server components): the admin template
 * with the side menu and header, the refusal screen, and the signed-in user with roles. A module
 * reaches the shell only through this file and the pure route table (src/admin/routeTable.ts);
 * everything else a screen needs comes from the UI kit (src/ui).
 */
export { withRoles } from './sessionUser'
export { AdminTemplate } from './views/AdminTemplate'
export { ForbiddenScreen } from './views/Forbidden'
