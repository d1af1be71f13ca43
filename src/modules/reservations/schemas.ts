import { z } from 'zod'

import { FIELD_LABEL } from '@/i18n/modules'
import { RESERVATION_STATUS_LABEL } from './labels'
import { LABEL, MSG } from '@/i18n/messages'
import { holdsControl } from '@/lib/controlCharacters'
import { isObjectId } from '@/lib/objectId'
import { todayKey } from '@/lib/timeZone'
import { idAlias, requiredText } from '@/validation'
import { isCalendarDay } from '@/validation/dates'
import { RESV_MSG } from './messages'
import { SETTING_DEFAULTS, SETTING_LABEL } from './rules'
import { addDays } from './slots'

/**
 * Request bodies and queries of the reservation calls (zod, strict: unknown keys are refused,
 * enumerations and numbers are not coerced).
 */

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

/**
 * The days a call accepts: two years (731 days) either side of today in the library's
 * time zone. Nobody books or looks up a seat further away, and the day arithmetic (a week after
 * `from`, the library day of an instant) stays far from the calendar's edges (year 0, 9999),
 * where it used to throw (a 500).
 */
export const DAY_WINDOW_DAYS = 731
export const dayWindow = (now: Date = new Date()): { from: string; to: string } => {
  const today = todayKey(now)
  return { from: addDays(today, -DAY_WINDOW_DAYS), to: addDays(today, DAY_WINDOW_DAYS) }
}
/** A `YYYY-MM-DD` inside the window (text order is date order for four-digit years). */
const insideWindow = (day: string): boolean => {
  const { from, to } = dayWindow()
  return day >= from && day <= to
}
const outsideWindow = (label: string) => () => {
  const { from, to } = dayWindow()
  return RESV_MSG.outsideWindow(label, from, to)
}

/**
 * Control characters (the rules are src/lib/controlCharacters.ts): none in a one-line
 * field; in the calendar file (ics.ts) or a mail header a line break would start a forged line.
 * A multi-line field (a purpose, a note) keeps LF, CRLF and TAB, as a browser's textarea sends
 * them, and refuses the rest, a bare CR too.
 */
export const hasControlCharacters = (value: string, multiline = false): boolean =>
  holdsControl(value, multiline ? 'multiline' : 'line')
const noControl = (label: string, multiline = false) =>
  [(value: string) => !hasControlCharacters(value, multiline), { error: RESV_MSG.controlCharacters(label) }] as const

export const dayString = (label: string) =>
  z.string({ error: RESV_MSG.day(label) }).refine(isCalendarDay, { error: RESV_MSG.day(label), abort: true })
/** A real day inside the window (queries and series ranges). */
export const windowDay = (label: string) => dayString(label).refine(insideWindow, { error: outsideWindow(label) })
/**
 * A day of the back-office booking list's filters: history further back than the window is
 * listed, but only days of a calendar the day arithmetic handles (year 0 used to answer a 500).
 */
const LIST_DAYS = { from: '1970-01-01', to: '2999-12-31' } as const
const listDay = (label: string) =>
  dayString(label).refine((day) => day >= LIST_DAYS.from && day <= LIST_DAYS.to, {
    error: RESV_MSG.outsideWindow(label, LIST_DAYS.from, LIST_DAYS.to),
  })
/**
 * Whether a `YYYY-MM-DD` of four digits names a day its month has (2026-02-30 does not). Any year:
 * how far away it is, the window decides after (year 0 is outside the window, not a bad date).
 */
const dayExists = (day: string): boolean => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  // The Gregorian calendar repeats every 400 years: the month's length in a year 2000–2399 like it.
  const length = new Date(Date.UTC(2000 + (year % 400), month, 0)).getUTCDate()
  return month >= 1 && month <= 12 && date >= 1 && date <= length
}
const dateTime = (label: string) =>
  z
    .string({ error: RESV_MSG.dateTime(label) })
    .refine((value) => ISO_DATE_TIME.test(value), { error: RESV_MSG.dateTime(label), abort: true })
    // A day the calendar does not have (2026-02-30) is named, not rolled over into March by Date.parse
    // (a start in the past would then be refused as one, issue 43 §8).
    .refine((value) => dayExists(value.slice(0, 10)), {
      error: (issue) => RESV_MSG.invalidDate(label, String(issue.input).slice(0, 10)),
      abort: true,
    })
    .refine((value) => !Number.isNaN(Date.parse(value)), { error: RESV_MSG.dateTime(label), abort: true })
    // The instant's UTC day inside the window (a day either side of the library's, well inside the calendar).
    .refine((value) => insideWindow(new Date(value).toISOString().slice(0, 10)), { error: outsideWindow(label) })
