import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { omnicasaSource } from '../../src/server/crm/omnicasa-source'
import type { importFeed as ImportFeed } from '../../src/server/import/import-feed'
import { type FakeOmnicasa, startFakeOmnicasa } from '../support/fake-omnicasa'
import { demoCatalogue } from '../support/omnicasa-catalogue'
import { startPayload, type TestDatabase } from './setup-db'

/** One mapping, two transports: what the Omnicasa source reads, the one importer stores, in every language asked. */
let payload: Payload
let database: TestDatabase
let importFeed: typeof ImportFeed
let fake: FakeOmnicasa

beforeAll(async () => {
  ;({ payload, database } = await startPayload())
  ;({ importFeed } = await import('../../src/server/import/import-feed'))
  fake = await startFakeOmnicasa({ ...demoCatalogue(3), languages: ['nl', 'fr', 'en', 'de'] })
})
afterAll(async () => {
  await fake?.close()
  await payload?.destroy()
  await database?.cleanup()
})

describe('the Omnicasa source through the importer', () => {
  it('stores every property with its texts per language; an account without German imports too', async () => {
    // nl, fr, en only: the site's own German names must not make the importer write German without a headline.
    const result = await omnicasaSource({ url: fake.url, ...fake.credentials, languages: ['nl', 'fr', 'en'], http: { retryPauses: [] } }).read()
    if (result.kind !== 'feed') throw new Error('no feed')
    const report = await importFeed(payload, result.feed, { full: true, media: { allowedHosts: [] } })
    expect(report.rejected).toEqual([])
    const catalogue = demoCatalogue(3)
    expect(report.created).toBe(catalogue.properties.length + catalogue.projects!.length + catalogue.webTypes!.length)
    // Pictures from a host not allowed are refused with a warning, never a failed property.
    expect(report.warnings.filter((warning) => !warning.includes(fake.origin))).toEqual([])

    const first = catalogue.properties[0]!
    const titles = first.TypeDescription as Record<string, string>
    const read = async (locale: 'nl' | 'fr' | 'en' | 'de') =>
      (await payload.find({ collection: 'properties', where: { externalId: { equals: first.ID } }, locale, fallbackLocale: false, depth: 0 })).docs[0]
    expect((await read('nl'))?.title).toBe(titles.nl)
    expect((await read('fr'))?.title).toBe(titles.fr)
    expect((await read('en'))?.title).toBe(titles.en)
    expect((await read('de'))?.title ?? null).toBeNull()
    expect((await read('nl'))?.price).toBe(first.Price)
  })
})
