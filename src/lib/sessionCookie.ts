/**
 * The session cookie: Payload's `cookiePrefix` and the cookie it names `<prefix>-token`. One
 * place for the config, the proxy's front door and the public reads' fast path.
 */
export const COOKIE_PREFIX = 'shennong'
export const SESSION_COOKIE = `${COOKIE_PREFIX}-token`
