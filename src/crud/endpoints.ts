import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'

import type { CrudFlags } from '@/access'
import { MSG } from '@/i18n/messages'
import { isObjectId } from '@/lib/objectId'
import { type CrudFilters, type CrudSpec, crudService } from './contentCrud'
import { endpoint, ok, readBody } from '@/endpoints/http'
import { idParam, listQueryOf } from '@/endpoints/params'

/** A record as a client saves it: any fields, and an optional valid `_id` (absent or empty: create). */
export const recordBody = z
  .record(z.string(), z.unknown(), { error: MSG.badRequest })
  .refine(
    (body) =>
      body._id === undefined ||
      body._id === null ||
      body._id === '' ||
      (typeof body._id === 'string' && isObjectId(body._id)),
    {
      error: MSG.notObjectId,
    },
  )

/** The module filters of a list query (`?categoryId=`), as declared by the spec. */
export const filtersOf = (req: PayloadRequest, spec: CrudSpec): CrudFilters =>
  Object.fromEntries((spec.filters ?? []).map((name) => [name, req.searchParams?.get(name)?.trim() || undefined]))

/**
 * The generic CRUD calls of one module: GET /shennong/{path} (query), GET
 * /shennong/{path}/{id}, POST and PUT /shennong/{path} (save: the spec uses PUT for FAQ and news
 * and POST elsewhere; both are accepted), DELETE /shennong/{path}/{id}.
 */
export const crudEndpoints = (path: string, spec: CrudSpec, flags: CrudFlags): Endpoint[] => {
  const service = crudService(spec)
  const base = `/shennong/${path}`
  const save = async (req: PayloadRequest) => ok(await service.save(req, await readBody(req, recordBody)))
  return [
    endpoint('get', base, { flag: flags.read }, async (req) =>
      ok(await service.list(req, listQueryOf(req), filtersOf(req, spec))),
    ),
    endpoint('get', `${base}/:id`, { flag: flags.read }, async (req) => ok(await service.get(req, idParam(req)))),
    endpoint('post', base, { flag: flags.edit }, save),
    endpoint('put', base, { flag: flags.edit }, save),
    endpoint('delete', `${base}/:id`, { flag: flags.delete }, async (req) =>
      ok(await service.remove(req, idParam(req))),
    ),
  ]
}
