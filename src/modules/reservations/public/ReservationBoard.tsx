'use client'

import React, {
  startTransition,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react'

import { BookingPanel, type Booked, BookedSummary } from './BookingPanel'
import { DayGrid, WeekGrid } from './BoardGrids'
import { type BoardSource, type CellState, type Load, SOURCE_LABEL, slotsOf } from './boardState'
import { RecurrenceForm } from './RecurrenceForm'
import {
  type Availability,
  type AvailabilityResource,
  type AvailabilitySettings,
  type Selection,
  addDays,
  callApi,
  hhmmOf,
  instantOf,
  longDay,
  mondayIndex,
} from './types'

export { type BoardSource, slotsOf } from './boardState'

/**
 * The visitor's booking board: which seats or rooms are free on a day
 * or a week, picking consecutive free slots of one resource and booking them. Day view: rows are
 * resources, columns the slots (slotMinutes) within the day's opening hours. Week view: per
 * resource and day how many slots are free; choosing one opens that day. Every grid cell is a
 * button with one tab stop (arrow keys move between cells); taken and past slots say so in text.
 */

type Props = {
  page: 'seat' | 'room'
  /** LIBRARY_TIME_ZONE and today there, from the server. */
  timeZone: string
  today: string
  /** The booking rules, from the server: the intro, hint and recurrence choice render before the slots arrive. */
  initialSettings?: AvailabilitySettings
}

export const ReservationBoard: React.FC<Props> = ({ page, timeZone, today, initialSettings }) => {
  const base = useId()
  const sources: BoardSource[] = page === 'seat' ? ['seats', 'lab-seats'] : ['rooms']
  const [source, setSource] = useState<BoardSource>(sources[0]!)
  const [roomFilter, setRoomFilter] = useState('')
  const [day, setDay] = useState(today)
  const [view, setView] = useState<'day' | 'week'>('day')
  const [load, setLoad] = useState<Load>({ state: 'loading' })
  const [reloads, setReloads] = useState(0)
  const [now, setNow] = useState(() => Date.now())
  const [selection, setSelection] = useState<Selection | null>(null)
  const [mode, setMode] = useState<'single' | 'recurrence'>('single')
  const [booked, setBooked] = useState<Booked | null>(null)
  const [focusCell, setFocusCell] = useState<{ row: number; col: number }>({ row: 0, col: 0 })
  /** The visitor chose the day (the board no longer moves on by itself). */
  const [dayChosen, setDayChosen] = useState(false)
  /** Today, when it had no free slot left and the board opened a later day instead. */
  const [skippedDay, setSkippedDay] = useState<string | null>(null)
  /** The server's refusal of the last booking (someone took the slot first): shown above the refreshed grid. */
  const [refusal, setRefusal] = useState<string | null>(null)
  const gridRef = useRef<HTMLTableElement>(null)

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 60_000)
    return () => window.clearInterval(timer)
  }, [])

  // The range shown: the chosen day, or its week.
  const range = useMemo(() => {
    if (view === 'day') return { from: day, days: 1 }
    // The whole week, Monday to Sunday; its days before today show as past.
    return { from: addDays(day, -mondayIndex(day)), days: 7 }
  }, [view, day])

  useEffect(() => {
    let live = true
    setLoad((current) => (current.state === 'ready' ? current : { state: 'loading' }))
    void callApi<Availability>(`${source}?from=${range.from}&days=${range.days}`).then((response) => {
      if (!live) return
      // A transition: React renders the grid in slices between which the page stays responsive
      // (a phone's main thread is not blocked for the whole grid at once).
      startTransition(() =>
        setLoad(
          response.ok
            ? { state: 'ready', availability: response.result, from: range.from, days: range.days, source }
            : { state: 'failed', message: response.message },
        ),
      )
    })
    return () => {
      live = false
    }
  }, [source, range, reloads])

  // Data of another range or kind is kept only until the new answer arrives (a refresh after booking keeps the grid in place).
  const fresh = load.state === 'ready' && load.from === range.from && load.days === range.days && load.source === source
  // While another day or week loads, its box keeps the height of the grid it replaces: the page
  // below does not jump up and down again (without it, Lighthouse measured CLS 0.83 at 1350 px).
  const areaRef = useRef<HTMLDivElement>(null)
  const [shownHeight, setShownHeight] = useState(0)
  useLayoutEffect(() => {
    if (fresh && areaRef.current) setShownHeight(areaRef.current.offsetHeight)
  }, [fresh, load])
  const availability = load.state === 'ready' ? load.availability : null
  const settings = availability?.settings ?? initialSettings
  const maxDay = settings ? addDays(today, settings.maximumDays) : undefined
  const slotMinutes = settings?.slotMinutes ?? 0

  const rooms = useMemo(() => {
    const seen = new Map<string, string>()
    for (const resource of availability?.resources ?? []) seen.set(resource.roomId, resource.roomName)
    return [...seen.entries()].map(([id, name]) => ({ id, name }))
  }, [availability])
  const resources: AvailabilityResource[] = useMemo(
    () =>
      (availability?.resources ?? []).filter(
        (resource) => page === 'room' || !roomFilter || resource.roomId === roomFilter,
      ),
    [availability, roomFilter, page],
  )

  // Every cell asks for its state: the taken spans are read once per answer, by resource, and a
  // slot's instant once per day and minute (a day grid of 60 seats asks about a thousand times).
  const takenSpans = useMemo(() => {
    const spans = new Map<string, { from: number; to: number }[]>()
    for (const entry of availability?.taken ?? []) {
      const list = spans.get(entry.resourceId) ?? []
      list.push({ from: Date.parse(entry.startDate), to: Date.parse(entry.endDate) })
      spans.set(entry.resourceId, list)
    }
    return spans
  }, [availability])
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the cached instants are computed in timeZone: another time zone must start an empty cache
  const slotInstants = useMemo(() => new Map<string, number>(), [timeZone])

  const cellState = useCallback(
    (resourceId: string, date: string, start: number): CellState => {
      if (!availability) return 'past'
      const key = `${date} ${start}`
      let from = slotInstants.get(key)
      if (from === undefined) slotInstants.set(key, (from = instantOf(date, start, timeZone).getTime()))
      const to = from + availability.settings.slotMinutes * 60_000
      if (maxDay && date > maxDay) return 'later'
      if (now >= from) return 'past'
      const taken = (takenSpans.get(resourceId) ?? []).some((span) => span.from < to && span.to > from)
      return taken ? 'taken' : 'free'
    },
    [availability, takenSpans, slotInstants, maxDay, now, timeZone],
  )

  const dayInfo = availability?.days.find((entry) => entry.date === day)
  const daySlots = useMemo(
    () => (dayInfo && settings ? slotsOf(dayInfo, settings.slotMinutes) : []),
    [dayInfo, settings],
  )

  // Selection is kept only while it still holds free slots in the loaded data.
  useEffect(() => {
    if (!selection || !availability) return
    const inRange = availability.days.some((entry) => entry.date === selection.day)
    if (!inRange) return
    for (let m = selection.start; m < selection.end; m += slotMinutes) {
      if (cellState(selection.resourceId, selection.day, m) !== 'free') {
        setSelection(null)
        return
      }
    }
  }, [availability, selection, cellState, slotMinutes])

  // Opening on a day with nothing left to book (after closing time, or fully booked), the board
  // moves on to the next day that has a free slot, within the bookable days, and says so.
  useEffect(() => {
    if (dayChosen || view !== 'day' || !fresh || !availability) return
    const hasFree = resources.some((resource) =>
      daySlots.some((start) => cellState(resource.id, day, start) === 'free'),
    )
    if (hasFree || resources.length === 0) return
    const next = addDays(day, 1)
    if (maxDay && next > maxDay) return
    setSkippedDay((current) => current ?? day)
    setDay(next)
  }, [dayChosen, view, fresh, availability, resources, daySlots, cellState, day, maxDay])

  const chooseDay = (next: string) => {
    if (!next) return
    setDayChosen(true)
    setRefusal(null)
    let target = next < today ? today : next
    if (maxDay && target > maxDay) target = maxDay
    setDay(target)
    setSelection(null)
  }

  /** Consecutive free slot ends from `start` on (the valid ends of a booking). */
  const endsFrom = (resourceId: string, date: string, start: number): number[] => {
    const ends: number[] = []
    if (!dayInfo) return ends
    for (const m of slotsOf(dayInfo, slotMinutes).filter((slot) => slot >= start)) {
      if (cellState(resourceId, date, m) !== 'free') break
      ends.push(m + slotMinutes)
    }
    return ends
  }

  const pick = (resource: AvailabilityResource, start: number, extend: boolean) => {
    if (cellState(resource.id, day, start) !== 'free') return
    if (
      extend &&
      selection &&
      selection.resourceId === resource.id &&
      selection.day === day &&
      start >= selection.start
    ) {
      const ends = endsFrom(resource.id, day, selection.start)
      if (ends.includes(start + slotMinutes)) {
        setSelection({ ...selection, end: start + slotMinutes })
        return
      }
    }
    setSelection({ resourceId: resource.id, day, start, end: start + slotMinutes })
    setBooked(null)
    setRefusal(null)
  }

  const moveFocus = (
    event: React.KeyboardEvent<HTMLButtonElement>,
    row: number,
    col: number,
    rows: number,
    cols: number,
  ) => {
    const moves: Record<string, [number, number]> = {
      ArrowRight: [row, col + 1],
      ArrowLeft: [row, col - 1],
      ArrowDown: [row + 1, col],
      ArrowUp: [row - 1, col],
      Home: [row, 0],
      End: [row, cols - 1],
    }
    const target = moves[event.key]
    if (!target) return
    event.preventDefault()
    const next = { row: Math.max(0, Math.min(rows - 1, target[0])), col: Math.max(0, Math.min(cols - 1, target[1])) }
    setFocusCell(next)
    gridRef.current?.querySelector<HTMLButtonElement>(`button[data-row="${next.row}"][data-col="${next.col}"]`)?.focus()
  }

  const selectedResource = selection
    ? availability?.resources.find((resource) => resource.id === selection.resourceId)
    : undefined
  const cols = view === 'day' ? daySlots.length : (availability?.days.length ?? 0)
  const safeFocus = {
    row: Math.min(focusCell.row, Math.max(0, resources.length - 1)),
    col: Math.min(focusCell.col, Math.max(0, cols - 1)),
  }

  return (
    <div className="resv-board">
      {settings && (settings.description || settings.imageUrl) ? (
        <section aria-label="預約說明" className="resv-intro">
          {settings.description ? <p className="resv-description">{settings.description}</p> : null}
          {settings.imageUrl ? <img alt="預約說明圖片" className="resv-intro-image" src={settings.imageUrl} /> : null}
        </section>
      ) : null}

      <div className="resv-toolbar">
        {sources.length > 1 ? (
          <div aria-label="座位類型" className="resv-toggle" role="group">
            {sources.map((item) => (
              <button
                aria-pressed={source === item}
                className="resv-toggle__button"
                key={item}
                onClick={() => {
                  setSource(item)
                  setRoomFilter('')
                  setSelection(null)
                  setLoad({ state: 'loading' })
                }}
                type="button"
              >
                {SOURCE_LABEL[item]}
              </button>
            ))}
          </div>
        ) : null}
        {page === 'seat' ? (
          <div className="resv-field resv-field--inline resv-field--room">
            <label htmlFor={`${base}-room`}>閱覽室</label>
            <select
              id={`${base}-room`}
              onChange={(event) => {
                setRoomFilter(event.target.value)
                setSelection(null)
              }}
              value={roomFilter}
            >
              <option value="">全部</option>
              {rooms.map((room) => (
                <option key={room.id} value={room.id}>
                  {room.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="resv-field resv-field--inline">
          <label htmlFor={`${base}-day`}>日期</label>
          <input
            id={`${base}-day`}
            max={maxDay}
            min={today}
            onChange={(event) => chooseDay(event.target.value)}
            type="date"
            value={day}
          />
        </div>
        <div className="resv-day-nav">
          <button
            className="button button--plain"
            disabled={day <= today}
            onClick={() => chooseDay(addDays(day, view === 'day' ? -1 : -7))}
            type="button"
          >
            {view === 'day' ? '前一天' : '前一週'}
          </button>
          <button
            className="button button--plain"
            disabled={Boolean(maxDay && day >= maxDay)}
            onClick={() => chooseDay(addDays(day, view === 'day' ? 1 : 7))}
            type="button"
          >
            {view === 'day' ? '後一天' : '後一週'}
          </button>
        </div>
        <div aria-label="檢視方式" className="resv-toggle" role="group">
          <button
            aria-pressed={view === 'day'}
            className="resv-toggle__button"
            onClick={() => setView('day')}
            type="button"
          >
            日
          </button>
          <button
            aria-pressed={view === 'week'}
            className="resv-toggle__button"
            onClick={() => setView('week')}
            type="button"
          >
            週
          </button>
        </div>
      </div>
      {settings ? (
        <p className="resv-hint">
          可預約 {today} 至 {maxDay}；每次至少 {settings.slotMinutes} 分鐘，以 {settings.slotMinutes} 分鐘為單位
          {settings.maximumWeeklyMinutes ? `；每週最多 ${settings.maximumWeeklyMinutes} 分鐘` : ''}
          。選擇一個「可預約」時段作為開始時間，按住 Shift 點選（或
          Shift＋Enter）同列後面的時段，或用「結束時間」延長。表格內可用方向鍵移動。
        </p>
      ) : null}

      {page === 'room' && settings?.recurrenceOpen ? (
        <fieldset className="resv-fieldset resv-mode">
          <legend>預約方式</legend>
          <div className="resv-radios">
            <label>
              <input
                checked={mode === 'single'}
                name={`${base}-mode`}
                onChange={() => setMode('single')}
                type="radio"
              />
              單次預約
            </label>
            <label>
              <input
                checked={mode === 'recurrence'}
                name={`${base}-mode`}
                onChange={() => setMode('recurrence')}
                type="radio"
              />
              週期預約
            </label>
          </div>
        </fieldset>
      ) : null}

      <p className="resv-selected" role="status">
        {selection && selectedResource && mode === 'single' ? (
          <>
            已選擇：
            {page === 'seat' ? `${selectedResource.roomName} ${selectedResource.label}` : selectedResource.label}，
            {longDay(selection.day)} {hhmmOf(selection.start)}–{hhmmOf(selection.end)}。
            <a href={`#${base}-panel`}>前往填寫預約資料</a>
          </>
        ) : null}
      </p>
      {skippedDay && !dayChosen && day !== skippedDay ? (
        <p className="resv-hint" role="status">
          {longDay(skippedDay)}已無可預約的時段，先為您顯示 {longDay(day)}。
        </p>
      ) : null}
      {refusal ? (
        <p className="resv-alert" role="alert">
          {refusal}（時段表已更新）
        </p>
      ) : null}
      <div
        aria-busy={load.state === 'loading' || !fresh}
        className="resv-grid-area"
        ref={areaRef}
        style={!fresh && shownHeight > 0 ? { minHeight: shownHeight } : undefined}
      >
        {load.state === 'loading' || (load.state === 'ready' && !fresh) ? (
          <p className="resv-loading" role="status">
            載入中…
          </p>
        ) : load.state === 'failed' ? (
          <div className="resv-load-error">
            <p role="alert">無法載入預約資料：{load.message}</p>
            <button className="button" onClick={() => setReloads((n) => n + 1)} type="button">
              重新載入
            </button>
          </div>
        ) : resources.length === 0 ? (
          <p className="empty">目前暫無資料</p>
        ) : view === 'day' ? (
          <DayGrid
            page={page}
            resources={resources}
            settings={settings}
            source={source}
            day={day}
            cellState={cellState}
            gridRef={gridRef}
            focus={safeFocus}
            onFocusCell={setFocusCell}
            moveFocus={moveFocus}
            dayInfo={dayInfo}
            daySlots={daySlots}
            pick={pick}
            selection={selection}
          />
        ) : (
          <WeekGrid
            page={page}
            resources={resources}
            settings={settings}
            source={source}
            day={day}
            cellState={cellState}
            gridRef={gridRef}
            focus={safeFocus}
            onFocusCell={setFocusCell}
            moveFocus={moveFocus}
            availability={availability}
            maxDay={maxDay}
            onOpenDay={(date) => {
              setDay(date)
              setView('day')
              setSelection(null)
            }}
            today={today}
          />
        )}
      </div>

      {page === 'room' && settings?.recurrenceOpen && mode === 'recurrence' && availability ? (
        <RecurrenceForm
          maxDay={maxDay ?? today}
          onBooked={() => setReloads((n) => n + 1)}
          rooms={availability.resources}
          slotMinutes={settings.slotMinutes}
          timeZone={timeZone}
          today={today}
        />
      ) : booked ? (
        <BookedSummary booked={booked} onDone={() => setBooked(null)} timeZone={timeZone} />
      ) : availability && selection && selectedResource ? (
        <div id={`${base}-panel`}>
          <BookingPanel
            ends={endsFrom(selection.resourceId, selection.day, selection.start)}
            onBooked={(result) => {
              setBooked(result)
              setSelection(null)
              setReloads((n) => n + 1)
            }}
            onChangeEnd={(end) => setSelection({ ...selection, end })}
            onTaken={(message) => {
              // Someone booked the slot first: say so, drop the choice and show the grid as it is now.
              setRefusal(message)
              setSelection(null)
              setReloads((n) => n + 1)
            }}
            onClear={() => setSelection(null)}
            page={page}
            resource={selectedResource}
            selection={selection}
            timeZone={timeZone}
          />
        </div>
      ) : null}

      {page === 'room' && availability && availability.resources.some((room) => room.description || room.imageUrl) ? (
        <section aria-labelledby={`${base}-rooms`} className="resv-rooms">
          <h2 id={`${base}-rooms`}>空間介紹</h2>
          <ul>
            {availability.resources.map((room) => (
              <li key={room.id}>
                <h3>{room.label}</h3>
                {room.description ? <p className="resv-description">{room.description}</p> : null}
                {room.imageUrl ? <img alt={`${room.label}照片`} src={room.imageUrl} /> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}
