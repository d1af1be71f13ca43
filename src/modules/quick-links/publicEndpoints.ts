import type { Endpoint } from 'payload'

import { ok } from '@/endpoints/http'
import { publicRead } from '@/endpoints/publicRead'
import { PUBLIC_TAGS } from '@/lib/publicCache'
import { publicQuickLinks } from './public'

/** The public call of the quick links. */
export const quickLinkPublicEndpoints: Endpoint[] = [
  publicRead('/public/quick-links', [PUBLIC_TAGS.links], async (req) => ok(await publicQuickLinks(req.payload))),
]