const timeString = (label: string) =>
  z.string({ error: RESV_MSG.time(label) }).regex(TIME, { error: RESV_MSG.time(label) })
const objectId = (label: string) => requiredText(label).refine(isObjectId, { error: `${label}${MSG.notObjectId}` })
/** An optional trimmed text of one line (or of several with `multiline`), without control characters. */
const optionalText = (label: string, max = 200, multiline = false) =>
  z
    .string({ error: `${label}須為文字` })
    .trim()
    .max(max, { error: `${label}不可超過 ${max} 字` })
    .refine(...noControl(label, multiline))
    .optional()
/** A required trimmed one-line text of at most `max` characters, without control characters. */
const requiredLine = (label: string, max: number) =>
  requiredText(label).pipe(
    z
      .string()
      .max(max, { error: `${label}不可超過 ${max} 字` })
      .refine(...noControl(label)),
  )
const email = z
  .string({ error: MSG.required(FIELD_LABEL.email) })
  .trim()
  .min(1, { error: MSG.required(FIELD_LABEL.email) })
  .refine(...noControl(FIELD_LABEL.email))
  .pipe(z.email({ error: RESV_MSG.email }))
const userCount = z
  .number({ error: RESV_MSG.userCount })
  .int({ error: RESV_MSG.userCount })
  .positive({ error: RESV_MSG.userCount })
const bool = (label: string) => z.boolean({ error: `${label}須為是或否` })

/** The patron's contact fields, shared by every booking call. */
const contactShape = {
  name: requiredLine(FIELD_LABEL.respondentName, 100),
  phoneNumber: optionalText(FIELD_LABEL.phoneNumber, 50),
  email,
  primaryDepartment: optionalText(FIELD_LABEL.primaryDepartment),
  secondaryDepartment: optionalText(FIELD_LABEL.secondaryDepartment),
  jobTitle: optionalText(FIELD_LABEL.jobTitle),
  purpose: optionalText('用途', 1000, true),
  userCount: userCount.optional(),
  note: optionalText(FIELD_LABEL.remark, 1000, true),
  isExternal: bool('外部人士'),
  username: optionalText(LABEL.username, 100),
  password: z
    .string({ error: `${LABEL.password}須為文字` })
    .max(200)
    .optional(),
  /** The honeypot: filled by bots only (a filled one gets a fake success). */
  website: z.string().optional(),
}

/**
 * Staff bookings also carry the library's own annotation, and may override the limits a patron
 * meets (days ahead, weekly minutes, external quota, the slot grid) with a reason that is stored.
 */
const staffShape = {
  annotation: optionalText('館方註記', 2000, true),
  overrideReason: optionalText('略過限制的原因', 500, true),
  /** 已到場（直接報到）: a walk-in at the desk, booked checked in (only inside the check-in window). */
  checkedIn: bool('已到場（直接報到）').optional(),
}

const timesShape = { startDate: dateTime('開始時間'), endDate: dateTime('結束時間') }

/** An internal patron's public booking names the account (the password is checked, never stored). */
const needsAccount = <T extends { isExternal: boolean; username?: string; password?: string }>(
  body: T,
  ctx: z.RefinementCtx,
) => {
  if (body.isExternal) return
  if (!body.username) ctx.addIssue({ code: 'custom', message: MSG.required(LABEL.username), path: ['username'] })
  else if (!body.password) ctx.addIssue({ code: 'custom', message: MSG.required(LABEL.password), path: ['password'] })
}

export const publicSeatBookingSchema = z
  .strictObject({ seatId: objectId('座位'), ...timesShape, ...contactShape })
  .superRefine(needsAccount)
export const publicRoomBookingSchema = z
  .strictObject({ roomId: objectId('空間'), ...timesShape, ...contactShape })
  .superRefine(needsAccount)
