import { headers } from 'next/headers'
import { createLocalReq } from 'payload'

import type { SessionUser } from '@/access'
import { PUBLIC_TAGS, cachedPublic } from '@/lib/publicCache'
import { publicPayload } from '@/lib/publicPayload'
import { publicExternalLinks } from '@/modules/external-links'
import { todayKey } from '@/modules/opening'
import {
  homeAlbumImages,
  homeCarousel,
  homeCatalogs,
  homeNews,
  homeQuickLinks,
  publicHome,
  publicInfra,
} from '@/modules/site'
import { type RouteTree, routeTree, viewerOf, visibleTree } from '@/modules/cms'

/**
 * The public frame's and home page's data, read through the public cache (src/lib/publicCache.ts)
 * so a page view does not query the database each time; each entry expires with its tag when the
 * content changes. Reads that depend on the day take today's key as an argument (a new day is a
 * new cache entry). Nothing per visitor is cached: the navigation caches the whole tree and is
 * filtered for the viewer on each request.
 */

/** Today (`YYYY-MM-DD`, library time): the cache key of day-dependent reads. */
export const today = (): string => todayKey()

export const readInfra = cachedPublic('frame:infra', [PUBLIC_TAGS.settings], async () =>
  publicInfra(await publicPayload()),
)

/** The enabled external links: the frame's 相關連結 menu and /external-links (expired when links change). */
export const readExternalLinks = cachedPublic('modules:external-links', [PUBLIC_TAGS.links], async () =>
  publicExternalLinks(await publicPayload()),
)

export const readHome = cachedPublic('frame:home', [PUBLIC_TAGS.opening], async (_day: string) =>
  publicHome(await publicPayload()),
)

/** The navigation's fields only (no page-builder blocks), the same for every visitor. */
const navNode = (node: RouteTree): RouteTree => ({
  ...node,
  blocks: [],
  blockText: '',
  children: node.children.map(navNode),
})

const readRouteTree = cachedPublic('frame:route-tree', [PUBLIC_TAGS.routes], async () => {
  const payload = await publicPayload()
  return (await routeTree.allTree(await createLocalReq({}, payload))).map(navNode)
})

/** The navigation tree this request's visitor may see (signed-in staff also see Internal and their roles' nodes). */
export const readNavigation = async (): Promise<RouteTree[]> => {
  const payload = await publicPayload()
  const [tree, { user }] = await Promise.all([readRouteTree(), payload.auth({ headers: await headers() })])
  return visibleTree(tree, viewerOf(user as SessionUser))
}

export const readQuickLinks = cachedPublic('home:quick-links', [PUBLIC_TAGS.links], async () =>
  homeQuickLinks(await publicPayload()),
)

export const readCarousel = cachedPublic('home:carousel', [PUBLIC_TAGS.carousels], async (_day: string) =>
  homeCarousel(await publicPayload()),
)

export const readNews = cachedPublic('home:news', [PUBLIC_TAGS.news], async (_day: string) =>
  homeNews(await publicPayload(), 5),
)

export const readAlbumImages = cachedPublic('home:album-images', [PUBLIC_TAGS.albums], async (_day: string) =>
  homeAlbumImages(await publicPayload(), 8),
)

export const readCatalogs = cachedPublic('home:catalogs', [PUBLIC_TAGS.catalogs], async () =>
  homeCatalogs(await publicPayload(), 3),
)
