import type { Endpoint } from 'payload'

import { ok } from '@/endpoints/http'
import { publicRead } from '@/endpoints/publicRead'
import { PUBLIC_TAGS } from '@/lib/publicCache'
import { publicCarousels } from './public'

/** The public call of the home carousel. */
export const carouselPublicEndpoints: Endpoint[] = [
  publicRead('/public/carousels', [PUBLIC_TAGS.carousels], async (req) => ok(await publicCarousels(req.payload))),
]
