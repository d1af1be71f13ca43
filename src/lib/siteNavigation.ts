import { headers } from 'next/headers'
import { createLocalReq } from 'payload'

import type { SessionUser } from '../access'
import { type RouteTree, publicRouteTree } from '../services/routeTree'
import { viewerOf } from '../services/routeVisibility'
import { publicPayload } from './publicPayload'

/** The navigation tree for this request's visitor (signed-in staff also see Internal and their roles' nodes). */
export const siteNavigation = async (): Promise<RouteTree[]> => {
  const payload = await publicPayload()
  const { user } = await payload.auth({ headers: await headers() })
  const req = await createLocalReq({}, payload)
  return publicRouteTree(req, viewerOf(user as SessionUser))
}
