'use client'

import React, { useLayoutEffect, useRef, useState } from 'react'

import { type BoardSource, CELL_TEXT, type CellState, SOURCE_LABEL, slotsOf } from './boardState'
import {
  type Availability,
  type AvailabilityDay,
  type AvailabilityResource,
  type Selection,
  hhmmOf,
  longDay,
  shortDay,
} from './types'

/**
 * The booking board's two grids (ReservationBoard holds their state): the day grid of slots and
 * the week grid of free-slot counts. Rows are resources; every cell is a button with one tab
 * stop, moved with the arrow keys (`moveFocus`).
 */

type GridProps = {
  page: 'seat' | 'room'
  source: BoardSource
  day: string
  resources: AvailabilityResource[]
  settings: Availability['settings'] | undefined
  cellState: (resourceId: string, date: string, start: number) => CellState
  gridRef: React.RefObject<HTMLTableElement | null>
  focus: { row: number; col: number }
  onFocusCell: (cell: { row: number; col: number }) => void
  moveFocus: (
    event: React.KeyboardEvent<HTMLButtonElement>,
    row: number,
    col: number,
    rows: number,
    cols: number,
  ) => void
}

/**
 * WCAG 2.2 2.4.11 (focus not obscured): the row headers stay in place (sticky) while a wide grid
 * scrolls sideways, and the browser scrolls a focused cell into view without minding them, so a
 * cell reached with the keyboard could sit under its row's header. Scroll it out from under.
 */
const clearOfRowHeader = (cell: HTMLElement): void => {
  const wrap = cell.closest('.resv-grid-wrap')
  const header = cell.closest('tr')?.querySelector('th')
  if (!wrap || !header) return
  const hidden = header.getBoundingClientRect().right - cell.getBoundingClientRect().left
  if (hidden > 0) wrap.scrollLeft -= hidden
}

/**
 * The grid's scrolling box. On a phone the day's slots run off to the right: it says so when the
 * grid is wider than its box, and each day (or kind) opens at `startCol`, the first slot column
 * with a free slot (else the first not yet past), just right of the row headers, which stay in
 * view (sticky). Laid out before the first paint: nothing moves on screen (no layout shift).
 */
const GridWrap: React.FC<{
  page: 'seat' | 'room'
  startCol: number
  scrollKey: string
  onOpened?: () => void
  children: React.ReactNode
}> = ({ page, startCol, scrollKey, onOpened, children }) => {
  const ref = useRef<HTMLDivElement>(null)
  const opened = useRef<string | null>(null)
  const [scrolls, setScrolls] = useState(false)
  const onOpenedRef = useRef(onOpened)
  onOpenedRef.current = onOpened
  // Again when the day, kind, rows or the column to open at change (not on every render).
  useLayoutEffect(() => {
    const wrap = ref.current
    if (!wrap) return
    setScrolls(wrap.scrollWidth > wrap.clientWidth + 1)
    if (opened.current === scrollKey) return
    opened.current = scrollKey
    const header = wrap.querySelector('tbody th')
    const target = wrap.querySelectorAll('thead th')[startCol + 1]
    if (!header || !target || startCol === 0) {
      wrap.scrollLeft = 0
    } else {
      wrap.scrollLeft += target.getBoundingClientRect().left - header.getBoundingClientRect().right
    }
    onOpenedRef.current?.()
  }, [scrollKey, startCol])
  return (
    <>
      {scrolls ? (
        <p className="resv-scroll-hint">
          時段表可左右捲動（觸控滑動或用方向鍵），{page === 'seat' ? '座位' : '空間'}欄固定在左側。
        </p>
      ) : null}
      <div className="resv-grid-wrap" ref={ref}>
        {children}
      </div>
    </>
  )
}

const RowHeader: React.FC<{ page: 'seat' | 'room'; resource: AvailabilityResource }> = ({ page, resource }) => (
  <th scope="row">
    {resource.label}
    {page === 'seat' ? <span className="resv-room-name">{resource.roomName}</span> : null}
  </th>
)

export const DayGrid: React.FC<
  GridProps & {
    dayInfo: AvailabilityDay | undefined
    daySlots: number[]
    selection: Selection | null
    pick: (resource: AvailabilityResource, start: number, extend: boolean) => void
  }
