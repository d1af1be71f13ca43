'use client'

import React, { createContext, useContext, useId, useState } from 'react'

import { messageOf } from './apiClient'
import { Dialog } from './Dialog'

/**
 * The pieces every back-office screen of a module is built from: load/empty/error states, the
 * notice line, a confirmation dialog, a pager, a labelled field, a dialog form's error line and
 * buttons, and a hook for a save that reports its outcome. One copy each, shared by every module.
 *
 * Each section of the back office has its own class prefix (`shennong-space`, `shennong-stats`)
 * for its stylesheet; the section's shell sets it once with <KitScope>, and the pieces below
 * name their classes after it.
 */
const KitPrefix = createContext('shennong-stats')

export const KitScope: React.FC<{ prefix: string; children: React.ReactNode }> = ({ prefix, children }) => (
  <KitPrefix.Provider value={prefix}>{children}</KitPrefix.Provider>
)

/** `prefix__name` for the screen's section. */
export const useKitClass = (): ((name: string) => string) => {
  const prefix = useContext(KitPrefix)
  return (name) => `${prefix}__${name}`
}

export const EMPTY_TEXT = '目前暫無資料'

/**
 * Loading, error and empty states of a screen (server messages verbatim). With `onRetry` a failed
 * read offers 重新載入. An empty list says the spec's 目前暫無資料, with
 * `emptyHint` as a second line where there is a next step; `emptyText` replaces it only for what
 * is no empty list (a prompt such as 請先選擇問卷).
 */
export const LoadState: React.FC<{
  loading: boolean
  error: string | null
  empty: boolean
  emptyText?: string
  emptyHint?: string
  onRetry?: () => void
}> = ({ loading, error, empty, emptyText, emptyHint, onRetry }) => {
  const cls = useKitClass()
  return loading ? (
    <p aria-live="polite" className={cls('status')} role="status">
      載入中…
    </p>
  ) : error ? (
    <div className={cls('error')} role="alert">
      <p>載入失敗：{error}</p>
      {onRetry ? (
        <button className="btn btn--style-secondary btn--size-small" onClick={onRetry} type="button">
          重新載入
        </button>
      ) : null}
    </div>
  ) : empty ? (
    <p className={cls('empty')}>
      {emptyText ?? EMPTY_TEXT}
      {emptyHint ? (
        <>
          <br />
          {emptyHint}
        </>
      ) : null}
    </p>
  ) : null
}

export type NoticeState = { ok: boolean; text: string } | null

/** The outcome of the last action: a status line when it worked, an alert when it did not. */
export const Notice: React.FC<{ notice: NoticeState }> = ({ notice }) => {
  const cls = useKitClass()
  return notice ? (
    <p className={notice.ok ? cls('success') : cls('error')} role={notice.ok ? 'status' : 'alert'}>
      {notice.text}
    </p>
  ) : null
}

/** A dialog form's error line (server messages shown verbatim). */
export const FormError: React.FC<{ error: string | null }> = ({ error }) => {
  const cls = useKitClass()
  return error ? (
    <p className={cls('error')} role="alert">
      {error}
    </p>
  ) : null
}

/**
 * A confirmation before a destructive (or locking) action; the server's message shows in the
 * dialog when it fails, and the dialog closes when it works.
 */
export const ConfirmDialog: React.FC<{
  open: boolean
  title: string
  message: React.ReactNode
  confirmLabel?: string
  /** A red confirm button (the default); false for a non-destructive action such as a lock. */
  danger?: boolean
  onConfirm: () => Promise<void>
  onClose: () => void
}> = ({ open, title, message, confirmLabel = '確定刪除', danger = true, onConfirm, onClose }) => {
  const cls = useKitClass()
  const { busy, error, setError, run } = useSave()
  const close = () => {
    setError(null)
    onClose()
  }
  return (
    <Dialog onClose={close} open={open} title={title}>
      <p>{message}</p>
      <FormError error={error} />
      <div className="shennong-dialog__actions">
        <button
          className={danger ? cls('danger') : cls('primary')}
          disabled={busy}
          onClick={async () => {
            // run() resolves to undefined when the call failed (its message is then in `error`).
            if ((await run(async () => (await onConfirm(), true))) === true) close()
          }}
          type="button"
        >
          {confirmLabel}
        </button>
        <button disabled={busy} onClick={close} type="button">
          取消
        </button>
      </div>
    </Dialog>
  )
}

