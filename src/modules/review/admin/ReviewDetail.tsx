'use client'

import { Banner, Button } from '@payloadcms/ui'
import Link from 'next/link'
import React, { useCallback, useEffect, useId, useMemo, useState } from 'react'

import { MSG } from '@/i18n/messages'
import { Dialog } from '@/ui/Dialog'
import { ResultDialog } from '@/ui/ResultDialog'
import { isAbort, messageOf, reviewApi } from './api'
import { DiffTable } from './DiffTable'
import { STATUS_LABEL, formatDateTime } from './format'
import { StatusPill } from './ReviewList'
import type { EditableField, ModuleFields, ReviewRequestDetail } from './types'

type Props = {
  id: string
  backHref: string
  canDecide: boolean
  currentUserId: string
  moduleFields: ModuleFields
}

type Load =
  | { kind: 'loading' }
  | { kind: 'ready'; detail: ReviewRequestDetail }
  | { kind: 'error'; message: string; status: number }

/** The open dialog: a confirmation before a decision, or the decision's result. */
type Modal =
  | { kind: 'approve' }
  | { kind: 'reject' }
  | { kind: 'modify'; content: Record<string, string> }
  | { kind: 'result'; ok: boolean; message: string }
  | null

/** Why the signed-in user cannot decide this request. */
const notDecidableReason = (detail: ReviewRequestDetail, currentUserId: string, canDecide: boolean): string => {
  if (detail.status !== 'Pending') return `此申請${STATUS_LABEL[detail.status] ?? '已處理'}，已處理完畢，無法再次審核。`
  if (detail.requestedBy && detail.requestedBy._id === currentUserId) return '不可審核自己送出的申請。'
  if (!canDecide) return '您沒有審核權限，僅可檢視此申請。'
  return '此申請目前無法審核。'
}

/** The plain text fields of the submission the reviewer may change: the module's text fields it holds. */
const editableOf = (detail: ReviewRequestDetail, moduleFields: ModuleFields): EditableField[] =>
  (moduleFields[detail.module]?.editable ?? []).filter(
    (field) =>
      field.name in detail.proposed &&
      (typeof detail.proposed[field.name] === 'string' || detail.proposed[field.name] === null),
  )

