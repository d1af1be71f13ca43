import type { Endpoint } from 'payload'

import { ORGANISATION_LISTS, type OrganisationListDefinition } from './lists'
import { organisationListService } from './service'
import { organisationItemSchema } from './schemas'
import { endpoint, ok, readBody } from '@/endpoints/http'
import { idParam, listQueryOf } from '@/endpoints/params'

/** The generic CRUD calls of one organisation list. */
export const organisationListEndpoints = (list: OrganisationListDefinition): Endpoint[] => {
  const service = organisationListService(list.slug)
  const base = `/shennong/${list.slug}`
  const READ = { flag: list.flags.read }
  const EDIT = { flag: list.flags.edit }
  const DELETE = { flag: list.flags.delete }
  return [
    endpoint('get', base, READ, async (req) => ok(await service.list(req.payload, listQueryOf(req)))),
    endpoint('get', `${base}/:id`, READ, async (req) => ok(await service.get(req.payload, idParam(req)))),
    endpoint('post', base, EDIT, async (req) =>
      ok(await service.save(req, await readBody(req, organisationItemSchema))),
    ),
    endpoint('delete', `${base}/:id`, DELETE, async (req) => ok(await service.remove(req, idParam(req)))),
  ]
}

/** Departments, job titles and job categories. */
export const listEndpoints: Endpoint[] = Object.values(ORGANISATION_LISTS).flatMap(organisationListEndpoints)
