import type { Endpoint } from 'payload'

import { FLAGS } from '@/access'
import { endpoint, ok, readBody } from '@/endpoints/http'
import { readMultipart } from '@/endpoints/multipart'
import { idParam, listQueryOf } from '@/endpoints/params'
import { readQuery } from '@/endpoints/query'
import { AppError } from '@/lib/errors'
import { checkUrlSchema, harvestSchema, initSchema, itemsQuerySchema, settingSaveSchema } from './schemas'
import * as harvest from './harvest'
import * as service from './service'
import { uploadCounterReport } from './upload'
import { SUSHI_MSG } from './messages'

const STATS = FLAGS.statistics
const BASE = '/shennong/statistics'

/**
 * The data-original (COUNTER SUSHI) calls: reads
 * under statistics.read, writes and vendor calls under statistics.edit, deletion under
 * statistics.delete. Specific paths before the generic `/:id` ones.
 */
export const sushiEndpoints: Endpoint[] = [
  endpoint('get', `${BASE}/data-original-settings`, { flag: STATS.read }, async (req) =>
    ok(await service.listSettings(req, listQueryOf(req), req.searchParams?.has('limit') ?? false)),
  ),
  endpoint('get', `${BASE}/data-original-settings/detail/:id`, { flag: STATS.read }, async (req) =>
    ok(await service.settingDetail(req, idParam(req))),
  ),
  endpoint('put', `${BASE}/data-original-settings`, { flag: STATS.edit }, async (req) => {
    const body = await readBody(req, settingSaveSchema)
    const saved = await service.saveSetting(req, body)
    return ok(saved, { status: body._id ? 200 : 201 })
  }),
  endpoint('delete', `${BASE}/data-original-settings/:id`, { flag: STATS.delete }, async (req) =>
    ok(await service.removeSetting(req, idParam(req))),
  ),
  endpoint('get', `${BASE}/data-original-groups/:id`, { flag: STATS.read }, async (req) =>
    ok(await service.listGroups(req, idParam(req))),
  ),
  endpoint('get', `${BASE}/data-original-sets/:id`, { flag: STATS.read }, async (req) =>
    ok(await service.listSets(req, idParam(req))),
  ),
  endpoint('get', `${BASE}/data-original-items/:id`, { flag: STATS.read }, async (req) =>
    ok(
      await service.listItems(
        req,
        idParam(req),
        listQueryOf(req, 1000),
        readQuery(req, itemsQuerySchema.passthrough()),
      ),
    ),
  ),
  endpoint('get', `${BASE}/check-service-status/:id`, { flag: STATS.edit }, async (req) =>
    ok(await service.checkServiceStatus(req, idParam(req))),
  ),
  endpoint('post', `${BASE}/check-url-and-list-report-types`, { flag: STATS.edit }, async (req) =>
    ok(await service.listReportTypes(req, await readBody(req, checkUrlSchema))),
  ),
  endpoint('post', `${BASE}/init-original-groups-and-sets`, { flag: STATS.edit }, async (req) =>
    ok(await service.initGroupsAndSets(req, await readBody(req, initSchema))),
  ),
  endpoint('post', `${BASE}/download-sushi-report/:id`, { flag: STATS.edit }, async (req) => {
    const id = idParam(req)
    const body = await readBody(req, harvestSchema)
    return ok(await harvest.harvestNow(req, id, body))
  }),
  // The source's harvest run from the database (any process, after a reload): its latest, null when never harvested.
  endpoint('get', `${BASE}/download-sushi-report/:id`, { flag: STATS.read }, async (req) =>
    ok(await harvest.harvestProgress(req.payload, idParam(req))),
  ),
  // Cancel the source's running harvest: it stops after the month in flight (409 when none runs).
  endpoint('delete', `${BASE}/download-sushi-report/:id`, { flag: STATS.edit }, async (req) =>
    ok(await harvest.cancelHarvest(req, idParam(req))),
  ),
  endpoint('post', `${BASE}/reparse-sushi-report/:id`, { flag: STATS.edit }, async (req) =>
    ok(await harvest.reparseSet(req, idParam(req))),
  ),
  endpoint('post', `${BASE}/upload-counter-report/:id`, { flag: STATS.edit }, async (req) => {
    const settingId = idParam(req)
    // A COUNTER report file as the multipart field `file` (./upload.ts).
    if (!(req.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data'))
      throw new AppError(400, SUSHI_MSG.uploadNotMultipart)
    await readMultipart(req)
    const file = req.file ? { name: req.file.name, data: req.file.data, size: req.file.size } : undefined
    return ok(await uploadCounterReport(req, settingId, file))
  }),
]
