import type { Endpoint } from 'payload'

import { FLAGS } from '@/access'
import { endpoint, ok, readBody } from '@/endpoints/http'
import { idParam, listQueryOf } from '@/endpoints/params'
import { readQuery } from '@/endpoints/query'
import { basicReportQuerySchema, basicSaveSchema, statusFilterSchema } from '../merge/schemas'
import * as service from './service'

const STATS = FLAGS.statistics
const BASE = '/shennong/statistics'

/** Basic statistics (docs/statistics.md §7). */
export const basicEndpoints: Endpoint[] = [
  endpoint('get', `${BASE}/basic-statistics-items`, { flag: STATS.read }, async () =>
    ok(service.basicStatisticsItems()),
  ),
  endpoint('get', `${BASE}/basic-statistics`, { flag: STATS.read }, async (req) =>
    ok(await service.listBasics(req, listQueryOf(req), readQuery(req, statusFilterSchema.passthrough()))),
  ),
  endpoint('get', `${BASE}/basic-statistics/detail/:id`, { flag: STATS.read }, async (req) =>
    ok(await service.getBasic(req, idParam(req))),
  ),
  endpoint('get', `${BASE}/basic-statistics/reports/:id`, { flag: STATS.read }, async (req) =>
    ok(await service.basicReportById(req, idParam(req), readQuery(req, basicReportQuerySchema))),
  ),
  endpoint('get', `${BASE}/export-basic-statistics/:id`, { flag: STATS.read }, async (req) =>
    ok(await service.exportBasic(req, idParam(req), readQuery(req, basicReportQuerySchema))),
  ),
  endpoint('post', `${BASE}/basic-statistics`, { flag: STATS.edit }, async (req) =>
    ok(await service.saveBasic(req, await readBody(req, basicSaveSchema))),
  ),
  endpoint('delete', `${BASE}/basic-statistics/:id`, { flag: STATS.delete }, async (req) =>
    ok(await service.removeBasic(req, idParam(req))),
  ),
]
