import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import React from 'react'

import { FLAGS, type Flag, can } from '@/access'
import { ADMIN_BASE, ALL_ADMIN_ROUTES, AUTH_ROUTES } from '@/admin/routeTable'
import { AdminTemplate, ForbiddenScreen, withRoles } from '@/admin/moduleViews'
import { BookingsManager } from './BookingsManager'
import { DayView, type SpaceRights } from './DayView'
import type { SpaceLink } from './SpaceShell'
import { RoomManager, SeatManager } from './SpacesManager'

type Screen = {
  path: string
  title: string
  flag: Flag
  render: (rights: SpaceRights, links: SpaceLink[]) => React.ReactNode
}

/**
 * The frame of every space-management screen: sign-in redirect, the screen's flag, the admin
 * template, the user's rights (so a seats-only user's screens never call room endpoints) and
 * the section links the user may open. The API checks every call again.
 */
const spaceScreen = async (props: AdminViewServerProps, screen: Screen) => {
  const { req } = props.initPageResult
  const user = await withRoles(req.payload, req.user)
  if (!user)
    redirect(`${ADMIN_BASE}/${AUTH_ROUTES.login}?nextUrl=${encodeURIComponent(`${ADMIN_BASE}/${screen.path}`)}`)
  if (!can(user, screen.flag)) return <ForbiddenScreen title={screen.title} />
  const { seats, rooms } = FLAGS.reservations
  const rights: SpaceRights = {
    seats: { read: can(user, seats.read), edit: can(user, seats.edit), delete: can(user, seats.delete) },
    rooms: { read: can(user, rooms.read), edit: can(user, rooms.edit), delete: can(user, rooms.delete) },
  }
  const links: SpaceLink[] = ALL_ADMIN_ROUTES.filter(
    (route) => route.path === 'space-management' || route.path.startsWith('space-management/'),
  )
    .filter((route) => can(user, route.flag))
    .map((route) => ({
      href: `${ADMIN_BASE}/${route.path}`,
      title: route.path === 'space-management' ? '每日預約一覽' : route.title,
      current: route.path === screen.path,
    }))
  return (
    <AdminTemplate props={props} viewType={screen.path}>
      {screen.render(rights, links)}
    </AdminTemplate>
  )
}

/** /shennong/space-management: the day view. */
export const SpaceDayView = async (props: AdminViewServerProps) =>
  spaceScreen(props, {
    path: 'space-management',
    title: '空間預約管理',
    flag: FLAGS.reservations.auth,
    render: (rights, links) => <DayView links={links} rights={rights} />,
  })

export const RoomManagementView = async (props: AdminViewServerProps) =>
  spaceScreen(props, {
    path: 'space-management/room-management',
    title: '空間管理',
    flag: FLAGS.reservations.rooms.read,
    render: (rights, links) => <RoomManager links={links} rights={rights} />,
  })

export const SeatManagementView = async (props: AdminViewServerProps) =>
  spaceScreen(props, {
    path: 'space-management/seat-management',
    title: '座位管理',
    flag: FLAGS.reservations.seats.read,
    render: (rights, links) => <SeatManager links={links} rights={rights} />,
  })

/** The booking named after the list's path (`…/room-reservation/{id}`), if any. */
const bookingIdOf = (props: AdminViewServerProps, listPath: string): string | undefined => {
  const segments = props.params?.segments
  const parts = Array.isArray(segments) ? segments : []
  const depth = listPath.split('/').length
  return parts.length === depth + 1 ? parts[depth] : undefined
}

/** /shennong/space-management/room-reservation[/{id}]: the room bookings, one of them open when named. */
export const RoomReservationView = async (props: AdminViewServerProps) =>
  spaceScreen(props, {
    path: 'space-management/room-reservation',
    title: '空間預約',
    flag: FLAGS.reservations.rooms.read,
    render: (rights, links) => (
      <BookingsManager
        initialSelected={bookingIdOf(props, 'space-management/room-reservation')}
        kind="Room"
        links={links}
        rights={rights}
      />
    ),
  })

/** /shennong/space-management/seat-reservation[/{id}]: the seat bookings, one of them open when named. */
export const SeatReservationView = async (props: AdminViewServerProps) =>
  spaceScreen(props, {
    path: 'space-management/seat-reservation',
    title: '座位預約',
    flag: FLAGS.reservations.seats.read,
    render: (rights, links) => (
      <BookingsManager
        initialSelected={bookingIdOf(props, 'space-management/seat-reservation')}
        kind="Seat"
        links={links}
        rights={rights}
      />
    ),
  })
