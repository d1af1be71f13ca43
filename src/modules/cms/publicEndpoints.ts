import type { Endpoint } from 'payload'
import { z } from 'zod'

import { userOf } from '@/access'
import { ok } from '@/endpoints/http'
import { publicRead } from '@/endpoints/publicRead'
import { PUBLIC_TAGS } from '@/lib/publicCache'
import { listQueryOf } from '@/endpoints/params'
import { readQuery, routeParam } from '@/endpoints/query'
import { MSG } from '@/i18n/messages'
import { isObjectId } from '@/lib/objectId'
import { optionalFilter } from '@/validation/listQuery'
import { PUBLIC_PAGES_MAX_LIMIT, publicPageItem, publicPagesList } from './public'
import { publicRouteTree, publicRoutes } from './routeTree'
import { viewerOf } from './visibility'

/**
 * The public page and navigation calls: anyone may call them; pages
 * are only published pages of routes the caller may see, routes are filtered by status and auth
 * mode (a signed-in caller also sees Internal routes and those of its roles). Unknown or hidden
 * ids are a 404 (找不到資料); a bad query is a 400 with a zh-TW message.
 */

const optionalId = optionalFilter.refine((value) => value === undefined || isObjectId(value), {
  error: MSG.notObjectId,
})

const pageFilters = z.object({ routeId: optionalId })

/** Internal routes and pages show to signed-in visitors: their answers are theirs alone. */
const PER_VIEWER = { perViewer: true }

export const cmsPublicEndpoints: Endpoint[] = [
  publicRead(
    '/public/pages',
    [PUBLIC_TAGS.pages, PUBLIC_TAGS.routes],
    async (req) => {
      const query = listQueryOf(req, PUBLIC_PAGES_MAX_LIMIT)
      const { routeId } = readQuery(req, pageFilters)
      return ok(await publicPagesList(req.payload, viewerOf(userOf(req)), query, routeId))
    },
    PER_VIEWER,
  ),
  publicRead(
    '/public/pages/:id',
    [PUBLIC_TAGS.pages, PUBLIC_TAGS.routes],
    async (req) => ok(await publicPageItem(req.payload, viewerOf(userOf(req)), routeParam(req, 'id'))),
    PER_VIEWER,
  ),
  publicRead('/public/all-routes', [PUBLIC_TAGS.routes], async (req) => ok(await publicRoutes(req)), PER_VIEWER),
  publicRead(
    '/public/all-routes-tree',
    [PUBLIC_TAGS.routes],
    async (req) => ok(await publicRouteTree(req)),
    PER_VIEWER,
  ),
]
