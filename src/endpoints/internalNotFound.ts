import { MSG } from '@/i18n/messages'

type RouteHandler = (request: Request, args: { params: Promise<{ slug: string[] }> }) => Promise<Response>

/**
 * Payload's own bookkeeping collections answer a by-id (or by-key) call for a document that
 * does not exist with a 500 on the SQL adapters: their ids are numbers, so a 24-hex id fails in
 * the database driver, and deleting a preference that is not there fails in the adapter's
 * deleteOne. Those calls are bad input, not server faults: they answer 404 with the contract's
 * message. Only these routes, and only their 500s, are translated.
 */
const INTERNAL_BY_ID = /^\/api\/(payload-locked-documents|payload-preferences)\/[^/]+\/?$/

export const withInternalNotFound =
  (handler: RouteHandler): RouteHandler =>
  async (request, args) => {
    const response = await handler(request, args)
    if (response.status !== 500 || !INTERNAL_BY_ID.test(new URL(request.url).pathname)) return response
    return Response.json({ message: MSG.notFound }, { status: 404 })
  }

/** `/api/{collection}/versions[/{id}]` and `/api/globals/{global}/versions[/{id}]`. */
const VERSION_ROUTE = /^\/api\/(?:(globals)\/)?([^/]+)\/versions(?:\/([^/]+))?\/?$/

type VersionedConfig = {
  collections: readonly { slug: string; versions?: unknown }[]
  globals: readonly { slug: string; versions?: unknown }[]
}

/**
 * Payload's version routes of a collection or global that keeps no versions were a 500 (there
 * is no versions table to read), and so was a version id the database cannot read:
 * both are a missing page, 404 with the contract's message. Routes of collections and globals
 * that do keep versions are Payload's, but for that 500.
 */
export const withVersionNotFound =
  (config: Promise<VersionedConfig> | VersionedConfig, handler: RouteHandler): RouteHandler =>
  async (request, args) => {
    const match = VERSION_ROUTE.exec(new URL(request.url).pathname)
    if (!match) return handler(request, args)
    const [, global, slug, id] = match
    const { collections, globals } = await config
    const entity = (global ? globals : collections).find((candidate) => candidate.slug === slug)
    if (entity && !entity.versions) return Response.json({ message: MSG.notFound }, { status: 404 })
    const response = await handler(request, args)
    if (response.status === 500 && entity && id !== undefined)
      return Response.json({ message: MSG.notFound }, { status: 404 })
    return response
  }
