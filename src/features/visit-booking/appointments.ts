import { and, eq, gt, lt, sql } from '@payloadcms/db-sqlite/drizzle'
import type { CollectionAfterChangeHook, Payload, PayloadRequest } from 'payload'

import { relationId } from '@/domain/relation'
import { drizzleOf } from '@/server/drizzle-tables'
import { transactionDb } from '@/server/transaction'

// Drizzle's column types differ per dialect; the operators accept either at run time.
type Column = never
type SlotTable = { id: Column; booked: Column; capacity: Column }
type Updatable = {
  update: (table: unknown) => { set: (values: Record<string, unknown>) => { where: (condition: unknown) => { returning: (columns: Record<string, unknown>) => PromiseLike<{ id: number }[]> } } }
}

/** The property's future visit moments, earliest first. */
export async function futureSlots(payload: Payload, propertyId: number, now = new Date()) {
  const { docs } = await payload.find({
    collection: 'appointment-slots',
    where: { and: [{ property: { equals: propertyId } }, { startsAt: { greater_than: now.toISOString() } }] },
    sort: 'startsAt',
    limit: 200,
    pagination: false,
    depth: 0,
  })
  return docs
}

export const hasRoom = (slot: { booked?: number | null; capacity: number }) => (slot.booked ?? 0) < slot.capacity

/** The property's future slots that still have room, earliest first. */
export async function openSlots(payload: Payload, propertyId: number, now = new Date()) {
  return (await futureSlots(payload, propertyId, now)).filter(hasRoom)
}

/**
 * Takes one place in a slot of this property, atomically: the database only counts the booking when the
 * slot is still below its capacity, so two visitors can never both take the last place.
 */
export async function takePlace(payload: Payload, slotId: number, propertyId: number, req?: PayloadRequest): Promise<'taken' | 'full'> {
  const { table } = drizzleOf(payload)
  const db = transactionDb(payload, req)
  const slots = table('appointment_slots') as unknown as SlotTable & { property: Column; startsAt: Column }
  const rows = await (db as unknown as Updatable)
    .update(slots)
    .set({ booked: sql`coalesce(${slots.booked}, 0) + 1` })
    .where(and(eq(slots.id, slotId), eq(slots.property, propertyId), lt(sql`coalesce(${slots.booked}, 0)`, slots.capacity), gt(slots.startsAt, new Date().toISOString())))
    .returning({ id: slots.id })
  return rows.length === 1 ? 'taken' : 'full'
}

/**
 * Gives a place back when the booking could not be saved. In the request's transaction when it has one:
 * an erasure cancels bookings inside its own (src/features/privacy/), and a second connection would wait
 * on that transaction's lock.
 */
export async function releasePlace(payload: Payload, slotId: number, req?: PayloadRequest): Promise<void> {
  const { table } = drizzleOf(payload)
  const db = transactionDb(payload, req)
  const slots = table('appointment_slots') as unknown as SlotTable
  await (db as unknown as Updatable)
    .update(slots)
    .set({ booked: sql`case when coalesce(${slots.booked}, 0) > 0 then ${slots.booked} - 1 else 0 end` })
    .where(eq(slots.id, slotId))
    .returning({ id: slots.id })
}

/** A booking takes a place in its slot while it is held (e-mail not yet confirmed) or confirmed. */
const holdsPlace = (status: string | null | undefined) => status === 'held' || status === 'confirmed'

/** Leads' afterChange: staff cancelling a booked visit, or a hold that lapsed unconfirmed, gives its place back to the slot. */
export const releasePlaceOfEndedBooking: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation === 'update' && doc.slot && holdsPlace(previousDoc?.appointmentStatus) && !holdsPlace(doc.appointmentStatus)) {
    await releasePlace(req.payload, relationId(doc.slot), req)
  }
  return doc
}
