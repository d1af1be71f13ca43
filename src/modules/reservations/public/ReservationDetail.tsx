'use client'

import React, { useCallback, useEffect, useId, useState } from 'react'

import { CancelForm, SelfCheckIn, type SelfCheckInMode } from './PatronActions'
import { type PublicReservation, STATUS_LABEL, bookingTime, callApi, resourceOf } from './types'

/**
 * The mailed link /space/reservation/{id}?key=…: the booking (and its series), cancelling it with
 * a reason after a confirmation step, or the whole series, and checking in where the library
 * lets patrons do it themselves (PatronActions.tsx). The key is read from the link
 * by the browser; without a valid key the server answers 404 and the page says so, nothing more.
 */

type Detail = { reservation: PublicReservation; series?: PublicReservation[]; selfCheckIn?: SelfCheckInMode }
type Load =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; detail: Detail }

const NOT_FOUND = '找不到此預約'

export const ReservationDetail: React.FC<{ id: string; timeZone: string }> = ({ id, timeZone }) => {
  const base = useId()
  const [key, setKey] = useState<string | null>(null)
  const [load, setLoad] = useState<Load>({ state: 'loading' })
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
          <a href="/space/seat-reservation">座位預約</a>
          {'\u3000'}
          <a href="/space/room-reservation">空間預約</a>
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
  const seriesCancellable =
    isSeries && (series ?? []).some((item) => item.status === 'Reserved' && Date.parse(item.startDate) > Date.now())

  const cancel = async (which: string, reason: string): Promise<string | null> => {
    setDone('')
    const path =
      which === 'one'
        ? `cancel-reservation/${encodeURIComponent(reservation.id)}`
        : `cancel-recurrence-reservations/${encodeURIComponent(reservation.id)}`
    const response = await callApi<PublicReservation | { cancelled: number }>(path, {
      method: 'PUT',
      body: JSON.stringify({ reason, key }),
    })
    if (!response.ok) return response.message
    setDone(
      which === 'one'
        ? '已取消這筆預約。'
        : `已取消整個週期預約（${(response.result as { cancelled: number }).cancelled} 筆）。`,
    )
    await reload()
    return null
  }

  const checkIn = async (code: string | undefined): Promise<string | null> => {
    setDone('')
    const response = await callApi<PublicReservation>(`check-in/${encodeURIComponent(reservation.id)}`, {
      method: 'PUT',
      body: JSON.stringify({ key, ...(code ? { code } : {}) }),
    })
    if (!response.ok) return response.message
    setDone('已完成報到。')
    await reload()
    return null
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

      <SelfCheckIn mode={load.detail.selfCheckIn ?? 'off'} onCheckIn={checkIn} reservation={reservation} />

      {cancellable || seriesCancellable ? (
        <section aria-labelledby={`${base}-cancel`} className="resv-panel">
          <h2 id={`${base}-cancel`}>取消預約</h2>
          <CancelForm
            choices={[
              ...(cancellable
                ? [{ id: 'one', label: '取消預約', confirm: '確定要取消這筆預約嗎？取消後無法復原。' }]
                : []),
              ...(seriesCancellable
                ? [
                    {
                      id: 'series',
                      label: '取消整個週期預約',
                      confirm: '確定要取消整個週期預約（所有尚未開始的日期）嗎？取消後無法復原。',
                      plain: true,
                    },
                  ]
                : []),
            ]}
            onConfirm={cancel}
          />
        </section>
      ) : null}
      <p>
        <a href={reservation.kind === 'Seat' ? '/space/seat-reservation' : '/space/room-reservation'}>
          回到{reservation.kind === 'Seat' ? '座位預約' : '空間預約'}
        </a>
      </p>
    </div>
  )
}
