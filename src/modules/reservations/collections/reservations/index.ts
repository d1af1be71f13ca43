import type { Access, CollectionConfig, FieldHook, PayloadRequest, Validate, Where } from 'payload'

import { MENU_GROUPS } from '@/i18n/menu'
import {
  accessKeyHashField,
  checkboxField,
  dateField,
  dateRangeFields,
  emailField,
  numberField,
  textField,
  textareaField,
} from '@/fields/common'
import { FIELD_LABEL, MODULE_MSG, optionsOf } from '@/i18n/modules'
import { ACCOUNT_SOURCE_LABEL, RESERVATION_KIND_LABEL, RESERVATION_STATUS_LABEL } from '../../labels'
import { accountSourceOf } from '../../accountSource'
import { FLAGS, can, userOf } from '@/access'

type Kind = keyof typeof RESERVATION_KIND_LABEL
type ReservationSiblings = { kind?: Kind; status?: keyof typeof RESERVATION_STATUS_LABEL }

const LABEL_SEAT = '座位'
const LABEL_ROOM = '空間'

/** The seat of a Seat booking and the room of a Room booking are required. */
const requiredFor =
  (kind: Kind, label: string): Validate<unknown, unknown, ReservationSiblings> =>
  (value, { siblingData }) =>
    (value === undefined || value === null || value === '') && siblingData?.kind === kind
      ? MODULE_MSG.required(label)
      : true

type Action = 'read' | 'edit' | 'delete'

const idOf = (value: unknown): string | undefined =>
  value && typeof value === 'object' && 'id' in value
    ? String((value as { id: unknown }).id)
    : value
      ? String(value)
      : undefined

/**
 * The room's name or the seat's number as it was when the booking was made or moved, kept on
 * the booking: a room or seat deleted later leaves its bookings' history readable.
 * Taken again only when the booking's room or seat changes.
 */
const keptName =
  (relation: 'roomId' | 'seatId'): FieldHook =>
  async ({ siblingData, originalDoc, value, req }) => {
    const field = relation === 'roomId' ? 'roomName' : 'seatNumber'
    // The booking service names them as it writes the relation (it has read the room and seat): no second read.
    if (typeof value === 'string' && value !== '' && relation in siblingData) return value
    const kept = (value as string | null | undefined) ?? (originalDoc?.[field] as string | null | undefined) ?? null
    const target = idOf(relation in siblingData ? siblingData[relation] : originalDoc?.[relation])
    if (!target) return kept
    if (kept && target === idOf(originalDoc?.[relation])) return kept
    const found = await req.payload.findByID({
      collection: relation === 'roomId' ? 'rooms' : 'seats',
      id: target,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
      req,
    })
    if (!found) return kept
    return 'name' in found ? found.name : found.number
  }

/**
 * Which accounts proved an internal booking's username (the platform's own or the hospital
 * directory's), so a directory patron and a platform account of one username stay two people to
 * 我的預約, the account proof and the weekly limit. The booking service writes it from the source
 * that accepted the password (or, for staff, by accountSourceOf); a booking written otherwise, or
 * whose username changes without it, gets it by accountSourceOf. External bookings have none.
 */
const keptAccountSource: FieldHook = async ({ value, previousValue, siblingData, previousSiblingDoc, req }) => {
  const pick = (field: string): unknown => (field in siblingData ? siblingData[field] : previousSiblingDoc?.[field])
  const username = typeof pick('username') === 'string' ? (pick('username') as string).trim().toLowerCase() : ''
  if (pick('isExternal') === true || !username) return null
  const given = value === 'local' || value === 'directory' ? value : null
  const sameUsername = (previousSiblingDoc?.username as string | null | undefined)?.trim().toLowerCase() === username
  // Kept while the username is the same, or when the writer named the source along with a new username.
  if (given && (sameUsername || value !== previousValue)) return given
  return accountSourceOf(req, username)
}

/** Which flag group governs a booking of each kind: seats for Seat, rooms for Room. */
const KIND_FLAGS = { Seat: FLAGS.reservations.seats, Room: FLAGS.reservations.rooms } as const satisfies Record<
  Kind,
  unknown
>

/** The kinds of booking the request's user may `action`. */
export const reservationKindsFor = (req: Pick<PayloadRequest, 'user'>, action: Action): Kind[] =>
  (Object.keys(KIND_FLAGS) as Kind[]).filter((kind) => can(userOf(req), KIND_FLAGS[kind][action]))

/**
 * Room managers and seat managers both reach the bookings, each only the bookings of their own
 * kind: read, update and delete are narrowed to the kinds whose flag the
 * user holds, and a create or update that names a kind needs that kind's edit flag (so a seat
 * manager cannot book a room, nor turn a seat booking into a room booking).
 */
const byKind =
  (action: Action): Access =>
  ({ req, data }) => {
    const kinds = reservationKindsFor(req, action)
    if (kinds.length === 0) return false
    const wanted = (data as { kind?: unknown } | undefined)?.kind
    if (wanted !== undefined && wanted !== null && !kinds.includes(wanted as Kind)) return false
    if (kinds.length === Object.keys(KIND_FLAGS).length) return true
    const where: Where = { kind: { in: kinds } }
    return where
  }

/** Create: the data decides (no stored document to narrow); without data, whether the button shows. */
const createByKind: Access = ({ req, data }) => {
  const kinds = reservationKindsFor(req, 'edit')
  if (kinds.length === 0) return false
  const wanted = (data as { kind?: unknown } | undefined)?.kind
  return wanted === undefined || wanted === null || kinds.includes(wanted as Kind)
}

