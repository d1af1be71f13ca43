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
