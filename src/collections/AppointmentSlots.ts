import type { CollectionConfig } from 'payload'

import { staffOnly } from './access'

/**
 * Visit moments the agency offers on a property (SPEC §2.7 appointment plugin). Visitors book one through
 * the appointment form; a slot takes as many bookings as its capacity, then it is full.
 */
export const AppointmentSlots: CollectionConfig = {
  slug: 'appointment-slots',
  labels: { singular: 'Appointment slot', plural: 'Appointment slots' },
  admin: { useAsTitle: 'startsAt', defaultColumns: ['property', 'startsAt', 'endsAt', 'capacity', 'booked'], group: 'Agency' },
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  defaultSort: 'startsAt',
  fields: [
    { name: 'property', type: 'relationship', relationTo: 'properties', required: true, index: true },
    {
      type: 'row',
      fields: [
        { name: 'startsAt', type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'dayAndTime', timeIntervals: 15 } } },
        { name: 'endsAt', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime', timeIntervals: 15 } } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'capacity', type: 'number', required: true, defaultValue: 1, min: 1, max: 100, admin: { description: 'How many visitors can book this moment' } },
        { name: 'booked', type: 'number', defaultValue: 0, min: 0, admin: { readOnly: true, description: 'Confirmed bookings' } },
      ],
    },
  ],
}
