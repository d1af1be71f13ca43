'use client'

import React, { useEffect, useId, useState } from 'react'

import { ArchiveImageInput } from '@/modules/archives/client'
import { Dialog } from '@/ui/Dialog'
import { messageOf } from '@/ui/apiClient'
import {
  type Paged,
  type Room,
  type RoomInput,
  type Seat,
  type SeatInput,
  refId,
  refLabel,
  reservationsApi,
  today,
} from './api'
import type { SpaceRights } from './DayView'
import { type SpaceLink, SpaceShell } from './SpaceShell'
import { DialogActions, Field, FormError, LoadState, Notice, Pager } from '@/ui/kit'
import { RecordTable, useChanges, useLoad } from '@/ui/manager'

const LIMIT = 20
type Flags = { read: boolean; edit: boolean; delete: boolean }

/** A list with paging that reloads when its query changes. */
const useList = <T, Q>(query: Q, load: (q: Q, signal: AbortSignal) => Promise<Paged<T>>) => {
  const { data: list, loading, error, reload } = useLoad((signal) => load(query, signal), [JSON.stringify(query)])
  return { list, loading, error, reload }
}

/**
 * The 啟用 switch of a room or seat. Switching off one that still has bookings ahead first says
 * how many, and lets staff cancel them (each patron mailed) or keep them.
 */
const EnabledToggle: React.FC<{
  label: string
  enabled: boolean
  disabled: boolean
  countAhead: () => Promise<number>
  onToggle: (cancelFutureReservations: boolean) => Promise<void>
}> = ({ label, enabled, disabled, countAhead, onToggle }) => {
  const [busy, setBusy] = useState(false)
  const [ahead, setAhead] = useState<number | null>(null)
  const run = async (action: () => Promise<void>) => {
    setBusy(true)
    try {
      await action()
    } finally {
      setBusy(false)
    }
  }
  const switchTo = (cancelFuture: boolean) =>
    run(async () => {
      setAhead(null)
      await onToggle(cancelFuture)
    })
  return (
    <>
      <button
        aria-checked={enabled}
        aria-label={`啟用 ${label}`}
        disabled={disabled || busy}
        onClick={() =>
          run(async () => {
            const count = enabled ? await countAhead() : 0
            if (count > 0) setAhead(count)
            else await onToggle(false)
          })
        }
        role="switch"
        type="button"
      >
        {enabled ? '啟用' : '停用'}
      </button>
      <Dialog onClose={() => setAhead(null)} open={ahead !== null} title={`停用「${label}」`}>
        <p>
          「{label}」還有 {ahead} 筆尚未結束的預約。停用後讀者無法再預約；已有的預約要一併取消嗎？
        </p>
        <div className="shennong-dialog__actions">
          <button className="shennong-space__danger" disabled={busy} onClick={() => void switchTo(true)} type="button">
            停用並取消 {ahead} 筆預約（寄信通知）
          </button>
          <button disabled={busy} onClick={() => void switchTo(false)} type="button">
            僅停用，保留預約
          </button>
          <button disabled={busy} onClick={() => setAhead(null)} type="button">
            取消
          </button>
        </div>
      </Dialog>
    </>
  )
}

/** What a switch did, for the notice line. */
const switchedText = (name: string, enabled: boolean, cancelled?: number) =>
  `${name} 已${enabled ? '啟用' : '停用'}${cancelled ? `，並取消 ${cancelled} 筆預約、寄信通知預約者` : ''}`

// ---------------------------------------------------------------------------------------------
// Rooms

