import { defineModule } from '@/modules/define'
import { Pages } from './collections/pages'
import { Routes } from './collections/routes'
import { cmsEndpoints } from './endpoints'
import { cmsManifest } from './manifest'
import { cmsPublicEndpoints } from './publicEndpoints'

/** 網站內容: the navigation tree (routes, with the routeIds scope) and the pages under it (reviewed). */
export const cmsModule = defineModule(cmsManifest, {
  collections: [Routes, Pages],
  endpoints: [...cmsEndpoints, ...cmsPublicEndpoints],
  // Its demo data (seed.ts), loaded only when the demo seed runs.
  seed: async (payload) => (await import('./seed')).seedCms(payload),
})

export { type NavLink, linkOf, pathTo } from './navigation'
export { type PublicPage, publishedPagesOf, storedRouteTree } from './public'
export { type RouteNode, type RouteTree, routeTree } from './routeTree'
export { ANONYMOUS, type Viewer, isNodeVisible, viewerOf, visibleTree } from './visibility'
