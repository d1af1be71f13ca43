'use client'

import { AdminApiError as ReviewApiError, adminRequest } from '@/ui/apiClient'
import type { ReviewList, ReviewRequestDetail, ReviewRequestView, ReviewStatus } from './types'

export const REVIEW_API = '/api/shennong/auth-requests'

export { ReviewApiError }

const call = <T>(method: 'GET' | 'POST', url: string, body?: unknown, signal?: AbortSignal): Promise<T> =>
  adminRequest<T>(method, url, body, signal)

export { messageOf } from '@/ui/apiClient'

export const isAbort = (error: unknown): boolean => error instanceof Error && error.name === 'AbortError'

export type ListParams = { page: number; limit: number; status?: ReviewStatus; module?: string; keyword?: string }

export const reviewApi = {
  list: (params: ListParams, signal?: AbortSignal) => {
    const query = new URLSearchParams({ page: String(params.page), limit: String(params.limit) })
    if (params.status) query.set('status', params.status)
    if (params.module) query.set('module', params.module)
    if (params.keyword) query.set('keyword', params.keyword)
    return call<ReviewList>('GET', `${REVIEW_API}?${query}`, undefined, signal)
  },
  detail: (id: string, signal?: AbortSignal) =>
    call<ReviewRequestDetail>('GET', `${REVIEW_API}/${encodeURIComponent(id)}`, undefined, signal),
  approve: (id: string, body: { reason?: string; content?: Record<string, unknown> }) =>
    call<ReviewRequestView>('POST', `${REVIEW_API}/${encodeURIComponent(id)}/Approved`, body),
  reject: (id: string, reason: string) =>
    call<ReviewRequestView>('POST', `${REVIEW_API}/${encodeURIComponent(id)}/Rejected`, { reason }),
}
