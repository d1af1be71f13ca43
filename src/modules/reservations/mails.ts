import type { Payload, PayloadRequest } from 'payload'

import { LIBRARY_TIME_ZONE } from '@/lib/timeZone'
import { RESERVATION_KIND_LABEL } from './labels'
import { type MailAttachment, deliverMail } from '@/modules/mail'
import { getModuleNotifiers } from '@/modules/notifiers'
import type { Reservation } from '@/payload-types'
import { ICS_CONTENT_TYPE, ICS_FILENAME, type IcsOccurrence, reservationIcs } from './ics'
import { bookingKeyForMail } from './keys'

/**
 * The reservation mails, zh-TW: what the patron is told on a confirmation, a
 * modification, a cancellation and a no-show release, and the notice the reservations
 * notifier recipients get of a new booking. The jobs (jobs.ts) call these; notify.ts queues them.
 */

/** What happened to a booking (or a series) that its patron is told about by mail. */
export type ReservationMailEvent = 'confirmation' | 'modification' | 'cancellation' | 'noShow' | 'reminder'

export const RESERVATION_MAIL_EVENTS = [
  'confirmation',
  'modification',
  'cancellation',
  'noShow',
  'reminder',
] as const satisfies readonly ReservationMailEvent[]

export const isReservationMailEvent = (value: string): value is ReservationMailEvent =>
  (RESERVATION_MAIL_EVENTS as readonly string[]).includes(value)

/** The default no-show grace (minutes after the start) when the settings leave it empty. */
export const DEFAULT_START_DELAY_MINUTES = 15
/** The default time after the end before a checked-in booking is completed. */
export const DEFAULT_END_DELAY_MINUTES = 0

const MODULE = 'reservations'

/** The public page the cancel link opens. */
export const reservationLink = (origin: string, id: string, key: string): string =>
  `${origin.replace(/\/+$/, '')}/space/reservation/${encodeURIComponent(id)}?key=${encodeURIComponent(key)}`

const idOf = (value: unknown): string | null => {
  if (value === null || value === undefined || value === '') return null
  if (typeof value === 'object' && 'id' in value) return String((value as { id: unknown }).id)
  return String(value)
}

// ---------------------------------------------------------------------------------------------
// Times in the library's time zone

const PARTS = new Intl.DateTimeFormat('en-US', {
  timeZone: LIBRARY_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  weekday: 'short',
})
const WEEKDAY: Record<string, string> = { Sun: '日', Mon: '一', Tue: '二', Wed: '三', Thu: '四', Fri: '五', Sat: '六' }

const localParts = (value: string) => {
  const parts = Object.fromEntries(PARTS.formatToParts(new Date(value)).map((part) => [part.type, part.value]))
  return {
    day: `${parts.year}/${parts.month}/${parts.day}（${WEEKDAY[parts.weekday ?? ''] ?? ''}）`,
    time: `${parts.hour}:${parts.minute}`,
  }
}

/** `2026/12/01（二）09:00–10:00` in the library's time zone (the end's day too when it differs). */
export const formatSpan = (startDate: string, endDate: string): string => {
  const start = localParts(startDate)
  const end = localParts(endDate)
  return start.day === end.day
    ? `${start.day} ${start.time}–${end.time}`
    : `${start.day} ${start.time}–${end.day} ${end.time}`
}

// ---------------------------------------------------------------------------------------------
// Loading the bookings with their seat and room names

export type MailBooking = {
  id: string
  kind: 'Seat' | 'Room'
  startDate: string
  endDate: string
  status: Reservation['status']
  name: string
  email: string | null
  phoneNumber: string | null
  cancelReason: string | null
  updatedAt: string
  /** 座位 A12（三樓自修室） or 討論室 A. */
  what: string
  /** The room's name. */
  where: string
}