/** One review request: who asked, what changes, and the reviewer's decision. */
export const ReviewDetail: React.FC<Props> = ({ id, backHref, canDecide, currentUserId, moduleFields }) => {
  const [load, setLoad] = useState<Load>({ kind: 'loading' })
  const [reload, setReload] = useState(0)
  const [modal, setModal] = useState<Modal>(null)
  const [busy, setBusy] = useState(false)
  const [editing, setEditing] = useState(false)

  useEffect(() => {
    const controller = new AbortController()
    setLoad((current) => (current.kind === 'ready' ? current : { kind: 'loading' }))
    reviewApi
      .detail(id, controller.signal)
      .then((detail) => setLoad({ kind: 'ready', detail }))
      .catch((error: unknown) => {
        if (!isAbort(error))
          setLoad({ kind: 'error', message: messageOf(error), status: (error as { status?: number }).status ?? 0 })
      })
    return () => controller.abort()
  }, [id, reload])

  const labelOf = useCallback(
    (field: string) => (load.kind === 'ready' ? moduleFields[load.detail.module]?.labels[field] : undefined) ?? field,
    [load, moduleFields],
  )

  const decide = useCallback(async (run: () => Promise<unknown>, success: string) => {
    setBusy(true)
    try {
      await run()
      setEditing(false)
      setModal({ kind: 'result', ok: true, message: success })
    } catch (error) {
      setModal({ kind: 'result', ok: false, message: messageOf(error) })
    } finally {
      setBusy(false)
    }
  }, [])

  // Each dialog closes only itself: a confirmation gives way to the result without closing it.
  const closeConfirm = useCallback(
    () => setModal((current) => (current && current.kind !== 'result' ? null : current)),
    [],
  )
  const resultOpen = modal?.kind === 'result'
  const closeResult = useCallback(() => {
    // The close button and then the dialog's own close event both land here: act once.
    if (!resultOpen) return
    setModal((current) => (current?.kind === 'result' ? null : current))
    // After a decision (done or refused), show the request as it stands now.
    setReload((n) => n + 1)
  }, [resultOpen])

  if (load.kind === 'loading') {
    return (
      <div className="shennong-review">
        <BackLink href={backHref} />
        <p aria-live="polite" className="shennong-review__status" role="status">
          載入中…
        </p>
      </div>
    )
  }
  if (load.kind === 'error') {
    return (
      <div className="shennong-review">
        <BackLink href={backHref} />
        <h1 className="shennong-review__title">審核內容</h1>
        <div className="shennong-review__error" role="alert">
          <Banner type="error">{load.message}</Banner>
          {load.status !== 404 && load.status !== 400 ? (
            <Button buttonStyle="secondary" onClick={() => setReload((n) => n + 1)} size="small">
              重新載入
            </Button>
          ) : null}
        </div>
      </div>
    )
  }

  const { detail } = load
  const title = detail.title || '（未命名）'
  const editable = editableOf(detail, moduleFields)

  return (
    <div className="shennong-review">
      <BackLink href={backHref} />
      <div className="shennong-review__heading">
        <h1 className="shennong-review__title">{title}</h1>
        <StatusPill status={detail.status} />
      </div>

      <dl className="shennong-review__meta">
        <div>
          <dt>模組</dt>
          <dd>{detail.moduleLabel || detail.module}</dd>
        </div>
        <div>
          <dt>申請人</dt>
          <dd>{detail.requestedBy?.name || '—'}</dd>
        </div>
        <div>
          <dt>送審時間</dt>
          <dd>{formatDateTime(detail.createdAt)}</dd>
        </div>
        <div>
          <dt>最後更新</dt>
          <dd>{formatDateTime(detail.updatedAt)}</dd>
        </div>
        <div>
          <dt>狀態</dt>
          <dd>{STATUS_LABEL[detail.status] ?? detail.status}</dd>
        </div>
        <div>
          <dt>審核人</dt>
          <dd>{detail.reviewedBy?.name || '—'}</dd>
        </div>
        {detail.reason ? (
          <div className="shennong-review__meta-wide">
            <dt>{detail.status === 'Rejected' ? '退回原因' : '審核意見'}</dt>
            <dd className="shennong-review__pre">{detail.reason}</dd>
          </div>
        ) : null}
      </dl>

      {detail.decidable ? (
        <div aria-label="審核動作" className="shennong-review__actions" role="group">
          <Button buttonStyle="primary" disabled={busy} onClick={() => setModal({ kind: 'approve' })} size="medium">
            核准並發布
          </Button>
          <Button
            buttonStyle="secondary"
            disabled={busy || editable.length === 0}
            extraButtonProps={{ 'aria-expanded': editing }}
            onClick={() => setEditing((open) => !open)}
            size="medium"
            tooltip={editable.length === 0 ? '此內容沒有可直接修改的文字欄位' : undefined}
          >
            修改後發布
          </Button>
          <Button
            buttonStyle="secondary"
            className="shennong-review__reject"
            disabled={busy}
            onClick={() => setModal({ kind: 'reject' })}
            size="medium"
          >
            退回
          </Button>
        </div>
      ) : (
        <Banner type={detail.status === 'Pending' ? 'info' : 'default'}>
          {notDecidableReason(detail, currentUserId, canDecide)}
        </Banner>
      )}

      {detail.decidable && editing ? (
        <ModifyForm
          busy={busy}
          fields={editable}
          key={`${detail._id}-${detail.updatedAt}`}
          onCancel={() => setEditing(false)}
          onSubmit={(content) => setModal({ kind: 'modify', content })}
          proposed={detail.proposed}
        />
      ) : null}

      <section aria-labelledby={`${detail._id}-changes`} className="shennong-review__section">
        <h2 id={`${detail._id}-changes`}>內容差異</h2>
        {detail.published === null ? <Banner type="info">此內容尚未發布過（新內容）</Banner> : null}
        <DiffTable changes={detail.changes} labelOf={labelOf} neverPublished={detail.published === null} />
      </section>

      <ApproveDialog
        busy={busy}
        content={modal?.kind === 'modify' ? modal.content : null}
        onClose={closeConfirm}
        onConfirm={(reason, content) =>
          decide(
            () => reviewApi.approve(detail._id, { ...(reason ? { reason } : {}), ...(content ? { content } : {}) }),
            content ? `已將修改後的內容核准並發布：「${title}」` : `已核准並發布：「${title}」`,
          )
        }
        open={modal?.kind === 'approve' || modal?.kind === 'modify'}
        title={title}
      />
      <RejectDialog
        busy={busy}
        onClose={closeConfirm}
        onConfirm={(reason) => decide(() => reviewApi.reject(detail._id, reason), `已退回：「${title}」`)}
        open={modal?.kind === 'reject'}
      />
      <ResultDialog
        onClose={closeResult}
        result={
          modal?.kind === 'result'
            ? {
                title: '審核結果',
                success: modal.ok,
                message: modal.ok ? modal.message : null,
                error: modal.ok ? null : modal.message,
              }
            : null
        }
      />
    </div>
  )
}

const BackLink: React.FC<{ href: string }> = ({ href }) => (
  <p className="shennong-review__back">
    <Link href={href}>← 返回審核列表</Link>
  </p>
)

