'use client'

import React, { useCallback, useEffect, useId, useState } from 'react'

import { Dialog } from '@/ui/Dialog'
import { messageOf } from '@/ui/apiClient'
import {
  type BookingDetail,
  type Kind,
  type ModifyInput,
  type Reservation,
  STATUS_LABEL,
  formatDateTime,
  formatRange,
  refId,
  refLabel,
  reservationsApi,
  resourceName,
  toInstant,
  toLocal,
} from './api'
import { ConfirmDialog, DialogActions, Field, FormError, LoadState, Notice } from '@/ui/kit'
import { CHECK_IN_EARLY_MINUTES, checkInOpen } from '../checkInWindow'
import { ACCOUNT_SOURCE_LABEL } from '../labels'
import { ReasonDialog } from './ui'
import { EMAIL_PATTERN } from '@/validation/formChecks'

export type ResourceOption = {
  id: string
  label: string
  /** It can be booked as it is (enabled; a room without seats): what 新增預約 offers. */
  bookable?: boolean
}

const Row: React.FC<{ label: string; children: React.ReactNode }> = ({ label, children }) => (
  <>
    <dt>{label}</dt>
    <dd>{children === null || children === undefined || children === '' ? '-' : children}</dd>
  </>
)

type ModifyForm = {
  name: string
  phoneNumber: string
  email: string
  purpose: string
  userCount: string
  note: string
  annotation: string
  day: string
  start: string
  end: string
  resourceId: string
}

const formOf = (r: Reservation): ModifyForm => {
  const start = toLocal(r.startDate)
  return {
    name: r.name ?? '',
    phoneNumber: r.phoneNumber ?? '',
    email: r.email ?? '',
    purpose: r.purpose ?? '',
    userCount: r.userCount === null || r.userCount === undefined ? '' : String(r.userCount),
    note: r.note ?? '',
    annotation: r.annotation ?? '',
    day: start.day,
    start: start.time,
    end: toLocal(r.endDate).time,
    resourceId: refId(r.kind === 'Seat' ? r.seatId : r.roomId),
  }
}

const ModifyDialog: React.FC<{
  reservation: Reservation
  resources: ResourceOption[]
  onSaved: () => void
  onClose: () => void
}> = ({ reservation, resources, onSaved, onClose }) => {
  const id = useId()
  const [form, setForm] = useState<ModifyForm>(() => formOf(reservation))
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const kind: Kind = reservation.kind
  const set =
    (key: keyof ModifyForm) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setForm((current) => ({ ...current, [key]: event.target.value }))
  const currentId = refId(kind === 'Seat' ? reservation.seatId : reservation.roomId)
  const options = resources.some((r) => r.id === currentId)
    ? resources
    : [
        {
          id: currentId,
          label:
            resourceName(reservation) || refLabel(kind === 'Seat' ? reservation.seatId : reservation.roomId, currentId),
        },
        ...resources,
      ]

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    if (!form.name.trim()) return setError('姓名為必填欄位')
    if (form.email && !EMAIL_PATTERN.test(form.email)) return setError('電子郵件格式不正確')
    if (form.userCount && !/^\d+$/.test(form.userCount)) return setError('使用人數必須是數字')
    if (!form.day || !form.start || !form.end || form.end <= form.start) return setError('結束時間必須晚於開始時間')
    const body: ModifyInput = {
      id: reservation._id,
      name: form.name.trim(),
      phoneNumber: form.phoneNumber,
      ...(form.email.trim() ? { email: form.email.trim() } : {}),
      purpose: form.purpose,
      note: form.note,
      annotation: form.annotation,
      ...(form.userCount ? { userCount: Number(form.userCount) } : {}),
      startDate: toInstant(form.day, form.start),
      endDate: toInstant(form.day, form.end),
      ...(kind === 'Seat' ? { seatId: form.resourceId } : { roomId: form.resourceId }),
    }
    setBusy(true)
    setError(null)
    try {
      await reservationsApi.modify(kind, body)
      onSaved()
      onClose()
    } catch (failure) {
      setError(messageOf(failure))
    } finally {
      setBusy(false)
    }
  }

  const text = (key: keyof ModifyForm, label: string, type = 'text', required = false) => (
    <Field id={`${id}-${key}`} label={label} required={required}>
      <input
        aria-required={required || undefined}
        id={`${id}-${key}`}
        onChange={set(key)}
        type={type}
        value={form[key]}
      />
    </Field>
  )

  return (
    <Dialog className="shennong-space__dialog" onClose={onClose} open title="修改預約">
      <form className="shennong-space__form" noValidate onSubmit={submit}>
        <Field id={`${id}-resource`} label={kind === 'Seat' ? '座位' : '空間'} required>
          <select id={`${id}-resource`} onChange={set('resourceId')} value={form.resourceId}>
            {options.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </select>
        </Field>
        {text('day', '日期', 'date', true)}
        {text('start', '開始時間', 'time', true)}
        {text('end', '結束時間', 'time', true)}
        {text('name', '姓名', 'text', true)}
        {text('phoneNumber', '電話')}
        {text('email', '電子郵件', 'email')}
        {text('userCount', '使用人數', 'number')}
        <Field id={`${id}-purpose`} label="用途">
          <textarea id={`${id}-purpose`} onChange={set('purpose')} rows={2} value={form.purpose} />
        </Field>
        <Field id={`${id}-note`} label="備註">
          <textarea id={`${id}-note`} onChange={set('note')} rows={2} value={form.note} />
        </Field>
        <Field id={`${id}-annotation`} label="館方註記">
          <textarea id={`${id}-annotation`} onChange={set('annotation')} rows={2} value={form.annotation} />
        </Field>
        <FormError error={error} />
        <DialogActions busy={busy} onCancel={onClose} submitLabel="儲存修改" />
      </form>
    </Dialog>
  )
}

