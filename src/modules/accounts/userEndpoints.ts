import type { Endpoint } from 'payload'

import { FLAGS } from '@/access'
import { USER_LIST_MAX_LIMIT } from '@/crud/listQuery'
import * as users from './users'
import { userRolesSchema, userSaveSchema } from './schemas'
import { endpoint, ok, readBody } from '@/endpoints/http'
import { idParam, listQueryOf } from '@/endpoints/params'

const READ = { flag: FLAGS.authorizations.users.read }
const EDIT = { flag: FLAGS.authorizations.users.edit }
const DELETE = { flag: FLAGS.authorizations.users.delete }

/** Users, role assignment and module users. */
export const userEndpoints: Endpoint[] = [
  endpoint('get', '/shennong/users', READ, async (req) =>
    ok(await users.listUsers(req.payload, listQueryOf(req, USER_LIST_MAX_LIMIT))),
  ),
  endpoint('get', '/shennong/users/:id', READ, async (req) => ok(await users.getUser(req.payload, idParam(req)))),
  endpoint('post', '/shennong/users', EDIT, async (req) =>
    ok(await users.saveUser(req, await readBody(req, userSaveSchema))),
  ),
  endpoint('delete', '/shennong/users/:id', DELETE, async (req) => ok(await users.deleteUser(req, idParam(req)))),

  endpoint('get', '/shennong/user-roles', READ, async (req) =>
    ok(await users.listUserRoles(req.payload, listQueryOf(req, USER_LIST_MAX_LIMIT))),
  ),
  endpoint('get', '/shennong/user-roles/:id', READ, async (req) =>
    ok(await users.getUserRoles(req.payload, idParam(req))),
  ),
  endpoint('put', '/shennong/user-roles', EDIT, async (req) =>
    ok(await users.setUserRoles(req, await readBody(req, userRolesSchema))),
  ),

  endpoint('get', '/shennong/module-users', READ, async (req) =>
    ok(await users.moduleUsers(req.payload, req.searchParams?.get('moduleName') ?? undefined)),
  ),
]
