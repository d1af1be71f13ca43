import crypto from 'node:crypto'
import { syncBuiltinESMExports } from 'node:module'

/**
 * Password hashing at a test's cost in the test processes (the integration and unit workers and
 * the process that makes the template databases), as Django's and Devise's test settings do:
 * Payload hashes a password with pbkdf2-sha256 at 600,000 rounds (0.4–0.9 s of CPU on this
 * machine), and the integration suite creates and signs in users several thousand times, which
 * was the largest share of its CPU. Here every pbkdf2 of this process runs at most
 * TEST_ROUNDS rounds: the same function, salt, key length and stored format, so a hash made here
 * verifies here, a wrong password still fails and the stored format is unchanged. The production
 * server the browser tests and the deploy test start is a process of its own and hashes at the
 * real cost, so every sign-in there is a real one. `withRealPasswordHashing` runs a test at the
 * real cost (the sign-in timing test); TEST_REAL_PASSWORD_HASH=1 turns this off for a whole run.
 */
const TEST_ROUNDS = 1_000

type Pbkdf2 = typeof crypto.pbkdf2
const FAST = Symbol.for('shennong.fastPbkdf2')
const holder = crypto as typeof crypto & { [FAST]?: { real: Pbkdf2; fast: Pbkdf2 } }

export const useTestPasswordHashing = (): void => {
  if (process.env.TEST_REAL_PASSWORD_HASH === '1') return
  if (!holder[FAST]) {
    const real = crypto.pbkdf2
    const fast = ((password, salt, iterations, keylen, digest, callback) =>
      real(password, salt, Math.min(iterations, TEST_ROUNDS), keylen, digest, callback)) as Pbkdf2
    holder[FAST] = { real, fast }
  }
  crypto.pbkdf2 = holder[FAST].fast
  syncBuiltinESMExports()
}

/** Run `work` with pbkdf2 at its real cost, then back to the test's cost. */
export const withRealPasswordHashing = async <T>(work: () => Promise<T>): Promise<T> => {
  const pair = holder[FAST]
  if (!pair) return work()
  crypto.pbkdf2 = pair.real
  syncBuiltinESMExports()
  try {
    return await work()
  } finally {
    crypto.pbkdf2 = pair.fast
    syncBuiltinESMExports()
  }
}