type Props = {
  id: string
  /** Seats or rooms the booking may move to (修改). */
  resources: ResourceOption[]
  canEdit: boolean
  canDelete: boolean
  /** Called after any change (the list or day view reloads). */
  onChanged: () => void
  /** Called after the booking was deleted. */
  onDeleted: () => void
}

type Action = 'modify' | 'cancel' | 'cancelSeries' | 'delete' | null

/** One booking: every field, its series, and the staff actions (修改, 取消, 取消整個週期, 報到 while it can happen, 刪除). */
export const BookingDetailPanel: React.FC<Props> = ({ id, resources, canEdit, canDelete, onChanged, onDeleted }) => {
  const [detail, setDetail] = useState<BookingDetail | null>(null)
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState<string | null>(null)
  const [action, setAction] = useState<Action>(null)
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null)

  const load = useCallback(async () => {
    setLoading(true)
    setError(null)
    try {
      setDetail(await reservationsApi.detail(id))
    } catch (failure) {
      setError(messageOf(failure))
      setDetail(null)
    } finally {
      setLoading(false)
    }
  }, [id])

  useEffect(() => {
    setNotice(null)
    void load()
  }, [load])

  const changed = async (text: string) => {
    setNotice({ ok: true, text })
    onChanged()
    await load()
  }

  const r = detail?.reservation
  const holding = r ? r.status === 'Reserved' || r.status === 'CheckedIn' : false
  return (
    <section aria-label="預約詳情" className="shennong-space__detail">
      <h3>預約詳情</h3>
      <LoadState empty={false} error={error} loading={loading && !detail} />
      <Notice notice={notice} />
      {r ? (
        <>
          <dl className="shennong-space__info">
            <Row label="狀態">{STATUS_LABEL[r.status] ?? r.status}</Row>
            <Row label={r.kind === 'Seat' ? '座位' : '空間'}>{resourceName(r)}</Row>
            <Row label="時間">{formatRange(r.startDate, r.endDate)}</Row>
            <Row label="姓名">{r.name}</Row>
            <Row label="電話">{r.phoneNumber}</Row>
            <Row label="電子郵件">{r.email}</Row>
            <Row label="帳號">{r.username}</Row>
            {r.accountSource ? <Row label="帳號來源">{ACCOUNT_SOURCE_LABEL[r.accountSource]}</Row> : null}
            <Row label="身分">{r.isExternal ? '外部人士' : '院內人員'}</Row>
            <Row label="主要單位">{r.primaryDepartment}</Row>
            <Row label="次要單位">{r.secondaryDepartment}</Row>
            <Row label="職稱">{r.jobTitle}</Row>
            <Row label="用途">{r.purpose}</Row>
            <Row label="使用人數">{r.userCount}</Row>
            <Row label="備註">{r.note}</Row>
            <Row label="館方註記">{r.annotation}</Row>
            {r.overrideReason ? <Row label="略過限制的原因">{r.overrideReason}</Row> : null}
            {r.status === 'Cancelled' ? <Row label="取消原因">{r.cancelReason}</Row> : null}
            <Row label="報到時間">{r.checkedInAt ? formatDateTime(r.checkedInAt) : null}</Row>
            <Row label="建立時間">{r.createdAt ? formatDateTime(r.createdAt) : null}</Row>
          </dl>
          {detail?.series && detail.series.length > 0 ? (
            <section aria-label="週期預約" className="shennong-space__series">
              <h4>週期預約（共 {detail.series.length} 次）</h4>
              <ul>
                {detail.series.map((occurrence) => (
                  <li key={occurrence._id}>
                    {formatRange(occurrence.startDate, occurrence.endDate)}：
                    {STATUS_LABEL[occurrence.status] ?? occurrence.status}
                    {occurrence._id === r._id ? '（本次）' : ''}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <div className="shennong-space__actions" role="group" aria-label="預約操作">
            {canEdit && holding ? (
              <button onClick={() => setAction('modify')} type="button">
                修改
              </button>
            ) : null}
            {canEdit && r.status === 'Reserved' && !checkInOpen(r) ? (
              <p className="shennong-space__hint">
                報到時間：
                {formatDateTime(
                  new Date(Date.parse(r.startDate) - CHECK_IN_EARLY_MINUTES * 60_000).toISOString(),
                )} 起至 {formatDateTime(r.endDate)}
              </p>
            ) : null}
            {canEdit && r.status === 'Reserved' && checkInOpen(r) ? (
              <button
                onClick={async () => {
                  setNotice(null)
                  try {
                    await reservationsApi.checkIn(r._id)
                    await changed('報到成功')
                  } catch (failure) {
                    setNotice({ ok: false, text: messageOf(failure) })
                  }
                }}
                type="button"
              >
                報到
              </button>
            ) : null}
            {canEdit && holding ? (
              <button onClick={() => setAction('cancel')} type="button">
                取消預約
              </button>
            ) : null}
            {canEdit && r.recurrenceId ? (
              <button onClick={() => setAction('cancelSeries')} type="button">
                取消整個週期
              </button>
            ) : null}
            {canDelete ? (
              <button className="shennong-space__danger" onClick={() => setAction('delete')} type="button">
                刪除
              </button>
            ) : null}
          </div>
          {action === 'modify' ? (
            <ModifyDialog
              onClose={() => setAction(null)}
              onSaved={() => void changed('修改成功')}
              reservation={r}
              resources={resources}
            />
          ) : null}
          <ReasonDialog
            confirmLabel="確認取消"
            onClose={() => setAction(null)}
            onConfirm={async (reason) => {
              await reservationsApi.cancel(r._id, reason)
              await changed('已取消預約')
            }}
            open={action === 'cancel'}
            title="取消預約"
          />
          <ReasonDialog
            confirmLabel="確認取消整個週期"
            onClose={() => setAction(null)}
            onConfirm={async (reason) => {
              const result = await reservationsApi.cancelSeries(r._id, reason)
              await changed(
                `已取消週期預約${typeof result?.cancelled === 'number' ? `（${result.cancelled} 筆）` : ''}`,
              )
            }}
            open={action === 'cancelSeries'}
            title="取消整個週期"
          />
          <ConfirmDialog
            confirmLabel="確認刪除"
            message={`確定要刪除 ${r.name} 的預約（${formatRange(r.startDate, r.endDate)}）嗎？刪除後無法復原。`}
            onClose={() => setAction(null)}
            onConfirm={async () => {
              await reservationsApi.remove(r._id)
              onChanged()
              onDeleted()
            }}
            open={action === 'delete'}
            title="刪除預約"
          />
        </>
      ) : null}
    </section>
  )
}
