'use client'

import React, { useCallback, useEffect, useId, useMemo, useState } from 'react'

import { messageOf } from '@/ui/apiClient'
import {
  type DayTaken,
  type Kind,
  STATUS_LABEL,
  type StaffAvailability,
  addDays,
  formatRange,
  minutesOf,
  reservationsApi,
  toLocal,
  today,
} from './api'
import { BookingDetailPanel, type ResourceOption } from './BookingDetailPanel'
import { type SpaceLink, SpaceShell } from './SpaceShell'
import { EMPTY_TEXT } from '@/ui/kit'

export type SpaceRights = {
  seats: { read: boolean; edit: boolean; delete: boolean }
  rooms: { read: boolean; edit: boolean; delete: boolean }
}

type Source = 'rooms' | 'seats' | 'lab-seats'
const SOURCE_KIND: Record<Source, Kind> = { rooms: 'Room', seats: 'Seat', 'lab-seats': 'Seat' }
const SOURCE_TITLE: Record<Source, string> = { rooms: '空間', seats: '座位', 'lab-seats': '研究座位' }

type Loaded = { source: Source; availability: StaffAvailability | null; error: string | null }
type Row = { id: string; label: string; taken: DayTaken[] }
type Group = { key: string; title: string; kind: Kind; rows: Row[] }

const FALLBACK = { start: '08:00', end: '22:00' }

/** Minutes since the day's midnight of an instant, clamped to the day shown. */
const minuteOfDay = (iso: string, day: string): number => {
  const local = toLocal(iso)
  if (local.day < day) return 0
  if (local.day > day) return 24 * 60
  return minutesOf(local.time)
}

/**
 * /shennong/space-management: one day of every room and every seat over the opening hours,
 * bookings as blocks; a block opens its detail in the side panel. A seats-only user is never
 * sent to the room calls (and the other way round).
 */
