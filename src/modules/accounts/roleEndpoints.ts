import type { Endpoint } from 'payload'

import { FLAGS } from '@/access'
import * as roles from './roles'
import { flatRoleSchema, nestedRoleSchema } from './schemas'
import { endpoint, ok, readBody } from '@/endpoints/http'
import { idParam, listQueryOf } from '@/endpoints/params'

const READ = { flag: FLAGS.authorizations.roles.read }
const EDIT = { flag: FLAGS.authorizations.roles.edit }
const DELETE = { flag: FLAGS.authorizations.roles.delete }
/** Role options feed the user form as well as the role screens. */
const READ_OPTIONS = { anyOf: [FLAGS.authorizations.users.read, FLAGS.authorizations.roles.read] }
const ROLE_OPTIONS = { anyOf: [...READ_OPTIONS.anyOf, FLAGS.archives.root_folders.auth] }

/** Roles, flat and nested. */
export const roleEndpoints: Endpoint[] = [
  endpoint('get', '/shennong/roles', READ, async (req) => ok(await roles.listRoles(req.payload, listQueryOf(req)))),
  endpoint('put', '/shennong/roles', EDIT, async (req) => {
    const body = await readBody(req, flatRoleSchema)
    const saved = await roles.saveRole(req, {
      _id: body._id,
      name: body.name,
      enabled: body.enabled,
      flags: roles.flatGivenFlags(body),
    })
    return ok(roles.toFlatRole(saved))
  }),
  endpoint('delete', '/shennong/roles/:id', DELETE, async (req) => ok(await roles.deleteRole(req, idParam(req)))),

  endpoint('put', '/shennong/nested-auth-roles', EDIT, async (req) => {
    const body = await readBody(req, nestedRoleSchema)
    const saved = await roles.saveRole(req, {
      _id: body._id,
      name: body.name,
      enabled: body.enabled,
      flags: roles.nestedGivenFlags(body.auth),
    })
    return ok(roles.toNestedRole(saved))
  }),
  endpoint('get', '/shennong/nested-auth-roles/:id', READ, async (req) =>
    ok(roles.toNestedRole(await roles.getRole(req.payload, idParam(req)))),
  ),
  endpoint('get', '/shennong/nested-auth-roles-empty', READ, async () => ok(roles.emptyNestedRole())),

  // Role names for selects: user and role managers, and archive managers choosing a folder's roles.
  endpoint('get', '/shennong/all-roles', ROLE_OPTIONS, async (req) => ok(await roles.allRoles(req.payload))),
  endpoint('get', '/shennong/all-roles-details', READ, async (req) => ok(await roles.allRoleDetails(req.payload))),
]
