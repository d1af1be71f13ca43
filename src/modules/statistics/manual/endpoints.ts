import type { Endpoint } from 'payload'

import { FLAGS } from '@/access'
import { endpoint, ok, readBody } from '@/endpoints/http'
import { idParam, listQueryOf } from '@/endpoints/params'
import { readQuery } from '@/endpoints/query'
import {
  deleteBodySchema,
  initSetsSchema,
  lockBodySchema,
  lockQuerySchema,
  monthQuerySchema,
  optionalYearQuerySchema,
  settingSaveSchema,
  writeBodySchema,
  writeByMonthBodySchema,
  yearQuerySchema,
} from './schemas'
import * as service from './service'
import * as sums from './sums'
import * as values from './values'

const S = FLAGS.statistics
const BASE = '/shennong/statistics'

/** Does the request carry a body? (DELETE and the lock toggle take their input in the body or the query). */
const hasBody = (req: { headers: Headers }): boolean =>
  (req.headers.get('content-type') ?? '').includes('json') ||
  Number(req.headers.get('content-length') ?? '0') > 0 ||
  req.headers.has('transfer-encoding')

/**
 * Manual reports: staff calls under the statistics flags, the
 * writers' calls (`self-*`, items of a set, writing values) under the session and the service's
 * assignment check.
 */
export const manualEndpoints: Endpoint[] = [
  endpoint('get', `${BASE}/manual-report-settings`, { flag: S.read }, async (req) =>
    ok(await service.listSettings(req, listQueryOf(req))),
  ),
  endpoint('get', `${BASE}/manual-report-settings/detail/:id`, { flag: S.read }, async (req) =>
    ok(await service.getSetting(req, idParam(req))),
  ),
  endpoint('put', `${BASE}/manual-report-settings`, { flag: S.edit }, async (req) =>
    ok(await service.saveSetting(req, await readBody(req, settingSaveSchema))),
  ),
  endpoint('delete', `${BASE}/manual-report-settings`, { flag: S.delete }, async (req) => {
    // The ids come in the body `{ ids: [...] }`, or as `?ids=a,b` in the query.
    const fromQuery = req.searchParams?.get('ids')
    const ids =
      hasBody(req) || !fromQuery
        ? (await readBody(req, deleteBodySchema)).ids
        : deleteBodySchema.parse({ ids: fromQuery.split(',').map((id) => id.trim()) }).ids
    return ok(await service.removeSettings(req, ids))
  }),
  endpoint('get', `${BASE}/manual-report-sets/detail/:id`, { flag: S.read }, async (req) =>
    ok(await service.getSetDetail(req, idParam(req))),
  ),
  endpoint('get', `${BASE}/manual-report-sets/:id`, { flag: S.read }, async (req) =>
    ok(await service.listSets(req, idParam(req), readQuery(req, optionalYearQuerySchema).year)),
  ),
  endpoint('post', `${BASE}/init-manual-sets`, { flag: S.edit }, async (req) => {
    const body = await readBody(req, initSetsSchema)
    return ok(await service.initSets(req, body.id.toLowerCase(), body.year), { status: 201 })
  }),
  endpoint('get', `${BASE}/manual-report-items-with-fields/:id`, 'active', async (req) =>
    ok(await values.itemsWithFields(req, idParam(req))),
  ),
  endpoint('put', `${BASE}/manual-report-items/:id`, 'active', async (req) =>
    ok(await values.writeItems(req, idParam(req), (await readBody(req, writeBodySchema)).values)),
  ),
  endpoint('put', `${BASE}/manual-report-items`, 'active', async (req) => {
    const { year, month } = readQuery(req, monthQuerySchema)
    const body = await readBody(req, writeByMonthBodySchema)
    return ok(await values.writeItemsByMonth(req, year, month, body.settingId.toLowerCase(), body.values))
  }),
  endpoint('get', `${BASE}/query-self-manual-reports-by-year`, 'active', async (req) =>
    ok(await values.selfReportsByYear(req, readQuery(req, yearQuerySchema).year)),
  ),
  endpoint('get', `${BASE}/self-manual-report-items-by-month`, 'active', async (req) => {
    const { year, month } = readQuery(req, monthQuerySchema)
    return ok(await values.selfItemsByMonth(req, year, month))
  }),
  endpoint('get', `${BASE}/sum-manual-report-sets-by-year`, { flag: S.read }, async (req) =>
    ok(await sums.sumByYear(req, readQuery(req, yearQuerySchema).year)),
  ),
  endpoint('get', `${BASE}/sum-manual-report-items-by-month`, { flag: S.read }, async (req) => {
    const { year, month } = readQuery(req, monthQuerySchema)
    return ok(await sums.sumByMonth(req, year, month))
  }),
  endpoint('get', `${BASE}/manual-report-locks`, { flag: S.read }, async (req) =>
    ok(await sums.locksOfYear(req, readQuery(req, yearQuerySchema).year)),
  ),
  endpoint('put', `${BASE}/toggle-manual-report-lock`, { flag: S.edit }, async (req) => {
    const fromQuery = readQuery(req, lockQuerySchema).date
    const date = hasBody(req) ? ((await readBody(req, lockBodySchema)).date ?? fromQuery) : fromQuery
    return ok(await sums.toggleLock(req, date))
  }),
  endpoint('get', `${BASE}/manual-report-writer-options`, { flag: S.edit }, async (req) =>
    ok(await service.writerOptions(req, listQueryOf(req).keyword)),
  ),
  endpoint('get', `${BASE}/export-manual-report/:id`, { flag: S.read }, async (req) =>
    ok(await sums.exportReport(req, idParam(req), readQuery(req, yearQuerySchema).year), { status: 201 }),
  ),
]
