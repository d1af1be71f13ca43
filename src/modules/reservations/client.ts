/** The reservations module's door for browser code of other places (the public site's route files). */
export { ReservationBoard } from './public/ReservationBoard'
export { ReservationDetail } from './public/ReservationDetail'
export { MyReservations } from './public/MyReservations'
export type { ReservationKind } from './public/types'
