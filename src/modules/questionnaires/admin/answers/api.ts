'use client'

import { adminRequest } from '@/ui/apiClient'
import type { AnswerDetail, AnswerList, StatisticsResult } from '../../answers/service'

export { messageOf } from '@/ui/apiClient'
export const isAbort = (error: unknown): boolean => error instanceof Error && error.name === 'AbortError'

const A = '/api/shennong'

const withRound = (roundId: string, extra: Record<string, string> = {}): string => {
  const query = new URLSearchParams(extra)
  if (roundId) query.set('roundId', roundId)
  const text = query.toString()
  return text ? `?${text}` : ''
}

export const answersApi = {
  list: (id: string, params: { roundId: string; search: string; page: number; limit: number }, signal?: AbortSignal) =>
    adminRequest<AnswerList>(
      'GET',
      `${A}/questionnaire-answer-list/${encodeURIComponent(id)}${withRound(params.roundId, { page: String(params.page), limit: String(params.limit), ...(params.search ? { search: params.search } : {}) })}`,
      undefined,
      signal,
    ),
  detail: (answerId: string, signal?: AbortSignal) =>
    adminRequest<AnswerDetail>(
      'GET',
      `${A}/questionnaire-answer-detail/${encodeURIComponent(answerId)}`,
      undefined,
      signal,
    ),
  statistics: (id: string, roundId: string, signal?: AbortSignal) =>
    adminRequest<StatisticsResult>(
      'GET',
      `${A}/questionnaire-statistics/${encodeURIComponent(id)}${withRound(roundId)}`,
      undefined,
      signal,
    ),
  exportHref: (id: string, roundId: string) =>
    `${A}/questionnaire-answer-export/${encodeURIComponent(id)}${withRound(roundId)}`,
}

/** `2026/11/24 14:05` in the browser's zh-TW format. */
export const formatDateTime = (value: string): string =>
  new Intl.DateTimeFormat('zh-TW', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(value))
