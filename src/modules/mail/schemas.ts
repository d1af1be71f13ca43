import { z } from 'zod'

import { LABEL } from '@/i18n/messages'
import { emailField } from '@/validation'
import { type ListQuery, listQuerySchema, optionalFilter } from '@/validation/listQuery'
import { MAIL_STATUS, type MailStatus } from './collections/emailLogs'
import { MAIL_LOG_MSG } from './messages'

/** Queries and bodies of the mail log's calls (email-management). */

export const emailLogQuerySchema = listQuerySchema.extend({
  status: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum([MAIL_STATUS.Sent, MAIL_STATUS.Failed], { error: MAIL_LOG_MSG.invalidStatus }).optional(),
  ),
  module: optionalFilter,
})

export type EmailLogQuery = ListQuery & { status?: MailStatus; module?: string }

export const emailTestSchema = z.object({ to: emailField(LABEL.email) })
