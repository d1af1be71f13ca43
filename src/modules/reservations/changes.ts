import type { ReservationView } from './common'
import { formatSpan } from './mails'

/**
 * What a patron sees of a booking, and which of it a staff change touched: the
 * time, the seat or room, and the contact fields they gave. The staff annotation is not theirs
 * to see, so changing only it mails nobody.
 */
type Seen = Pick<ReservationView, 'kind' | 'startDate' | 'endDate' | 'seatNumber' | 'roomName'> & {
  name?: string | null
  email?: string | null
  phoneNumber?: string | null
  purpose?: string | null
  userCount?: number | null
  note?: string | null
}

const placeOf = (view: Seen): string =>
  view.kind === 'Seat' ? `${view.roomName ?? ''} ${view.seatNumber ?? ''}`.trim() : (view.roomName ?? '')

const shown = (value: string | number | null | undefined): string =>
  value === null || value === undefined || value === '' ? '（未填寫）' : String(value)

const CONTACT: readonly (readonly [keyof Seen, string])[] = [
  ['name', '姓名'],
  ['email', '電子郵件'],
  ['phoneNumber', '電話'],
  ['purpose', '用途'],
  ['userCount', '使用人數'],
  ['note', '備註'],
]

/** One zh-TW line per visible change (`時間：… → …`), in the order the mail lists them; none when nothing the patron sees changed. */
export const visibleChanges = (before: Seen, after: Seen): string[] => {
  const lines: string[] = []
  const spanBefore = formatSpan(before.startDate, before.endDate)
  const spanAfter = formatSpan(after.startDate, after.endDate)
  if (spanBefore !== spanAfter) lines.push(`時間：${spanBefore} → ${spanAfter}`)
  if (placeOf(before) !== placeOf(after))
    lines.push(`${after.kind === 'Seat' ? '座位' : '空間'}：${shown(placeOf(before))} → ${shown(placeOf(after))}`)
  for (const [field, label] of CONTACT) {
    const was = shown(before[field] as string | number | null | undefined)
    const now = shown(after[field] as string | number | null | undefined)
    if (was !== now) lines.push(`${label}：${was} → ${now}`)
  }
  return lines
}
