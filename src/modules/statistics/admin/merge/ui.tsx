'use client'

import React, { useState } from 'react'

import { Dialog } from '@/ui/Dialog'
import { messageOf } from '@/ui/apiClient'
import { type Exported } from './api'

/** Loading, error and empty states of the statistics screens. */
export const LoadState: React.FC<{ loading: boolean; error: string | null; empty: boolean; emptyText?: string }> = ({ loading, error, empty, emptyText }) =>
  loading ? (
    <p role="status">載入中…</p>
  ) : error ? (
    <p className="shennong-stats__error" role="alert">
      {error}
    </p>
  ) : empty ? (
    <p>{emptyText ?? '目前暫無資料'}</p>
  ) : null

export type NoticeState = { ok: boolean; text: string } | null

export const Notice: React.FC<{ notice: NoticeState }> = ({ notice }) =>
  notice ? (
    <p className={notice.ok ? 'shennong-stats__success' : 'shennong-stats__error'} role={notice.ok ? 'status' : 'alert'}>
      {notice.text}
    </p>
  ) : null

/** A confirmation before a delete; shows the server's message (e.g. 409) when it fails. */
export const ConfirmDelete: React.FC<{ target: { title: string; run: () => Promise<void> } | null; onClose: () => void }> = ({ target, onClose }) => {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const close = () => {
    setError(null)
    onClose()
  }
  return (
    <Dialog onClose={close} open={target !== null} title="確認刪除">
      <p>確定要刪除「{target?.title}」嗎？此動作無法復原。</p>
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
            if (!target) return
            setBusy(true)
            setError(null)
            try {
              await target.run()
              close()
            } catch (failure) {
              setError(messageOf(failure))
            } finally {
              setBusy(false)
            }
          }}
          type="button"
        >
          刪除
        </button>
        <button disabled={busy} onClick={close} type="button">
          取消
        </button>
      </div>
    </Dialog>
  )
}

/** The export button: asks the server for the .xlsx (filed in report-management) and offers the download. */
export const ExportButton: React.FC<{ run: () => Promise<Exported>; disabled?: boolean }> = ({ run, disabled }) => {
  const [state, setState] = useState<{ busy: boolean; url?: string; error?: string }>({ busy: false })
  return (
    <span className="shennong-merge__export">
      <button
        disabled={disabled || state.busy}
        onClick={async () => {
          setState({ busy: true })
          try {
            const result = await run()
            setState({ busy: false, url: result.downloadUrl })
          } catch (failure) {
            setState({ busy: false, error: messageOf(failure) })
          }
        }}
        type="button"
      >
        {state.busy ? '匯出中…' : '匯出 Excel'}
      </button>
      {state.url ? (
        <a download href={state.url}>
          下載匯出檔
        </a>
      ) : null}
      {state.error ? (
        <span className="shennong-stats__error" role="alert">
          下載失敗：{state.error}
        </span>
      ) : null}
    </span>
  )
}
