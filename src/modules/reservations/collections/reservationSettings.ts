import type { Field, GlobalConfig } from 'payload'

import { archiveFileAdmin } from '@/fields/archiveFile'
import { MENU_GROUPS } from '@/i18n/menu'
import { FLAGS, allow, anyone } from '@/access'
import { checkboxField, numberField, textareaField, urlField } from '@/fields/common'
import { validateNumber } from '@/fields/validate'
import { RESV_MSG } from '../messages'
import { SETTING_DEFAULTS, SETTING_LABEL } from '../rules'
import { PUBLIC_TAGS, revalidatePublicGlobalHook } from '@/lib/publicCache'

type Kind = 'seats' | 'rooms'

const capital = (kind: Kind): string => (kind === 'seats' ? 'Seats' : 'Rooms')

/**
 * A setting whose empty value means the default: 0 or less is refused with the settings call's
 * message (schemas.ts), not stored to silently mean the default (issue 43 §8).
 */
const positiveSetting = (name: string, label: string, fallback: number, description: string) =>
  numberField(name, label, {
    min: 1,
    validate: ((value: number | null | undefined, options: Parameters<ReturnType<typeof validateNumber>>[1]) =>
      typeof value === 'number' && value < 1
        ? RESV_MSG.positiveSetting(label, fallback)
        : validateNumber({ min: 1 })(value, options)) as never,
    admin: { description },
  })

/**
 * The booking limits of seats or rooms: the
 * same set of fields with a `seats` or `rooms` prefix. The spec gives no values, so no
 * default is assumed.
 */
const settingsFields = (kind: Kind, noun: string): Field[] => [
  numberField(`${kind}MaximumReservationDays`, '可預約的天數上限', {
    min: 0,
    admin: { description: `可預約今天起幾天內的${noun}。` },
  }),
  positiveSetting(
    `${kind}MinimumReservationMinutes`,
    SETTING_LABEL.minimumMinutes,
    SETTING_DEFAULTS.minimumMinutes,
    `一次預約的最短時間；留空則為 ${SETTING_DEFAULTS.minimumMinutes} 分鐘。`,
  ),
  positiveSetting(
    `multiplierFor${capital(kind)}MinimumReservationMinutes`,
    SETTING_LABEL.multiplier,
    SETTING_DEFAULTS.multiplier,
    `預約時間以「最短預約分鐘數 × 倍數」為單位；留空則為 ${SETTING_DEFAULTS.multiplier}。`,
  ),
  numberField(`${kind}MaximumWeeklyReservationMinutes`, '每週預約分鐘數上限', { min: 0 }),
  numberField(`${kind}StartDelayMinutes`, '開始時間延遲分鐘數', { min: 0 }),
  numberField(`${kind}EndDelayMinutes`, '結束時間延遲分鐘數', { min: 0 }),
  numberField(`${kind}AllowedExternalReservationCount`, '外部人士可預約數', { min: 0 }),
  numberField(`${kind}ReminderHours`, '預約提醒（開始前幾小時）', {
    min: 1,
    admin: { description: `在${noun}預約開始前幾小時寄一封提醒信給預約者；留空表示不寄。` },
  }),
  {
    name: `${kind}SelfCheckIn`,
    label: '讀者自行報到',
    type: 'select',
    defaultValue: 'off',
    options: [
      { label: '不開放（由館員報到）', value: 'off' },
      { label: '讀者可由預約連結或「我的預約」自行報到', value: 'link' },
      { label: '讀者自行報到時須輸入櫃台報到碼', value: 'code' },
    ],
    admin: {
      description: `自預約開始前 15 分鐘至結束前可報到。選擇「須輸入櫃台報到碼」時，當日報到碼顯示於後台${noun}預約頁，請張貼於服務台。`,
    },
  },
  textareaField(`${kind}ReservationDescription`, '預約說明'),
  urlField(`${kind}ReservationImageUrl`, '預約說明圖片', { admin: archiveFileAdmin('image') }),
]

export const SeatReservationSettings: GlobalConfig = {
  slug: 'seat-reservation-settings',
  label: '座位預約設定',
  admin: { group: MENU_GROUPS.platform },
  access: { read: anyone, update: allow(FLAGS.reservations.seats.edit) },
  // The booking pages show these rules (their intro and hint are rendered on the server).
  hooks: { afterChange: [revalidatePublicGlobalHook(PUBLIC_TAGS.reservations)] },
  fields: settingsFields('seats', '座位'),
}

export const RoomReservationSettings: GlobalConfig = {
  slug: 'room-reservation-settings',
  label: '空間預約設定',
  admin: { group: MENU_GROUPS.platform },
  access: { read: anyone, update: allow(FLAGS.reservations.rooms.edit) },
  hooks: { afterChange: [revalidatePublicGlobalHook(PUBLIC_TAGS.reservations)] },
  fields: [
    ...settingsFields('rooms', '空間'),
    checkboxField('roomsRecurrenceReservationIsOpen', '開放週期性預約', false),
  ],
}