/** 核准並發布 (the submitted content) or 修改後發布 (`content`): a confirmation with an optional note. */
const ApproveDialog: React.FC<{
  open: boolean
  busy: boolean
  title: string
  content: Record<string, string> | null
  onClose: () => void
  onConfirm: (reason: string, content: Record<string, string> | null) => void
}> = ({ open, busy, title, content, onClose, onConfirm }) => {
  const [reason, setReason] = useState('')
  const reasonId = useId()
  useEffect(() => {
    if (open) setReason('')
  }, [open])
  return (
    <Dialog
      className="shennong-review-dialog"
      onClose={onClose}
      open={open}
      title={content ? '修改後發布' : '核准並發布'}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault()
          onConfirm(reason.trim(), content)
        }}
      >
        <p>{content ? `確定以修改後的內容發布「${title}」？` : `確定核准並發布「${title}」？`}</p>
        <div className="shennong-review__field">
          <label htmlFor={reasonId}>審核意見（選填）</label>
          <textarea id={reasonId} onChange={(event) => setReason(event.target.value)} rows={3} value={reason} />
        </div>
        <div className="shennong-dialog__actions">
          <Button buttonStyle="secondary" disabled={busy} onClick={onClose} size="medium">
            取消
          </Button>
          <Button buttonStyle="primary" disabled={busy} size="medium" type="submit">
            {busy ? '處理中…' : '確定發布'}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}

/** 退回: the reason is required (the author reads it on the returned draft). */
const RejectDialog: React.FC<{
  open: boolean
  busy: boolean
  onClose: () => void
  onConfirm: (reason: string) => void
}> = ({ open, busy, onClose, onConfirm }) => {
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const reasonId = useId()
  const errorId = useId()
  useEffect(() => {
    if (open) {
      setReason('')
      setError(null)
    }
  }, [open])
  return (
    <Dialog className="shennong-review-dialog" onClose={onClose} open={open} title="退回">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          const trimmed = reason.trim()
          if (!trimmed) {
            setError(MSG.required('退回原因'))
            return
          }
          onConfirm(trimmed)
        }}
      >
        <div className="shennong-review__field">
          <label htmlFor={reasonId}>
            <span aria-hidden="true" className="shennong-review__star">
              *
            </span>
            退回原因
          </label>
          <textarea
            aria-describedby={error ? errorId : undefined}
            aria-invalid={error ? true : undefined}
            aria-required="true"
            id={reasonId}
            onChange={(event) => {
              setReason(event.target.value)
              if (error && event.target.value.trim()) setError(null)
            }}
            required
            rows={4}
            value={reason}
          />
          {error ? (
            <p className="shennong-review__field-error" id={errorId} role="alert">
              {error}
            </p>
          ) : null}
        </div>
        <div className="shennong-dialog__actions">
          <Button buttonStyle="secondary" disabled={busy} onClick={onClose} size="medium">
            取消
          </Button>
          <Button
            buttonStyle="primary"
            className="shennong-review__reject-confirm"
            disabled={busy}
            size="medium"
            type="submit"
          >
            {busy ? '處理中…' : '確定退回'}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}

/** 修改後發布: the submission's plain text fields, editable; only the changed ones are sent. */
const ModifyForm: React.FC<{
  fields: EditableField[]
  proposed: Record<string, unknown>
  busy: boolean
  onCancel: () => void
  onSubmit: (content: Record<string, string>) => void
}> = ({ fields, proposed, busy, onCancel, onSubmit }) => {
  const initial = useMemo(
    () =>
      Object.fromEntries(
        fields.map((field) => [
          field.name,
          typeof proposed[field.name] === 'string' ? (proposed[field.name] as string) : '',
        ]),
      ),
    [fields, proposed],
  )
  const [values, setValues] = useState<Record<string, string>>(initial)
  const [error, setError] = useState<string | null>(null)
  const formId = useId()
  const changed = Object.fromEntries(Object.entries(values).filter(([name, value]) => value !== initial[name]))

  return (
    <section aria-labelledby={`${formId}-heading`} className="shennong-review__section shennong-review__modify">
      <h2 id={`${formId}-heading`}>修改後發布</h2>
      <p className="shennong-review__muted">修改下列文字欄位後發布；其他內容依送審版本發布。</p>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          if (Object.keys(changed).length === 0) {
            setError('尚未修改任何欄位；若要發布送審的內容，請使用「核准並發布」。')
            return
          }
          setError(null)
          onSubmit(changed)
        }}
      >
        {fields.map((field) => {
          const inputId = `${formId}-field-${field.name}`
          const value = values[field.name] ?? ''
          const multiline = field.multiline || value.includes('\n') || value.length > 120
          const onChange = (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
            setValues((current) => ({ ...current, [field.name]: event.target.value }))
            setError(null)
          }
          return (
            <div className="shennong-review__field" key={field.name}>
              <label htmlFor={inputId}>
                {field.label}
                {values[field.name] !== initial[field.name] ? (
                  <span className="shennong-review__changed">（已修改）</span>
                ) : null}
              </label>
              {multiline ? (
                <textarea id={inputId} onChange={onChange} rows={5} value={value} />
              ) : (
                <input id={inputId} onChange={onChange} type="text" value={value} />
              )}
            </div>
          )
        })}
        {error ? (
          <p className="shennong-review__field-error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="shennong-review__actions">
          <Button buttonStyle="primary" disabled={busy} size="medium" type="submit">
            發布修改後內容
          </Button>
          <Button buttonStyle="secondary" disabled={busy} onClick={onCancel} size="medium">
            取消修改
          </Button>
        </div>
      </form>
    </section>
  )
}
