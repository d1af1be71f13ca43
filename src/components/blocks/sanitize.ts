/**
 * A small allow-list HTML sanitiser for the `context` of text blocks. It runs the same on the
 * server and in the browser (no DOM needed): tags outside the list are dropped (their text kept,
 * except for script-like tags whose content goes too), attributes outside the list are dropped,
 * text is escaped, and the output is balanced.
 *
 * Allowed: b, i, strong, em, u, br, span[style: color, background-color], a[href], and in block
 * mode p, ul, ol, li. Links may use http(s), mailto, tel or a relative address; absolute web
 * links open in a new window with rel="noopener noreferrer".
 */

const INLINE_TAGS = new Set(['b', 'i', 'strong', 'em', 'u', 'br', 'span', 'a'])
const BLOCK_TAGS = new Set(['p', 'ul', 'ol', 'li'])
const VOID_TAGS = new Set(['br'])
/** Tags whose content is never text for the reader. */
const DROP_CONTENT = new Set(['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'textarea', 'select', 'title', 'svg', 'math', 'head', 'xmp', 'noembed', 'noframes'])

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', colon: ':', tab: '\t', newline: '\n' }

/** Decode character references (enough to see through `java&#115;cript:`). */
export const decodeEntities = (value: string): string =>
  value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (entity, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10)
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ''
    }
    return NAMED[body.toLowerCase()] ?? entity
  })

const escapeText = (value: string): string =>
  value.replace(/&(?!(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);)/gi, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

const escapeAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

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
  return ['http', 'https', 'mailto', 'tel'].includes(scheme[1]!.toLowerCase()) ? url : ''
}

export const isExternalUrl = (url: string): boolean => /^https?:\/\//i.test(url.trim())

const COLOR_VALUE = /^(#[0-9a-f]{3,8}|rgba?\(\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*(,\s*(0|1|0?\.\d+))?\s*\)|[a-z]{3,20})$/i

/** Keep only `color` and `background-color` with a plain colour value. */
const cleanStyle = (style: string): string =>
  style
    .split(';')
    .map((declaration) => {
      const colon = declaration.indexOf(':')
      if (colon < 0) return null
      const property = declaration.slice(0, colon).trim().toLowerCase()
      const value = declaration.slice(colon + 1).trim()
      if ((property === 'color' || property === 'background-color') && COLOR_VALUE.test(value)) return `${property}:${value.toLowerCase()}`
      return null
    })
    .filter(Boolean)
    .join(';')

const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g

const attributesOf = (source: string): Map<string, string> => {
  const out = new Map<string, string>()
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1]!.toLowerCase()
    if (!out.has(name)) out.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''))
  }
  return out
}

const openTag = (name: string, attributeSource: string): string => {
  const attributes = attributesOf(attributeSource)
  if (name === 'a') {
    const href = safeUrl(attributes.get('href'))
    if (!href) return '<a>'
    const external = isExternalUrl(href) ? ' rel="noopener noreferrer" target="_blank"' : ''
    return `<a href="${escapeAttribute(href)}"${external}>`
  }
  if (name === 'span') {
    const style = cleanStyle(attributes.get('style') ?? '')
    return style ? `<span style="${escapeAttribute(style)}">` : '<span>'
  }
  return `<${name}>`
}

const TOKEN = /<!--[\s\S]*?(?:-->|$)|<![^>]*>?|<\?[^>]*>?|<\/?[a-zA-Z](?:[^>"']|"[^"]*"|'[^']*')*>|[^<]+|</g
const TAG = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)([\s\S]*?)\/?>$/

export type SanitizeOptions = {
  /** Inline content only (headings): p, ul, ol and li are dropped, their text kept. */
  inline?: boolean
}

export const sanitizeHtml = (html: unknown, options: SanitizeOptions = {}): string => {
  if (typeof html !== 'string' || html === '') return ''
  const allowed = (name: string) => INLINE_TAGS.has(name) || (!options.inline && BLOCK_TAGS.has(name))
  const out: string[] = []
  const open: string[] = []
  TOKEN.lastIndex = 0
  let match: RegExpExecArray | null
  while ((match = TOKEN.exec(html))) {
    const token = match[0]
    if (token === '<') {
      out.push('&lt;')
      continue
    }
    if (!token.startsWith('<')) {
      out.push(escapeText(token))
      continue
    }
    const tag = TAG.exec(token)
    if (!tag) continue // comment, doctype, processing instruction
    const closing = tag[1] === '/'
    const name = tag[2]!.toLowerCase()
    if (!closing && DROP_CONTENT.has(name)) {
      // Skip everything up to the matching end tag (or the end of the input).
      const end = new RegExp(`</${name}\\s*>`, 'ig')
      end.lastIndex = TOKEN.lastIndex
      const found = end.exec(html)
      TOKEN.lastIndex = found ? end.lastIndex : html.length
      continue
    }
    if (!allowed(name)) {
      // A dropped paragraph or list item still separates words.
      if (options.inline && BLOCK_TAGS.has(name) && closing) out.push(' ')
      continue
    }
    if (VOID_TAGS.has(name)) {
      if (!closing) out.push(`<${name}>`)
      continue
    }
    if (closing) {
      const at = open.lastIndexOf(name)
      if (at < 0) continue
      while (open.length > at) out.push(`</${open.pop()}>`)
      continue
    }
    out.push(openTag(name, tag[3] ?? ''))
    open.push(name)
  }
  while (open.length > 0) out.push(`</${open.pop()}>`)
  return out.join('')
}

/** Whether sanitised HTML holds block-level markup (then it cannot sit inside a <p>). */
export const hasBlockMarkup = (html: string): boolean => /<(p|ul|ol|li)[\s>]/i.test(html)
