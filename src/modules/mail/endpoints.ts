import type { Endpoint } from 'payload'
import { z } from 'zod'

import { LABEL } from '../../i18n/messages'
import { emailLogQuerySchema, getEmailLog, listEmailLogs, resendEmailLog, sendTestMail } from './service'
import { emailField } from '../../validation'
import { endpoint, ok, readBody } from '../../endpoints/http'
import { readQuery, routeParam } from '../../endpoints/query'

/**
 * email-management: the mail log, resend and the test mail. The spec has no flag for this
 * screen; reading needs `authorizations__auth`, sending needs `authorizations__users__edit`
 * (docs/decisions.md, "Email log and reports").
 */
const READ = { flag: 'authorizations__auth' } as const
const SEND = { flag: 'authorizations__users__edit' } as const

export const emailTestSchema = z.object({ to: emailField(LABEL.email) })

export const emailEndpoints: Endpoint[] = [
  endpoint('get', '/shennong/email-logs', READ, async (req) => ok(await listEmailLogs(req, readQuery(req, emailLogQuerySchema)))),
  endpoint('get', '/shennong/email-logs/:id', READ, async (req) => ok(await getEmailLog(req, routeParam(req, 'id')))),
  endpoint('post', '/shennong/email-logs/:id/resend', SEND, async (req) => ok(await resendEmailLog(req, routeParam(req, 'id')))),
  endpoint('post', '/shennong/email-test', SEND, async (req) => {
    const { to } = await readBody(req, emailTestSchema)
    return ok(await sendTestMail(req, to))
  }),
]
