import type { PaginatedDocs, Where } from 'payload'

import type { ListQuery, Paginated } from '@/validation/listQuery'

export type { ListQuery, Paginated }

/** The admin user list's largest page (spec doc 1 §9, doc 2 §9). */
export const USER_LIST_MAX_LIMIT = 1000

/**
 * A list query with its page size held to `maxLimit`: a client asking for more (for instance
 * Number.MAX_SAFE_INTEGER for "download all") gets the largest page the list allows, and the
 * answer's `limit` says which.
 */
export const withMaxLimit = (query: ListQuery, maxLimit: number): ListQuery => ({ ...query, limit: Math.min(query.limit, maxLimit) })

/** A keyword matches when any of the fields contains it (case-insensitive). */
export const keywordWhere = (keyword: string | undefined, fields: readonly string[]): Where | undefined =>
  keyword ? { or: fields.map((field) => ({ [field]: { like: keyword } })) } : undefined

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
