import type { PaginatedDocs, Payload, Where } from 'payload'

import { MSG } from '@/i18n/messages'
import { AppError } from '@/lib/errors'
import type { ListQuery, Paginated } from '@/validation/listQuery'

export type { ListQuery, Paginated }

/** The admin user list's largest page. */
export const USER_LIST_MAX_LIMIT = 1000

/**
 * A list query with its page size held to `maxLimit`: a client asking for more (for instance
 * Number.MAX_SAFE_INTEGER for "download all") gets the largest page the list allows, and the
 * answer's `limit` says which.
 */
export const withMaxLimit = (query: ListQuery, maxLimit: number): ListQuery => ({
  ...query,
  limit: Math.min(query.limit, maxLimit),
})

/**
 * The words Payload's `like` is given for a keyword (it matches records holding every word,
 * case-insensitive). Payload does not escape LIKE's wildcards, and SQLite has no default escape
 * character, so `%` and `_` would match everything; PostgreSQL's escape `\` ending a
 * pattern would be an error. They separate words here instead. `undefined`: no keyword given (no
 * constraint); `null`: a keyword with nothing searchable left, which matches nothing.
 */
export const likeKeyword = (keyword: string | null | undefined): string | null | undefined => {
  if (keyword === undefined || keyword === null || keyword.trim() === '') return undefined
  if (keyword.length > MAX_KEYWORD_LENGTH) throw new AppError(400, MSG.keywordTooLong(MAX_KEYWORD_LENGTH))
  const words = keyword.split(/[\s%_\\]+/).filter(Boolean)
  return words.length === 0 ? null : words.join(' ')
}

/**
 * The longest keyword a list searches for. Far beyond any title or name; a keyword of about
 * 17,000 characters passed SQLite's LIKE pattern limit (50,000 bytes) and was a 500 (the query
 * fuzz found it on GET /api/public/faq).
 */
export const MAX_KEYWORD_LENGTH = 200

/** A constraint no record meets. */
export const NOTHING: Where = { id: { exists: false } }

/** A keyword matches when any of the fields contains all its words (case-insensitive; see likeKeyword). */
export const keywordWhere = (keyword: string | null | undefined, fields: readonly string[]): Where | undefined => {
  const words = likeKeyword(keyword)
  if (words === undefined) return undefined
  if (words === null) return NOTHING
  return { or: fields.map((field) => ({ [field]: { like: words } })) }
}

/** `text` as a LIKE pattern matching it as written: `\`, `%` and `_` escaped with `\`. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, '\\$&')

/**
 * Records where any of `fields` holds `text` as written (case-insensitive), `%` and `_`
 * included: Payload's `contains`, its pattern escaped on the SQL adapters (`\` is LIKE's
 * escape on PostgreSQL by default and on SQLite by src/config/likeEscape.ts); MongoDB's
 * `contains` escapes its regular expression itself.
 */
export const containsWhere = (payload: Payload, text: string, fields: readonly string[]): Where => {
  if (text.length > MAX_KEYWORD_LENGTH) throw new AppError(400, MSG.keywordTooLong(MAX_KEYWORD_LENGTH))
  const value = 'drizzle' in payload.db ? escapeLike(text) : text
  return { or: fields.map((field) => ({ [field]: { contains: value } })) }
}

/** Combine constraints, skipping absent ones. */
export const allOf = (...wheres: (Where | undefined)[]): Where => {
  const present = wheres.filter((where): where is Where => where !== undefined)
  if (present.length === 0) return {}
  if (present.length === 1) return present[0]!
  return { and: present }
}

/** Payload's page of documents -> the contract's `{ data, total, page, limit }`. */
export const toPaginated = <D, T>(found: PaginatedDocs<D>, query: ListQuery, map: (doc: D) => T): Paginated<T> => ({
  data: found.docs.map(map),
  total: found.totalDocs,
  page: query.page,
  limit: query.limit,
})
