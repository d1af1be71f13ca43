/**
 * A failure a service means to report to its caller: a status, a zh-TW message and an optional
 * machine-readable code. Endpoints turn it into the `{ message }` envelope; services stay free
 * of HTTP objects.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    /** Item-level problems the client can list (for example the bad rows of an import). */
    readonly errors?: readonly unknown[],
  ) {
    super(message)
  }
}

export const ERROR_CODES = {
  passwordChangeRequired: 'PASSWORD_CHANGE_REQUIRED',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  accountLocked: 'ACCOUNT_LOCKED',
  accountDisabled: 'ACCOUNT_DISABLED',
} as const