> = ({
  page,
  source,
  day,
  resources,
  settings,
  cellState,
  gridRef,
  focus: safeFocus,
  onFocusCell: setFocusCell,
  moveFocus,
  dayInfo,
  daySlots,
  selection,
  pick,
}) => {
  if (!dayInfo || !settings) return <p className="empty">目前暫無資料</p>
  if (!dayInfo.open || daySlots.length === 0)
    return (
      <p className="resv-closed">
        <strong>閉館</strong>
        {dayInfo.note ? `：${dayInfo.note}` : '：本日不開放預約'}
      </p>
    )
  // The column the grid opens at: the first with a free slot, else the first not yet past.
  const firstFree = daySlots.findIndex((m) => resources.some((resource) => cellState(resource.id, day, m) === 'free'))
  const firstOpen = resources[0] ? daySlots.findIndex((m) => cellState(resources[0]!.id, day, m) !== 'past') : -1
  const startCol = Math.max(0, firstFree >= 0 ? firstFree : firstOpen)
  return (
    <GridWrap
      onOpened={() => setFocusCell({ row: 0, col: startCol })}
      page={page}
      scrollKey={`${source} ${day} ${resources.length} ${resources[0]?.id ?? ''}`}
      startCol={startCol}
    >
      <table className="resv-grid" ref={gridRef}>
        <caption>
          <span className="resv-grid-caption">
            {longDay(day)} {SOURCE_LABEL[source]}預約時段（開放時間 {dayInfo.opening?.start}–{dayInfo.opening?.end}
            ，每格 {settings.slotMinutes} 分鐘）
            {dayInfo.note ? `。${dayInfo.note}` : ''}
          </span>
        </caption>
        <thead>
          <tr>
            <th scope="col">{page === 'seat' ? '座位' : '空間'}</th>
            {daySlots.map((m) => (
              <th key={m} scope="col">
                {hhmmOf(m)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {resources.map((resource, row) => (
            <tr key={resource.id}>
              <RowHeader page={page} resource={resource} />
              {daySlots.map((m, col) => {
                const state = cellState(resource.id, day, m)
                const selected = Boolean(
                  selection &&
                  selection.resourceId === resource.id &&
                  selection.day === day &&
                  m >= selection.start &&
                  m < selection.end,
                )
                const free = state === 'free'
                return (
                  <td key={m}>
                    <button
                      aria-disabled={free ? undefined : true}
                      aria-pressed={free ? selected : undefined}
                      className={`resv-cell resv-cell--${selected ? 'selected' : state}`}
                      data-col={col}
                      data-row={row}
                      onClick={(event) => pick(resource, m, event.shiftKey)}
                      onFocus={(event) => {
                        clearOfRowHeader(event.currentTarget)
                        setFocusCell({ row, col })
                      }}
                      onKeyDown={(event) => {
                        // Shift+Enter / Shift+Space extends the selection, as Shift+click does.
                        if (event.shiftKey && (event.key === 'Enter' || event.key === ' ')) {
                          event.preventDefault()
                          pick(resource, m, true)
                          return
                        }
                        moveFocus(event, row, col, resources.length, daySlots.length)
                      }}
                      tabIndex={row === safeFocus.row && col === safeFocus.col ? 0 : -1}
                      type="button"
                    >
                      <span className="sr-only">
                        {resource.roomName && page === 'seat' ? `${resource.roomName} ` : ''}
                        {resource.label} {hhmmOf(m)}–{hhmmOf(m + settings.slotMinutes)}{' '}
                      </span>
                      {selected ? '已選取' : CELL_TEXT[state]}
                    </button>
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </GridWrap>
  )
}

export const WeekGrid: React.FC<
  GridProps & {
    availability: Availability | null
    today: string
    maxDay: string | undefined
    onOpenDay: (date: string) => void
  }
> = ({
  page,
  source,
  day,
  resources,
  settings,
  cellState,
  gridRef,
  focus: safeFocus,
  onFocusCell: setFocusCell,
  moveFocus,
  availability,
  today,
  maxDay,
  onOpenDay,
}) => {
  if (!availability || !settings) return <p className="empty">目前暫無資料</p>
  const days = availability.days
  return (
    <GridWrap page={page} scrollKey={`week ${source} ${days[0]?.date ?? day}`} startCol={0}>
      <table className="resv-grid resv-grid--week" ref={gridRef}>
        <caption>
          <span className="resv-grid-caption">
            {longDay(days[0]?.date ?? day)} 起一週（週一至週日）的{SOURCE_LABEL[source]}
            可預約時段數；選擇一天可查看當日時段
          </span>
        </caption>
        <thead>
          <tr>
            <th scope="col">{page === 'seat' ? '座位' : '空間'}</th>
            {days.map((entry) => (
              <th key={entry.date} scope="col">
                {shortDay(entry.date)}
                {!entry.open ? <span className="resv-room-name">閉館{entry.note ? `：${entry.note}` : ''}</span> : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {resources.map((resource, row) => (
            <tr key={resource.id}>
              <RowHeader page={page} resource={resource} />
              {days.map((entry, col) => {
                const slots = slotsOf(entry, settings.slotMinutes)
                const free = slots.filter((m) => cellState(resource.id, entry.date, m) === 'free').length
                const outside = entry.date < today || Boolean(maxDay && entry.date > maxDay)
                const text =
                  !entry.open || slots.length === 0
                    ? '閉館'
                    : entry.date < today
                      ? '已過'
                      : maxDay && entry.date > maxDay
                        ? '尚未開放'
                        : free === 0
                          ? '已額滿'
                          : `${free} 個空檔`
                return (
                  <td key={entry.date}>
                    <button
                      aria-disabled={outside ? true : undefined}
                      className={`resv-cell resv-cell--${outside ? 'past' : free > 0 ? 'free' : 'taken'}`}
                      data-col={col}
                      data-row={row}
                      onClick={() => {
                        if (!outside) onOpenDay(entry.date)
                      }}
                      onFocus={(event) => {
                        clearOfRowHeader(event.currentTarget)
                        setFocusCell({ row, col })
                      }}
                      onKeyDown={(event) => moveFocus(event, row, col, resources.length, days.length)}
                      tabIndex={row === safeFocus.row && col === safeFocus.col ? 0 : -1}
                      type="button"
                    >
                      <span className="sr-only">
                        {resource.label} {longDay(entry.date)}{' '}
                      </span>
                      {text}
                      {outside ? null : <span className="sr-only">，查看當日時段</span>}
                    </button>
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </GridWrap>
  )
}
