'use client'

import React, { useId, useState } from 'react'

import { checkInOpen } from '../checkInWindow'
import type { PublicReservation } from './types'

/**
 * What a patron does to one booking from its private link or from 我的預約: cancel it with a
 * reason after a confirmation step (one booking, or a whole series where offered), and check in
 * themselves when the library allows it, inside the window, with the desk code when asked.
 */

export type SelfCheckInMode = 'off' | 'link' | 'code'

export type CancelChoice = { id: string; label: string; confirm: string; plain?: boolean }

type CancelProps = {
  choices: readonly CancelChoice[]
  /** Cancel with the reason; answers an error message, or null when done. */
  onConfirm: (choice: string, reason: string) => Promise<string | null>
  /** The panel's heading (none inside a list item). */
  heading?: string
}

export const CancelForm: React.FC<CancelProps> = ({ choices, onConfirm, heading }) => {
  const base = useId()
  const [reason, setReason] = useState('')
  const [reasonError, setReasonError] = useState('')
  const [confirm, setConfirm] = useState<CancelChoice | null>(null)
  const [busy, setBusy] = useState(false)
  const [alert, setAlert] = useState('')

  const ask = (choice: CancelChoice) => {
    setAlert('')
    if (!reason.trim()) {
      setReasonError('取消原因為必填欄位')
      document.getElementById(`${base}-reason`)?.focus()
      return
    }
    setReasonError('')
    setConfirm(choice)
  }

  const cancel = async () => {
    if (!confirm) return
    setBusy(true)
    const failure = await onConfirm(confirm.id, reason.trim())
    setBusy(false)
    setConfirm(null)
    if (failure) setAlert(failure)
    else setReason('')
  }

  return (
    <div className="resv-cancel">
      {heading ? <h2 id={`${base}-heading`}>{heading}</h2> : null}
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
      <div aria-live="assertive" className="resv-alert" role="alert">
        {alert ? <p>{alert}</p> : null}
      </div>
      {confirm ? (
        <div aria-labelledby={`${base}-confirm`} className="resv-confirm" role="group">
          <p id={`${base}-confirm`}>{confirm.confirm}</p>
          <div className="resv-actions">
            <button
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the confirmation replaces the cancel button the user just pressed; focus moves to its confirm button instead of being lost
              autoFocus
              className="button button--danger"
              disabled={busy}
              onClick={() => void cancel()}
              type="button"
            >
              {busy ? '處理中…' : '確認取消'}
            </button>
            <button className="button button--plain" disabled={busy} onClick={() => setConfirm(null)} type="button">
              返回
            </button>
          </div>
        </div>
      ) : (
        <div className="resv-actions">
          {choices.map((choice) => (
            <button
              className={choice.plain ? 'button button--plain' : 'button'}
              key={choice.id}
              onClick={() => ask(choice)}
              type="button"
            >
              {choice.label}
            </button>
          ))}
        </div>
      )}
    </div>
  )
}

type CheckInProps = {
  mode: SelfCheckInMode
  reservation: Pick<PublicReservation, 'status' | 'startDate' | 'endDate'>
  /** Check in (with the desk code when asked); answers an error message, or null when done. */
  onCheckIn: (code: string | undefined) => Promise<string | null>
}

/** 報到, shown only when the patron may check in now: allowed by the settings, still Reserved, inside the window. */
export const SelfCheckIn: React.FC<CheckInProps> = ({ mode, reservation, onCheckIn }) => {
  const base = useId()
  const [code, setCode] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  if (mode === 'off' || reservation.status !== 'Reserved' || !checkInOpen(reservation)) return null

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    if (mode === 'code' && !code.trim()) {
      setError('請輸入櫃台報到碼')
      return
    }
    setBusy(true)
    const failure = await onCheckIn(mode === 'code' ? code.trim() : undefined)
    setBusy(false)
    setError(failure ?? '')
  }

  return (
    <form className="resv-checkin" noValidate onSubmit={(event) => void submit(event)}>
      {mode === 'code' ? (
        <div className="resv-field resv-field--inline">
          <label htmlFor={`${base}-code`}>櫃台報到碼</label>
          <input
            aria-describedby={`${base}-hint${error ? ` ${base}-error` : ''}`}
            aria-invalid={error ? true : undefined}
            autoComplete="off"
            id={`${base}-code`}
            inputMode="numeric"
            maxLength={8}
            onChange={(event) => setCode(event.target.value)}
            value={code}
          />
          <p className="resv-hint" id={`${base}-hint`}>
            報到碼張貼於服務台。
          </p>
        </div>
      ) : null}
      {error ? (
        <p className="resv-error" id={`${base}-error`} role="alert">
          {error}
        </p>
      ) : null}
      <button className="button" disabled={busy} type="submit">
        {busy ? '處理中…' : '報到'}
      </button>
    </form>
  )
}
