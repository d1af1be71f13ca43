import type { Endpoint } from 'payload'

import { endpoint, ok } from '../../../endpoints/http'
import { routeParam } from '../../../endpoints/query'
import { publicStatisticsList, publicStatisticsOne } from './service'

/** GET /api/public/statistics[/{id}] (spec doc 3 §7 "Public statistics"): what staff published. */
export const statisticsPublicEndpoints: Endpoint[] = [
  endpoint('get', '/public/statistics', 'public', async (req) => ok(await publicStatisticsList(req.payload))),
  endpoint('get', '/public/statistics/:id', 'public', async (req) => ok(await publicStatisticsOne(req.payload, routeParam(req, 'id')))),
]
