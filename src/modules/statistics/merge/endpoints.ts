import type { Endpoint } from 'payload'

import { FLAGS } from '@/access'
import { endpoint, ok, readBody } from '@/endpoints/http'
import { idParam, listQueryOf } from '@/endpoints/params'
import { readQuery } from '@/endpoints/query'
import {
  mergeSaveSchema,
  mergeVersionSaveSchema,
  statusFilterSchema,
  versionFilterSchema,
  yearQuerySchema,
} from './schemas'
import * as service from './service'

const STATS = FLAGS.statistics
const BASE = '/shennong/statistics'
const year = (req: Parameters<typeof readQuery>[0]) => readQuery(req, yearQuerySchema.passthrough()).year

/** Merged statistics and their versions (docs/statistics.md §5). Specific paths before `/:id`. */
export const mergeEndpoints: Endpoint[] = [
  endpoint('get', `${BASE}/merge-statistics-items`, { flag: STATS.read }, async (req) =>
    ok(await service.mergeStatisticsItems(req)),
  ),
  endpoint('get', `${BASE}/merge-statistics`, { flag: STATS.read }, async (req) =>
    ok(await service.listMerges(req, listQueryOf(req), readQuery(req, statusFilterSchema.passthrough()))),
  ),
  endpoint('get', `${BASE}/merge-statistics/detail/:id`, { flag: STATS.read }, async (req) =>
    ok(await service.getMerge(req, idParam(req))),
  ),
  endpoint('get', `${BASE}/merge-statistics/reports/:id`, { flag: STATS.read }, async (req) =>
    ok(await service.mergeReportById(req, idParam(req), year(req))),
  ),
  endpoint('get', `${BASE}/merge-statistics/structure/:id`, { flag: STATS.read }, async (req) =>
    ok(await service.mergeStructure(req, idParam(req))),
  ),
  endpoint('get', `${BASE}/export-merge-statistics/:id`, { flag: STATS.read }, async (req) =>
    ok(await service.exportMerge(req, idParam(req), year(req))),
  ),
  endpoint('put', `${BASE}/merge-statistics`, { flag: STATS.edit }, async (req) =>
    ok(await service.saveMerge(req, await readBody(req, mergeSaveSchema))),
  ),
  endpoint('delete', `${BASE}/merge-statistics/:id`, { flag: STATS.delete }, async (req) =>
    ok(await service.removeMerge(req, idParam(req))),
  ),

  endpoint('get', `${BASE}/merge-statistics-versions`, { flag: STATS.read }, async (req) =>
    ok(
      await service.listVersions(
        req,
        'merge',
        listQueryOf(req),
        readQuery(req, versionFilterSchema.passthrough()).mergeStatistics,
      ),
    ),
  ),
  endpoint('get', `${BASE}/merge-statistics-versions/:id`, { flag: STATS.read }, async (req) =>
    ok(await service.getVersion(req, 'merge', idParam(req))),
  ),
  endpoint('get', `${BASE}/export-merge-statistics-versions/:id`, { flag: STATS.read }, async (req) =>
    ok(await service.exportVersion(req, 'merge', idParam(req))),
  ),
  endpoint('put', `${BASE}/merge-statistics-versions`, { flag: STATS.edit }, async (req) => {
    const { mergeStatistics, ...input } = await readBody(req, mergeVersionSaveSchema)
    return ok(
      await service.saveVersion(req, 'merge', { ...input, parent: mergeStatistics }, async (id, forYear) =>
        service.mergeReport(req.payload, await service.findMerge(req.payload, id, req), forYear),
      ),
    )
  }),
  endpoint('put', `${BASE}/toggle-merge-statistics-versions/:id`, { flag: STATS.edit }, async (req) =>
    ok(await service.toggleVersion(req, 'merge', idParam(req))),
  ),
  endpoint('delete', `${BASE}/merge-statistics-versions/:id`, { flag: STATS.delete }, async (req) =>
    ok(await service.removeVersion(req, 'merge', idParam(req))),
  ),
]
