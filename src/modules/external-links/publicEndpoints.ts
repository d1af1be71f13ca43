import type { Endpoint } from 'payload'

import { endpoint, ok } from '../../endpoints/http'
import { publicExternalLinks } from './public'

/** The public call of the external links (spec doc 2 §7 "Public"). */
export const externalLinkPublicEndpoints: Endpoint[] = [
  endpoint('get', '/public/external-links', 'public', async (req) => ok(await publicExternalLinks(req.payload))),
]
