import type { Endpoint } from 'payload'

import { NOTIFIER_FLAGS } from '@/access'
import { getModuleNotifiers, saveModuleNotifiers } from './service'
import { moduleNotifiersSchema } from './schemas'
import { endpoint, ok, readBody } from '@/endpoints/http'

/**
 * Module notifier recipients. Anyone managing one of the four modules opens the
 * settings; a save changes only the modules the user manages (docs/decisions.md "Accounts API").
 */
const MANAGERS = { anyOf: NOTIFIER_FLAGS }

export const notifierEndpoints: Endpoint[] = [
  endpoint('get', '/shennong/module-notifiers', MANAGERS, async (req) => ok(await getModuleNotifiers(req.payload))),
  endpoint('put', '/shennong/module-notifiers', MANAGERS, async (req) =>
    ok(await saveModuleNotifiers(req, await readBody(req, moduleNotifiersSchema))),
  ),
]
