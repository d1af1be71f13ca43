import type { Endpoint } from 'payload'
import type { z } from 'zod'

import { faqTree } from '../faq/tree'
import { routeTree } from '../cms/routeTree'
import type { TreeNodeBase, TreeService } from '../../trees/treeCollection'
import { faqRouteSaveSchema, faqTreeSchema, parentFilterSchema, routeSaveSchema, routeTreeSchema } from '../../trees/schemas'
import { endpoint, ok, readBody } from '../../endpoints/http'
import { readQuery } from '../../endpoints/query'
import { idParam, listQueryOf } from '../../endpoints/params'

/**
 * The calls of one stored tree (spec doc 2 §7 "Routes", "FAQ"):
 * GET `{base}` (page, limit, keyword, parentId), GET `{base}/:id`, POST `{base}` (one node),
 * DELETE `{base}/:id`, POST `{base}/save` (`{ routes: tree }` or the bare tree),
 * GET `/shennong/all-{base}` and `/shennong/all-{base}-tree`.
 */
const treeEndpoints = <N extends TreeNodeBase>(options: {
  base: string
  flagPrefix: string
  service: TreeService<N>
  saveSchema: z.ZodType<{ name: string; parentId?: string | null; sort?: string } & Record<string, unknown>>
  treeSchema: z.ZodType<{ routes: ({ name?: string } & Record<string, unknown>)[] }>
}): Endpoint[] => {
  const { base, service } = options
  const READ = { flag: `${options.flagPrefix}__read` }
  const EDIT = { flag: `${options.flagPrefix}__edit` }
  const DELETE = { flag: `${options.flagPrefix}__delete` }
  return [
    endpoint('get', `/shennong/${base}`, READ, async (req) =>
      ok(await service.list(req, { ...listQueryOf(req), ...readQuery(req, parentFilterSchema) })),
    ),
    endpoint('post', `/shennong/${base}/save`, EDIT, async (req) => ok(await service.saveTree(req, (await readBody(req, options.treeSchema)).routes))),
    endpoint('get', `/shennong/${base}/:id`, READ, async (req) => ok(await service.get(req, idParam(req)))),
    endpoint('post', `/shennong/${base}`, EDIT, async (req) => ok(await service.save(req, await readBody(req, options.saveSchema)))),
    endpoint('delete', `/shennong/${base}/:id`, DELETE, async (req) => ok(await service.remove(req, idParam(req)))),
    endpoint('get', `/shennong/all-${base}`, READ, async (req) => ok(await service.all(req))),
    endpoint('get', `/shennong/all-${base}-tree`, READ, async (req) => ok(await service.allTree(req))),
  ]
}

/** The navigation tree: flags cms__routes__read / __edit / __delete. */
export const routeEndpoints: Endpoint[] = treeEndpoints({
  base: 'routes',
  flagPrefix: 'cms__routes',
  service: routeTree,
  saveSchema: routeSaveSchema,
  treeSchema: routeTreeSchema,
})

/** The FAQ tree: flags faq__read / __edit / __delete. */
export const faqRouteEndpoints: Endpoint[] = treeEndpoints({
  base: 'faq-routes',
  flagPrefix: 'faq',
  service: faqTree,
  saveSchema: faqRouteSaveSchema,
  treeSchema: faqTreeSchema,
})

export const routeTreeEndpoints: Endpoint[] = [...routeEndpoints, ...faqRouteEndpoints]