/** The bookings as the mail shows them; read in `req`'s transaction when given (what it has written, uncommitted). */
const loadBookings = async (payload: Payload, ids: readonly string[], req?: PayloadRequest): Promise<MailBooking[]> => {
  if (ids.length === 0) return []
  const inReq = req ? { req } : {}
  const found = await payload.find({
    collection: 'reservations',
    where: { id: { in: [...ids] } },
    sort: 'startDate',
    pagination: false,
    limit: 0,
    depth: 0,
    overrideAccess: true,
    ...inReq,
  })
  const seatIds = [...new Set(found.docs.map((doc) => idOf(doc.seatId)).filter((id): id is string => id !== null))]
  const seats = seatIds.length
    ? (
        await payload.find({
          collection: 'seats',
          where: { id: { in: seatIds } },
          pagination: false,
          limit: 0,
          depth: 0,
          overrideAccess: true,
          ...inReq,
        })
      ).docs
    : []
  const seatById = new Map(seats.map((seat) => [String(seat.id), seat]))
  const roomIds = [
    ...new Set(
      [...found.docs.map((doc) => idOf(doc.roomId)), ...seats.map((seat) => idOf(seat.roomId))].filter(
        (id): id is string => id !== null,
      ),
    ),
  ]
  const rooms = roomIds.length
    ? (
        await payload.find({
          collection: 'rooms',
          where: { id: { in: roomIds } },
          pagination: false,
          limit: 0,
          depth: 0,
          overrideAccess: true,
          ...inReq,
        })
      ).docs
    : []
  const roomName = new Map(rooms.map((room) => [String(room.id), room.name]))
  return found.docs.map((doc) => {
    const seat = doc.kind === 'Seat' ? seatById.get(idOf(doc.seatId) ?? '') : undefined
    const room = roomName.get(idOf(doc.roomId) ?? idOf(seat?.roomId) ?? '') ?? doc.roomName ?? ''
    const number = seat?.number ?? doc.seatNumber ?? ''
    const what =
      doc.kind === 'Seat'
        ? `${RESERVATION_KIND_LABEL.Seat} ${number}${room ? `（${room}）` : ''}`
        : room || RESERVATION_KIND_LABEL.Room
    return {
      id: String(doc.id),
      kind: doc.kind,
      startDate: doc.startDate ?? '',
      endDate: doc.endDate ?? '',
      status: doc.status,
      name: doc.name,
      email: doc.email ?? null,
      phoneNumber: doc.phoneNumber ?? null,
      cancelReason: doc.cancelReason ?? null,
      updatedAt: doc.updatedAt,
      what: what.trim(),
      where: room,
    }
  })
}

/**
 * The bookings as the mail shows them, taken when the change is made (inside its transaction with
 * `req`): the job carries it, so the mail states what that change left, not what a later change
 * stored before the job ran (issue 43 §5), and a deleted booking's mail is written although the
 * record is gone.
 */
export const bookingSnapshot = (
  payload: Payload,
  ids: readonly string[],
  req?: PayloadRequest,
): Promise<MailBooking[]> => loadBookings(payload, ids, req)

/** The mailable key of a stored booking (derived keys only). */
const storedKeyOf = async (payload: Payload, id: string): Promise<string | null> => {
  const doc = await payload.findByID({
    collection: 'reservations',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    showHiddenFields: true,
  })
  return doc
    ? bookingKeyForMail(payload.secret, {
        id: String(doc.id),
        recurrenceId: doc.recurrenceId,
        accessKeyHash: doc.accessKeyHash,
      })
    : null
}

const startDelayOf = async (payload: Payload, kind: 'Seat' | 'Room'): Promise<number> => {
  if (kind === 'Seat') {
    const settings = await payload.findGlobal({ slug: 'seat-reservation-settings', depth: 0, overrideAccess: true })
    return settings.seatsStartDelayMinutes ?? DEFAULT_START_DELAY_MINUTES
  }
  const settings = await payload.findGlobal({ slug: 'room-reservation-settings', depth: 0, overrideAccess: true })
  return settings.roomsStartDelayMinutes ?? DEFAULT_START_DELAY_MINUTES
}