/** The delete confirmation of a list row: names the row, runs the delete. */
export const ConfirmDelete: React.FC<{
  target: { title: string; run: () => Promise<void> } | null
  onClose: () => void
}> = ({ target, onClose }) => (
  <ConfirmDialog
    confirmLabel="刪除"
    message={`確定要刪除「${target?.title ?? ''}」嗎？此動作無法復原。`}
    onClose={onClose}
    onConfirm={async () => {
      if (target) await target.run()
    }}
    open={target !== null}
    title="確認刪除"
  />
)

export const Pager: React.FC<{ page: number; limit: number; total: number; onPage: (page: number) => void }> = ({
  page,
  limit,
  total,
  onPage,
}) => {
  const cls = useKitClass()
  const pages = Math.max(1, Math.ceil(total / limit))
  return (
    <nav aria-label="分頁" className={cls('pager')}>
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
export const Field: React.FC<{ id: string; label: string; required?: boolean; children: React.ReactNode }> = ({
  id,
  label,
  required,
  children,
}) => {
  const cls = useKitClass()
  return (
    <div className={cls('field')}>
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children}
    </div>
  )
}

/** A dialog form's buttons: submit (primary or danger), any extra ones, then the way back. */
export const DialogActions: React.FC<{
  busy: boolean
  submitLabel: string
  onCancel: () => void
  cancelLabel?: string
  danger?: boolean
  children?: React.ReactNode
}> = ({ busy, submitLabel, onCancel, cancelLabel = '取消', danger, children }) => {
  const cls = useKitClass()
  return (
    <div className="shennong-dialog__actions">
      <button className={danger ? cls('danger') : cls('primary')} disabled={busy} type="submit">
        {submitLabel}
      </button>
      {children}
      <button disabled={busy} onClick={onCancel} type="button">
        {cancelLabel}
      </button>
    </div>
  )
}

/**
 * A list row's 編輯 and 刪除 buttons, each shown only when its handler is given (the screen
 * passes one only when the user holds the flag). The accessible names say which row they act on.
 */
export const RowActions: React.FC<{
  name: string
  onEdit?: () => void
  onDelete?: () => void
  editLabel?: string
  deleteLabel?: string
}> = ({ name, onEdit, onDelete, editLabel, deleteLabel }) => {
  const cls = useKitClass()
  return (
    <>
      {onEdit ? (
        <button aria-label={editLabel ?? `編輯「${name}」`} onClick={onEdit} type="button">
          編輯
        </button>
      ) : null}
      {onDelete ? (
        <button
          aria-label={deleteLabel ?? `刪除「${name}」`}
          className={cls('danger')}
          onClick={onDelete}
          type="button"
        >
          刪除
        </button>
      ) : null}
    </>
  )
}

/**
 * A save (or any call) that reports its outcome: `busy` while it runs, the server's message in
 * `error` when it fails. `run` resolves to the call's result, or undefined when it failed.
 */
export const useSave = () => {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const run = async <T,>(call: () => Promise<T>): Promise<T | undefined> => {
    setBusy(true)
    setError(null)
    try {
      return await call()
    } catch (failure) {
      setError(messageOf(failure))
      return undefined
    } finally {
      setBusy(false)
    }
  }
  return { busy, error, setError, run }
}

/**
 * A create/edit panel of a manager screen: a titled section with one form. Submitting runs
 * `save` (busy meanwhile, the server's message shown when it fails); the actions row holds any
 * extra buttons of the form, then 儲存 and 取消. `children` gets an id prefix for its labels.
 */
export const EditorPanel: React.FC<{
  title: string
  save: () => Promise<void>
  onCancel: () => void
  extraActions?: React.ReactNode
  children: (id: string) => React.ReactNode
}> = ({ title, save, onCancel, extraActions, children }) => {
  const cls = useKitClass()
  const id = useId()
  const { busy, error, run } = useSave()
  return (
    <section aria-labelledby={`${id}-title`} className={cls('panel')}>
      <h2 id={`${id}-title`}>{title}</h2>
      <form
        className={cls('main')}
        onSubmit={async (event) => {
          event.preventDefault()
          await run(save)
        }}
      >
        {children(id)}
        <FormError error={error} />
        <div className={cls('actions')}>
          {extraActions}
          <button className={cls('primary')} disabled={busy} type="submit">
            儲存
          </button>
          <button disabled={busy} onClick={onCancel} type="button">
            取消
          </button>
        </div>
      </form>
    </section>
  )
}
