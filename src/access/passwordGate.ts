import { APIError, type CollectionBeforeOperationHook, type CollectionConfig } from 'payload'

import { MSG } from '@/i18n/messages'

/** Operations an account that must change its password may still run (its session only). */
const ALLOWED = new Set(['login', 'refresh', 'forgotPassword', 'resetPassword'])

/**
 * Until a forced password change is done, every collection operation of that account is refused
 * with 403 (the contract endpoints add the PASSWORD_CHANGE_REQUIRED code the client acts on).
 */
export const requirePasswordChangeDone: CollectionBeforeOperationHook = ({ operation, req, args }) => {
  // A read nested in another operation (login or refresh populating the account's roles) is not
  // a call of the account's own; the outer operation has already passed this gate.
  const currentDepth = (args as { currentDepth?: unknown } | undefined)?.currentDepth
  const nestedRead = operation === 'read' && typeof currentDepth === 'number' && currentDepth > 1
  if (req.user?.mustChangePassword && !ALLOWED.has(operation) && !nestedRead) {
    throw new APIError(MSG.mustChangePassword, 403, undefined, true)
  }
  return args
}

export const withPasswordGate = (collections: CollectionConfig[]): CollectionConfig[] =>
  collections.map((collection) => ({
    ...collection,
    hooks: {
      ...collection.hooks,
      beforeOperation: [requirePasswordChangeDone, ...(collection.hooks?.beforeOperation ?? [])],
    },
  }))