// ---------------------------------------------------------------------------------------------
// The patron's mail

const calendarOf = (bookings: readonly MailBooking[], event: ReservationMailEvent): MailAttachment => {
  const cancel = event === 'cancellation' || event === 'noShow'
  const occurrences: IcsOccurrence[] = bookings.map((booking) => ({
    id: booking.id,
    startDate: booking.startDate,
    endDate: booking.endDate,
    title: `圖書館${RESERVATION_KIND_LABEL[booking.kind]}預約：${booking.what}`,
    location: booking.where || null,
    description: `預約人：${booking.name}\n預約編號：${booking.id}`,
    cancelled: cancel,
  }))
  // Each later version of a booking needs a higher SEQUENCE: the last change's time in seconds.
  const sequence =
    event === 'confirmation'
      ? 0
      : Math.max(...bookings.map((booking) => Math.floor(Date.parse(booking.updatedAt) / 1000) || 0))
  return {
    filename: ICS_FILENAME,
    content: reservationIcs(occurrences, { method: cancel ? 'CANCEL' : 'PUBLISH', sequence }),
    contentType: ICS_CONTENT_TYPE,
  }
}

const SUBJECT: Record<ReservationMailEvent, string> = {
  confirmation: '預約成功',
  modification: '預約已變更',
  cancellation: '預約已取消',
  noShow: '逾時未報到，預約已釋出',
  reminder: '預約提醒',
}

/** The subject, text and attachment of the patron's mail about these bookings (exported for tests). */
export const composePatronMail = (
  bookings: readonly MailBooking[],
  event: ReservationMailEvent,
  options: { link?: string | null; startDelayMinutes: number; changes?: string | null; myReservations?: string | null },
): { subject: string; text: string; attachments: MailAttachment[] } => {
  const first = bookings[0]!
  const kindLabel = RESERVATION_KIND_LABEL[first.kind]
  const series = bookings.length > 1 ? `（共 ${bookings.length} 個時段）` : ''
  const times = bookings.map((booking) => `  ${formatSpan(booking.startDate, booking.endDate)}`)
  const intro: Record<ReservationMailEvent, string> = {
    confirmation: `您的${kindLabel}預約已完成${series}：`,
    modification: `您的${kindLabel}預約已由圖書館變更，變更後的內容如下${series}：`,
    cancellation: `您的${kindLabel}預約已取消${series}：`,
    noShow: `您的${kindLabel}預約已超過開始時間 ${options.startDelayMinutes} 分鐘仍未報到，依規定已自動取消並釋出：`,
    reminder: `提醒您，您的${kindLabel}預約即將開始：`,
  }
  const lines = [
    `${first.name} 您好：`,
    '',
    intro[event],
    `項目：${first.what}`,
    ...(first.where ? [`地點：${first.where}`] : []),
    '時間：',
    ...times,
    `預約編號：${bookings.map((booking) => booking.id).join('、')}`,
    '',
  ]
  if (event === 'modification' && options.changes) {
    lines.push('變更內容：', ...options.changes.split('\n').map((line) => `  ${line}`), '')
  }
  if (event === 'cancellation') {
    const reason = first.cancelReason?.trim()
    lines.push(`取消原因：${reason || '（未填寫）'}`, '')
  }
  if (event === 'confirmation' || event === 'modification' || event === 'reminder') {
    // A booking already checked in (a walk-in booked at the desk) has nothing left to check in.
    if (first.status === 'CheckedIn') lines.push('您已完成報到。')
    else lines.push(`請於開始時間起 ${options.startDelayMinutes} 分鐘內至現場報到，逾時未報到者預約將自動取消並釋出。`)
    lines.push(`隨信附上行事曆檔（${ICS_FILENAME}），可匯入您的行事曆。`)
  } else {
    lines.push(`隨信附上行事曆檔（${ICS_FILENAME}），匯入後可自您的行事曆移除此預約。`)
  }
  if (options.link) {
    lines.push('', '查看或取消預約請使用以下連結（連結含個人密鑰，請勿轉寄）：', options.link)
  }
  if (event === 'confirmation' && options.myReservations) {
    lines.push('', `您所有的預約都可在「我的預約」查看：${options.myReservations}`)
  }
  lines.push('', '此信件由系統自動發送，請勿直接回覆。')
  return {
    subject: `【空間預約】${SUBJECT[event]}：${first.what}`,
    text: lines.join('\n'),
    attachments: [calendarOf(bookings, event)],
  }
}