export const DayView: React.FC<{ rights: SpaceRights; links: SpaceLink[] }> = ({ rights, links }) => {
  const id = useId()
  const [day, setDay] = useState(today)
  const [loaded, setLoaded] = useState<Loaded[]>([])
  const [loading, setLoading] = useState(true)
  const [selected, setSelected] = useState<{ id: string; kind: Kind } | null>(null)
  const [version, setVersion] = useState(0)

  const sources = useMemo<Source[]>(
    () => [
      ...(rights.rooms.read ? (['rooms'] as const) : []),
      ...(rights.seats.read ? (['seats', 'lab-seats'] as const) : []),
    ],
    [rights],
  )

  useEffect(() => {
    const controller = new AbortController()
    setLoading(true)
    Promise.all(
      sources.map((source) =>
        reservationsApi.day(source, day, controller.signal).then(
          (availability): Loaded => ({ source, availability, error: null }),
          (error: unknown): Loaded => ({
            source,
            availability: null,
            error: (error as Error).name === 'AbortError' ? null : messageOf(error),
          }),
        ),
      ),
    ).then((results) => {
      if (controller.signal.aborted) return
      setLoaded(results)
      setLoading(false)
    })
    return () => controller.abort()
  }, [day, sources, version])

  const reload = useCallback(() => setVersion((v) => v + 1), [])

  // Today's desk codes, for the kinds whose patrons check in themselves with one (mine.ts).
  const codeKinds = useMemo(
    () => [
      ...new Set(
        loaded.filter((l) => l.availability?.settings.selfCheckIn === 'code').map((l) => SOURCE_KIND[l.source]),
      ),
    ],
    [loaded],
  )
  const [codes, setCodes] = useState<Partial<Record<Kind, string>>>({})
  useEffect(() => {
    if (codeKinds.length === 0 || day !== today()) return
    let live = true
    reservationsApi.checkInCodes().then(
      (answer) => live && setCodes(answer.codes),
      () => live && setCodes({}),
    )
    return () => {
      live = false
    }
  }, [codeKinds, day])

  const { groups, window, closedNote } = useMemo(() => {
    let start = Infinity
    let end = -Infinity
    let anyOpen = false
    const notes: string[] = []
    const seen = new Set<string>()
    const result: Group[] = []
    for (const { source, availability } of loaded) {
      if (!availability) continue
      const today = availability.days.find((d) => d.date === day) ?? availability.days[0]
      if (today?.open && today.opening) {
        anyOpen = true
        start = Math.min(start, minutesOf(today.opening.start))
        end = Math.max(end, minutesOf(today.opening.end))
      } else if (today?.note) notes.push(today.note)
      const byGroup = new Map<string, Group>()
      for (const resource of availability.resources) {
        if (seen.has(resource.id)) continue
        seen.add(resource.id)
        const key = source === 'rooms' ? 'rooms' : `${source}:${resource.roomId}`
        const title = source === 'rooms' ? SOURCE_TITLE.rooms : `${SOURCE_TITLE[source]}：${resource.roomName}`
        const group = byGroup.get(key) ?? { key, title, kind: SOURCE_KIND[source], rows: [] }
        byGroup.set(key, group)
        group.rows.push({
          id: resource.id,
          label: resource.label,
          taken: availability.taken.filter((t) => t.resourceId === resource.id),
        })
      }
      result.push(...byGroup.values())
    }
    for (const group of result)
      for (const row of group.rows)
        for (const taken of row.taken) {
          start = Math.min(start, Math.floor(minuteOfDay(taken.startDate, day) / 60) * 60)
          end = Math.max(end, Math.ceil(minuteOfDay(taken.endDate, day) / 60) * 60)
        }
    if (!Number.isFinite(start) || !Number.isFinite(end) || end <= start) {
      start = minutesOf(FALLBACK.start)
      end = minutesOf(FALLBACK.end)
    }
    return { groups: result, window: { start, end }, closedNote: anyOpen ? null : (notes[0] ?? '本日未開放預約') }
  }, [loaded, day])

  const resourcesOf = (kind: Kind): ResourceOption[] =>
    groups
      .filter((g) => g.kind === kind)
      .flatMap((g) =>
        g.rows.map((row) => ({
          id: row.id,
          label: kind === 'Seat' ? `${g.title.split('：')[1] ?? ''} ${row.label}`.trim() : row.label,
        })),
      )

  const span = window.end - window.start
  const hours: number[] = []
  for (let m = Math.ceil(window.start / 60) * 60; m <= window.end; m += 60) hours.push(m)
  const errors = loaded.filter((l) => l.error)
  const rightsOf = (kind: Kind) => (kind === 'Seat' ? rights.seats : rights.rooms)

  const side = selected ? (
    <BookingDetailPanel
      canDelete={rightsOf(selected.kind).delete}
      canEdit={rightsOf(selected.kind).edit}
      id={selected.id}
      key={selected.id}
      onChanged={reload}
      onDeleted={() => setSelected(null)}
      resources={resourcesOf(selected.kind)}
    />
  ) : undefined

  return (
    <SpaceShell links={links} side={side} title="空間預約管理">
      <div className="shennong-space__toolbar">
        <button onClick={() => setDay((d) => addDays(d, -1))} type="button">
          前一天
        </button>
        <div className="shennong-space__field">
          <label htmlFor={`${id}-day`}>日期</label>
          <input
            id={`${id}-day`}
            onChange={(event) => event.target.value && setDay(event.target.value)}
            type="date"
            value={day}
          />
        </div>
        <button onClick={() => setDay((d) => addDays(d, 1))} type="button">
          後一天
        </button>
        <button onClick={() => setDay(today())} type="button">
          今天
        </button>
      </div>
      {loading ? (
        <p className="shennong-space__status" role="status">
          載入中…
        </p>
      ) : null}
      {errors.map((e) => (
        <p className="shennong-space__error" key={e.source} role="alert">
          {SOURCE_TITLE[e.source]}：{e.error}
        </p>
      ))}
      {!loading && closedNote ? <p className="shennong-space__hint">{closedNote}</p> : null}
      {!loading && day === today() && codeKinds.some((kind) => codes[kind]) ? (
        <p className="shennong-space__hint" data-testid="desk-codes">
          今日櫃台報到碼（讀者自行報到時輸入，請張貼於服務台）：
          {codeKinds
            .filter((kind) => codes[kind])
            .map((kind) => `${kind === 'Seat' ? '座位' : '空間'} ${codes[kind]}`)
            .join('　')}
        </p>
      ) : null}
      {!loading && groups.length === 0 && errors.length === 0 ? (
        <p className="shennong-space__empty">{EMPTY_TEXT}</p>
      ) : null}
      {!loading && groups.length > 0 ? (
        <div className="shennong-space__day">
          <div
            className="shennong-space__grid"
            role="region"
            aria-label={`${day} 預約一覽`}
            style={{ ['--hour-width' as string]: `${(60 / span) * 100}%` }}
          >
            <div className="shennong-space__grid-row" aria-hidden="true">
              <div className="shennong-space__grid-label">時間</div>
              <div className="shennong-space__hours">
                {hours.map((m) => (
                  <span key={m} style={{ left: `${((m - window.start) / span) * 100}%` }}>
                    {String(Math.floor(m / 60)).padStart(2, '0')}:00
                  </span>
                ))}
              </div>
            </div>
            {groups.map((group) => (
              <section aria-label={group.title} key={group.key}>
                <h2 className="shennong-space__group">{group.title}</h2>
                {group.rows.map((row) => (
                  <div className="shennong-space__grid-row" key={row.id}>
                    <div className="shennong-space__grid-label">{row.label}</div>
                    <div className="shennong-space__track">
                      {row.taken.map((taken) => {
                        const from = Math.max(minuteOfDay(taken.startDate, day), window.start)
                        const to = Math.min(minuteOfDay(taken.endDate, day), window.end)
                        const label = `${taken.name}（${STATUS_LABEL[taken.status] ?? taken.status}）`
                        return (
                          <button
                            aria-pressed={selected?.id === taken.id}
                            className="shennong-space__block"
                            data-status={taken.status}
                            key={taken.id}
                            onClick={() => setSelected({ id: taken.id, kind: group.kind })}
                            style={{
                              left: `${((from - window.start) / span) * 100}%`,
                              width: `${(Math.max(to - from, 5) / span) * 100}%`,
                            }}
                            title={`${row.label} ${formatRange(taken.startDate, taken.endDate)} ${label}`}
                            type="button"
                          >
                            {label}
                          </button>
                        )
                      })}
                    </div>
                  </div>
                ))}
              </section>
            ))}
          </div>
        </div>
      ) : null}
    </SpaceShell>
  )
}
