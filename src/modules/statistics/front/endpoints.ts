import type { Endpoint } from 'payload'

import { FLAGS } from '@/access'
import { endpoint, ok, readBody } from '@/endpoints/http'
import { idParam, listQueryOf } from '@/endpoints/params'
import { routeParam } from '@/endpoints/query'
import { AppError } from '@/lib/errors'
import { isObjectId } from '@/lib/objectId'
import { MSG } from '@/i18n/messages'
import { frontSetSaveSchema, frontSettingSaveSchema, initFrontSetsSchema } from './schemas'
import * as service from './service'

const STATS = FLAGS.statistics
const BASE = '/shennong/statistics'

const setIdParam = (req: Parameters<typeof routeParam>[0]): string => {
  const id = routeParam(req, 'setId')
  if (!isObjectId(id)) throw new AppError(400, MSG.notObjectId)
  return id.toLowerCase()
}

/** Front reports (docs/statistics.md §6). Specific paths before `/:id`. */
export const frontEndpoints: Endpoint[] = [
  endpoint('get', `${BASE}/front-report-settings`, { flag: STATS.read }, async (req) =>
    ok(await service.listFrontSettings(req, listQueryOf(req))),
  ),
  endpoint('get', `${BASE}/front-report-settings/detail/:id`, { flag: STATS.read }, async (req) =>
    ok(await service.getFrontSetting(req, idParam(req))),
  ),
  endpoint('put', `${BASE}/front-report-settings`, { flag: STATS.edit }, async (req) =>
    ok(await service.saveFrontSetting(req, await readBody(req, frontSettingSaveSchema))),
  ),
  endpoint('delete', `${BASE}/front-report-settings/:id`, { flag: STATS.delete }, async (req) =>
    ok(await service.removeFrontSetting(req, idParam(req))),
  ),
  endpoint('post', `${BASE}/init-front-sets`, { flag: STATS.edit }, async (req) =>
    ok(await service.initFrontSets(req, await readBody(req, initFrontSetsSchema)), { status: 201 }),
  ),
  endpoint('get', `${BASE}/front-report-sets/detail/:id`, { flag: STATS.read }, async (req) =>
    ok(await service.getFrontSet(req, idParam(req))),
  ),
  endpoint('get', `${BASE}/front-report-sets/:id`, { flag: STATS.read }, async (req) =>
    ok(await service.listFrontSets(req, idParam(req), listQueryOf(req))),
  ),
  endpoint('put', `${BASE}/front-report-sets/:setId`, { flag: STATS.edit }, async (req) =>
    ok(await service.saveFrontSet(req, setIdParam(req), await readBody(req, frontSetSaveSchema))),
  ),
  endpoint('put', `${BASE}/toggle-front-report-sets/:id`, { flag: STATS.edit }, async (req) =>
    ok(await service.toggleFrontSet(req, idParam(req))),
  ),
]
