import type { BaseDatabaseAdapter, DatabaseAdapterObj, PaginatedDocs } from 'payload'

/**
 * A page no list can reach. A list skips `(page - 1) × limit` records; the contract lets
 * `limit` be Number.MAX_SAFE_INTEGER (download-all) and `page` any positive integer, so page
 * 1025 of a download-all list asks PostgreSQL to skip more than a bigint holds and the list
 * was a 500 (`value "18005391310227240000" is out of range for type bigint`), on our calls and
 * on Payload's REST alike. Every adapter read that pages passes through here: a skip beyond
 * Number.MAX_SAFE_INTEGER is past every record any table holds, so the answer is the empty
 * page after the last one, counted with one cheap read — what a page past the end answers.
 */
export const LARGEST_SKIP = Number.MAX_SAFE_INTEGER

type Paging = { page?: number; limit?: number; pagination?: boolean }

/** Whether a read asks for a page whose first record lies beyond LARGEST_SKIP. */
export const pastEveryRecord = ({ page, limit, pagination }: Paging): boolean =>
  pagination !== false && limit !== undefined && limit > 0 && page !== undefined && (page - 1) * limit > LARGEST_SKIP

/** The empty page `page` of a list of `totalDocs` records, `limit` a page. */
export const emptyPageAfterLast = <T>(totalDocs: number, page: number, limit: number): PaginatedDocs<T> => {
  const totalPages = Math.ceil(totalDocs / limit)
  return {
    docs: [],
    totalDocs,
    limit,
    page,
    totalPages,
    pagingCounter: (page - 1) * limit + 1,
    hasPrevPage: true,
    hasNextPage: false,
    prevPage: page - 1,
    nextPage: null,
  }
}

type PagedRead<A extends Paging, R> = (args: A) => Promise<R>

/** One paged read with its page size held to LARGEST_SKIP and unreachable pages answered empty. */
const bounded = <A extends Paging, T>(read: PagedRead<A, PaginatedDocs<T>>): PagedRead<A, PaginatedDocs<T>> => {
  return async (args) => {
    const limit = args.limit !== undefined && args.limit > LARGEST_SKIP ? LARGEST_SKIP : args.limit
    // A page before the first (Payload's REST passes `page=-1` on) is the first: the adapters
    // would skip a negative count, or write an OFFSET without a LIMIT (a syntax error on SQLite).
    const page = args.page !== undefined && !(args.page >= 1) ? 1 : args.page
    const held = { ...args, limit, page }
    if (!pastEveryRecord(held)) return read(held)
    const first = await read({ ...held, page: 1, limit: 1 })
    return emptyPageAfterLast<T>(first.totalDocs, held.page!, limit!)
  }
}

/** A database adapter whose paged reads (find, versions, drafts) never skip past LARGEST_SKIP. */
export const withBoundedPages = (adapter: DatabaseAdapterObj): DatabaseAdapterObj => ({
  ...adapter,
  init: (args) => {
    const instance = adapter.init(args) as BaseDatabaseAdapter
    const find = instance.find.bind(instance)
    const findVersions = instance.findVersions.bind(instance)
    const findGlobalVersions = instance.findGlobalVersions.bind(instance)
    const queryDrafts = instance.queryDrafts.bind(instance)
    instance.find = (args) => bounded(find)(args)
    instance.findVersions = (args) => bounded(findVersions)(args)
    instance.findGlobalVersions = (args) => bounded(findGlobalVersions)(args)
    instance.queryDrafts = (args) => bounded(queryDrafts)(args)
    return instance
  },
})
