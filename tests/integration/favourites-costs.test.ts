import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { buyerCostRates } from '../../src/domain/buyer-costs'
import { costsToCompare } from '../../src/domain/favourites'
import { readFavourites } from '../../src/features/favourites/favourites-data'
import { startPayload, type TestDatabase } from './setup-db'

// The module under test reaches other features through their entries, which load server-only modules too
// (ADR 0046); outside Next that guard throws on import.
vi.mock('server-only', () => ({}))

/**
 * The costs row of the compare table (ADR 0032): what the favourites read gives costsToCompare, as the public
 * reads it, with the rates staff set in Settings. A hidden price never becomes a cost either.
 */
let payload: Payload
let database: TestDatabase
const ids: Record<string, number> = {}

beforeAll(async () => {
  ;({ payload, database } = await startPayload())
  const base = { goal: 'sale' as const, availability: 'available' as const, countryId: 10, city: 'Oostende', zip: '8400' }
  const create = async (name: string, data: Record<string, unknown>) => {
    ids[name] = (await payload.create({ collection: 'properties', locale: 'nl', data: { externalId: 7700 + Object.keys(ids).length, title: name, ...base, ...data } })).id
  }
  await create('sale', { price: 490_000, publishPrice: true })
  await create('hidden', { price: 300_000, publishPrice: false })
  await create('rent', { goal: 'rent', price: 850, publishPrice: true, chargesRenter: 75 })
  await create('luxembourg', { price: 900_000, publishPrice: true, countryId: 50, zip: '1212', city: 'Luxembourg' })
  await create('offline', { price: 200_000, publishPrice: true, published: false })
  await payload.updateGlobal({ slug: 'settings', data: { buyerCosts: { flandersOwnHomeRate: 3 } } })
})

afterAll(async () => {
  await payload?.destroy()
  await database?.cleanup()
})

describe('costs in the compare table', () => {
  it('estimates a Belgian sale with the admin’s rates, gives a rental its charges, and nothing for the rest', async () => {
    const compared = [ids.sale!, ids.hidden!, ids.rent!, ids.luxembourg!]
    const { compared: facts } = await readFavourites(payload, 'nl', [...compared, ids.offline!], [...compared, ids.offline!])
    // Unpublished: not read at all; the rest in the visitor's order.
    expect(facts.map((fact) => fact.id)).toEqual(compared)
    const rates = buyerCostRates((await payload.findGlobal({ slug: 'settings', depth: 0 })).buyerCosts)
    expect(rates.flandersOwnHomeRate).toBe(3)
    // €490,000 in Flanders at 3 %: 14,700 + 2,585.95 + 1,100 + 774.05 + 300 = 19,460.
    expect(facts.map((fact) => costsToCompare(fact, rates))).toEqual([
      { kind: 'purchase', costs: 19_460, total: 509_460 },
      { kind: 'none' },
      { kind: 'rent', rent: 850, charges: 75, total: 925 },
      { kind: 'none' },
    ])
    // The hidden price is not even read: nothing could leak it through a figure made from it.
    expect(facts[1]!.price ?? null).toBeNull()
  })
})
