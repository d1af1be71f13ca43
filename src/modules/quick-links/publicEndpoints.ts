import type { Endpoint } from 'payload'

import { endpoint, ok } from '../../endpoints/http'
import { publicQuickLinks } from './public'

/** The public call of the quick links (spec doc 2 §7 "Public"). */
export const quickLinkPublicEndpoints: Endpoint[] = [
  endpoint('get', '/public/quick-links', 'public', async (req) => ok(await publicQuickLinks(req.payload))),
]
