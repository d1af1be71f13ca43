import type { Endpoint, PayloadRequest } from 'payload'

import { FLAGS } from '@/access'
import { endpoint, ok, readBody } from '@/endpoints/http'
import { idParam, listQueryOf } from '@/endpoints/params'
import { readQuery } from '@/endpoints/query'
import { listQuerySchema } from '@/validation/listQuery'
import { formulaSaveSchema, periodQuerySchema } from './schemas'
import * as service from './service'

const STATS = FLAGS.statistics
const BASE = '/shennong/statistics'

/** The spec's default page of formula-original-settings. */
export const FORMULA_ORIGINAL_DEFAULT_LIMIT = 10000

const originalQuery = (req: PayloadRequest) => {
  const query = readQuery(req, listQuerySchema)
  return req.searchParams?.has('limit') ? query : { ...query, limit: FORMULA_ORIGINAL_DEFAULT_LIMIT }
}

/** Formula reports (docs/statistics.md §3). */
export const formulaEndpoints: Endpoint[] = [
  endpoint('get', `${BASE}/formula-original-settings`, { flag: STATS.read }, async (req) =>
    ok(await service.formulaOriginalSettings(req, originalQuery(req))),
  ),
  endpoint('get', `${BASE}/formula-report-settings`, { flag: STATS.read }, async (req) =>
    ok(await service.listFormulaReports(req, listQueryOf(req))),
  ),
  endpoint('get', `${BASE}/formula-report-settings/detail/:id`, { flag: STATS.read }, async (req) =>
    ok(await service.getFormulaReport(req, idParam(req))),
  ),
  endpoint('put', `${BASE}/formula-report-settings`, { flag: STATS.edit }, async (req) =>
    ok(await service.saveFormulaReport(req, await readBody(req, formulaSaveSchema))),
  ),
  endpoint('delete', `${BASE}/formula-report-settings/:id`, { flag: STATS.delete }, async (req) =>
    ok(await service.removeFormulaReport(req, idParam(req))),
  ),
  endpoint('get', `${BASE}/calculate-formula-report/:id`, { flag: STATS.read }, async (req) =>
    ok(await service.calculateFormulaReport(req, idParam(req), readQuery(req, periodQuerySchema))),
  ),
  endpoint('get', `${BASE}/export-formula-report/:id`, { flag: STATS.read }, async (req) =>
    ok(await service.exportFormulaReport(req, idParam(req), readQuery(req, periodQuerySchema))),
  ),
]