/**
 * Seat and room bookings in one collection, told apart by `kind`. A recurring
 * room booking is one document per occurrence sharing a `recurrenceId`, so a series can be
 * cancelled together. Cancelled bookings are kept with their reason.
 */
export const Reservations: CollectionConfig = {
  slug: 'reservations',
  labels: { singular: '預約', plural: '空間預約管理' },
  defaultSort: '-startDate',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['kind', 'roomId', 'seatId', 'startDate', 'endDate', 'name', 'status'],
    group: MENU_GROUPS.platform,
  },
  access: {
    read: byKind('read'),
    create: createByKind,
    update: byKind('edit'),
    delete: byKind('delete'),
  },
  fields: [
    {
      name: 'kind',
      label: '預約類型',
      type: 'select',
      required: true,
      options: optionsOf(RESERVATION_KIND_LABEL),
      index: true,
    },
    {
      name: 'seatId',
      label: LABEL_SEAT,
      type: 'relationship',
      relationTo: 'seats',
      index: true,
      validate: requiredFor('Seat', LABEL_SEAT),
      admin: { condition: (_data, sibling) => (sibling as ReservationSiblings).kind === 'Seat' },
    },
    {
      name: 'roomId',
      label: LABEL_ROOM,
      type: 'relationship',
      relationTo: 'rooms',
      index: true,
      validate: requiredFor('Room', LABEL_ROOM),
    },
    // Written by the server only (the service, or the hook from the relation); never over REST.
    textField('roomName', '空間名稱（預約時）', {
      access: { create: () => false, update: () => false },
      admin: { position: 'sidebar', readOnly: true },
      hooks: { beforeChange: [keptName('roomId')] },
    }),
    textField('seatNumber', '座位編號（預約時）', {
      access: { create: () => false, update: () => false },
      admin: { position: 'sidebar', readOnly: true },
      hooks: { beforeChange: [keptName('seatId')] },
    }),
    ...dateRangeFields('dayAndTime', { required: true, labels: { start: '開始時間', end: '結束時間' } }),
    textField('name', FIELD_LABEL.respondentName, { required: true }),
    textField('phoneNumber', FIELD_LABEL.phoneNumber),
    emailField('email'),
    textField('primaryDepartment', FIELD_LABEL.primaryDepartment),
    textField('secondaryDepartment', FIELD_LABEL.secondaryDepartment),
    textField('jobTitle', FIELD_LABEL.jobTitle),
    textareaField('purpose', '用途'),
    numberField('userCount', '使用人數', { min: 1 }),
    textareaField('note', FIELD_LABEL.remark),
    textField('username', FIELD_LABEL.username),
    {
      name: 'accountSource',
      label: '帳號來源',
      type: 'select',
      options: optionsOf(ACCOUNT_SOURCE_LABEL),
      // Written by the server only (the service, or the hook from the username); never over REST.
      access: { create: () => false, update: () => false },
      admin: { readOnly: true },
      hooks: { beforeChange: [keptAccountSource] },
    },
    checkboxField('isExternal', '外部人士', false),
    textareaField('annotation', '館方註記'),
    textareaField('overrideReason', '略過限制的原因', {
      admin: { readOnly: true, description: '館員代為預約時略過預約限制（天數、每週時數、外部名額、時段）的原因。' },
    }),
    {
      name: 'status',
      label: FIELD_LABEL.status,
      type: 'select',
      required: true,
      defaultValue: 'Reserved',
      options: optionsOf(RESERVATION_STATUS_LABEL),
      index: true,
      admin: { position: 'sidebar' },
    },
    textareaField('cancelReason', '取消原因', {
      admin: {
        position: 'sidebar',
        condition: (_data, sibling) => (sibling as ReservationSiblings).status === 'Cancelled',
      },
    }),
    dateField('checkedInAt', '報到時間', 'dayAndTime', { admin: { position: 'sidebar', readOnly: true } }),
    // Set once, by the one reminder run that claims the booking (compare-and-set): never two reminders.
    dateField('reminderSentAt', '提醒信寄出時間', 'dayAndTime', { admin: { position: 'sidebar', readOnly: true } }),
    /**
     * `seat:<id>` or `room:<id>`: what the booking holds. The database refuses two holding
     * bookings (Reserved, CheckedIn) of one resource at overlapping times: an exclusion
     * constraint on PostgreSQL, triggers on SQLite (migration reservations_no_overlap).
     */
    {
      name: 'resourceKey',
      type: 'text',
      index: true,
      admin: { hidden: true },
      access: { create: () => false, update: () => false },
      hooks: {
        beforeChange: [
          ({ siblingData, originalDoc }) => {
            const kind = (siblingData.kind ?? originalDoc?.kind) as Kind | undefined
            const id = (value: unknown): string | undefined =>
              value && typeof value === 'object' && 'id' in value
                ? String((value as { id: unknown }).id)
                : value
                  ? String(value)
                  : undefined
            const target =
              kind === 'Seat'
                ? id(siblingData.seatId ?? originalDoc?.seatId)
                : id(siblingData.roomId ?? originalDoc?.roomId)
            return kind && target ? `${kind === 'Seat' ? 'seat' : 'room'}:${target}` : null
          },
        ],
      },
    },
    accessKeyHashField(),
    textField('recurrenceId', '週期預約編號', {
      index: true,
      admin: { position: 'sidebar', readOnly: true, description: '同一週期預約的各次預約共用此編號。' },
    }),
  ],
  timestamps: true,
}
