/**
 * The reservations module's door for the Next route files under src/app/(frontend) only: what
 * their server components need beside the browser components of client.ts.
 */
export { dayIn } from './public/types'
export { readBoardSettings } from './public/boardData'
