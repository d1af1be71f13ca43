'use client'

import React, { useEffect, useId, useRef, useState } from 'react'

import {
  INTERVAL_CHOICES,
  type IsoWeekday,
  WeekdayPicker,
  intervalLabel,
  isoWeekdayOf,
  weekdaysText,
} from '@/ui/WeekdayPicker'
import {
  type Contact,
  type ContactKey,
  ContactFields,
  contactBody,
  emptyContact,
  validateContact,
} from './ContactFields'
import { type AvailabilityResource, type PublicReservation, bookingTime, callApi, hhmmOf, longDay } from './types'

/**
 * 週期預約 (rooms, when the room settings open it): one room, 每日/每週/每月 between two days,
 * the same hours each time (POST recurrence-rooms), every 1–4 days, weeks or months (間隔); a
 * weekly series on the weekdays ticked (星期: the start date's until the visitor ticks others).
 * When some dates break a rule the server
 * books nothing and names them (409); the visitor may then book the other dates
 * (skipConflicts: true).
 */

type Frequency = 'daily' | 'weekly' | 'monthly'
const FREQUENCY_LABEL: Record<Frequency, string> = { daily: '每日', weekly: '每週', monthly: '每月' }

type Conflict = { date: string; reasons: string[] }
type Outcome =
  | { kind: 'idle' }
  | { kind: 'conflicts'; message: string; conflicts: Conflict[]; bookable: string[] }
  | { kind: 'failed'; message: string }
  | { kind: 'done'; recurrenceId: string; key: string; booked: PublicReservation[]; skipped: Conflict[] }

type Props = {
  rooms: AvailabilityResource[]
  slotMinutes: number
  today: string
  maxDay: string
  timeZone: string
  onBooked: () => void
}

type RangeKey = 'roomId' | 'startDay' | 'endDay' | 'startTime' | 'endTime' | 'weekdays'

