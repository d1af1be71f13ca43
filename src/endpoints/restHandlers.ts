import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import type { SanitizedConfig } from 'payload'

import { servedFromKept } from '@/lib/publicReadCache'
import { withApiSecurityHeaders as secured } from '@/lib/securityHeaders'
import { withJsonBodyLimit } from './bodyLimit'
import { withInternalNotFound } from './internalNotFound'

/**
 * The handlers of /api/[...slug], as Next mounts them and as the integration tests call them:
 * every answer carries the security headers (src/lib/securityHeaders.ts); JSON bodies of
 * Payload's REST writes are held to 1 MB (413, src/endpoints/bodyLimit.ts); Payload's own
 * bookkeeping collections answer 404, not 500, for a document that is not there; a public read
 * kept in memory is answered before Payload builds its request (src/lib/publicReadCache.ts).
 */
export const restHandlers = (config: Promise<SanitizedConfig> | SanitizedConfig) => {
  const get = withInternalNotFound(REST_GET(config))
  return {
    GET: secured(async (request: Request, context: { params: Promise<{ slug: string[] }> }) => servedFromKept(request) ?? get(request, context)),
    POST: secured(withJsonBodyLimit(REST_POST(config))),
    DELETE: secured(withInternalNotFound(REST_DELETE(config))),
    PATCH: secured(withJsonBodyLimit(REST_PATCH(config))),
    PUT: secured(withJsonBodyLimit(REST_PUT(config))),
    OPTIONS: secured(REST_OPTIONS(config)),
  }
}
