'use client'

import React, { useEffect, useId, useRef, useState } from 'react'

import {
  type Contact,
  type ContactKey,
  ContactFields,
  type ExternalQuota,
  contactBody,
  emptyContact,
  validateContact,
} from './ContactFields'
import {
  type AvailabilityResource,
  type PublicReservation,
  type Selection,
  bookingTime,
  callApi,
  hhmmOf,
  instantOf,
  longDay,
} from './types'

/**
 * The booking form for the chosen slots: the end time (the valid ends: consecutive free slots),
 * the patron and identity, and the booking (POST seats or rooms). Every refusal of the server
 * is shown verbatim in the alert region.
 */

export type Booked = { id: string; key: string; reservation: PublicReservation; resourceLabel: string; email: string }

/** The external patrons' remaining bookings on `day` (GET get-isExternal-count). */
export const useExternalQuota = (
  isRoom: boolean,
  day: string | null,
  active: boolean,
  refresh: number,
): ExternalQuota => {
  const [quota, setQuota] = useState<ExternalQuota>({ state: 'idle' })
  useEffect(() => {
    if (!active || !day) {
      setQuota({ state: 'idle' })
      return
    }
    let live = true
    setQuota({ state: 'loading' })
    void callApi<{ allowed: number | null; used: number; remaining: number | null }>(
      `get-isExternal-count?isRoom=${isRoom}&date=${day}`,
    ).then((response) => {
      if (!live) return
      setQuota(
        response.ok
          ? { state: 'ready', allowed: response.result.allowed, remaining: response.result.remaining }
          : { state: 'failed', message: response.message },
      )
    })
    return () => {
      live = false
    }
  }, [isRoom, day, active, refresh])
  return quota
}

type Props = {
  page: 'seat' | 'room'
  resource: AvailabilityResource
  selection: Selection
  ends: number[]
  timeZone: string
  onChangeEnd: (end: number) => void
  onClear: () => void
  onBooked: (booked: Booked) => void
  /** The slot was taken meanwhile (409): the board refreshes and shows `message`. */
  onTaken?: (message: string) => void
}

export const BookingPanel: React.FC<Props> = ({
  page,
  resource,
  selection,
  ends,
  timeZone,
  onChangeEnd,
  onClear,
  onBooked,
  onTaken,
}) => {
  const base = useId()
  const [contact, setContact] = useState<Contact>(emptyContact)
  const [errors, setErrors] = useState<Partial<Record<ContactKey, string>>>({})
  const [sending, setSending] = useState(false)
  const [message, setMessage] = useState('')
  const quota = useExternalQuota(page === 'room', selection.day, contact.identity === 'external', 0)
  const noQuota =
    contact.identity === 'external' && quota.state === 'ready' && quota.remaining !== null && quota.remaining <= 0

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const found = validateContact(contact)
    setErrors(found)
    const first = Object.keys(found)[0]
    if (first) {
      setMessage('請修正標示的欄位後再送出。')
      document.getElementById(`${base}-${first}`)?.focus()
      return
    }
    if (noQuota) return
    setSending(true)
    setMessage('')
    const body = {
      ...(page === 'seat' ? { seatId: resource.id } : { roomId: resource.id }),
      startDate: instantOf(selection.day, selection.start, timeZone).toISOString(),
      endDate: instantOf(selection.day, selection.end, timeZone).toISOString(),
      ...contactBody(contact),
    }
    const response = await callApi<{ id: string; key: string; reservation: PublicReservation }>(
      page === 'seat' ? 'seats' : 'rooms',
      {
        method: 'POST',
        body: JSON.stringify(body),
      },
    )
    setSending(false)
    if (!response.ok) {
      if (response.status === 409 && onTaken) return onTaken(response.message)
      setMessage(response.message)
      return
    }
    onBooked({
      ...response.result,
      resourceLabel: page === 'seat' ? `${resource.roomName} ${resource.label}` : resource.label,
      email: contact.email.trim(),
    })
  }

  return (
    <section aria-labelledby={`${base}-title`} className="resv-panel">
      <h2 id={`${base}-title`}>填寫預約資料</h2>
      <form className="resv-form" noValidate onSubmit={submit}>
        <fieldset className="resv-fieldset">
          <legend>預約時段</legend>
          <p>
            {page === 'seat' ? '座位' : '空間'}：
            <strong>{page === 'seat' ? `${resource.roomName} ${resource.label}` : resource.label}</strong>
            <br />
            日期：{longDay(selection.day)}
            {'\u3000開始時間：'}
            {hhmmOf(selection.start)}
          </p>
          <div className="resv-field">
            <label htmlFor={`${base}-end`}>結束時間</label>
            <select
              id={`${base}-end`}
              onChange={(event) => onChangeEnd(Number(event.target.value))}
              value={selection.end}
            >
              {ends.map((end) => (
                <option key={end} value={end}>
                  {hhmmOf(end)}（{end - selection.start} 分鐘）
                </option>
              ))}
            </select>
          </div>
          <button className="button button--plain" onClick={onClear} type="button">
            重新選擇時段
          </button>
        </fieldset>
        <ContactFields
          contact={contact}
          errors={errors}
          idPrefix={base}
          onChange={setContact}
          quota={quota}
          quotaDay={selection.day}
        />
        <div aria-live="assertive" className="resv-alert" role="alert">
          {message ? <p>{message}</p> : null}
        </div>
        {noQuota ? <p className="resv-error">當日外部人士預約已額滿，無法預約。</p> : null}
        <div className="resv-actions">
          <button className="button" disabled={sending || noQuota} type="submit">
            {sending ? '送出中…' : '送出預約'}
          </button>
        </div>
      </form>
    </section>
  )
}

/** The booking just made: its summary, the mail, and the link to it (with the key, shown once). */
export const BookedSummary: React.FC<{ booked: Booked; timeZone: string; onDone: () => void }> = ({
  booked,
  timeZone,
  onDone,
}) => {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const link = `/space/reservation/${encodeURIComponent(booked.id)}?key=${encodeURIComponent(booked.key)}`
  return (
    <section className="resv-success" role="status">
      <h2 ref={heading} tabIndex={-1}>
        預約成功
      </h2>
      <dl className="resv-summary">
        <dt>預約項目</dt>
        <dd>{booked.resourceLabel}</dd>
        <dt>時間</dt>
        <dd>{bookingTime(booked.reservation.startDate, booked.reservation.endDate, timeZone)}</dd>
        <dt>姓名</dt>
        <dd>{booked.reservation.name}</dd>
      </dl>
      <p>我們已寄一封確認信到 {booked.email}，信中附有行事曆檔案與取消預約的連結。</p>
      <p>
        <a href={link}>查看或取消這筆預約</a>
      </p>
      <button className="button button--plain" onClick={onDone} type="button">
        繼續預約
      </button>
    </section>
  )
}