export const staffSeatBookingSchema = z.strictObject({
  seatId: objectId('座位'),
  ...timesShape,
  ...contactShape,
  ...staffShape,
})
export const staffRoomBookingSchema = z.strictObject({
  roomId: objectId('空間'),
  ...timesShape,
  ...contactShape,
  ...staffShape,
})
export type BookingInput = z.infer<typeof staffSeatBookingSchema> | z.infer<typeof staffRoomBookingSchema>

/** Every N days, weeks or months. */
const INTERVAL_ERROR = '間隔須為 1 至 12 的整數'
const interval = z
  .number({ error: INTERVAL_ERROR })
  .int({ error: INTERVAL_ERROR })
  .min(1, { error: INTERVAL_ERROR })
  .max(12, { error: INTERVAL_ERROR })
/** A weekly series' days: ISO 1 (Monday) … 7 (Sunday), at least one, none twice. */
const WEEKDAYS_ERROR = '星期須為 1（週一）至 7（週日）且不可重複'
const weekdays = z
  .array(
    z
      .number({ error: WEEKDAYS_ERROR })
      .int({ error: WEEKDAYS_ERROR })
      .min(1, { error: WEEKDAYS_ERROR })
      .max(7, { error: WEEKDAYS_ERROR }),
    { error: WEEKDAYS_ERROR },
  )
  .min(1, { error: WEEKDAYS_ERROR })
  .refine((days) => new Set(days).size === days.length, { error: WEEKDAYS_ERROR })

const recurrenceShape = {
  roomId: objectId('空間'),
  rangeDates: z.strictObject(
    { startDate: windowDay('開始日期'), endDate: windowDay('結束日期') },
    { error: MSG.required('週期預約期間') },
  ),
  recurrenceSettings: z
    .strictObject(
      {
        frequency: z.enum(['daily', 'weekly', 'monthly'], { error: '週期須為 daily、weekly 或 monthly' }),
        startTime: timeString('開始時間'),
        endTime: timeString('結束時間'),
        interval: interval.optional(),
        weekdays: weekdays.optional(),
      },
      { error: MSG.required('週期設定') },
    )
    .refine((settings) => settings.weekdays === undefined || settings.frequency === 'weekly', {
      error: '只有每週的週期可指定星期',
      path: ['weekdays'],
    }),
  skipConflicts: bool('略過無法預約的日期').optional(),
  ...contactShape,
}
export const publicRecurrenceSchema = z.strictObject(recurrenceShape).superRefine(needsAccount)
export const staffRecurrenceSchema = z.strictObject({ ...recurrenceShape, ...staffShape })
export type RecurrenceBookingInput = z.infer<typeof staffRecurrenceSchema>

/**
 * A staff change of a booking: contact fields, the annotation, the times, the seat or room. The
 * booking is named by the spec's `_id` (as the room and seat saves are) or by `id`; both may be
 * sent only when they agree.
 */
const modifyShape = {
  _id: objectId('預約').optional(),
  id: objectId('預約').optional(),
  name: contactShape.name.optional(),
  phoneNumber: contactShape.phoneNumber,
  email: email.optional(),
  purpose: contactShape.purpose,
  userCount: userCount.nullable().optional(),
  note: contactShape.note,
  annotation: staffShape.annotation,
  startDate: timesShape.startDate.optional(),
  endDate: timesShape.endDate.optional(),
}
const bookingNamed = <T extends { _id?: string; id?: string }>(value: T, ctx: z.RefinementCtx) => {
  const { _id, ...rest } = idAlias('預約')(value, ctx)
  return { ...rest, id: _id }
}
export const modifySeatSchema = z
  .strictObject({ ...modifyShape, seatId: objectId('座位').optional() })
  .transform(bookingNamed)
export const modifyRoomSchema = z
  .strictObject({ ...modifyShape, roomId: objectId('空間').optional() })
  .transform(bookingNamed)
export type ModifyInput = z.infer<typeof modifySeatSchema> & { roomId?: string }

/** Switching a seat or room on or off; off may cancel its bookings still to come (each patron mailed). */
export const toggleSchema = z.strictObject({ cancelFutureReservations: bool('取消之後的預約').optional() })
/** Which seat or room's bookings still to come are counted. */
export const futureCountSchema = z.strictObject({
  seatId: objectId('座位').optional(),
  roomId: objectId('空間').optional(),
})

