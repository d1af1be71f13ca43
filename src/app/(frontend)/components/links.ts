/** Does a link leave this site (an absolute http(s) URL)? Such links open in a new window. */
export const isExternal = (href: string): boolean => /^https?:\/\//i.test(href)

/** The attributes of a link that opens in a new window. */
export const NEW_WINDOW = { target: '_blank', rel: 'noopener noreferrer' } as const

/** New-window attributes for external links, none for links on this site. */
export const linkTarget = (href: string): Partial<typeof NEW_WINDOW> => (isExternal(href) ? NEW_WINDOW : {})
