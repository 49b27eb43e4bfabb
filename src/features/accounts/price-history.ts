import type { CollectionAfterChangeHook } from 'payload'

import type { Property } from '@/payload-types'

/** Records the asking price each time it changes (and the first one), for the owner portal's price history. */
export const recordPriceChange: CollectionAfterChangeHook<Property> = async ({ doc, previousDoc, operation, req }) => {
  const price = typeof doc.price === 'number' ? doc.price : null
  if (operation === 'update' && (previousDoc?.price ?? null) === price) return doc
  if (operation === 'create' && price === null) return doc
  await req.payload.create({ collection: 'price-changes', data: { property: doc.id, price, changedAt: new Date().toISOString() }, req, overrideAccess: true })
  return doc
}
