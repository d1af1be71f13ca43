'use client'

import React, { useState } from 'react'

import { Dialog } from '@/ui/Dialog'
import { messageOf } from '@/ui/apiClient'

export const EMPTY_TEXT = '目前暫無資料'

/** Loading, error and empty states of a statistics screen (server messages verbatim). */
export const LoadState: React.FC<{ loading: boolean; error: string | null; empty: boolean }> = ({ loading, error, empty }) =>
  loading ? (
    <p role="status">載入中…</p>
  ) : error ? (
    <p className="shennong-stats__error" role="alert">
      {error}
    </p>
  ) : empty ? (
    <p>{EMPTY_TEXT}</p>
  ) : null

export const Notice: React.FC<{ notice: { ok: boolean; text: string } | null }> = ({ notice }) =>
  notice ? (
    <p className={notice.ok ? 'shennong-stats__success' : 'shennong-stats__error'} role={notice.ok ? 'status' : 'alert'}>
      {notice.text}
    </p>
  ) : null

/** A confirmation before a delete; shows the server's message when it fails. */
export const ConfirmDialog: React.FC<{ open: boolean; title: string; message: string; onConfirm: () => Promise<void>; onClose: () => void }> = ({
  open,
  title,
  message,
  onConfirm,
  onClose,
}) => {
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
      {error ? (
        <p className="shennong-stats__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="shennong-dialog__actions">
        <button
          className="shennong-stats__danger"
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
          確定刪除
        </button>
        <button disabled={busy} onClick={onClose} type="button">
          取消
        </button>
      </div>
    </Dialog>
  )
}
