import type { Endpoint } from 'payload'

import { ok } from '@/endpoints/http'
import { publicRead } from '@/endpoints/publicRead'
import { PUBLIC_TAGS } from '@/lib/publicCache'
import { routeParam } from '@/endpoints/query'
import { publicStatisticsList, publicStatisticsOne } from './service'

/** GET /api/public/statistics[/{id}]: what staff published. */
export const statisticsPublicEndpoints: Endpoint[] = [
  publicRead('/public/statistics', [PUBLIC_TAGS.statistics], async (req) =>
    ok(await publicStatisticsList(req.payload)),
  ),
  publicRead('/public/statistics/:id', [PUBLIC_TAGS.statistics], async (req) =>
    ok(await publicStatisticsOne(req.payload, routeParam(req, 'id'))),
  ),
]
