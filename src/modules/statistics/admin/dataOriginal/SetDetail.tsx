'use client'

import React, { useEffect, useState } from 'react'

import { adminRequest, messageOf } from '@/ui/apiClient'
import { LoadState } from '@/ui/kit'
import { BASE, DataOriginalRights, SetView, RowsPage, dateTime } from './types'

/**
 * A month's detail: state, attempts, next attempt, last error, its rows and total per metric type
 * (one sum over every metric type would read as usage), its first rows; re-parse and harvest.
 */
export const SetDetail: React.FC<{
  set: SetView
  rights: DataOriginalRights
  onReparse: () => Promise<void>
  onHarvest: () => Promise<void>
}> = ({ set, rights, onReparse, onHarvest }) => {
  const [rows, setRows] = useState<RowsPage | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    let live = true
    setRows(null)
    setError(null)
    adminRequest<RowsPage>('GET', `${BASE}/data-original-items/${set._id}?limit=20`)
      .then((answer) => live && setRows(answer))
      .catch((failure) => live && setError(messageOf(failure)))
    return () => {
      live = false
    }
  }, [set._id, set.harvestedAt, set.rowCount])
  const act = (work: () => Promise<void>) => async () => {
    setBusy(true)
    setError(null)
    try {
      await work()
    } catch (failure) {
      setError(messageOf(failure))
    } finally {
      setBusy(false)
    }
  }
  return (
    <section aria-label={`${set.reportType} ${set.month}`} className="shennong-dataorig__detail">
      <h2>
        {set.reportType}
        {'\u3000'}
        {set.month}
      </h2>
      <dl>
        <dt>狀態</dt>
        <dd className={`shennong-dataorig__state is-${set.state}`}>{set.stateLabel}</dd>
        <dt>嘗試次數</dt>
        <dd>{set.attempts}</dd>
        <dt>下次嘗試</dt>
        <dd>{dateTime(set.nextAttemptAt)}</dd>
        <dt>收割時間</dt>
        <dd>{dateTime(set.harvestedAt)}</dd>
        <dt>資料列數</dt>
        <dd>{set.rowCount.toLocaleString('zh-TW')}</dd>
        <dt>最後錯誤</dt>
        <dd>{set.lastError ?? '—'}</dd>
      </dl>
      {rights.edit ? (
        <div className="shennong-stats__toolbar">
          <button disabled={busy} onClick={act(onHarvest)} type="button">
            重新收割此月
          </button>
          <button disabled={busy} onClick={act(onReparse)} type="button">
            重新解析
          </button>
        </div>
      ) : null}
      <LoadState empty={rows !== null && rows.data.length === 0} error={error} loading={rows === null && !error} />
      {rows && rows.metrics.length > 0 ? (
        <table className="shennong-stats__table shennong-dataorig__metrics">
          <caption>各計量類型的資料列數與總計</caption>
          <thead>
            <tr>
              <th scope="col">計量類型</th>
              <th className="is-number" scope="col">
                資料列數
              </th>
              <th className="is-number" scope="col">
                總計
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.metrics.map((metric) => (
              <tr key={metric.metricType}>
                <th scope="row">{metric.metricType}</th>
                <td className="is-number">{metric.rows.toLocaleString('zh-TW')}</td>
                <td className="is-number">{metric.total.toLocaleString('zh-TW')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {rows && rows.data.length > 0 ? (
        <table className="shennong-stats__table">
          <caption>
            前 {rows.data.length} 列（共 {rows.total.toLocaleString('zh-TW')} 列）
          </caption>
          <thead>
            <tr>
              <th scope="col">題名／資料庫</th>
              <th scope="col">計量類型</th>
              <th className="is-number" scope="col">
                次數
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.data.map((row) => (
              <tr key={row._id}>
                <td>{row.title ?? row.database ?? row.platform ?? row.itemId ?? '—'}</td>
                <td>{row.metricType}</td>
                <td className="is-number">{row.count.toLocaleString('zh-TW')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  )
}