/**
 * Mail the patron of these bookings about `event`. `key` (the cancel-link secret, on a
 * confirmation) goes into the link and is masked in the mail log. Bookings without an e-mail
 * address get no mail.
 */
export const mailPatron = async (
  payload: Payload,
  input: {
    reservationIds: readonly string[]
    event: ReservationMailEvent
    key?: string | null
    origin: string
    changes?: string | null
    snapshot?: readonly MailBooking[] | null
  },
): Promise<boolean> => {
  // The bookings as the change left them (jobs queued before snapshots were carried read them now).
  const bookings = input.snapshot?.length ? input.snapshot : await loadBookings(payload, input.reservationIds)
  const first = bookings[0]
  if (!first?.email) return false
  // A later mail (a change, a cancellation, a reminder) gives the private link again when the
  // booking's key is derived and the booking is still stored (a deleted one has none).
  const key = input.key ?? (await storedKeyOf(payload, first.id))
  const link = key ? reservationLink(input.origin, first.id, key) : null
  const mail = composePatronMail(bookings, input.event, {
    link,
    startDelayMinutes: await startDelayOf(payload, first.kind),
    changes: input.changes,
    myReservations: `${input.origin.replace(/\/+$/, '')}/space/my-reservations`,
  })
  await deliverMail(payload, {
    to: [first.email],
    subject: mail.subject,
    text: mail.text,
    attachments: mail.attachments,
    module: MODULE,
    user: null,
    // The mail log keeps a masked copy: the key opens and cancels the booking.
    secrets: key ? [key, encodeURIComponent(key)] : [],
  })
  return true
}

// ---------------------------------------------------------------------------------------------
// The notifier recipients' notice

/** Where staff open a booking in the back office. */
export const backOfficeLink = (origin: string, booking: Pick<MailBooking, 'id' | 'kind'>): string =>
  `${origin.replace(/\/+$/, '')}/shennong/space-management/${booking.kind === 'Seat' ? 'seat-reservation' : 'room-reservation'}/${encodeURIComponent(booking.id)}`

/** Tell the reservations notifier recipients of a new booking (or series). */
export const notifyStaffOfBooking = async (
  payload: Payload,
  input: { reservationIds: readonly string[]; origin: string; snapshot?: readonly MailBooking[] | null },
): Promise<boolean> => {
  const { moduleNotifiers } = await getModuleNotifiers(payload)
  const to = moduleNotifiers.filter((entry) => entry.moduleName === MODULE).map((entry) => entry.email)
  if (to.length === 0) return false
  const bookings = input.snapshot?.length ? input.snapshot : await loadBookings(payload, input.reservationIds)
  const first = bookings[0]
  if (!first) return false
  await deliverMail(payload, {
    to,
    subject: `【新空間預約】${first.name} 預約${first.what}`,
    text: [
      `${first.name} 新增了一筆${RESERVATION_KIND_LABEL[first.kind]}預約${bookings.length > 1 ? `（週期預約，共 ${bookings.length} 個時段）` : ''}：`,
      `項目：${first.what}`,
      '時間：',
      ...bookings.map((booking) => `  ${formatSpan(booking.startDate, booking.endDate)}`),
      `聯絡信箱：${first.email ?? '（未填寫）'}`,
      ...(first.phoneNumber ? [`聯絡電話：${first.phoneNumber}`] : []),
      '',
      `請至後台查看：${backOfficeLink(input.origin, first)}`,
    ].join('\n'),
    module: MODULE,
    user: null,
  })
  return true
}
