import type { AdminViewSpec } from '@/modules/define'

const view = (name: string, path: `/${string}`, title: string): AdminViewSpec => ({
  Component: `/modules/reservations/admin/SpaceViews#${name}`,
  path,
  exact: true,
  meta: { title },
})

/** The custom space-management screens (the settings and notifier pages stay Payload's global screens). */
export const RESERVATION_ADMIN_VIEWS: Record<string, AdminViewSpec> = {
  spaceRoomManagement: view('RoomManagementView', '/space-management/room-management', '空間管理'),
  spaceSeatManagement: view('SeatManagementView', '/space-management/seat-management', '座位管理'),
  spaceRoomReservation: view('RoomReservationView', '/space-management/room-reservation', '空間預約'),
  spaceSeatReservation: view('SeatReservationView', '/space-management/seat-reservation', '座位預約'),
  // One booking, opened in the list's detail panel (the staff notice mail links here).
  spaceRoomReservationOne: view('RoomReservationView', '/space-management/room-reservation/:id', '空間預約'),
  spaceSeatReservationOne: view('SeatReservationView', '/space-management/seat-reservation/:id', '座位預約'),
  spaceDayView: view('SpaceDayView', '/space-management', '空間預約管理'),
}
