/**
 * The albums module's public pages, for the Next route files under src/app/(frontend) only: server
 * components with their stylesheets, which cannot load where index.ts is loaded outside Next
 * (the Payload CLI, scripts). Data and types stay in index.ts; browser components in client.ts.
 */
export { AlbumPage, albumPageMetadata } from './public/AlbumPage'
