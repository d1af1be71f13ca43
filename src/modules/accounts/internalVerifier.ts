/**
 * validate-internal checks a staff account without starting a session. The verifier is
 * pluggable: a hospital can register one that asks its directory (LDAP, HIS) instead of the
 * local accounts. The default verifies against the local `users` collection.
 */
export type InternalVerification = { valid: true; user: { username: string; name: string; email: string | null } } | { valid: false }

export type InternalVerifier = (credentials: { username: string; password: string }) => Promise<InternalVerification>

let registered: InternalVerifier | undefined

export const registerInternalVerifier = (verifier: InternalVerifier | undefined): void => {
  registered = verifier
}

export const registeredInternalVerifier = (): InternalVerifier | undefined => registered
