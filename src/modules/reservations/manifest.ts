import { defineManifest } from '@/modules/define'

/** 空間預約: rooms, seats, reservations and their settings. */
export const reservationsManifest = defineManifest({
  name: 'reservations',
  label: '空間預約管理',
  group: 'platform',
  flags: [
    {
      key: 'reservations',
      label: '空間預約管理',
      children: [
        { key: 'seats', label: '座位預約', actions: ['read', 'edit', 'delete'] },
        { key: 'rooms', label: '空間預約', actions: ['read', 'edit', 'delete'] },
      ],
    },
  ],
  routes: [
    {
      path: 'space-management',
      title: '空間預約管理',
      flag: 'reservations.auth',
      collection: 'reservations',
      customView: true,
      children: [
        {
          path: 'space-management/room-management',
          title: '空間管理',
          flag: 'reservations.rooms.auth',
          collection: 'rooms',
          customView: true,
        },
        {
          path: 'space-management/room-reservation',
          title: '空間預約',
          flag: 'reservations.rooms.auth',
          collection: 'reservations',
          customView: true,
        },
        {
          path: 'space-management/seat-management',
          title: '座位管理',
          flag: 'reservations.seats.auth',
          collection: 'seats',
          customView: true,
        },
        {
          path: 'space-management/seat-reservation',
          title: '座位預約',
          flag: 'reservations.seats.auth',
          collection: 'reservations',
          customView: true,
        },
        {
          path: 'space-management/room-setting',
          title: '空間預約設定',
          flag: 'reservations.rooms.edit',
          global: 'room-reservation-settings',
        },
        {
          path: 'space-management/seat-setting',
          title: '座位預約設定',
          flag: 'reservations.seats.edit',
          global: 'seat-reservation-settings',
        },
        {
          path: 'space-management/module-notifier',
          title: '通知信箱設定',
          flag: 'reservations.auth',
          global: 'module-notifiers',
        },
      ],
    },
  ],
  notifier: { name: 'reservations', label: '空間預約', flag: 'reservations.auth', position: 3 },
  // The boards load free slots in the browser; the pages hold today's date and the booking rules
  // (the settings expire the reservations tag).
  publicTags: ['reservations'],
  pages: [
    { path: '/space/room-reservation', tags: ['reservations'], kept: true, sitemap: { name: '空間預約', position: 9 } },
    {
      path: '/space/seat-reservation',
      tags: ['reservations'],
      kept: true,
      sitemap: { name: '座位預約', position: 10 },
    },
  ],
  counters: [
    {
      key: 'seatReservations',
      label: '座位預約數',
      description: '預約開始時間在該月的座位預約（不含已取消）',
      collection: 'reservations',
      dateField: 'startDate',
      where: { and: [{ kind: { equals: 'Seat' } }, { status: { not_equals: 'Cancelled' } }] },
      position: 1,
    },
    {
      key: 'roomReservations',
      label: '空間預約數',
      description: '預約開始時間在該月的空間預約（不含已取消）',
      collection: 'reservations',
      dateField: 'startDate',
      where: { and: [{ kind: { equals: 'Room' } }, { status: { not_equals: 'Cancelled' } }] },
      position: 2,
    },
  ],
})
