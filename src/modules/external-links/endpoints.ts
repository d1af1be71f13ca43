import type { Endpoint } from 'payload'
import { z } from 'zod'

import { FLAGS } from '@/access'
import { endpoint, ok, readBody } from '@/endpoints/http'
import { listExternalLinks, saveExternalLinks } from './service'

/** The back-office calls of the external links: the whole list, read and saved. */

/** Any JSON body (a whole list may come bare); the service checks its shape. */
const anyBody = z.unknown()

export const externalLinkEndpoints: Endpoint[] = [
  endpoint('get', '/shennong/external-links', { flag: FLAGS.external_links.read }, async (req) =>
    ok(await listExternalLinks(req)),
  ),
  endpoint('post', '/shennong/external-links', { flag: FLAGS.external_links.edit }, async (req) =>
    ok(await saveExternalLinks(req, await readBody(req, anyBody))),
  ),
]
