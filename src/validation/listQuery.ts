import { z } from 'zod'

import { MSG } from '@/i18n/messages'

/**
 * The list query of the HTTP contract (DESIGN.md §4): `page` (1-based), `limit` (default 10,
 * up to Number.MAX_SAFE_INTEGER for download-all) and a trimmed `keyword` (empty = none).
 * The public lists (`/api/public/*`) serve at most PUBLIC_LIST_MAX_LIMIT per page.
 */
const positiveInt = (label: string, fallback: number) =>
  z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? undefined : Number(value)),
    z
      .number({ error: `${label}必須為數字` })
      .int({ error: `${label}必須為整數` })
      .min(1, { error: MSG.min(1) })
      .max(Number.MAX_SAFE_INTEGER, { error: MSG.max(Number.MAX_SAFE_INTEGER) })
      .default(fallback),
  )

const optionalText = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined),
  z.string().optional(),
)

export const listQuerySchema = z.object({
  page: positiveInt('頁碼', 1),
  limit: positiveInt('每頁筆數', 10),
  keyword: optionalText,
})

export type ListQuery = z.infer<typeof listQuerySchema>

/**
 * The largest page of a public list: an anonymous caller asking for more gets
 * this many, and the answer's `limit` says so. The back office keeps Number.MAX_SAFE_INTEGER for
 * download-all; a public list with its own spec limit (pages: 1000) passes that limit instead.
 */
export const PUBLIC_LIST_MAX_LIMIT = 100

/** An optional text filter of a list query (a module name, ...). */
export const optionalFilter = optionalText

/** The paginated result of the contract. */
export type Paginated<T> = { data: T[]; total: number; page: number; limit: number }
