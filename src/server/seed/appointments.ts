import type { Payload } from 'payload'

/** 10:00 Brussels time on the n-th weekday from `from`, as an ISO instant. */
function weekdayAt(from: Date, weekdays: number, hour: number): Date {
  const day = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate(), 12))
  let left = weekdays
  while (left > 0) {
    day.setUTCDate(day.getUTCDate() + 1)
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) left--
  }
  // Brussels is UTC+1 in winter and UTC+2 in summer; find the offset of that day.
  const offset = Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Brussels', timeZoneName: 'shortOffset' }).formatToParts(day).find((part) => part.type === 'timeZoneName')?.value.replace('GMT', '') || 1)
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour - offset))
}

/** Demo visit moments, relative to the day the demo is loaded: the first property for sale gets open slots, the second only a full one. */
export async function seedAppointmentSlots(payload: Payload, now = new Date()): Promise<void> {
  const { docs } = await payload.find({
    collection: 'properties',
    where: { and: [{ goal: { equals: 'sale' } }, { availability: { equals: 'available' } }, { published: { equals: true } }, { project: { exists: false } }] },
    sort: 'externalId',
    limit: 2,
    depth: 0,
  })
  const [open, full] = docs
  const slot = (property: number, weekday: number, hour: number, capacity: number, booked = 0) => {
    const startsAt = weekdayAt(now, weekday, hour)
    return payload.create({
      collection: 'appointment-slots',
      data: { property, startsAt: startsAt.toISOString(), endsAt: new Date(startsAt.getTime() + 45 * 60_000).toISOString(), capacity, booked },
    })
  }
  if (open) for (const [weekday, hour] of [[1, 10], [1, 14], [2, 17], [3, 10]] as const) await slot(open.id, weekday, hour, 3)
  if (full) await slot(full.id, 2, 11, 1, 1)
}
