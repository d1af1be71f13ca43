'use client'

import React, { useCallback, useEffect, useId, useState } from 'react'

import { type PublicReservation, STATUS_LABEL, bookingTime, callApi } from './types'

/**
 * The mailed link /space/reservation/{id}?key=…: the booking (and its series), and cancelling it
 * with a reason after a confirmation step, or the whole series. The key is read from the link
 * by the browser; without a valid key the server answers 404 and the page says so, nothing more.
 */

type Detail = { reservation: PublicReservation; series?: PublicReservation[] }
type Load = { state: 'loading' } | { state: 'missing' } | { state: 'failed'; message: string } | { state: 'ready'; detail: Detail }
type Confirm = null | 'one' | 'series'

const NOT_FOUND = '找不到此預約'

/** The room (and seat) of a booking, as the server names them. */
const resourceOf = (reservation: PublicReservation): string =>
  reservation.kind === 'Seat'
    ? [reservation.roomName, reservation.seatNumber ? `座位 ${reservation.seatNumber}` : ''].filter(Boolean).join(' ') || '座位'
    : reservation.roomName || '空間'

export const ReservationDetail: React.FC<{ id: string; timeZone: string }> = ({ id, timeZone }) => {
  const base = useId()
  const [key, setKey] = useState<string | null>(null)
  const [load, setLoad] = useState<Load>({ state: 'loading' })
  const [reason, setReason] = useState('')
  const [reasonError, setReasonError] = useState('')
  const [confirm, setConfirm] = useState<Confirm>(null)
  const [busy, setBusy] = useState(false)
  const [alert, setAlert] = useState('')
  const [done, setDone] = useState('')

  useEffect(() => {
    setKey(new URLSearchParams(window.location.search).get('key') ?? '')
  }, [])

  const reload = useCallback(async () => {
    if (key === null) return
    if (!key) {
      setLoad({ state: 'missing' })
      return
    }
    const response = await callApi<Detail>(`detail/${encodeURIComponent(id)}?key=${encodeURIComponent(key)}`)
    if (response.ok) setLoad({ state: 'ready', detail: response.result })
    else if (response.status === 404 || response.status === 400) setLoad({ state: 'missing' })
    else setLoad({ state: 'failed', message: response.message })
  }, [id, key])

  useEffect(() => {
    void reload()
  }, [reload])

  if (load.state === 'loading')
    return (
      <p className="resv-loading" role="status">
        載入中…
      </p>
    )
  if (load.state === 'missing')
    return (
      <div className="resv-missing">
        <h1>{NOT_FOUND}</h1>
        <p className="empty">目前暫無資料。請確認您使用的是確認信中的完整連結。</p>
        <p>
          <a href="/space/seat-reservation">座位預約</a>　<a href="/space/room-reservation">空間預約</a>
        </p>
      </div>
    )
  if (load.state === 'failed')
    return (
      <div>
        <h1>預約資料</h1>
        <p role="alert">無法載入預約資料：{load.message}</p>
      </div>
    )

  const { reservation, series } = load.detail
  const isSeries = Boolean(reservation.recurrenceId && series && series.length > 0)
  const cancellable = reservation.status === 'Reserved'
  const seriesCancellable = isSeries && (series ?? []).some((item) => item.status === 'Reserved' && Date.parse(item.startDate) > Date.now())

  const ask = (which: Exclude<Confirm, null>) => {
    setAlert('')
    setDone('')
    if (!reason.trim()) {
      setReasonError('取消原因為必填欄位')
      document.getElementById(`${base}-reason`)?.focus()
      return
    }
    setReasonError('')
    setConfirm(which)
  }

  const cancel = async () => {
    if (!confirm) return
    setBusy(true)
    const path = confirm === 'one' ? `cancel-reservation/${encodeURIComponent(reservation.id)}` : `cancel-recurrence-reservations/${encodeURIComponent(reservation.id)}`
    const response = await callApi<PublicReservation | { cancelled: number }>(path, { method: 'PUT', body: JSON.stringify({ reason: reason.trim(), key }) })
    setBusy(false)
    setConfirm(null)
    if (!response.ok) {
      setAlert(response.message)
      return
    }
    setDone(confirm === 'one' ? '已取消這筆預約。' : `已取消整個週期預約（${(response.result as { cancelled: number }).cancelled} 筆）。`)
    setReason('')
    await reload()
  }

  return (
    <div className="resv-detail">
      <h1>預約資料</h1>
      <dl className="resv-summary">
        <dt>預約項目</dt>
        <dd>
          {reservation.kind === 'Seat' ? '座位預約' : '空間預約'}：{resourceOf(reservation)}
        </dd>
        <dt>時間</dt>
        <dd>{bookingTime(reservation.startDate, reservation.endDate, timeZone)}</dd>
        <dt>狀態</dt>
        <dd>
          <span className={`resv-status resv-status--${reservation.status}`}>{STATUS_LABEL[reservation.status]}</span>
        </dd>
        {reservation.cancelReason ? (
          <>
            <dt>取消原因</dt>
            <dd>{reservation.cancelReason}</dd>
          </>
        ) : null}
        <dt>姓名</dt>
        <dd>{reservation.name}</dd>
        {reservation.email ? (
          <>
            <dt>電子郵件</dt>
            <dd>{reservation.email}</dd>
          </>
        ) : null}
        {reservation.purpose ? (
          <>
            <dt>用途</dt>
            <dd>{reservation.purpose}</dd>
          </>
        ) : null}
        {reservation.userCount ? (
          <>
            <dt>使用人數</dt>
            <dd>{reservation.userCount}</dd>
          </>
        ) : null}
      </dl>

      {isSeries ? (
        <section aria-labelledby={`${base}-series`}>
          <h2 id={`${base}-series`}>週期預約的所有日期</h2>
          <ul className="resv-dates">
            {(series ?? []).map((item) => (
              <li key={item.id}>
                {bookingTime(item.startDate, item.endDate, timeZone)}：{STATUS_LABEL[item.status]}
                {item.id === reservation.id ? '（本筆）' : ''}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <div aria-live="polite" role="status">
        {done ? <p className="resv-done">{done}</p> : null}
      </div>
      <div aria-live="assertive" className="resv-alert" role="alert">
        {alert ? <p>{alert}</p> : null}
      </div>

      {cancellable || seriesCancellable ? (
        <section aria-labelledby={`${base}-cancel`} className="resv-panel">
          <h2 id={`${base}-cancel`}>取消預約</h2>
          <div className="resv-field">
            <label htmlFor={`${base}-reason`}>
              <span aria-hidden="true" className="resv-required">
                *{' '}
              </span>
              取消原因
            </label>
            <textarea
              aria-describedby={reasonError ? `${base}-reason-error` : undefined}
              aria-invalid={reasonError ? true : undefined}
              id={`${base}-reason`}
              maxLength={500}
              onChange={(event) => setReason(event.target.value)}
              value={reason}
            />
            {reasonError ? (
              <p className="resv-error" id={`${base}-reason-error`}>
                {reasonError}
              </p>
            ) : null}
          </div>
          {confirm ? (
            <div className="resv-confirm" role="group" aria-labelledby={`${base}-confirm`}>
              <p id={`${base}-confirm`}>
                {confirm === 'one' ? '確定要取消這筆預約嗎？取消後無法復原。' : '確定要取消整個週期預約（所有尚未開始的日期）嗎？取消後無法復原。'}
              </p>
              <div className="resv-actions">
                <button autoFocus className="button button--danger" disabled={busy} onClick={() => void cancel()} type="button">
                  {busy ? '處理中…' : '確認取消'}
                </button>
                <button className="button button--plain" disabled={busy} onClick={() => setConfirm(null)} type="button">
                  返回
                </button>
              </div>
            </div>
          ) : (
            <div className="resv-actions">
              {cancellable ? (
                <button className="button" onClick={() => ask('one')} type="button">
                  取消預約
                </button>
              ) : null}
              {seriesCancellable ? (
                <button className="button button--plain" onClick={() => ask('series')} type="button">
                  取消整個週期預約
                </button>
              ) : null}
            </div>
          )}
        </section>
      ) : null}
      <p>
        <a href={reservation.kind === 'Seat' ? '/space/seat-reservation' : '/space/room-reservation'}>回到{reservation.kind === 'Seat' ? '座位預約' : '空間預約'}</a>
      </p>
    </div>
  )
}