export const RecurrenceForm: React.FC<Props> = ({ rooms, slotMinutes, today, maxDay, timeZone, onBooked }) => {
  const base = useId()
  const [roomId, setRoomId] = useState(rooms[0]?.id ?? '')
  const [frequency, setFrequency] = useState<Frequency>('weekly')
  const [startDay, setStartDay] = useState(today)
  const [endDay, setEndDay] = useState(maxDay)
  const [every, setEvery] = useState(1)
  // The weekdays ticked by the visitor; until then (null) the start date's, following it.
  const [chosenWeekdays, setChosenWeekdays] = useState<IsoWeekday[] | null>(null)
  const startWeekday = isoWeekdayOf(startDay)
  const weekdays: IsoWeekday[] = chosenWeekdays ?? (startWeekday ? [startWeekday] : [])
  const step = slotMinutes > 0 ? slotMinutes : 30
  const times = Array.from({ length: Math.floor(1440 / step) + 1 }, (_, i) => i * step)
  const [startTime, setStartTime] = useState(9 * 60 - ((9 * 60) % step))
  const [endTime, setEndTime] = useState(9 * 60 - ((9 * 60) % step) + step)
  const [contact, setContact] = useState<Contact>(emptyContact)
  const [errors, setErrors] = useState<Partial<Record<ContactKey | RangeKey, string>>>({})
  const [sending, setSending] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' })
  const doneHeading = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    if (outcome.kind === 'done') doneHeading.current?.focus()
  }, [outcome.kind])

  const validate = () => {
    const found: Partial<Record<ContactKey | RangeKey, string>> = { ...validateContact(contact) }
    if (!roomId) found.roomId = '空間為必填欄位'
    if (!startDay) found.startDay = '開始日期為必填欄位'
    if (!endDay) found.endDay = '結束日期為必填欄位'
    else if (startDay && endDay < startDay) found.endDay = '結束日期不可早於開始日期'
    if (frequency === 'weekly' && weekdays.length === 0) found.weekdays = '請至少選擇一個星期'
    if (endTime <= startTime) found.endTime = '結束時間必須晚於開始時間'
    return found
  }

  const send = async (skipConflicts: boolean) => {
    const found = validate()
    setErrors(found)
    const first = Object.keys(found)[0]
    if (first) {
      setOutcome({ kind: 'failed', message: '請修正標示的欄位後再送出。' })
      document.getElementById(`${base}-${first}`)?.focus()
      return
    }
    setSending(true)
    const response = await callApi<{
      recurrenceId: string
      key: string
      booked: PublicReservation[]
      skipped: Conflict[]
    }>('recurrence-rooms', {
      method: 'POST',
      body: JSON.stringify({
        roomId,
        rangeDates: { startDate: startDay, endDate: endDay },
        recurrenceSettings: {
          frequency,
          interval: every,
          ...(frequency === 'weekly' ? { weekdays } : {}),
          startTime: hhmmOf(startTime),
          endTime: hhmmOf(endTime),
        },
        ...contactBody(contact),
        ...(skipConflicts ? { skipConflicts: true } : {}),
      }),
    })
    setSending(false)
    if (response.ok) {
      setOutcome({ kind: 'done', ...response.result })
      onBooked()
      return
    }
    const details = response.result as { conflicts?: Conflict[]; bookable?: string[] } | undefined
    if (response.status === 409 && details?.conflicts) {
      setOutcome({
        kind: 'conflicts',
        message: response.message,
        conflicts: details.conflicts,
        bookable: details.bookable ?? [],
      })
    } else {
      setOutcome({ kind: 'failed', message: response.message })
    }
  }

  const roomName = rooms.find((room) => room.id === roomId)?.label ?? ''
  const cadence = `${every === 1 ? FREQUENCY_LABEL[frequency] : intervalLabel(frequency, every)}${frequency === 'weekly' ? `（${weekdaysText(weekdays)}）` : ''}`

  if (outcome.kind === 'done') {
    const first = outcome.booked[0]
    return (
      <section className="resv-success" role="status">
        <h2 ref={doneHeading} tabIndex={-1}>
          週期預約成功
        </h2>
        <p>
          {roomName}，{cadence} {hhmmOf(startTime)}–{hhmmOf(endTime)}，共預約 {outcome.booked.length} 個日期。
        </p>
        <h3>已預約的日期</h3>
        <ul className="resv-dates">
          {outcome.booked.map((item) => (
            <li key={item.id}>{bookingTime(item.startDate, item.endDate, timeZone)}</li>
          ))}
        </ul>
        {outcome.skipped.length > 0 ? (
          <>
            <h3>未預約的日期</h3>
            <ul className="resv-dates">
              {outcome.skipped.map((item) => (
                <li key={item.date}>
                  {longDay(item.date)}：{item.reasons.join('；')}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <p>我們已寄一封確認信到 {contact.email.trim()}，信中附有取消預約的連結。</p>
        {first ? (
          <p>
            <a href={`/space/reservation/${encodeURIComponent(first.id)}?key=${encodeURIComponent(outcome.key)}`}>
              查看或取消這組週期預約
            </a>
          </p>
        ) : null}
        <button className="button button--plain" onClick={() => setOutcome({ kind: 'idle' })} type="button">
          繼續預約
        </button>
      </section>
    )
  }

  const errorOf = (key: ContactKey | RangeKey) =>
    errors[key] ? (
      <p className="resv-error" id={`${base}-${key}-error`}>
        {errors[key]}
      </p>
    ) : null
  const described = (key: ContactKey | RangeKey) =>
    errors[key] ? { 'aria-invalid': true, 'aria-describedby': `${base}-${key}-error` } : {}

  return (
    <section aria-labelledby={`${base}-title`} className="resv-panel">
      <h2 id={`${base}-title`}>週期預約</h2>
      <form
        className="resv-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void send(false)
        }}
      >
        <fieldset className="resv-fieldset">
          <legend>週期設定</legend>
          <div className="resv-field">
            <label htmlFor={`${base}-roomId`}>空間</label>
            <select
              id={`${base}-roomId`}
              onChange={(event) => setRoomId(event.target.value)}
              value={roomId}
              {...described('roomId')}
            >
              {rooms.map((room) => (
                <option key={room.id} value={room.id}>
                  {room.label}
                </option>
              ))}
            </select>
            {errorOf('roomId')}
          </div>
          <div className="resv-field-row">
            <div className="resv-field">
              <label htmlFor={`${base}-frequency`}>頻率</label>
              <select
                id={`${base}-frequency`}
                onChange={(event) => setFrequency(event.target.value as Frequency)}
                value={frequency}
              >
                {(Object.keys(FREQUENCY_LABEL) as Frequency[]).map((item) => (
                  <option key={item} value={item}>
                    {FREQUENCY_LABEL[item]}
                  </option>
                ))}
              </select>
            </div>
            <div className="resv-field">
              <label htmlFor={`${base}-interval`}>間隔</label>
              <select id={`${base}-interval`} onChange={(event) => setEvery(Number(event.target.value))} value={every}>
                {INTERVAL_CHOICES.map((n) => (
                  <option key={n} value={n}>
                    {intervalLabel(frequency, n)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {frequency === 'weekly' ? (
            <div>
              <WeekdayPicker
                className="resv-fieldset"
                describedBy={`${base}-weekdays-hint${errors.weekdays ? ` ${base}-weekdays-error` : ''}`}
                id={`${base}-weekdays`}
                onChange={setChosenWeekdays}
                value={weekdays}
              />
              <p className="resv-hint" id={`${base}-weekdays-hint`}>
                預設為開始日期的星期；可勾選多天，例如週二與週四。
              </p>
              {errorOf('weekdays')}
            </div>
          ) : null}
          <div className="resv-field-row">
            <div className="resv-field">
              <label htmlFor={`${base}-startDay`}>開始日期</label>
              <input
                id={`${base}-startDay`}
                max={maxDay}
                min={today}
                onChange={(event) => setStartDay(event.target.value)}
                type="date"
                value={startDay}
                {...described('startDay')}
              />
              {errorOf('startDay')}
            </div>
            <div className="resv-field">
              <label htmlFor={`${base}-endDay`}>結束日期</label>
              <input
                id={`${base}-endDay`}
                max={maxDay}
                min={today}
                onChange={(event) => setEndDay(event.target.value)}
                type="date"
                value={endDay}
                {...described('endDay')}
              />
              {errorOf('endDay')}
            </div>
          </div>
          <div className="resv-field-row">
            <div className="resv-field">
              <label htmlFor={`${base}-startTime`}>開始時間</label>
              <select
                id={`${base}-startTime`}
                onChange={(event) => setStartTime(Number(event.target.value))}
                value={startTime}
              >
                {times.slice(0, -1).map((m) => (
                  <option key={m} value={m}>
                    {hhmmOf(m)}
                  </option>
                ))}
              </select>
            </div>
            <div className="resv-field">
              <label htmlFor={`${base}-endTime`}>結束時間</label>
              <select
                id={`${base}-endTime`}
                onChange={(event) => setEndTime(Number(event.target.value))}
                value={endTime}
                {...described('endTime')}
              >
                {times.slice(1).map((m) => (
                  <option key={m} value={m}>
                    {hhmmOf(m)}
                  </option>
                ))}
              </select>
              {errorOf('endTime')}
            </div>
          </div>
        </fieldset>
        <ContactFields
          contact={contact}
          errors={errors}
          idPrefix={base}
          onChange={setContact}
          quota={{ state: 'idle' }}
          quotaDay={null}
        />
        <div aria-live="assertive" className="resv-alert" role="alert">
          {outcome.kind === 'failed' || outcome.kind === 'conflicts' ? <p>{outcome.message}</p> : null}
        </div>
        {outcome.kind === 'conflicts' ? (
          <div className="resv-conflicts">
            <h3>無法預約的日期</h3>
            <ul className="resv-dates">
              {outcome.conflicts.map((item) => (
                <li key={item.date}>
                  {longDay(item.date)}：{item.reasons.join('；')}
                </li>
              ))}
            </ul>
            {outcome.bookable.length > 0 ? (
              <button className="button" disabled={sending} onClick={() => void send(true)} type="button">
                預約其餘 {outcome.bookable.length} 個日期
              </button>
            ) : (
              <p>沒有其他可預約的日期。</p>
            )}
          </div>
        ) : null}
        <div className="resv-actions">
          <button className="button" disabled={sending} type="submit">
            {sending ? '送出中…' : '送出週期預約'}
          </button>
        </div>
      </form>
    </section>
  )
}
