import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import type { SanitizedConfig } from 'payload'

import { servedFromKept } from '@/lib/publicReadCache'
import { withApiSecurityHeaders as secured } from '@/lib/securityHeaders'
import { withJsonBodyLimit } from './bodyLimit'
import { withInternalNotFound, withVersionNotFound } from './internalNotFound'
import { withCheckedMultipart } from './multipart'
import { withRestQueryChecks as checked } from './restQuery'
import { withRestWriteGate as gated } from './restWrites'

/**
 * The handlers of /api/[...slug], as Next mounts them and as the integration tests call them:
 * every answer carries the security headers (src/lib/securityHeaders.ts); JSON bodies of
 * Payload's REST writes are held to 1 MB (413, src/endpoints/bodyLimit.ts); Payload's own
 * bookkeeping collections and the version routes answer 404, not 500, for a document that is not
 * there or a collection or global that keeps no versions; a `where` or `data` query text that is
 * no JSON object is a 400 and a route Payload disables a 404, not 5xx (./restQuery.ts); a
 * multipart body of Payload's REST writes reaches Payload's reader only when it can be read to
 * the end, within its collection's bound (./multipart.ts); an anonymous or unauthorised write of
 * Payload's REST is refused before its body is read, and an anonymous one counts against the
 * public write limit (./restWrites.ts); a public
 * read kept in memory is answered before Payload builds its request (src/lib/publicReadCache.ts).
 */
export const restHandlers = (config: Promise<SanitizedConfig> | SanitizedConfig) => {
  const get = checked(config, withVersionNotFound(config, withInternalNotFound(REST_GET(config))))
  return {
    GET: secured(
      async (request: Request, context: { params: Promise<{ slug: string[] }> }) =>
        servedFromKept(request) ?? get(request, context),
    ),
    POST: secured(
      checked(
        config,
        gated(config, withCheckedMultipart(config, withJsonBodyLimit(withVersionNotFound(config, REST_POST(config))))),
      ),
    ),
    DELETE: secured(checked(config, gated(config, withInternalNotFound(REST_DELETE(config))))),
    PATCH: secured(checked(config, gated(config, withCheckedMultipart(config, withJsonBodyLimit(REST_PATCH(config)))))),
    PUT: secured(checked(config, gated(config, withCheckedMultipart(config, withJsonBodyLimit(REST_PUT(config)))))),
    OPTIONS: secured(REST_OPTIONS(config)),
  }
}
