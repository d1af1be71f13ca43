import type { Endpoint } from 'payload'
import type { z } from 'zod'

import type { CrudFlags } from '@/access'
import { endpoint, ok, readBody } from '@/endpoints/http'
import { idParam, listQueryOf } from '@/endpoints/params'
import { readQuery } from '@/endpoints/query'
import { parentFilterSchema } from './schemas'
import type { TreeNodeBase, TreeService } from './treeCollection'

/**
 * The back-office calls of one stored tree:
 * GET `{base}` (page, limit, keyword, parentId), GET `{base}/:id`, POST `{base}` (one node),
 * DELETE `{base}/:id`, POST `{base}/save` (`{ routes: tree }` or the bare tree),
 * GET `/shennong/all-{base}` and `/shennong/all-{base}-tree`. Reads need `flags.read`, saves
 * `flags.edit`, removals `flags.delete` (`FLAGS.cms.routes`, `FLAGS.faq`).
 */
export const treeEndpoints = <N extends TreeNodeBase>(options: {
  base: string
  flags: CrudFlags
  service: TreeService<N>
  saveSchema: z.ZodType<{ name: string; parentId?: string | null; sort?: string } & Record<string, unknown>>
  treeSchema: z.ZodType<{ routes: ({ name?: string } & Record<string, unknown>)[] }>
}): Endpoint[] => {
  const { base, service, flags } = options
  const READ = { flag: flags.read }
  const EDIT = { flag: flags.edit }
  const DELETE = { flag: flags.delete }
  return [
    endpoint('get', `/shennong/${base}`, READ, async (req) =>
      ok(await service.list(req, { ...listQueryOf(req), ...readQuery(req, parentFilterSchema) })),
    ),
    endpoint('post', `/shennong/${base}/save`, EDIT, async (req) =>
      ok(await service.saveTree(req, (await readBody(req, options.treeSchema)).routes)),
    ),
    endpoint('get', `/shennong/${base}/:id`, READ, async (req) => ok(await service.get(req, idParam(req)))),
    endpoint('post', `/shennong/${base}`, EDIT, async (req) =>
      ok(await service.save(req, await readBody(req, options.saveSchema))),
    ),
    endpoint('delete', `/shennong/${base}/:id`, DELETE, async (req) => ok(await service.remove(req, idParam(req)))),
    endpoint('get', `/shennong/all-${base}`, READ, async (req) => ok(await service.all(req))),
    endpoint('get', `/shennong/all-${base}-tree`, READ, async (req) => ok(await service.allTree(req))),
  ]
}
