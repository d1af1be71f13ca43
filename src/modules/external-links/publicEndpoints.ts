import type { Endpoint } from 'payload'

import { ok } from '@/endpoints/http'
import { publicRead } from '@/endpoints/publicRead'
import { PUBLIC_TAGS } from '@/lib/publicCache'
import { publicExternalLinks } from './public'

/** The public call of the external links. */
export const externalLinkPublicEndpoints: Endpoint[] = [
  publicRead('/public/external-links', [PUBLIC_TAGS.links], async (req) => ok(await publicExternalLinks(req.payload))),
]
