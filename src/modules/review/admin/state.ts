import { ADMIN_BASE } from '@/admin/routeTable'
import { isReviewStatus } from './format'
import type { ReviewStatus } from './types'

/** The screen's spec URL: `/shennong/review-management[?authRequestId=<id>]`. */
export const REVIEW_BASE = `${ADMIN_BASE}/review-management`

export const PAGE_SIZE = 10

/** The list's filters, kept in the address so a reload or the back button keeps them. */
export type ListState = { status: ReviewStatus | 'all'; module: string; keyword: string; page: number }

/** Without a `status` the list opens on the requests waiting for a decision. */
export const DEFAULT_LIST: ListState = { status: 'Pending', module: '', keyword: '', page: 1 }

type Params = { get: (name: string) => string | null }

export const listStateOf = (params: Params): ListState => {
  const status = params.get('status')
  const page = Number(params.get('page'))
  return {
    status: status === 'all' ? 'all' : isReviewStatus(status) ? status : DEFAULT_LIST.status,
    module: params.get('module') ?? '',
    keyword: params.get('keyword') ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  }
}

/** The list's query, defaults left out. */
const listQuery = (state: ListState): URLSearchParams => {
  const query = new URLSearchParams()
  if (state.status !== DEFAULT_LIST.status) query.set('status', state.status)
  if (state.module) query.set('module', state.module)
  if (state.keyword) query.set('keyword', state.keyword)
  if (state.page > 1) query.set('page', String(state.page))
  return query
}

export const listHref = (state: ListState): string => {
  const query = listQuery(state).toString()
  return query ? `${REVIEW_BASE}?${query}` : REVIEW_BASE
}

/** One request (the link the review mail sends), remembering the list it was opened from. */
export const detailHref = (id: string, from: ListState = DEFAULT_LIST): string => {
  const query = new URLSearchParams({ authRequestId: id })
  for (const [key, value] of listQuery(from)) query.set(key, value)
  return `${REVIEW_BASE}?${query}`
}
