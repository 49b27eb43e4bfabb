/** What the app's routes use of the visit-booking feature (ADR 0046); never imported by another feature. */
export { bookingOfLink, confirmBooking } from './bookings'
