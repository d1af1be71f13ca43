/**
 * Where a patron sent from a public form (the recommendation form, an internal booking) goes back
 * after changing their password: a path of this site (one leading slash, no scheme, no backslash),
 * or nothing.
 */
export const safeReturnPath = (value: string | null | undefined): string | null =>
  value && /^\/(?![/\\])[^\\:\s]*$/.test(value) ? value : null

/** Only same-site back-office paths are followed after login (no open redirects). */
export const safeNextUrlServer = (value: string | null | undefined, fallback = '/shennong'): string =>
  value && value.startsWith('/shennong') && !value.startsWith('//') && !value.startsWith('/shennong/auth/login')
    ? value
    : fallback