const RoomForm: React.FC<{ room: Room | null; onSaved: (text: string) => void; onClose: () => void }> = ({
  room,
  onSaved,
  onClose,
}) => {
  const id = useId()
  const [form, setForm] = useState<RoomInput>({
    ...(room ? { _id: room._id } : {}),
    name: room?.name ?? '',
    description: room?.description ?? '',
    imageUrl: room?.imageUrl ?? '',
    enabled: room?.enabled ?? true,
    isLab: room?.isLab ?? false,
  })
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  return (
    <Dialog className="shennong-space__dialog" onClose={onClose} open title={room ? '編輯空間' : '新增空間'}>
      <form
        className="shennong-space__form"
        noValidate
        onSubmit={async (event) => {
          event.preventDefault()
          if (!form.name.trim()) return setError('名稱為必填欄位')
          setBusy(true)
          setError(null)
          try {
            await reservationsApi.saveRoom({ ...form, name: form.name.trim() })
            onSaved(room ? '空間已更新' : '空間已新增')
            onClose()
          } catch (failure) {
            setError(messageOf(failure))
          } finally {
            setBusy(false)
          }
        }}
      >
        <Field id={`${id}-name`} label="名稱" required>
          <input
            aria-required="true"
            id={`${id}-name`}
            onChange={(e) => setForm({ ...form, name: e.target.value })}
            value={form.name}
          />
        </Field>
        <Field id={`${id}-description`} label="描述">
          <textarea
            id={`${id}-description`}
            onChange={(e) => setForm({ ...form, description: e.target.value })}
            rows={3}
            value={form.description}
          />
        </Field>
        <Field id={`${id}-image`} label="圖片網址">
          <ArchiveImageInput
            id={`${id}-image`}
            label="空間圖片"
            module="rooms"
            onChange={(imageUrl) => setForm((f) => ({ ...f, imageUrl }))}
            value={form.imageUrl}
          />
        </Field>
        <div className="shennong-space__field">
          <label>
            <input
              checked={form.isLab}
              onChange={(e) => setForm({ ...form, isLab: e.target.checked })}
              type="checkbox"
            />{' '}
            實驗室（座位為研究座位）
          </label>
          <label>
            <input
              checked={form.enabled}
              onChange={(e) => setForm({ ...form, enabled: e.target.checked })}
              type="checkbox"
            />{' '}
            啟用
          </label>
        </div>
        <FormError error={error} />
        <DialogActions busy={busy} onCancel={onClose} submitLabel="儲存" />
      </form>
    </Dialog>
  )
}

/** /shennong/space-management/room-management: rooms with search, 啟用 toggle, create/edit and delete. */
export const RoomManager: React.FC<{ rights: SpaceRights; links: SpaceLink[] }> = ({ rights, links }) => {
  const id = useId()
  const flags: Flags = rights.rooms
  const [draft, setDraft] = useState({ keyword: '', enabled: '', isLab: '' })
  const [query, setQuery] = useState({ keyword: '', enabled: '', isLab: '', page: 1, limit: LIMIT })
  const { list, loading, error, reload } = useList(query, reservationsApi.rooms)
  const [editing, setEditing] = useState<Room | 'new' | null>(null)
  const { notice, setNotice, askDelete, deleteDialog } = useChanges(reload)
  const done = (text: string) => {
    setNotice({ ok: true, text })
    reload()
  }

  return (
    <SpaceShell links={links} title="空間管理">
      <form
        className="shennong-space__filters"
        onSubmit={(event) => {
          event.preventDefault()
          setQuery({ ...draft, keyword: draft.keyword.trim(), page: 1, limit: LIMIT })
        }}
        role="search"
      >
        <Field id={`${id}-keyword`} label="關鍵字">
          <input
            id={`${id}-keyword`}
            onChange={(e) => setDraft({ ...draft, keyword: e.target.value })}
            type="search"
            value={draft.keyword}
          />
        </Field>
        <Field id={`${id}-enabled`} label="啟用狀態">
          <select
            id={`${id}-enabled`}
            onChange={(e) => setDraft({ ...draft, enabled: e.target.value })}
            value={draft.enabled}
          >
            <option value="">全部</option>
            <option value="true">啟用</option>
            <option value="false">停用</option>
          </select>
        </Field>
        <Field id={`${id}-lab`} label="類型">
          <select id={`${id}-lab`} onChange={(e) => setDraft({ ...draft, isLab: e.target.value })} value={draft.isLab}>
            <option value="">全部</option>
            <option value="true">實驗室</option>
            <option value="false">一般空間</option>
          </select>
        </Field>
        <button type="submit">搜尋</button>
        {flags.edit ? (
          <button className="shennong-space__primary" onClick={() => setEditing('new')} type="button">
            新增空間
          </button>
        ) : null}
      </form>
      <Notice notice={notice} />
      <LoadState empty={!!list && list.data.length === 0} error={error} loading={loading} />
      {list && list.data.length > 0 ? (
        <>
          <RecordTable
            caption="空間列表"
            captionHidden
            columns={[
              { header: '名稱', cell: (room) => room.name },
              { header: '實驗室', cell: (room) => (room.isLab ? '是' : '否') },
              {
                header: '啟用',
                cell: (room) => (
                  <EnabledToggle
                    disabled={!flags.edit}
                    enabled={room.enabled}
                    countAhead={() => reservationsApi.futureCount({ roomId: room._id })}
                    label={room.name}
                    onToggle={async (cancelFuture) => {
                      try {
                        const saved = await reservationsApi.toggleRoom(room._id, cancelFuture)
                        done(switchedText(room.name, saved.enabled ?? !room.enabled, saved.cancelled))
                      } catch (failure) {
                        setNotice({ ok: false, text: messageOf(failure) })
                      }
                    }}
                  />
                ),
              },
            ]}
            onDelete={
              flags.delete
                ? (room) =>
                    askDelete({
                      name: room.name,
                      title: '刪除空間',
                      message: `確定要刪除空間「${room.name}」嗎？刪除後無法復原。`,
                      remove: () => reservationsApi.deleteRoom(room._id),
                    })
                : undefined
            }
            onEdit={flags.edit ? setEditing : undefined}
            rowKey={(room) => room._id}
            rowName={(room) => room.name}
            rows={list.data}
          />
          <Pager
            limit={list.limit}
            onPage={(page) => setQuery({ ...query, page })}
            page={list.page}
            total={list.total}
          />
        </>
      ) : null}
      {editing ? (
        <RoomForm onClose={() => setEditing(null)} onSaved={done} room={editing === 'new' ? null : editing} />
      ) : null}
      {deleteDialog}
    </SpaceShell>
  )
}

