import type { Endpoint } from 'payload'

import { FLAGS } from '@/access'
import { endpoint, ok, readBody } from '@/endpoints/http'
import { idParam, listQueryOf } from '@/endpoints/params'
import { readQuery } from '@/endpoints/query'
import { checkUrlSchema, harvestSchema, initSchema, itemsQuerySchema, settingSaveSchema } from './schemas'
import * as harvest from './harvest'
import * as service from './service'

const STATS = FLAGS.statistics
const BASE = '/shennong/statistics'

/**
 * The data-original (COUNTER SUSHI) calls (spec doc 3 §7 "Data-original", issue 14 §1): reads
 * under statistics.read, writes and vendor calls under statistics.edit, deletion under
 * statistics.delete. Specific paths before the generic `/:id` ones.
 */
export const sushiEndpoints: Endpoint[] = [
  endpoint('get', `${BASE}/data-original-settings`, { flag: STATS.read }, async (req) =>
    ok(await service.listSettings(req, listQueryOf(req), req.searchParams?.has('limit') ?? false)),
  ),
  endpoint('get', `${BASE}/data-original-settings/detail/:id`, { flag: STATS.read }, async (req) => ok(await service.settingDetail(req, idParam(req)))),
  endpoint('put', `${BASE}/data-original-settings`, { flag: STATS.edit }, async (req) => {
    const body = await readBody(req, settingSaveSchema)
    const saved = await service.saveSetting(req, body)
    return ok(saved, { status: body._id ? 200 : 201 })
  }),
  endpoint('delete', `${BASE}/data-original-settings/:id`, { flag: STATS.delete }, async (req) => ok(await service.removeSetting(req, idParam(req)))),
  endpoint('get', `${BASE}/data-original-groups/:id`, { flag: STATS.read }, async (req) => ok(await service.listGroups(req, idParam(req)))),
  endpoint('get', `${BASE}/data-original-sets/:id`, { flag: STATS.read }, async (req) => ok(await service.listSets(req, idParam(req)))),
  endpoint('get', `${BASE}/data-original-items/:id`, { flag: STATS.read }, async (req) =>
    ok(await service.listItems(req, idParam(req), listQueryOf(req, 1000), readQuery(req, itemsQuerySchema.passthrough()))),
  ),
  endpoint('get', `${BASE}/check-service-status/:id`, { flag: STATS.edit }, async (req) => ok(await service.checkServiceStatus(req, idParam(req)))),
  endpoint('post', `${BASE}/check-url-and-list-report-types`, { flag: STATS.edit }, async (req) => ok(await service.listReportTypes(req, await readBody(req, checkUrlSchema)))),
  endpoint('post', `${BASE}/init-original-groups-and-sets`, { flag: STATS.edit }, async (req) => ok(await service.initGroupsAndSets(req, await readBody(req, initSchema)))),
  endpoint('post', `${BASE}/download-sushi-report/:id`, { flag: STATS.edit }, async (req) => {
    const id = idParam(req)
    const body = await readBody(req, harvestSchema)
    return ok(await harvest.harvestNow(req, id, body))
  }),
  endpoint('get', `${BASE}/download-sushi-report/:id`, { flag: STATS.read }, async (req) => ok(harvest.harvestProgress(idParam(req)))),
  endpoint('post', `${BASE}/reparse-sushi-report/:id`, { flag: STATS.edit }, async (req) => ok(await harvest.reparseSet(req, idParam(req)))),
]

