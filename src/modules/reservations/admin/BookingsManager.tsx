'use client'

import React, { useCallback, useEffect, useId, useMemo, useState } from 'react'

import { Dialog } from '@/ui/Dialog'
import { AdminApiError, messageOf } from '@/ui/apiClient'
import {
  type BookingQuery,
  type Kind,
  type NewBooking,
  type Paged,
  type Reservation,
  STATUSES,
  STATUS_LABEL,
  formatRange,
  refId,
  refLabel,
  reservationsApi,
  resourceName,
  toInstant,
  today,
} from './api'
import { BookingDetailPanel, type ResourceOption } from './BookingDetailPanel'
import { CHECK_IN_EARLY_MINUTES, checkInOpen } from '../checkInWindow'
import type { SpaceRights } from './DayView'
import { type SpaceLink, SpaceShell } from './SpaceShell'
import { useRoomOptions } from './SpacesManager'
import { DialogActions, Field, LoadState, Notice, Pager } from '@/ui/kit'
import { INTERVAL_CHOICES, type IsoWeekday, WeekdayPicker, intervalLabel, isoWeekdayOf } from '@/ui/WeekdayPicker'
import { EMAIL_PATTERN } from '@/validation/formChecks'

const LIMIT = 20

/**
 * The seats or rooms a booking of `kind` may name, labelled for people, each saying whether it can
 * be booked as it is (the filter lists them all; 新增預約 offers only those).
 */
const useResources = (kind: Kind, rights: SpaceRights): ResourceOption[] => {
  const rooms = useRoomOptions(rights)
  const [seats, setSeats] = useState<ResourceOption[]>([])
  useEffect(() => {
    if (kind !== 'Seat') return
    let live = true
    reservationsApi.seats({ page: 1, limit: 1000 }).then(
      (list) =>
        live &&
        setSeats(
          list.data.map((seat) => {
            const room =
              rooms.find((r) => r.id === refId(seat.roomId))?.name ?? seat.roomName ?? refLabel(seat.roomId, '')
            const owner = rooms.find((r) => r.id === refId(seat.roomId))
            return {
              id: seat._id,
              label: `${room} ${seat.number}`.trim(),
              // A seat of a switched-off room is refused too.
              bookable: seat.enabled !== false && owner?.enabled !== false,
            }
          }),
        ),
      () => live && setSeats([]),
    )
    return () => {
      live = false
    }
  }, [kind, rooms])
  return kind === 'Seat' ? seats : rooms.map((room) => ({ id: room.id, label: room.name, bookable: room.bookable }))
}

type NewForm = {
  resourceId: string
  day: string
  start: string
  end: string
  name: string
  email: string
  phoneNumber: string
  primaryDepartment: string
  secondaryDepartment: string
  jobTitle: string
  purpose: string
  userCount: string
  note: string
  annotation: string
  /** 略過預約限制: staff book past the limits, with a reason that is stored and shown. */
  override: boolean
  overrideReason: string
  /** 已到場（直接報到）: null follows the times (a slot whose check-in window is open now), else as ticked. */
  arrived: boolean | null
  isExternal: boolean
  username: string
  recurring: boolean
  frequency: 'daily' | 'weekly' | 'monthly'
  /** 間隔: every N days, weeks or months (the select's value). */
  every: string
  /** 星期 of a weekly series as ticked; null until ticked (then the start day's, following it). */
  weekdays: IsoWeekday[] | null
  untilDay: string
}