// ---------------------------------------------------------------------------------------------
// Seats

export type RoomOption = {
  id: string
  name: string
  isLab: boolean
  enabled: boolean
  /** Booked as a whole room: enabled, no lab, no seats (a room with seats is booked seat by seat). */
  bookable: boolean
}

/**
 * The rooms a seat screen may name. A room manager reads the room list; a seats-only user
 * never calls the room endpoints and learns the rooms from the seat day views instead.
 */
export const useRoomOptions = (rights: SpaceRights): RoomOption[] => {
  const [rooms, setRooms] = useState<RoomOption[]>([])
  useEffect(() => {
    let live = true
    const load = async (): Promise<RoomOption[]> => {
      if (rights.rooms.read) {
        const list = await reservationsApi.rooms({ page: 1, limit: 1000 })
        return list.data.map((room) => ({
          id: room._id,
          name: room.name,
          isLab: Boolean(room.isLab),
          enabled: room.enabled !== false,
          bookable: room.enabled !== false && !room.isLab && room.seatCount === 0,
        }))
      }
      const found = new Map<string, RoomOption>()
      for (const source of ['seats', 'lab-seats'] as const) {
        const availability = await reservationsApi.day(source, today()).catch(() => null)
        for (const resource of availability?.resources ?? [])
          found.set(resource.roomId, {
            id: resource.roomId,
            name: resource.roomName,
            isLab: source === 'lab-seats',
            enabled: true,
            // Known from its seats: booked seat by seat.
            bookable: false,
          })
      }
      return [...found.values()]
    }
    load().then(
      (options) => live && setRooms(options),
      () => live && setRooms([]),
    )
    return () => {
      live = false
    }
  }, [rights.rooms.read])
  return rooms
}

