/** Only same-site back-office paths are followed after login (no open redirects). */
export const safeNextUrlServer = (value: string | null | undefined, fallback = '/shennong'): string =>
  value && value.startsWith('/shennong') && !value.startsWith('//') && !value.startsWith('/shennong/auth/login') ? value : fallback
