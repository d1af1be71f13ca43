/** Where the typed term goes in a search target's URL template. */
export const TERM_PLACEHOLDER = '{q}'

/**
 * The URL a search opens: the trimmed term, URL-encoded, in place of every `{q}` of the template
 * (a template without `{q}` gets the term appended). Null for a blank term: nothing is opened.
 */
export const buildSearchUrl = (template: string, term: string): string | null => {
  const keyword = term.trim()
  if (keyword === '') return null
  const encoded = encodeURIComponent(keyword)
  return template.includes(TERM_PLACEHOLDER) ? template.split(TERM_PLACEHOLDER).join(encoded) : `${template}${encoded}`
}