const SeatForm: React.FC<{
  seat: Seat | null
  rooms: RoomOption[]
  onSaved: (text: string) => void
  onClose: () => void
}> = ({ seat, rooms, onSaved, onClose }) => {
  const id = useId()
  const [form, setForm] = useState<SeatInput>({
    ...(seat ? { _id: seat._id } : {}),
    roomId: seat ? refId(seat.roomId) : (rooms[0]?.id ?? ''),
    number: seat?.number ?? '',
    enabled: seat?.enabled ?? true,
  })
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const options =
    seat && !rooms.some((r) => r.id === form.roomId)
      ? [{ id: form.roomId, name: refLabel(seat.roomId, form.roomId), isLab: false }, ...rooms]
      : rooms
  return (
    <Dialog className="shennong-space__dialog" onClose={onClose} open title={seat ? '編輯座位' : '新增座位'}>
      <form
        className="shennong-space__form"
        noValidate
        onSubmit={async (event) => {
          event.preventDefault()
          if (!form.number.trim()) return setError('座位編號為必填欄位')
          if (!form.roomId) return setError('所在空間為必填欄位')
          setBusy(true)
          setError(null)
          try {
            await reservationsApi.saveSeat({ ...form, number: form.number.trim() })
            onSaved(seat ? '座位已更新' : '座位已新增')
            onClose()
          } catch (failure) {
            setError(messageOf(failure))
          } finally {
            setBusy(false)
          }
        }}
      >
        <Field id={`${id}-room`} label="所在空間" required>
          <select
            aria-required="true"
            id={`${id}-room`}
            onChange={(e) => setForm({ ...form, roomId: e.target.value })}
            value={form.roomId}
          >
            {options.length === 0 ? <option value="">（無空間）</option> : null}
            {options.map((room) => (
              <option key={room.id} value={room.id}>
                {room.name}
                {room.isLab ? '（實驗室）' : ''}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-number`} label="座位編號" required>
          <input
            aria-required="true"
            id={`${id}-number`}
            onChange={(e) => setForm({ ...form, number: e.target.value })}
            value={form.number}
          />
        </Field>
        <div className="shennong-space__field">
          <label>
            <input
              checked={form.enabled}
              onChange={(e) => setForm({ ...form, enabled: e.target.checked })}
              type="checkbox"
            />{' '}
            啟用
          </label>
        </div>
        <FormError error={error} />
        <DialogActions busy={busy} onCancel={onClose} submitLabel="儲存" />
      </form>
    </Dialog>
  )
}

type SeatQuery = { keyword: string; enabled: string; roomId: string; labOnly: boolean; page: number; limit: number }

const loadSeats = async (q: SeatQuery, signal: AbortSignal): Promise<Paged<Seat>> => {
  if (q.labOnly && q.roomId) {
    const all = (await reservationsApi.labSeats(q.roomId, signal)).filter(
      (seat) =>
        (!q.keyword || seat.number.includes(q.keyword)) && (q.enabled === '' || String(seat.enabled) === q.enabled),
    )
    return {
      data: all.slice((q.page - 1) * q.limit, q.page * q.limit),
      total: all.length,
      page: q.page,
      limit: q.limit,
    }
  }
  return reservationsApi.seats(
    { keyword: q.keyword, enabled: q.enabled, roomId: q.roomId, page: q.page, limit: q.limit },
    signal,
  )
}

/** /shennong/space-management/seat-management: seats with search, room and lab filters, 啟用 toggle, create/edit and delete. */
export const SeatManager: React.FC<{ rights: SpaceRights; links: SpaceLink[] }> = ({ rights, links }) => {
  const id = useId()
  const flags: Flags = rights.seats
  const rooms = useRoomOptions(rights)
  const [draft, setDraft] = useState({ keyword: '', enabled: '', roomId: '', labOnly: false })
  const [query, setQuery] = useState<SeatQuery>({
    keyword: '',
    enabled: '',
    roomId: '',
    labOnly: false,
    page: 1,
    limit: LIMIT,
  })
  const { list, loading, error, reload } = useList(query, loadSeats)
  const [editing, setEditing] = useState<Seat | 'new' | null>(null)
  const { notice, setNotice, askDelete, deleteDialog } = useChanges(reload)
  const roomName = (seat: Seat) =>
    rooms.find((r) => r.id === refId(seat.roomId))?.name ?? seat.roomName ?? refLabel(seat.roomId)
  const done = (text: string) => {
    setNotice({ ok: true, text })
    reload()
  }
  const shownRooms = draft.labOnly ? rooms.filter((r) => r.isLab) : rooms

  return (
    <SpaceShell links={links} title="座位管理">
      <form
        className="shennong-space__filters"
        onSubmit={(event) => {
          event.preventDefault()
          if (draft.labOnly && !draft.roomId) {
            setNotice({ ok: false, text: '請選擇實驗室' })
            return
          }
          setNotice(null)
          setQuery({ ...draft, keyword: draft.keyword.trim(), page: 1, limit: LIMIT })
        }}
        role="search"
      >
        <Field id={`${id}-keyword`} label="座位編號">
          <input
            id={`${id}-keyword`}
            onChange={(e) => setDraft({ ...draft, keyword: e.target.value })}
            type="search"
            value={draft.keyword}
          />
        </Field>
        <Field id={`${id}-room`} label="所在空間">
          <select
            id={`${id}-room`}
            onChange={(e) => setDraft({ ...draft, roomId: e.target.value })}
            value={draft.roomId}
          >
            <option value="">全部</option>
            {shownRooms.map((room) => (
              <option key={room.id} value={room.id}>
                {room.name}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-enabled`} label="啟用狀態">
          <select
            id={`${id}-enabled`}
            onChange={(e) => setDraft({ ...draft, enabled: e.target.value })}
            value={draft.enabled}
          >
            <option value="">全部</option>
            <option value="true">啟用</option>
            <option value="false">停用</option>
          </select>
        </Field>
        <div className="shennong-space__field">
          <label>
            <input
              checked={draft.labOnly}
              onChange={(e) => setDraft({ ...draft, labOnly: e.target.checked, roomId: '' })}
              type="checkbox"
            />{' '}
            僅研究座位（實驗室）
          </label>
        </div>
        <button type="submit">搜尋</button>
        {flags.edit ? (
          <button className="shennong-space__primary" onClick={() => setEditing('new')} type="button">
            新增座位
          </button>
        ) : null}
      </form>
      <Notice notice={notice} />
      <LoadState empty={!!list && list.data.length === 0} error={error} loading={loading} />
      {list && list.data.length > 0 ? (
        <>
          <RecordTable
            caption="座位列表"
            captionHidden
            columns={[
              { header: '座位編號', cell: (seat) => seat.number },
              { header: '所在空間', cell: roomName },
              {
                header: '啟用',
                cell: (seat) => (
                  <EnabledToggle
                    disabled={!flags.edit}
                    enabled={seat.enabled}
                    countAhead={() => reservationsApi.futureCount({ seatId: seat._id })}
                    label={`${roomName(seat)} ${seat.number}`}
                    onToggle={async (cancelFuture) => {
                      try {
                        const saved = await reservationsApi.toggleSeat(seat._id, cancelFuture)
                        done(switchedText(`座位 ${seat.number}`, saved.enabled ?? !seat.enabled, saved.cancelled))
                      } catch (failure) {
                        setNotice({ ok: false, text: messageOf(failure) })
                      }
                    }}
                  />
                ),
              },
            ]}
            onDelete={
              flags.delete
                ? (seat) =>
                    askDelete({
                      name: `座位 ${seat.number}`,
                      title: '刪除座位',
                      message: `確定要刪除座位「${seat.number}」嗎？刪除後無法復原。`,
                      remove: () => reservationsApi.deleteSeat(seat._id),
                    })
                : undefined
            }
            onEdit={flags.edit ? setEditing : undefined}
            rowKey={(seat) => seat._id}
            rowName={(seat) => `座位 ${seat.number}`}
            rows={list.data}
          />
          <Pager
            limit={list.limit}
            onPage={(page) => setQuery({ ...query, page })}
            page={list.page}
            total={list.total}
          />
        </>
      ) : null}
      {editing ? (
        <SeatForm
          onClose={() => setEditing(null)}
          onSaved={done}
          rooms={rooms}
          seat={editing === 'new' ? null : editing}
        />
      ) : null}
      {deleteDialog}
    </SpaceShell>
  )
}
