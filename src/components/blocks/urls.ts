/**
 * Link checks shared by the sanitiser, the block renderer and the public pages (no HTML parser
 * here, so client code can use them cheaply).
 */

export const SAFE_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const

/**
 * A URL safe to put in href/src: http(s), mailto, tel, or relative (path, query, fragment).
 * Anything else (javascript:, data:, vbscript: …) gives ''.
 */
export const safeUrl = (value: unknown): string => {
  if (typeof value !== 'string') return ''
  const url = value.trim()
  if (!url) return ''
  // Browsers ignore tabs, newlines and control characters inside a scheme.
  // eslint-disable-next-line no-control-regex
  const compact = url.replace(/[\u0000-\u0020\u007f]/g, '')
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)
  if (!scheme) return url
  return (SAFE_SCHEMES as readonly string[]).includes(scheme[1]!.toLowerCase()) ? url : ''
}

/**
 * Does a link leave this site? Absolute web links do, and so do `//host`, `/\host` and
 * `\\host`: browsers read backslashes as slashes and drop tabs and newlines, so all of them
 * name another host. Only a single leading `/` followed by a path is a site address.
 */
export const isExternalUrl = (url: string): boolean => {
  // eslint-disable-next-line no-control-regex
  const compact = url.replace(/[\u0000-\u0020\u007f]/g, '')
  return /^https?:/i.test(compact) || /^[\\/]{2}/.test(compact)
}
