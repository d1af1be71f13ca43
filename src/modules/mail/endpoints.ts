import type { Endpoint } from 'payload'

import { FLAGS } from '@/access'
import { getEmailLog, listEmailLogs, resendEmailLog, sendTestMail } from './service'
import { emailLogQuerySchema, emailTestSchema } from './schemas'
import { endpoint, ok, readBody } from '@/endpoints/http'
import { readQuery, routeParam } from '@/endpoints/query'

/**
 * email-management: the mail log, resend and the test mail. The spec has no flag for this
 * screen; reading needs the accounts module's flag (`FLAGS.authorizations.auth`), sending the
 * user editor's (`FLAGS.authorizations.users.edit`) (docs/decisions.md, "Email log and reports").
 */
const READ = { flag: FLAGS.authorizations.auth }
const SEND = { flag: FLAGS.authorizations.users.edit }

export const emailEndpoints: Endpoint[] = [
  endpoint('get', '/shennong/email-logs', READ, async (req) =>
    ok(await listEmailLogs(req, readQuery(req, emailLogQuerySchema))),
  ),
  endpoint('get', '/shennong/email-logs/:id', READ, async (req) => ok(await getEmailLog(req, routeParam(req, 'id')))),
  endpoint('post', '/shennong/email-logs/:id/resend', SEND, async (req) =>
    ok(await resendEmailLog(req, routeParam(req, 'id'))),
  ),
  endpoint('post', '/shennong/email-test', SEND, async (req) => {
    const { to } = await readBody(req, emailTestSchema)
    return ok(await sendTestMail(req, to))
  }),
]
