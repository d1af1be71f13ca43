import { z } from 'zod'

import { NOTIFIER_MODULES, type NotifierModule } from '@/access/notifiers'
import { ACCOUNT_LABEL as L, ACCOUNT_MSG } from '@/i18n/accounts'
import { MSG } from '@/i18n/messages'
import { enumField } from '@/validation/optional'

/** The body of the module notifiers save: an entry with an empty email is removed. */

const notifierEntry = z.object(
  {
    moduleName: enumField(
      NOTIFIER_MODULES as readonly [NotifierModule, ...NotifierModule[]],
      L.moduleName,
      ACCOUNT_MSG.moduleNameInvalid,
    ),
    email: z.preprocess(
      (value) => (value === null || value === undefined ? '' : typeof value === 'string' ? value.trim() : value),
      z.union([z.literal(''), z.email({ error: MSG.notEmail })], { error: MSG.notEmail }),
    ),
  },
  { error: MSG.badRequest },
)

const notifierList = z.array(notifierEntry, { error: MSG.badRequest })

/** `{ moduleNotifiers: [...] }`, or the bare list. */
export const moduleNotifiersSchema = z
  .preprocess(
    (value) => (Array.isArray(value) ? { moduleNotifiers: value } : value),
    z.object({ moduleNotifiers: notifierList }, { error: MSG.badRequest }),
  )
  .transform((value) => value.moduleNotifiers)
