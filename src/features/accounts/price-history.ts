import type { CollectionAfterChangeHook, CollectionBeforeDeleteHook } from 'payload'

import type { Property } from '@/payload-types'

/** Records the asking price each time it changes (and the first one), for the owner portal's price history. */
export const recordPriceChange: CollectionAfterChangeHook<Property> = async ({ doc, previousDoc, operation, req }) => {
  const price = typeof doc.price === 'number' ? doc.price : null
  if (operation === 'update' && (previousDoc?.price ?? null) === price) return doc
  if (operation === 'create' && price === null) return doc
  await req.payload.create({ collection: 'price-changes', data: { property: doc.id, price, changedAt: new Date().toISOString() }, req, overrideAccess: true })
  return doc
}

/** A property deleted takes its price history along (its rows name it and cannot stand without it). */
export const forgetPriceHistory: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({ collection: 'price-changes', where: { property: { equals: id } }, req, overrideAccess: true })
}
