'use client'

import React, { useId, useState } from 'react'

import { Dialog } from '@/ui/Dialog'
import { messageOf } from '@/ui/apiClient'

export const EMPTY_TEXT = '目前暫無資料'

/** Loading, error and empty states, shared by every space screen (server messages verbatim). */
export const LoadState: React.FC<{ loading: boolean; error: string | null; empty: boolean }> = ({ loading, error, empty }) =>
  loading ? (
    <p className="shennong-space__status" role="status">
      載入中…
    </p>
  ) : error ? (
    <p className="shennong-space__error" role="alert">
      {error}
    </p>
  ) : empty ? (
    <p className="shennong-space__empty">{EMPTY_TEXT}</p>
  ) : null

export const Notice: React.FC<{ notice: { ok: boolean; text: string } | null }> = ({ notice }) =>
  notice ? (
    <p className={notice.ok ? 'shennong-space__success' : 'shennong-space__error'} role={notice.ok ? 'status' : 'alert'}>
      {notice.text}
    </p>
  ) : null

/** A confirmation before a destructive action; shows the server's message when it fails. */
export const ConfirmDialog: React.FC<{
  open: boolean
  title: string
  message: string
  confirmLabel: string
  onConfirm: () => Promise<void>
  onClose: () => void
}> = ({ open, title, message, confirmLabel, onConfirm, onClose }) => {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  return (
    <Dialog
      onClose={() => {
        setError(null)
        onClose()
      }}
      open={open}
      title={title}
    >
      <p>{message}</p>
      <FormError error={error} />
      <div className="shennong-dialog__actions">
        <button
          className="shennong-space__danger"
          disabled={busy}
          onClick={async () => {
            setBusy(true)
            setError(null)
            try {
              await onConfirm()
              onClose()
            } catch (failure) {
              setError(messageOf(failure))
            } finally {
              setBusy(false)
            }
          }}
          type="button"
        >
          {confirmLabel}
        </button>
        <button disabled={busy} onClick={onClose} type="button">
          取消
        </button>
      </div>
    </Dialog>
  )
}

/** Asks for a required reason, then runs the action (cancellations). */
export const ReasonDialog: React.FC<{
  open: boolean
  title: string
  confirmLabel: string
  onConfirm: (reason: string) => Promise<void>
  onClose: () => void
}> = ({ open, title, confirmLabel, onConfirm, onClose }) => {
  const id = useId()
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const close = () => {
    setReason('')
    setError(null)
    onClose()
  }
  return (
    <Dialog onClose={close} open={open} title={title}>
      <form
        noValidate
        onSubmit={async (event) => {
          event.preventDefault()
          if (!reason.trim()) {
            setError('取消原因為必填欄位')
            return
          }
          setBusy(true)
          setError(null)
          try {
            await onConfirm(reason.trim())
            close()
          } catch (failure) {
            setError(messageOf(failure))
          } finally {
            setBusy(false)
          }
        }}
      >
        <div className="shennong-space__field">
          <label htmlFor={`${id}-reason`}>
            取消原因<span aria-hidden="true"> *</span>
          </label>
          <textarea aria-required="true" id={`${id}-reason`} onChange={(event) => setReason(event.target.value)} rows={3} value={reason} />
        </div>
        <FormError error={error} />
        <DialogActions busy={busy} cancelLabel="返回" danger onCancel={close} submitLabel={confirmLabel} />
      </form>
    </Dialog>
  )
}

export const Pager: React.FC<{ page: number; limit: number; total: number; onPage: (page: number) => void }> = ({ page, limit, total, onPage }) => {
  const pages = Math.max(1, Math.ceil(total / limit))
  return (
    <nav aria-label="分頁" className="shennong-space__pager">
      <button disabled={page <= 1} onClick={() => onPage(page - 1)} type="button">
        上一頁
      </button>
      <span>
        第 {page} / {pages} 頁，共 {total} 筆
      </span>
      <button disabled={page >= pages} onClick={() => onPage(page + 1)} type="button">
        下一頁
      </button>
    </nav>
  )
}

/** A labelled form control. */
export const Field: React.FC<{ id: string; label: string; required?: boolean; children: React.ReactNode }> = ({ id, label, required, children }) => (
  <div className="shennong-space__field">
    <label htmlFor={id}>
      {label}
      {required ? <span aria-hidden="true"> *</span> : null}
    </label>
    {children}
  </div>
)

/** A dialog form's error line (server messages shown verbatim). */
export const FormError: React.FC<{ error: string | null }> = ({ error }) =>
  error ? (
    <p className="shennong-space__error" role="alert">
      {error}
    </p>
  ) : null

/** A dialog form's buttons: submit (primary or danger), any extra ones, then the way back. */
export const DialogActions: React.FC<{
  busy: boolean
  submitLabel: string
  onCancel: () => void
  cancelLabel?: string
  danger?: boolean
  children?: React.ReactNode
}> = ({ busy, submitLabel, onCancel, cancelLabel = '取消', danger, children }) => (
  <div className="shennong-dialog__actions">
    <button className={danger ? 'shennong-space__danger' : 'shennong-space__primary'} disabled={busy} type="submit">
      {submitLabel}
    </button>
    {children}
    <button disabled={busy} onClick={onCancel} type="button">
      {cancelLabel}
    </button>
  </div>
)
