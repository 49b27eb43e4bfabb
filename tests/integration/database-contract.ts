import path from 'node:path'

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
      // Every committed migration of this database's folder, in order, and nothing else, has run.
      const committed: { name: string }[] = (await import(/* @vite-ignore */ path.join(payload.db.migrationDir, 'index.ts'))).migrations
      expect(committed.length).toBeGreaterThan(0)
      const { docs } = await payload.find({ collection: 'payload-migrations', limit: 1000, depth: 0, sort: 'createdAt' })
      expect(docs.map((doc) => doc.name)).toEqual(committed.map((migration) => migration.name))
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

    it('reads the search index source straight from the tables: published and available, translated, with thumbnails', async () => {
      const { readSearchSource } = await import('../../src/features/search/search-source')
      const picture = await payload.create({
        collection: 'media',
        data: { alt: 'Zicht' },
        file: { data: await sharpPng(), mimetype: 'image/png', name: 'search-source.png', size: 0 },
      })
      const project = await payload.create({ collection: 'projects', locale: 'nl', data: { externalId: 3101, name: 'Residentie Zeezicht', city: 'Oostende' } })
      await payload.update({ collection: 'projects', id: project.id, locale: 'fr', data: { name: 'Résidence Zeezicht' } })
      const unit = await payload.create({
        collection: 'properties',
        locale: 'nl',
        data: { externalId: 3, title: 'Nieuwbouwappartement', goal: 'sale', availability: 'available', city: 'Oostende', zip: '8400', reference: 'ZD-3', project: project.id, pictures: [{ image: picture.id }] },
      })
      await payload.update({ collection: 'properties', id: unit.id, locale: 'fr', data: { title: 'Appartement neuf', description: 'Vue sur mer' } })
      await payload.create({ collection: 'properties', locale: 'nl', data: { externalId: 4, title: 'Verkocht', goal: 'sale', availability: 'sold', city: 'Oostende' } })
      await payload.create({ collection: 'properties', locale: 'nl', data: { externalId: 5, title: 'Alleen in het Nederlands', goal: 'rent', availability: 'available', city: 'Bredene' } })

      const { properties, projects } = await readSearchSource(payload, 'fr')
      // 2 is unpublished and 4 is sold; 5 has only a Dutch title, which stands in for the French one.
      expect(properties.map((p) => p.externalId).sort()).toEqual([1, 3, 5])
      const read = properties.find((p) => p.externalId === 3)!
      expect(read).toMatchObject({ title: 'Appartement neuf', reference: 'ZD-3', city: 'Oostende', zip: '8400', goal: 'sale', project: project.id, publicPrice: null })
      // What free text matches: the titles of both languages, the place and the ids (ADR 0035).
      expect(read.searchText.split(' ')).toEqual(expect.arrayContaining(['nieuwbouwappartement', 'appartement', 'neuf', 'oostende', '8400', 'zd', '3']))
      // The same address Payload itself gives the picture's placeholder size.
      expect(picture.sizes?.placeholder?.url).toMatch(/^\/api\/media\/file\/search-source.*-100x75\.webp$/)
      expect(read.thumbnail).toBe(picture.sizes?.placeholder?.url)
      expect(properties.find((p) => p.externalId === 1)).toMatchObject({ title: 'Appartement avec vue sur mer', thumbnail: null })
      expect(properties.find((p) => p.externalId === 5)).toMatchObject({ title: 'Alleen in het Nederlands', goal: 'rent', project: null })
      expect(projects.find((p) => p.externalId === 3101)).toMatchObject({ name: 'Résidence Zeezicht', city: 'Oostende' })
      // Leave no files behind: the unit first, since a picture in use cannot be deleted.
      await payload.delete({ collection: 'properties', id: unit.id })
      await payload.delete({ collection: 'media', id: picture.id })
    })

    it('reads property cards: their fields, first picture and published project only, as the public may see them', async () => {
      const { findPropertyCards } = await import('../../src/features/catalogue/property-cards')
      const png = await sharpPng()
      const [first, second] = await Promise.all(
        ['card-first.png', 'card-second.png'].map((name) => payload.create({ collection: 'media', data: { alt: name }, file: { data: png, mimetype: 'image/png', name, size: 0 } })),
      )
      const shown = await payload.create({ collection: 'projects', locale: 'nl', data: { externalId: 3201, name: 'Residentie Duinpark', city: 'Oostende' } })
      const hidden = await payload.create({ collection: 'projects', locale: 'nl', data: { externalId: 3202, name: 'Nog geheim', city: 'Bredene', published: false } })
      const common = { goal: 'sale', availability: 'available', city: 'Oostende', zip: '8400', publishPrice: true, price: 300000 } as const
      const inProject = await payload.create({
        collection: 'properties',
        locale: 'nl',
        data: { ...common, externalId: 31, title: 'Unit in project', project: shown.id, pictures: [{ image: first!.id }, { image: second!.id }], street: 'Zeedijk', houseNumber: '1', publishAddress: false },
      })
      const inHiddenProject = await payload.create({ collection: 'properties', locale: 'nl', data: { ...common, externalId: 32, title: 'Unit in hidden project', project: hidden.id } })
      const unpublished = await payload.create({ collection: 'properties', locale: 'nl', data: { ...common, externalId: 33, title: 'Not yet', published: false } })

      const ids = [inHiddenProject.id, unpublished.id, inProject.id]
      const cards = await findPropertyCards(payload, { where: { id: { in: ids } }, locale: 'nl', limit: 10, sort: '-externalId' })
      // The unpublished property is not the public's; the order asked is kept.
      expect(cards.map((card) => card.externalId)).toEqual([32, 31])
      const [hiddenCard, card] = cards
      expect(card).toMatchObject({ title: 'Unit in project', city: 'Oostende', price: 300000, publishPrice: true, project: { id: shown.id, name: 'Residentie Duinpark', city: 'Oostende' } })
      // Only the first picture, with what the card's <img> needs.
      expect(card!.cover).toMatchObject({ id: first!.id, alt: 'card-first.png', width: 800, height: 600 })
      expect(card!.cover?.url).toMatch(/^\/api\/media\/file\/card-first.*\.png$/)
      expect(card!.cover?.sizes?.small?.url).toMatch(/card-first.*\.webp$/)
      // Nothing beyond the card's fields, so the hidden address cannot travel with it.
      expect(card).not.toHaveProperty('street')
      expect(card).not.toHaveProperty('pictures')
      // An unpublished project stays unknown: the card then links to the property itself.
      expect(hiddenCard!.project).toBeNull()
      await Promise.all([inProject, inHiddenProject, unpublished].map(({ id }) => payload.delete({ collection: 'properties', id })))
      await Promise.all([first!, second!].map(({ id }) => payload.delete({ collection: 'media', id })))
    })
  })
}

/** A small real picture, so Payload writes its sizes as for any upload. */
async function sharpPng(): Promise<Buffer> {
  const { default: sharp } = await import('sharp')
  return sharp({ create: { width: 800, height: 600, channels: 3, background: '#4a90c2' } }).png().toBuffer()
}
