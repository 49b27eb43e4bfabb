import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { startPayload, type TestDatabase } from './setup-db'

/**
 * Issue 23 §2: the admin's fields of pages and entities reach what the site reads, through the same code the
 * routes use: a page's sort and status (its sub-pages, a seller page's route), a property type's Sale and Rent
 * flags (the forms' choices, a search profile's check), a region's words (the zone filter's introduction,
 * the map's zone card), and the sold list of the valuation page.
 */

let payload: Payload
let database: TestDatabase

vi.mock('server-only', () => ({}))
vi.mock('next/cache', () => ({ revalidateTag: vi.fn(), unstable_cache: (load: unknown) => load }))
vi.mock('next/server', () => ({ after: (task: () => unknown) => void task() }))
vi.mock('next-intl/server', async (original) => ({ ...(await original<object>()), setRequestLocale: () => {} }))
vi.mock('@/server/payload', () => ({ getPayloadClient: async () => payload }))

beforeAll(async () => {
  ;({ payload, database } = await startPayload())
})

afterAll(async () => {
  await payload?.destroy()
  await database?.cleanup()
})

/** What a route throws for Next.js to answer (its digest), or null when it renders. */
async function thrown(run: () => Promise<unknown>): Promise<string | null> {
  try {
    await run()
    return null
  } catch (error) {
    const digest = String((error as { digest?: string }).digest ?? '')
    if (digest) return digest
    throw error
  }
}

describe('pages', () => {
  it('lists a page’s published sub-pages in their sort order, and a seller page answers only while published', async () => {
    const { getSubPages } = await import('@/features/content/queries')
    const { cmsPage } = await import('@/features/content/cms-page')
    const parent = await payload.create({ collection: 'pages', data: { routeKey: '/i-sell', title: 'Ik verkoop', status: 'published' } })
    const child = (routeKey: string, title: string, sort: number) => payload.create({ collection: 'pages', data: { routeKey, title, sort, parent: parent.id, status: 'published' } })
    const agent = await child('/i-sell/selling-with-an-agent', 'Met een makelaar', 3)
    const yourself = await child('/i-sell/selling-yourself', 'Zelf verkopen', 1)
    const notSelling = await child('/i-sell/home-not-selling', 'Niet verkocht', 2)
    const titles = async () => (await getSubPages(parent.id, 'nl')).map((page) => page.title)
    expect(await titles()).toEqual(['Zelf verkopen', 'Niet verkocht', 'Met een makelaar'])

    await payload.update({ collection: 'pages', id: agent.id, data: { sort: 0 } })
    expect(await titles()).toEqual(['Met een makelaar', 'Zelf verkopen', 'Niet verkocht'])

    // The route renders the page itself: its title, and nothing once it is a draft.
    const route = cmsPage('/i-sell/selling-yourself')
    const rendered = (await route.default({ params: Promise.resolve({ locale: 'nl' }) })) as { props: { page: { title: string } } }
    expect(rendered.props.page.title).toBe('Zelf verkopen')
    await payload.update({ collection: 'pages', id: yourself.id, data: { status: 'draft' } })
    expect(await thrown(() => route.default({ params: Promise.resolve({ locale: 'nl' }) }))).toMatch(/404/)
    expect(await titles()).toEqual(['Met een makelaar', 'Niet verkocht'])
    expect(await route.generateMetadata({ params: Promise.resolve({ locale: 'nl' }) })).toEqual({})
    await payload.delete({ collection: 'pages', where: { id: { in: [parent.id, agent.id, yourself.id, notSelling.id] } } })
  })
})

describe('property types', () => {
  it('offer each goal the types its flags name, in the forms and in a search profile’s check', async () => {
    const { loadChoices } = await import('@/features/leads/choices')
    const { unknownChoices } = await import('@/shared/search-profile-criteria')
    const flat = await payload.create({ collection: 'property-types', data: { webId: 3, name: 'Appartement', showOrder: 1, sale: true, rent: true } })
    const land = await payload.create({ collection: 'property-types', data: { webId: 4, name: 'Grond', showOrder: 2, sale: true, rent: false } })
    const retired = await payload.create({ collection: 'property-types', data: { webId: 9, name: 'Oud type', showOrder: 3, sale: false, rent: false } })
    const region = await payload.create({ collection: 'regions', data: { name: 'Centrum' } })

    expect(await loadChoices('propertyTypes', 'nl')).toEqual([
      { value: String(flat.id), label: 'Appartement', goals: 'buy rent' },
      { value: String(land.id), label: 'Grond', goals: 'buy' },
    ])
    expect(await unknownChoices(payload, { goal: 'buy', propertyTypes: [flat.id, land.id], regions: [region.id] })).toEqual({})
    expect(await unknownChoices(payload, { goal: 'rent', propertyTypes: [flat.id, land.id], regions: [region.id] })).toEqual({ propertyTypes: 'invalid' })
    expect(await unknownChoices(payload, { goal: 'rent', propertyTypes: [flat.id], regions: [region.id] })).toEqual({})

    await payload.update({ collection: 'property-types', id: land.id, data: { rent: true } })
    expect(await unknownChoices(payload, { goal: 'rent', propertyTypes: [flat.id, land.id], regions: [region.id] })).toEqual({})
    expect((await loadChoices('propertyTypes', 'nl')).find((option) => option.label === 'Grond')?.goals).toBe('buy rent')
    await payload.delete({ collection: 'property-types', where: { id: { in: [flat.id, land.id, retired.id] } } })
    await payload.delete({ collection: 'regions', id: region.id })
  })
})

describe('regions', () => {
  it('bring their title, subtitle and description to the zone filter, and their subtitle to the map', async () => {
    const { getZoneIntro } = await import('@/features/catalogue/listing-query')
    const { findZoneOutlines } = await import('@/features/catalogue/listing-map')
    const region = await payload.create({
      collection: 'regions',
      locale: 'nl',
      data: { name: 'Oostende Centrum', title: 'Wonen in het centrum', subtitle: 'Winkels en zee', description: 'Het hart van de stad.', polygons: [{ coordinates: '51.23,2.91 51.24,2.92 51.22,2.93' }] },
    })
    expect(await getZoneIntro(region.id, 'nl')).toEqual({ id: region.id, name: 'Oostende Centrum', title: 'Wonen in het centrum', subtitle: 'Winkels en zee', description: 'Het hart van de stad.', pictures: [] })
    expect(await getZoneIntro(region.id + 1000, 'nl')).toBeNull()
    const [outline] = await findZoneOutlines(payload, 'nl')
    expect(outline).toMatchObject({ id: region.id, name: 'Oostende Centrum', subtitle: 'Winkels en zee', picture: null })
    await payload.update({ collection: 'regions', id: region.id, locale: 'nl', data: { subtitle: '' } })
    expect((await findZoneOutlines(payload, 'nl'))[0]?.subtitle).toBeNull()
    await payload.delete({ collection: 'regions', id: region.id })
  })
})