const reason = z
  .string({ error: RESV_MSG.cancelReason })
  .trim()
  .min(1, { error: RESV_MSG.cancelReason })
  .max(1000, { error: '取消原因不可超過 1000 字' })
  .refine(...noControl('取消原因', true))

export const publicCancelSchema = z.strictObject({
  reason,
  key: z.string().max(200).optional(),
  username: z.string().max(100).optional(),
  password: z.string().max(200).optional(),
})
export type PublicCancelInput = z.infer<typeof publicCancelSchema>
export const staffCancelSchema = z.strictObject({ reason })

/** 我的預約 (mine.ts): an account's sign-in, a link request, the mailed link's key; a patron's own check-in. */
export const mineSignInSchema = z.strictObject({
  username: requiredLine(FIELD_LABEL.username, 100),
  password: requiredText('密碼').pipe(z.string().max(200, { error: '密碼不可超過 200 字' })),
})
export const mineLinkSchema = z.strictObject({ email, website: z.string().optional() })
export const mineOpenSchema = z.strictObject({
  key: requiredText('連結').pipe(z.string().max(200, { error: '連結無效' })),
})
export const selfCheckInSchema = z.strictObject({
  code: z.string({ error: '報到碼須為文字' }).max(20, { error: '報到碼不可超過 20 字' }).optional(),
  key: z.string().max(200).optional(),
  username: z.string().max(100).optional(),
  password: z.string().max(200).optional(),
})

/** `?from=YYYY-MM-DD&days=1..7[&roomId=]` (from defaults to today, days to 7; from within the window). */
export const availabilityQuerySchema = z.object({
  from: windowDay('起始日期').optional(),
  days: z
    .string()
    .regex(/^[1-7]$/, { error: RESV_MSG.days })
    .transform(Number)
    .optional(),
  roomId: z
    .string()
    .refine((value) => value === '' || isObjectId(value), { error: `空間${MSG.notObjectId}` })
    .optional(),
})

export const externalCountQuerySchema = z.object({
  isRoom: z.enum(['true', 'false'], { error: 'isRoom 須為 true 或 false' }),
  date: windowDay('日期'),
})

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value)
const optionalId = (label: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine(isObjectId, { error: `${label}${MSG.notObjectId}` })
      .optional(),
  )
const optionalBool = z.preprocess(
  emptyToUndefined,
  z.enum(['true', 'false'], { error: '須為 true 或 false' }).optional(),
)
const STATUSES = Object.keys(RESERVATION_STATUS_LABEL) as [
  keyof typeof RESERVATION_STATUS_LABEL,
  ...(keyof typeof RESERVATION_STATUS_LABEL)[],
]
const SORTABLE = ['startDate', 'endDate', 'createdAt', 'updatedAt', 'name', 'status'] as const

/** The back-office booking list's filters (page, limit and keyword are the list query's). */
export const reservationFiltersSchema = z.object({
  kind: z.preprocess(emptyToUndefined, z.enum(['Seat', 'Room'], { error: '預約類型須為 Seat 或 Room' }).optional()),
  roomId: optionalId('空間'),
  seatId: optionalId('座位'),
  from: z.preprocess(emptyToUndefined, listDay('起始日期').optional()),
  to: z.preprocess(emptyToUndefined, listDay('結束日期').optional()),
  status: z.preprocess(emptyToUndefined, z.enum(STATUSES, { error: MSG.notInEnum(FIELD_LABEL.status) }).optional()),
  name: z.preprocess(emptyToUndefined, z.string().trim().max(100).optional()),
  sort: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine((value) => (SORTABLE as readonly string[]).includes(value.replace(/^-/, '')), {
        error: `排序欄位須為 ${SORTABLE.join('、')}（可加 - 表示遞減）`,
      })
      .optional(),
  ),
})
export type ReservationFilters = z.infer<typeof reservationFiltersSchema>

export const roomFiltersSchema = z.object({ enabled: optionalBool, isLab: optionalBool })
export const seatFiltersSchema = z.object({ enabled: optionalBool, roomId: optionalId('空間') })

const urlOrPath = z
  .string()
  .trim()
  .max(1000)
  .refine((value) => value === '' || value.startsWith('/') || URL.canParse(value), { error: MSG.notUrl })

