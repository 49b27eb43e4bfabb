import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { findPropertyCards, readPropertyCards } from '../../src/features/catalogue/property-cards'
import { importDemoCatalogue } from './demo-catalogue'
import { startPayload, type TestDatabase } from './setup-db'

/**
 * The cards of listings and of the listing map come from narrow SQL reads (ADR 0061): they must be what the
 * local API gives the public, field for field, in every language: hidden prices, translations with their
 * fallback, the first picture with its sizes' addresses, and only published projects.
 */
let payload: Payload
let database: TestDatabase
let ids: number[]

beforeAll(async () => {
  ;({ payload, database } = await startPayload())
  await importDemoCatalogue(payload)
  const { default: sharp } = await import('sharp')
  const picture = async (name: string, alt?: string) => {
    const data = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 20, g: 90, b: 120 } } }).jpeg().toBuffer()
    return (await payload.create({ collection: 'media', locale: 'nl', data: alt ? { alt } : {}, file: { data, mimetype: 'image/jpeg', name, size: data.length } })).id
  }
  const [first, second] = [await picture('card-first.jpg', 'Voorgevel'), await picture('card-second.jpg')]
  const { docs } = await payload.find({ collection: 'properties', where: { published: { equals: true } }, sort: 'id', depth: 0, limit: 1000, pagination: false })
  ids = docs.map((doc) => doc.id)
  // Two pictures in this order: the card shows the first; another property has only the second.
  await payload.update({ collection: 'properties', id: ids[0]!, data: { pictures: [{ image: first }, { image: second }] } })
  await payload.update({ collection: 'properties', id: ids[1]!, data: { pictures: [{ image: second }] } })
  // A unit of an unpublished project links as a plain property for the public.
  const unit = docs.find((doc) => doc.project)
  expect(unit).toBeDefined()
  await payload.update({ collection: 'projects', id: typeof unit!.project === 'object' ? unit!.project!.id : unit!.project!, data: { published: false } })
}, 120_000)

afterAll(async () => {
  await payload?.destroy()
  await database?.cleanup()
})

describe('the narrow card read', () => {
  it.each(['nl', 'fr', 'en', 'de'] as const)('gives what the local API gives the public, in %s', async (locale) => {
    const order = [...ids].reverse()
    const expected = await findPropertyCards(payload, { where: { id: { in: order } }, locale, limit: order.length })
    const byId = new Map(expected.map((card) => [card.id, card]))
    const cards = await readPropertyCards(payload, order, locale)
    expect(cards.map((card) => card.id)).toEqual(order)
    expect(cards).toEqual(order.map((id) => byId.get(id)))
    // What the comparison covers: covers with sizes, a hidden price, a project.
    expect(cards.filter((card) => card.cover?.sizes?.small?.url).length).toBe(2)
    expect(cards.some((card) => card.publishPrice === false && !('price' in card && card.price !== undefined))).toBe(true)
    expect(cards.some((card) => card.project)).toBe(true)
  })

  it('reads nothing for no ids, and leaves out an id that is not a property', async () => {
    expect(await readPropertyCards(payload, [], 'nl')).toEqual([])
    expect((await readPropertyCards(payload, [ids[0]!, 999_999], 'nl')).map((card) => card.id)).toEqual([ids[0]])
  })
})
