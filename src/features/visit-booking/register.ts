import type { CollectionHooks } from '@/collections/with-hooks'

import { releasePlaceOfEndedBooking } from './appointments'
import { releaseBookingHoldTask } from './bookings'

/** What visit booking adds to Payload (composed in payload.config.ts, ADR 0046): a place given back, the lapsed hold's task. */
export const visitBookingHooks = {
  leads: { afterChange: [releasePlaceOfEndedBooking] },
} satisfies Record<string, CollectionHooks>

export { releaseBookingHoldTask }
