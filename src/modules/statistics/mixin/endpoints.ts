import type { Endpoint } from 'payload'

import { FLAGS } from '@/access'
import { endpoint, ok, readBody } from '@/endpoints/http'
import { idParam, listQueryOf } from '@/endpoints/params'
import { readQuery } from '@/endpoints/query'
import {
  mixinSaveSchema,
  mixinVersionSaveSchema,
  statusFilterSchema,
  versionFilterSchema,
  yearQuerySchema,
} from '../merge/schemas'
import { exportVersion, getVersion, listVersions, removeVersion, saveVersion, toggleVersion } from '../merge/service'
import * as service from './service'

const STATS = FLAGS.statistics
const BASE = '/shennong/statistics'
const year = (req: Parameters<typeof readQuery>[0]) => readQuery(req, yearQuerySchema.passthrough()).year

/**
 * Mixed statistics (docs/statistics.md §5) and their versions (the spec
 * names the entity; the calls mirror the merge versions').
 */
export const mixinEndpoints: Endpoint[] = [
  endpoint('get', `${BASE}/mixin-statistics`, { flag: STATS.read }, async (req) =>
    ok(await service.listMixins(req, listQueryOf(req), readQuery(req, statusFilterSchema.passthrough()))),
  ),
  endpoint('get', `${BASE}/mixin-statistics/detail/:id`, { flag: STATS.read }, async (req) =>
    ok(await service.getMixin(req, idParam(req))),
  ),
  endpoint('get', `${BASE}/mixin-statistics/reports/:id`, { flag: STATS.read }, async (req) =>
    ok(await service.mixinReportById(req, idParam(req), year(req))),
  ),
  endpoint('get', `${BASE}/export-mixin-statistics/:id`, { flag: STATS.read }, async (req) =>
    ok(await service.exportMixin(req, idParam(req), year(req))),
  ),
  endpoint('put', `${BASE}/mixin-statistics`, { flag: STATS.edit }, async (req) =>
    ok(await service.saveMixin(req, await readBody(req, mixinSaveSchema))),
  ),
  endpoint('delete', `${BASE}/mixin-statistics/:id`, { flag: STATS.delete }, async (req) =>
    ok(await service.removeMixin(req, idParam(req))),
  ),

  endpoint('get', `${BASE}/mixin-statistics-versions`, { flag: STATS.read }, async (req) =>
    ok(
      await listVersions(
        req,
        'mixin',
        listQueryOf(req),
        readQuery(req, versionFilterSchema.passthrough()).mixinStatistics,
      ),
    ),
  ),
  endpoint('get', `${BASE}/mixin-statistics-versions/:id`, { flag: STATS.read }, async (req) =>
    ok(await getVersion(req, 'mixin', idParam(req))),
  ),
  endpoint('get', `${BASE}/export-mixin-statistics-versions/:id`, { flag: STATS.read }, async (req) =>
    ok(await exportVersion(req, 'mixin', idParam(req))),
  ),
  endpoint('put', `${BASE}/mixin-statistics-versions`, { flag: STATS.edit }, async (req) => {
    const { mixinStatistics, ...input } = await readBody(req, mixinVersionSaveSchema)
    return ok(
      await saveVersion(req, 'mixin', { ...input, parent: mixinStatistics }, async (id, forYear) =>
        service.mixinReport(req.payload, await service.findMixin(req.payload, id, req), forYear),
      ),
    )
  }),
  endpoint('put', `${BASE}/toggle-mixin-statistics-versions/:id`, { flag: STATS.edit }, async (req) =>
    ok(await toggleVersion(req, 'mixin', idParam(req))),
  ),
  endpoint('delete', `${BASE}/mixin-statistics-versions/:id`, { flag: STATS.delete }, async (req) =>
    ok(await removeVersion(req, 'mixin', idParam(req))),
  ),
]