const NewBookingDialog: React.FC<{
  kind: Kind
  resources: ResourceOption[]
  onSaved: (text: string) => void
  onClose: () => void
}> = ({ kind, resources, onSaved, onClose }) => {
  const id = useId()
  const [form, setForm] = useState<NewForm>({
    resourceId: resources[0]?.id ?? '',
    day: today(),
    start: '09:00',
    end: '10:00',
    name: '',
    email: '',
    phoneNumber: '',
    primaryDepartment: '',
    secondaryDepartment: '',
    jobTitle: '',
    purpose: '',
    userCount: '',
    note: '',
    annotation: '',
    override: false,
    overrideReason: '',
    arrived: null,
    isExternal: false,
    username: '',
    recurring: false,
    frequency: 'weekly',
    every: '1',
    weekdays: null,
    untilDay: today(),
  })
  // The seats or rooms may arrive after the dialog opened: preselect the first one then.
  useEffect(() => {
    if (resources[0])
      setForm((current) => (current.resourceId ? current : { ...current, resourceId: resources[0]!.id }))
  }, [resources])
  const [error, setError] = useState<string | null>(null)
  const [conflicts, setConflicts] = useState<{ date: string; reasons: string[] }[] | null>(null)
  const [busy, setBusy] = useState(false)
  // A walk-in: the patron stands at the desk for a slot under way (its check-in window is open),
  // so the booking is made checked in unless staff untick it.
  const underWay =
    !!form.day &&
    !!form.start &&
    !!form.end &&
    form.end > form.start &&
    checkInOpen({ startDate: toInstant(form.day, form.start), endDate: toInstant(form.day, form.end) })
  const arrived = !(kind === 'Room' && form.recurring) && (form.arrived ?? underWay)
  const startWeekday = isoWeekdayOf(form.day)
  const weekdays: IsoWeekday[] = form.weekdays ?? (startWeekday ? [startWeekday] : [])
  const set =
    (key: keyof NewForm) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setForm((current) => ({ ...current, [key]: event.target.value }))
  const text = (key: keyof NewForm, label: string, type = 'text', required = false) => (
    <Field id={`${id}-${key}`} label={label} required={required}>
      <input
        aria-required={required || undefined}
        id={`${id}-${key}`}
        onChange={set(key)}
        type={type}
        value={String(form[key])}
      />
    </Field>
  )

  const submit = async (skipConflicts: boolean) => {
    if (!form.resourceId) return setError(kind === 'Seat' ? '請選擇座位' : '請選擇空間')
    if (!form.name.trim()) return setError('姓名為必填欄位')
    if (!form.email.trim() || !EMAIL_PATTERN.test(form.email.trim())) return setError('請輸入正確的電子郵件')
    if (form.userCount && !/^\d+$/.test(form.userCount)) return setError('使用人數必須是數字')
    if (!form.start || !form.end || form.end <= form.start) return setError('結束時間必須晚於開始時間')
    if (form.override && !form.overrideReason.trim()) return setError('略過限制的原因為必填欄位')
    const contact = {
      name: form.name.trim(),
      email: form.email.trim(),
      phoneNumber: form.phoneNumber || undefined,
      primaryDepartment: form.primaryDepartment || undefined,
      secondaryDepartment: form.secondaryDepartment || undefined,
      jobTitle: form.jobTitle || undefined,
      purpose: form.purpose || undefined,
      note: form.note || undefined,
      annotation: form.annotation || undefined,
      isExternal: form.isExternal,
      username: form.isExternal ? undefined : form.username || undefined,
      ...(form.userCount ? { userCount: Number(form.userCount) } : {}),
    }
    setBusy(true)
    setError(null)
    try {
      if (kind === 'Room' && form.recurring) {
        if (!form.untilDay || form.untilDay < form.day) throw new Error('週期結束日期不可早於開始日期')
        if (form.frequency === 'weekly' && weekdays.length === 0) throw new Error('請至少選擇一個星期')
        await reservationsApi.bookRecurrence({
          ...contact,
          roomId: form.resourceId,
          rangeDates: { startDate: form.day, endDate: form.untilDay },
          recurrenceSettings: {
            frequency: form.frequency,
            interval: Number(form.every),
            ...(form.frequency === 'weekly' ? { weekdays } : {}),
            startTime: form.start,
            endTime: form.end,
          },
          ...(skipConflicts ? { skipConflicts: true } : {}),
        })
      } else {
        const body: NewBooking = {
          ...contact,
          ...(kind === 'Seat' ? { seatId: form.resourceId } : { roomId: form.resourceId }),
          startDate: toInstant(form.day, form.start),
          endDate: toInstant(form.day, form.end),
          ...(form.override ? { overrideReason: form.overrideReason.trim() } : {}),
          ...(arrived ? { checkedIn: true } : {}),
        }
        await reservationsApi.book(kind, body)
      }
      onSaved(arrived ? '預約已新增，並已完成報到' : '預約已新增')
      onClose()
    } catch (failure) {
      setError(messageOf(failure))
      const details =
        failure instanceof AdminApiError
          ? (failure.result as { conflicts?: { date: string; reasons: string[] }[] } | undefined)
          : undefined
      setConflicts(details?.conflicts ?? null)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog className="shennong-space__dialog" onClose={onClose} open title="新增預約">
      <form
        className="shennong-space__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void submit(false)
        }}
      >
        <Field id={`${id}-resource`} label={kind === 'Seat' ? '座位' : '空間'} required>
          <select aria-required="true" id={`${id}-resource`} onChange={set('resourceId')} value={form.resourceId}>
            {resources.length === 0 ? <option value="">目前暫無資料</option> : null}
            {resources.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </select>
        </Field>
        {text('day', form.recurring ? '開始日期' : '日期', 'date', true)}
        {text('start', '開始時間', 'time', true)}
        {text('end', '結束時間', 'time', true)}
        {kind === 'Room' && form.recurring ? null : (
          <div className="shennong-space__field">
            <label>
              <input
                aria-describedby={`${id}-arrived-hint`}
                checked={arrived}
                onChange={(event) => setForm((current) => ({ ...current, arrived: event.target.checked }))}
                type="checkbox"
              />{' '}
              已到場（直接報到）
            </label>
            <p className="shennong-space__hint" id={`${id}-arrived-hint`}>
              讀者已在櫃台：預約即為已報到，不會被當成逾時未報到而釋出（限開始前 {CHECK_IN_EARLY_MINUTES}{' '}
              分鐘至結束時間之間）。
            </p>
          </div>
        )}
        {kind === 'Room' ? (
          <div className="shennong-space__field">
            <label>
              <input
                checked={form.recurring}
                onChange={(e) => setForm({ ...form, recurring: e.target.checked })}
                type="checkbox"
              />{' '}
              週期預約
            </label>
          </div>
        ) : null}
        {kind === 'Room' && form.recurring ? (
          <>
            <Field id={`${id}-frequency`} label="頻率" required>
              <select id={`${id}-frequency`} onChange={set('frequency')} value={form.frequency}>
                <option value="daily">每日</option>
                <option value="weekly">每週</option>
                <option value="monthly">每月</option>
              </select>
            </Field>
            <Field id={`${id}-every`} label="間隔" required>
              <select id={`${id}-every`} onChange={set('every')} value={form.every}>
                {INTERVAL_CHOICES.map((n) => (
                  <option key={n} value={String(n)}>
                    {intervalLabel(form.frequency, n)}
                  </option>
                ))}
              </select>
            </Field>
            {text('untilDay', '結束日期', 'date', true)}
            {form.frequency === 'weekly' ? (
              <WeekdayPicker
                id={`${id}-weekdays`}
                onChange={(days) => setForm((current) => ({ ...current, weekdays: days }))}
                style={{ gridColumn: '1 / -1' }}
                value={weekdays}
              />
            ) : null}
          </>
        ) : null}
        {text('name', '姓名', 'text', true)}
        {text('email', '電子郵件', 'email', true)}
        {text('phoneNumber', '電話')}
        <div className="shennong-space__field">
          <label>
            <input
              checked={form.isExternal}
              onChange={(e) => setForm({ ...form, isExternal: e.target.checked })}
              type="checkbox"
            />{' '}
            外部人士
          </label>
        </div>
        {!form.isExternal ? text('username', '院內帳號') : null}
        {text('primaryDepartment', '主要單位')}
        {text('secondaryDepartment', '次要單位')}
        {text('jobTitle', '職稱')}
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
        {kind === 'Room' && form.recurring ? null : (
          <fieldset className="shennong-space__override">
            <legend>略過預約限制</legend>
            <label>
              <input
                checked={form.override}
                onChange={(event) => setForm((current) => ({ ...current, override: event.target.checked }))}
                type="checkbox"
              />{' '}
              略過預約限制（可預約天數、每週時數、外部名額、時段單位）
            </label>
            {form.override ? (
              <Field id={`${id}-overrideReason`} label="略過限制的原因" required>
                <textarea
                  aria-required
                  id={`${id}-overrideReason`}
                  onChange={set('overrideReason')}
                  rows={2}
                  value={form.overrideReason}
                />
              </Field>
            ) : null}
            <p className="shennong-space__hint">已開始但尚未結束的時段（臨櫃預約）不需勾選即可預約。</p>
          </fieldset>
        )}
        {error ? (
          <div className="shennong-space__error" role="alert">
            <p>{error}</p>
            {conflicts && conflicts.length > 0 ? (
              <ul>
                {conflicts.map((c) => (
                  <li key={c.date}>
                    {c.date}：{c.reasons.join('、')}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
        <DialogActions busy={busy} onCancel={onClose} submitLabel="送出預約">
          {kind === 'Room' && form.recurring && conflicts && conflicts.length > 0 ? (
            <button disabled={busy} onClick={() => void submit(true)} type="button">
              略過無法預約的日期並送出
            </button>
          ) : null}
        </DialogActions>
      </form>
    </Dialog>
  )
}

type Filters = { resourceId: string; from: string; to: string; status: string; name: string }

/**
 * /shennong/space-management/room-reservation and seat-reservation: the bookings of one kind with
 * filters and paging, the detail (with its actions) in the side panel, and 新增預約.
 */
export const BookingsManager: React.FC<{
  kind: Kind
  rights: SpaceRights
  links: SpaceLink[]
  initialSelected?: string
}> = ({ kind, rights, links, initialSelected }) => {
  const id = useId()
  const flags = kind === 'Seat' ? rights.seats : rights.rooms
  const resources = useResources(kind, rights)
  // 新增預約 offers only what it can book (a room with seats is booked seat by seat).
  const bookable = useMemo(() => resources.filter((option) => option.bookable), [resources])
  const [draft, setDraft] = useState<Filters>({ resourceId: '', from: '', to: '', status: '', name: '' })
  const [query, setQuery] = useState<BookingQuery>({ kind, page: 1, limit: LIMIT })
  const [state, setState] = useState<{ list: Paged<Reservation> | null; loading: boolean; error: string | null }>({
    list: null,
    loading: true,
    error: null,
  })
  const [version, setVersion] = useState(0)
  const [selected, setSelected] = useState<string | null>(initialSelected ?? null)
  const [creating, setCreating] = useState(false)
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null)
  const reload = useCallback(() => setVersion((v) => v + 1), [])

  useEffect(() => {
    const controller = new AbortController()
    setState((s) => ({ ...s, loading: true, error: null }))
    reservationsApi.bookings(query, controller.signal).then(
      (list) => !controller.signal.aborted && setState({ list, loading: false, error: null }),
      (error: unknown) =>
        !controller.signal.aborted && setState({ list: null, loading: false, error: messageOf(error) }),
    )
    return () => controller.abort()
  }, [query, version])

  const resourceLabel = (r: Reservation) => {
    const ref = kind === 'Seat' ? r.seatId : r.roomId
    return resources.find((o) => o.id === refId(ref))?.label ?? resourceName(r)
  }
  const { list, loading, error } = state
  const title = kind === 'Seat' ? '座位預約' : '空間預約'

  return (
    <SpaceShell
      links={links}
      side={
        selected ? (
          <BookingDetailPanel
            canDelete={flags.delete}
            canEdit={flags.edit}
            id={selected}
            key={selected}
            onChanged={reload}
            onDeleted={() => {
              setSelected(null)
              setNotice({ ok: true, text: '已刪除預約' })
            }}
            resources={resources}
          />
        ) : undefined
      }
      title={title}
    >
      <form
        className="shennong-space__filters"
        onSubmit={(event) => {
          event.preventDefault()
          if (draft.from && draft.to && draft.to < draft.from) {
            setNotice({ ok: false, text: '結束日期不可早於開始日期' })
            return
          }
          setNotice(null)
          setQuery({
            kind,
            ...(draft.resourceId
              ? kind === 'Seat'
                ? { seatId: draft.resourceId }
                : { roomId: draft.resourceId }
              : {}),
            ...(draft.from ? { from: draft.from } : {}),
            ...(draft.to ? { to: draft.to } : {}),
            ...(draft.status ? { status: draft.status } : {}),
            ...(draft.name.trim() ? { name: draft.name.trim() } : {}),
            page: 1,
            limit: LIMIT,
          })
        }}
        role="search"
      >
        <Field id={`${id}-resource`} label={kind === 'Seat' ? '座位' : '空間'}>
          <select
            id={`${id}-resource`}
            onChange={(e) => setDraft({ ...draft, resourceId: e.target.value })}
            value={draft.resourceId}
          >
            <option value="">全部</option>
            {resources.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-from`} label="開始日期">
          <input
            id={`${id}-from`}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
            type="date"
            value={draft.from}
          />
        </Field>
        <Field id={`${id}-to`} label="結束日期">
          <input
            id={`${id}-to`}
            onChange={(e) => setDraft({ ...draft, to: e.target.value })}
            type="date"
            value={draft.to}
          />
        </Field>
        <Field id={`${id}-status`} label="狀態">
          <select
            id={`${id}-status`}
            onChange={(e) => setDraft({ ...draft, status: e.target.value })}
            value={draft.status}
          >
            <option value="">全部</option>
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABEL[status]}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-name`} label="姓名關鍵字">
          <input
            id={`${id}-name`}
            onChange={(e) => setDraft({ ...draft, name: e.target.value })}
            type="search"
            value={draft.name}
          />
        </Field>
        <button type="submit">搜尋</button>
        {flags.edit ? (
          <button className="shennong-space__primary" onClick={() => setCreating(true)} type="button">
            新增預約
          </button>
        ) : null}
      </form>
      <Notice notice={notice} />
      <LoadState empty={!!list && list.data.length === 0} error={error} loading={loading} />
      {list && list.data.length > 0 ? (
        <>
          <table className="shennong-space__table">
            <caption className="shennong-visually-hidden">{title}列表</caption>
            <thead>
              <tr>
                <th scope="col">{kind === 'Seat' ? '座位' : '空間'}</th>
                <th scope="col">時間</th>
                <th scope="col">姓名</th>
                <th scope="col">狀態</th>
                <th scope="col">詳情</th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((r) => (
                <tr aria-selected={selected === r._id} key={r._id}>
                  <td>{resourceLabel(r)}</td>
                  <td>{formatRange(r.startDate, r.endDate)}</td>
                  <td>{r.name}</td>
                  <td>
                    {STATUS_LABEL[r.status] ?? r.status}
                    {r.recurrenceId ? '（週期）' : ''}
                  </td>
                  <td>
                    <button
                      aria-label={`檢視 ${r.name} ${formatRange(r.startDate, r.endDate)}`}
                      onClick={() => setSelected(r._id)}
                      type="button"
                    >
                      檢視
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager
            limit={list.limit}
            onPage={(page) => setQuery({ ...query, page })}
            page={list.page}
            total={list.total}
          />
        </>
      ) : null}
      {creating ? (
        <NewBookingDialog
          kind={kind}
          onClose={() => setCreating(false)}
          onSaved={(text) => {
            setNotice({ ok: true, text })
            reload()
          }}
          resources={bookable}
        />
      ) : null}
    </SpaceShell>
  )
}
