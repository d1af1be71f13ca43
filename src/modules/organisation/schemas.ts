import { z } from 'zod'

import { ACCOUNT_LABEL as L, ACCOUNT_MSG } from '@/i18n/accounts'
import { requiredText } from '@/validation/index'
import { absentAsUndefined, optionalBoolean, optionalId } from '@/validation/optional'

/** The body of an organisation list entry's save (departments, job titles, job categories). */

const numberLike = (value: unknown): unknown => {
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value)
  return absentAsUndefined(value)
}

export const organisationItemSchema = z.object({
  _id: optionalId(L.id),
  name: requiredText(L.listName),
  sort: z.preprocess(numberLike, z.number({ error: ACCOUNT_MSG.sortInvalid }).optional()),
  enabled: optionalBoolean(ACCOUNT_MSG.enabledInvalid),
})

export type OrganisationItemInput = z.infer<typeof organisationItemSchema>
