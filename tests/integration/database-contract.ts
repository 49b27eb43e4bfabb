import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * What every supported database must do with our committed migrations: build the whole schema from
 * nothing, store localized content in the four languages, enforce the public read rules, and be at the
 * latest migration afterwards. Each dialect's test file calls this with its own empty database.
 */
export function describeDatabase(name: string, database: () => Promise<{ url: string; cleanup: () => Promise<void> | void }>) {
  describe(`${name}: committed migrations`, () => {
    let payload: Payload
    let cleanup: () => Promise<void> | void = () => {}

    beforeAll(async () => {
      const db = await database()
      cleanup = db.cleanup
      process.env.DATABASE_URL = db.url
      process.env.PAYLOAD_SECRET = 'integration-test-secret-of-enough-length'
      const { getPayload } = await import('payload')
      const { default: config } = await import('@payload-config')
      payload = await getPayload({ config })
      await payload.db.migrate()
    })

    afterAll(async () => {
      await payload?.destroy()
      await cleanup()
    })

    it('leaves no migration pending', async () => {
      const { docs } = await payload.find({ collection: 'payload-migrations', limit: 100, depth: 0 })
      expect(docs.length).toBeGreaterThan(0)
      expect(docs.every((doc) => typeof doc.batch === 'number' && doc.batch >= 1)).toBe(true)
    })

    it('stores a property with its texts in nl, fr, en and de', async () => {
      const created = await payload.create({
        collection: 'properties',
        locale: 'nl',
        data: { externalId: 1, title: 'Appartement met zeezicht', goal: 'sale', availability: 'available', city: 'Oostende', zip: '8400', price: 249000 },
      })
      for (const [locale, title] of [
        ['fr', 'Appartement avec vue sur mer'],
        ['en', 'Apartment with sea view'],
        ['de', 'Wohnung mit Meerblick'],
      ] as const) {
        await payload.update({ collection: 'properties', id: created.id, locale, data: { title } })
      }
      const all = await payload.findByID({ collection: 'properties', id: created.id, locale: 'all' })
      expect(all.title).toEqual({ nl: 'Appartement met zeezicht', fr: 'Appartement avec vue sur mer', en: 'Apartment with sea view', de: 'Wohnung mit Meerblick' })
      expect(all.price).toBe(249000)
    })

    it('shows the public only published pages and properties', async () => {
      await payload.create({ collection: 'pages', locale: 'nl', data: { routeKey: '/blog', title: 'Blog', status: 'published' } })
      await payload.create({ collection: 'pages', locale: 'nl', data: { routeKey: '/abroad', title: 'Buitenland', status: 'draft' } })
      await payload.create({ collection: 'properties', locale: 'nl', data: { externalId: 2, title: 'Verborgen', goal: 'rent', availability: 'available', city: 'Oostende', published: false } })
      const pages = await payload.find({ collection: 'pages', overrideAccess: false, depth: 0 })
      expect(pages.docs.map((p) => p.routeKey)).toEqual(['/blog'])
      const properties = await payload.find({ collection: 'properties', overrideAccess: false, depth: 0 })
      expect(properties.docs.map((p) => p.externalId)).toEqual([1])
      const staffView = await payload.find({ collection: 'properties', depth: 0 })
      expect(staffView.totalDocs).toBe(2)
    })

    it('keeps site settings as globals', async () => {
      await payload.updateGlobal({ slug: 'settings', data: { enabledLanguages: ['nl', 'fr'], defaultLanguage: 'fr' } })
      const settings = await payload.findGlobal({ slug: 'settings' })
      expect(settings.enabledLanguages).toEqual(['nl', 'fr'])
      expect(settings.defaultLanguage).toBe('fr')
    })
  })
}
