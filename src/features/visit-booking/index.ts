/** The visit-booking feature's public entry: what other features use of it (ADR 0046). */
export { futureSlots, hasRoom, openSlots, takePlace } from './appointments'
export { bookingConfirmUrl, queueHoldRelease } from './bookings'
