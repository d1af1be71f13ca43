import { type Availability, type AvailabilityDay, minutesOf } from './types'

/** The booking board's sources, cell states and slot arithmetic (shared by the board and its grids). */

export type BoardSource = 'seats' | 'lab-seats' | 'rooms'

export const SOURCE_LABEL: Record<BoardSource, string> = { seats: '閱覽座位', 'lab-seats': '研究座位', rooms: '空間' }

export type CellState = 'free' | 'taken' | 'past' | 'later'

export const CELL_TEXT: Record<CellState, string> = {
  free: '可預約',
  taken: '已預約',
  past: '已過時段',
  later: '尚未開放',
}

export type Load =
  | { state: 'loading' }
  | { state: 'ready'; availability: Availability; from: string; days: number; source: BoardSource }
  | { state: 'failed'; message: string }

/** The slot starts (minutes since midnight) of an open day. */
export const slotsOf = (day: AvailabilityDay, slotMinutes: number): number[] => {
  if (!day.open || !day.opening || slotMinutes <= 0) return []
  const out: number[] = []
  const end = minutesOf(day.opening.end)
  for (let m = minutesOf(day.opening.start); m + slotMinutes <= end; m += slotMinutes) out.push(m)
  return out
}
