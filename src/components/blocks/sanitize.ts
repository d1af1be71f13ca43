import sanitize, { type Attributes, type IOptions, type Tag } from 'sanitize-html'

import { SAFE_SCHEMES, isExternalUrl, safeUrl } from './urls'

/**
 * The allow-list HTML sanitiser for the `context` of text blocks, on `sanitize-html` (a parser
 * made for the job, linear on hostile input). It runs the same on the server (when blocks are
 * saved and when they are shown) and in the browser (the editor's preview): tags outside the list
 * are dropped (their text kept, except for script-like tags whose content goes too), attributes
 * outside the list are dropped, text is escaped, and the output is balanced.
 *
 * Allowed: b, i, strong, em, u, br, span[style: color, background-color], a[href], and in block
 * mode p, ul, ol, li. Links may use http(s), mailto, tel or a relative address; external links
 * (absolute web links, and `//host`, `/\host`, `\\host`, which browsers read as other hosts)
 * open in a new window with rel="noopener noreferrer", and so do site links with target="_blank".
 */

const INLINE_TAGS = ['b', 'i', 'strong', 'em', 'u', 'br', 'span', 'a'] as const
const BLOCK_TAGS = ['p', 'ul', 'ol', 'li'] as const
const VOID_TAGS = ['br'] as const
/** Tags whose content is never text for the reader. */
const DROP_CONTENT = [
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'textarea',
  'select',
  'option',
  'title',
  'svg',
  'math',
  'head',
  'xmp',
  'noembed',
  'noframes',
] as const

export { isExternalUrl, safeUrl } from './urls'

const COLOR_VALUE =
  /^(#[0-9a-f]{3,8}|rgba?\(\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*(,\s*(0|1|0?\.\d+))?\s*\)|[a-z]{3,20})$/i

/** Keep only `color` and `background-color` with a plain colour value. */
const cleanStyle = (style: string): string =>
  style
    .split(';')
    .map((declaration) => {
      const colon = declaration.indexOf(':')
      if (colon < 0) return null
      const property = declaration.slice(0, colon).trim().toLowerCase()
      const value = declaration.slice(colon + 1).trim()
      if ((property === 'color' || property === 'background-color') && COLOR_VALUE.test(value))
        return `${property}:${value.toLowerCase()}`
      return null
    })
    .filter(Boolean)
    .join(';')

export type SanitizeOptions = {
  /** Inline content only (headings): p, ul, ol and li are dropped, their text kept. */
  inline?: boolean
}

/**
 * The `a` tag as the allow-list keeps it: a safe href only; external links open in a new window, and so
 * does a site link the editor marked so (`target="_blank"`, the link dialog's 新視窗 switch).
 */
const cleanLink = (_tagName: string, attribs: Attributes): Tag => {
  const href = safeUrl(attribs.href)
  if (!href) return { tagName: 'a', attribs: {} }
  const newWindow = isExternalUrl(href) || attribs.target?.trim().toLowerCase() === '_blank'
  return { tagName: 'a', attribs: newWindow ? { href, rel: 'noopener noreferrer', target: '_blank' } : { href } }
}

/** The `span` tag as the allow-list keeps it: colour declarations only. */
const cleanSpan = (_tagName: string, attribs: Attributes): Tag => {
  const style = cleanStyle(attribs.style ?? '')
  return { tagName: 'span', attribs: style ? { style } : {} }
}

/**
 * The library's options. The parser (htmlparser2) is a linear state machine, so hostile input
 * such as 40 KB of `<a` with no `>` costs linear time (the old hand-written tokenizer regex was
 * quadratic on it). Attributes are decoded by the parser before `cleanLink`/`cleanSpan` see them
 * and escaped again on output.
 */
const OPTIONS: IOptions = {
  allowedTags: [...INLINE_TAGS, ...BLOCK_TAGS],
  allowedAttributes: { a: ['href', 'rel', 'target'], span: ['style'] },
  allowedSchemes: [...SAFE_SCHEMES],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: true,
  selfClosing: [...VOID_TAGS],
  disallowedTagsMode: 'discard',
  nonTextTags: [...DROP_CONTENT],
  parseStyleAttributes: false,
  transformTags: { a: cleanLink, span: cleanSpan },
  // A no-break space stays the `&nbsp;` editors write (the parser decodes it to U+00A0).
  textFilter: (text) => text.replace(/\u00a0/g, '&nbsp;'),
}

/** A `<` not followed by what starts a tag, end tag, comment or declaration. */
const LONE_LT = /<(?![A-Za-z/!?])/g

/** Block tags as the serialiser writes them (no attributes), for the inline pass. */
const BLOCK_OPEN = /<(?:p|ul|ol|li)>/g
const BLOCK_CLOSE = /<\/(?:p|ul|ol|li)>/g

export const sanitizeHtml = (html: unknown, options: SanitizeOptions = {}): string => {
  if (typeof html !== 'string' || html === '') return ''
  // A `<` that cannot open a tag is text (HTML's data state): write it as `&lt;` first, so a run
  // of them is one text node for the parser rather than one event each.
  const clean = sanitize(html.replace(LONE_LT, '&lt;'), OPTIONS)
    // `<br/>` is written as the plain void tag; a stray `</p>` makes the parser open an empty one.
    .replace(/<br \/>/g, '<br>')
    .replace(/<p><\/p>/g, '')
  // Inline (headings): a dropped paragraph or list item still separates words. The input here
  // is the serialiser's own output, so these tags have no attributes and the patterns are exact.
  return options.inline ? clean.replace(BLOCK_OPEN, '').replace(BLOCK_CLOSE, ' ') : clean
}

/** Whether sanitised HTML holds block-level markup (then it cannot sit inside a <p>). */
export const hasBlockMarkup = (html: string): boolean => /<(p|ul|ol|li)[\s>]/i.test(html)
