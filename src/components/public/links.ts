import { isExternalUrl } from '../blocks/urls'

/**
 * Does a link leave this site (an absolute http(s) URL, or `//host`, `/\host`, `\\host`, which
 * browsers read as another host)? Such links open in a new window.
 */
export const isExternal = (href: string): boolean => isExternalUrl(href)

/** The attributes of a link that opens in a new window. */
export const NEW_WINDOW = { target: '_blank', rel: 'noopener noreferrer' } as const

/** New-window attributes for external links, none for links on this site. */
export const linkTarget = (href: string): Partial<typeof NEW_WINDOW> => (isExternal(href) ? NEW_WINDOW : {})
