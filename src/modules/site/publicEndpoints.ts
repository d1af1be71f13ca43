import type { Endpoint } from 'payload'

import { publicHome, publicInfra } from './public'
import { ok } from '@/endpoints/http'
import { publicRead } from '@/endpoints/publicRead'
import { PUBLIC_TAGS } from '@/lib/publicCache'

/** The public frame and home header (/public/home, /public/infra). */
export const sitePublicEndpoints: Endpoint[] = [
  publicRead('/public/home', [PUBLIC_TAGS.opening, PUBLIC_TAGS.settings], async (req) =>
    ok(await publicHome(req.payload)),
  ),
  publicRead('/public/infra', [PUBLIC_TAGS.settings], async (req) => ok(await publicInfra(req.payload))),
]
