'use client'

import type { ReviewList, ReviewRequestDetail, ReviewRequestView, ReviewStatus } from './types'

export const REVIEW_API = '/api/shennong/auth-requests'

/** A failed call: the server's zh-TW message when it sent one (spec doc 2 §8). */
export class ReviewApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
  }
}

const call = async <T>(method: 'GET' | 'POST', url: string, body?: unknown, signal?: AbortSignal): Promise<T> => {
  let response: Response
  try {
    response = await fetch(url, {
      method,
      credentials: 'include',
      headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    })
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error
    throw new ReviewApiError('網路連線失敗，請稍後再試', 0)
  }
  const data = (await response.json().catch(() => ({}))) as { result?: T; message?: string }
  if (!response.ok) throw new ReviewApiError(data.message || `請求失敗（HTTP ${response.status}）`, response.status)
  return data.result as T
}

export const messageOf = (error: unknown): string => (error instanceof Error && error.message ? error.message : String(error))

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
  detail: (id: string, signal?: AbortSignal) => call<ReviewRequestDetail>('GET', `${REVIEW_API}/${encodeURIComponent(id)}`, undefined, signal),
  approve: (id: string, body: { reason?: string; content?: Record<string, unknown> }) =>
    call<ReviewRequestView>('POST', `${REVIEW_API}/${encodeURIComponent(id)}/Approved`, body),
  reject: (id: string, reason: string) => call<ReviewRequestView>('POST', `${REVIEW_API}/${encodeURIComponent(id)}/Rejected`, { reason }),
}