export const roomSaveSchema = z.strictObject({
  id: z.string().refine(isObjectId, { error: MSG.notObjectId }).optional(),
  _id: z.string().refine(isObjectId, { error: MSG.notObjectId }).optional(),
  name: requiredLine(FIELD_LABEL.name, 100),
  description: z
    .string()
    .max(5000)
    .refine(...noControl(FIELD_LABEL.description, true))
    .nullable()
    .optional(),
  imageUrl: urlOrPath.nullable().optional(),
  isLab: bool('實驗室').optional(),
  enabled: bool('啟用').optional(),
})
export type RoomSaveInput = z.infer<typeof roomSaveSchema>

export const seatSaveSchema = z.strictObject({
  id: z.string().refine(isObjectId, { error: MSG.notObjectId }).optional(),
  _id: z.string().refine(isObjectId, { error: MSG.notObjectId }).optional(),
  roomId: objectId('所在空間'),
  number: requiredLine('座位編號', 50),
  enabled: bool('啟用').optional(),
})
export type SeatSaveInput = z.infer<typeof seatSaveSchema>

const count = (label: string) =>
  z
    .number({ error: `${label}須為數字` })
    .int({ error: `${label}須為整數` })
    .min(0, { error: `${label}不可小於 0` })
    .nullable()
    .optional()
/**
 * The minimum minutes and its multiplier: empty means the default (rules.ts SETTING_DEFAULTS);
 * 0 is refused, as the admin form refuses it (collections/reservationSettings.ts), rather than
 * silently meaning the default (issue 43 §8).
 */
const positiveSetting = (label: string, fallback: number) =>
  z
    .number({ error: `${label}須為數字` })
    .int({ error: `${label}須為整數` })
    .min(1, { error: RESV_MSG.positiveSetting(label, fallback) })
    .nullable()
    .optional()
const text = (max: number) => z.string().max(max).nullable().optional()

const selfCheckInMode = z
  .enum(['off', 'link', 'code'], { error: '讀者自行報到須為 off、link 或 code' })
  .nullable()
  .optional()

export const seatSettingsSchema = z.strictObject({
  seatsMaximumReservationDays: count('可預約的天數上限'),
  seatsMinimumReservationMinutes: positiveSetting(SETTING_LABEL.minimumMinutes, SETTING_DEFAULTS.minimumMinutes),
  multiplierForSeatsMinimumReservationMinutes: positiveSetting(SETTING_LABEL.multiplier, SETTING_DEFAULTS.multiplier),
  seatsMaximumWeeklyReservationMinutes: count('每週預約分鐘數上限'),
  seatsStartDelayMinutes: count('開始時間延遲分鐘數'),
  seatsEndDelayMinutes: count('結束時間延遲分鐘數'),
  seatsAllowedExternalReservationCount: count('外部人士可預約數'),
  seatsReminderHours: count('預約提醒（開始前幾小時）'),
  seatsSelfCheckIn: selfCheckInMode,
  seatsReservationDescription: text(5000),
  seatsReservationImageUrl: urlOrPath.nullable().optional(),
})

export const roomSettingsSchema = z.strictObject({
  roomsMaximumReservationDays: count('可預約的天數上限'),
  roomsMinimumReservationMinutes: positiveSetting(SETTING_LABEL.minimumMinutes, SETTING_DEFAULTS.minimumMinutes),
  multiplierForRoomsMinimumReservationMinutes: positiveSetting(SETTING_LABEL.multiplier, SETTING_DEFAULTS.multiplier),
  roomsMaximumWeeklyReservationMinutes: count('每週預約分鐘數上限'),
  roomsStartDelayMinutes: count('開始時間延遲分鐘數'),
  roomsEndDelayMinutes: count('結束時間延遲分鐘數'),
  roomsAllowedExternalReservationCount: count('外部人士可預約數'),
  roomsReminderHours: count('預約提醒（開始前幾小時）'),
  roomsSelfCheckIn: selfCheckInMode,
  roomsReservationDescription: text(5000),
  roomsReservationImageUrl: urlOrPath.nullable().optional(),
  roomsRecurrenceReservationIsOpen: bool('開放週期性預約').optional(),
})
