import type { Endpoint } from 'payload'
import { z } from 'zod'

import { FLAGS } from '@/access'
import { endpoint, ok, readBody } from '@/endpoints/http'
import { listQuickLinks, saveQuickLinks } from './service'

/** The back-office calls of the quick links: the whole list, read and saved. */

/** Any JSON body (a whole list may come bare); the service checks its shape. */
const anyBody = z.unknown()

export const quickLinkEndpoints: Endpoint[] = [
  endpoint('get', '/shennong/quick-links', { flag: FLAGS.quick_links.read }, async (req) =>
    ok(await listQuickLinks(req)),
  ),
  endpoint('put', '/shennong/quick-links', { flag: FLAGS.quick_links.edit }, async (req) =>
    ok(await saveQuickLinks(req, await readBody(req, anyBody))),
  ),
]
