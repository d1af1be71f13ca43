'use client'

import { Banner, Button, Pagination, Pill } from '@payloadcms/ui'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import React, { useCallback, useEffect, useId, useState } from 'react'

import { MSG } from '@/i18n/messages'
import { isAbort, messageOf, reviewApi } from './api'
import { STATUS_LABEL, STATUS_PILL, formatDateTime } from './format'
import { type ListState, PAGE_SIZE, detailHref, listHref } from './state'
import type { ReviewList as ReviewListData, ReviewStatus } from './types'

type Props = {
  state: ListState
  modules: { value: string; label: string }[]
}

type Load = { kind: 'loading' } | { kind: 'ready'; list: ReviewListData } | { kind: 'error'; message: string }

const TABS: { value: ListState['status']; label: string }[] = [
  { value: 'Pending', label: STATUS_LABEL.Pending },
  { value: 'Approved', label: STATUS_LABEL.Approved },
  { value: 'Rejected', label: STATUS_LABEL.Rejected },
  { value: 'all', label: '全部' },
]

/** The review requests, newest first, by status tab, module and a keyword on the title. */
export const ReviewList: React.FC<Props> = ({ state, modules }) => {
  const router = useRouter()
  const [load, setLoad] = useState<Load>({ kind: 'loading' })
  const [reload, setReload] = useState(0)
  // The filters show what was picked at once; the address (and the list) follow.
  const [keyword, setKeyword] = useState(state.keyword)
  const [module, setModule] = useState(state.module)
  const keywordId = useId()
  const moduleId = useId()

  useEffect(() => setKeyword(state.keyword), [state.keyword])
  useEffect(() => setModule(state.module), [state.module])

  useEffect(() => {
    const controller = new AbortController()
    setLoad({ kind: 'loading' })
    reviewApi
      .list(
        {
          page: state.page,
          limit: PAGE_SIZE,
          status: state.status === 'all' ? undefined : state.status,
          module: state.module || undefined,
          keyword: state.keyword || undefined,
        },
        controller.signal,
      )
      .then((list) => setLoad({ kind: 'ready', list }))
      .catch((error: unknown) => {
        if (!isAbort(error)) setLoad({ kind: 'error', message: messageOf(error) })
      })
    return () => controller.abort()
  }, [state.page, state.status, state.module, state.keyword, reload])

  const go = useCallback(
    (next: Partial<ListState>) => router.push(listHref({ ...state, page: 1, ...next })),
    [router, state],
  )

  const onSearch = (event: React.FormEvent) => {
    event.preventDefault()
    go({ module, keyword: keyword.trim() })
  }

  const totalPages = load.kind === 'ready' ? Math.max(1, Math.ceil(load.list.total / PAGE_SIZE)) : 1
  const moduleLabel = (value: string) => modules.find((m) => m.value === value)?.label ?? value

  return (
    <div className="shennong-review">
      <h1 className="shennong-review__title">審核管理</h1>

      <nav aria-label="審核狀態" className="shennong-review__tabs">
        {TABS.map((tab) => (
          <Link
            aria-current={tab.value === state.status ? 'page' : undefined}
            className={`shennong-review__tab${tab.value === state.status ? ' is-active' : ''}`}
            href={listHref({ ...state, status: tab.value, page: 1 })}
            key={tab.value}
          >
            {tab.label}
          </Link>
        ))}
      </nav>

      <form className="shennong-review__filters" onSubmit={onSearch} role="search">
        <div className="shennong-review__filter">
          <label htmlFor={moduleId}>模組</label>
          <select
            id={moduleId}
            onChange={(event) => {
              setModule(event.target.value)
              go({ module: event.target.value })
            }}
            value={module}
          >
            <option value="">全部模組</option>
            {modules.map((m) => (
              <option key={m.value} value={m.value}>
                {m.label}
              </option>
            ))}
          </select>
        </div>
        <div className="shennong-review__filter shennong-review__filter--grow">
          <label htmlFor={keywordId}>關鍵字</label>
          <input
            id={keywordId}
            onChange={(event) => setKeyword(event.target.value)}
            placeholder="搜尋標題"
            type="search"
            value={keyword}
          />
        </div>
        <Button buttonStyle="primary" className="shennong-review__search" size="medium" type="submit">
          搜尋
        </Button>
      </form>

      {load.kind === 'error' ? (
        <div className="shennong-review__error" role="alert">
          <Banner type="error">載入失敗：{load.message}</Banner>
          <Button buttonStyle="secondary" onClick={() => setReload((n) => n + 1)} size="small">
            重新載入
          </Button>
        </div>
      ) : null}

      {load.kind === 'loading' ? (
        <p aria-live="polite" className="shennong-review__status" role="status">
          載入中…
        </p>
      ) : null}

      {load.kind === 'ready' && load.list.data.length === 0 ? (
        <p className="shennong-review__empty" role="status">
          {MSG.emptyList}
        </p>
      ) : null}

      {load.kind === 'ready' && load.list.data.length > 0 ? (
        <>
          <div className="shennong-review__table-wrap">
            <table className="shennong-review__table">
              <caption className="shennong-visually-hidden">審核申請列表</caption>
              <thead>
                <tr>
                  <th scope="col">標題</th>
                  <th scope="col">模組</th>
                  <th scope="col">申請人</th>
                  <th scope="col">狀態</th>
                  <th scope="col">送審時間</th>
                  <th scope="col">審核人</th>
                </tr>
              </thead>
              <tbody>
                {load.list.data.map((request) => {
                  const href = detailHref(request._id, state)
                  return (
                    <tr
                      className="shennong-review__row"
                      key={request._id}
                      onClick={(event) => {
                        // The title is the link; a click elsewhere on the row opens it too.
                        if ((event.target as HTMLElement).closest('a')) return
                        router.push(href)
                      }}
                    >
                      <td>
                        <Link className="shennong-review__link" href={href}>
                          {request.title || '（未命名）'}
                        </Link>
                      </td>
                      <td>{request.moduleLabel || moduleLabel(request.module)}</td>
                      <td>{request.requestedBy?.name || '—'}</td>
                      <td>
                        <StatusPill status={request.status} />
                      </td>
                      <td>{formatDateTime(request.createdAt)}</td>
                      <td>{request.reviewedBy?.name || '—'}</td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
          </div>
          <div className="shennong-review__paging">
            <span>
              共 {load.list.total} 筆，第 {state.page} / {totalPages} 頁
            </span>
            {totalPages > 1 ? (
              <Pagination
                hasNextPage={state.page < totalPages}
                hasPrevPage={state.page > 1}
                limit={PAGE_SIZE}
                nextPage={state.page + 1}
                onChange={(page) => go({ page })}
                page={state.page}
                prevPage={state.page - 1}
                totalPages={totalPages}
              />
            ) : null}
          </div>
        </>
      ) : null}
    </div>
  )
}

export const StatusPill: React.FC<{ status: ReviewStatus }> = ({ status }) => (
  <Pill pillStyle={STATUS_PILL[status] ?? 'light'} size="small">
    {STATUS_LABEL[status] ?? status}
  </Pill>
)
