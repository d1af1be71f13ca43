import { type SQL, sql } from 'drizzle-orm'
import type { BaseDatabaseAdapter, DatabaseAdapterObj } from 'payload'

/**
 * SQLite's LIKE with `\` as its escape character, as PostgreSQL's LIKE and ILIKE have by default.
 * SQLite's LIKE has none unless the query names one, and Payload names none, so a `contains`
 * could not match `%` or `_` as written (the booking list's `name=%` listed every booking, issue
 * 43 §8). With this, Payload's `contains` on SQLite is `<column> LIKE <pattern> ESCAPE '\'`, and a
 * pattern escaped by escapeLike (src/crud/listQuery.ts) matches its text as written on both SQL
 * adapters. Payload's `like` (words, src/crud/listQuery.ts likeKeyword) is left as it is.
 */
type Operators = Record<string, (column: unknown, value: unknown) => SQL>

export const withLikeEscape = (adapter: DatabaseAdapterObj): DatabaseAdapterObj => ({
  ...adapter,
  init: (args) => {
    const instance = adapter.init(args) as BaseDatabaseAdapter & { operators?: Operators }
    if (instance.operators) {
      instance.operators = {
        ...instance.operators,
        contains: (column, value) => sql`${column} like ${value} escape '\\'`,
      }
    }
    return instance
  },
})
