import type { Metadata } from 'next'
import { headers } from 'next/headers'

import config from '@payload-config'
import { NotFoundPage, generatePageMetadata } from '@payloadcms/next/views'
import { getPayload } from 'payload'

import { type SessionUser, can } from '@/access'
import { ALL_ADMIN_ROUTES, ROUTE_HEADER } from '@/admin/routeTable'
import { ForbiddenScreen } from '@/admin/views/Forbidden'
import { importMap } from '../importMap'

type Args = {
  params: Promise<{ segments: string[] }>
  searchParams: Promise<{ [key: string]: string | string[] }>
}

export const generateMetadata = ({ params, searchParams }: Args): Promise<Metadata> =>
  generatePageMetadata({ config, params, searchParams })

/**
 * Payload answers "not found" for a collection the user may not read. When the address is a
 * spec screen the user's roles do not open, say that instead; anything else is 暫無此頁面.
 */
const NotFound = async ({ params, searchParams }: Args) => {
  const requestHeaders = await headers()
  const routePath = requestHeaders.get(ROUTE_HEADER)
  const route = routePath ? ALL_ADMIN_ROUTES.find((r) => r.path === routePath) : undefined
  if (route) {
    const payload = await getPayload({ config })
    const { user } = await payload.auth({ headers: requestHeaders })
    if (user && !can(user as SessionUser, route.flag)) return <ForbiddenScreen title={route.title} />
  }
  return NotFoundPage({ config, params, searchParams, importMap })
}

export default NotFound
