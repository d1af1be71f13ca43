/**
 * The query of a public page as Next hands it to the page (`searchParams`): each value decoded,
 * a parameter sent twice (`?keyword=1&keyword=2`) an array, one never sent absent. Pages read
 * their parameters through these two readers only, so a repeated parameter or a number out of
 * every range is an ordinary page, never a 500 (issue 42: `.trim()` of an array threw, and a
 * page number of 10^20 reached the database).
 */

/** A page's query value as Next gives it. */
export type SearchParamValue = string | string[] | undefined

/**
 * The highest page number a public list page shows: a list never holds this many pages (10 to 20
 * items a page), a higher number shows this page (empty, past the last), and the kept pages keep
 * no page number beyond it (src/lib/keptPages.ts keys on `page` up to 4 digits).
 */
export const MAX_PUBLIC_PAGE = 9999

/** A parameter's first value, trimmed; '' when it was not sent (a repeated parameter counts once). */
export const firstParam = (value: SearchParamValue): string =>
  (Array.isArray(value) ? (value[0] ?? '') : (value ?? '')).trim()

/**
 * A page number: a whole number from 1 to MAX_PUBLIC_PAGE. Anything else is held to the nearest
 * (a huge number to MAX_PUBLIC_PAGE) or, when it is no number (`NaN`, `abc`, empty), the first page.
 */
export const pageParam = (value: SearchParamValue): number => {
  const text = firstParam(value)
  if (!/^\d+$/.test(text)) return 1
  const page = Number(text)
  return Math.min(MAX_PUBLIC_PAGE, Math.max(1, page))
}
