import type { Payload, PayloadRequest, Where } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { simplePdf } from '../../src/server/seed/pdf'

const pdfBytes = () => Buffer.from(simplePdf(['Zeedijk', 'EPC Geheimstraat 7']))

import { temporarySqliteUrl } from './setup-db'

/**
 * The attacker's view below HTTP (issue "what leaks", part 1): Payload as an anonymous caller sees it
 * (overrideAccess: false, no user), on a fresh SQLite database built from the committed migrations.
 * Hidden addresses and prices never come back, probes on them are refused, anonymous API reads are capped,
 * documents are staff-only and reachable only through a signed, expiring link; staff still see everything.
 */
let payload: Payload
let database: { url: string; cleanup: () => void }
const ids = { hidden: 0, shown: 0, unpublished: 0, project: 0, document: 0, lead: 0 }

/** What Payload's REST handler gives a request: no user, payloadAPI 'REST'. */
const rest = (query: Record<string, unknown> = {}) => ({ payloadAPI: 'REST', query }) as Partial<PayloadRequest>
const anonymous = { overrideAccess: false } as const

const HIDDEN = { street: 'Geheimstraat', houseNumber: '7', boxNumber: 'B2', latitude: 51.23456, longitude: 2.91734, price: 777_000, epcUniqueCode: '20230511-0002866541-RES-1' }

beforeAll(async () => {
  database = temporarySqliteUrl()
  process.env.DATABASE_URL = database.url
  process.env.PAYLOAD_SECRET = 'integration-test-secret-of-enough-length'
  process.env.SITE_URL = 'https://www.zeedijk.test'
  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  payload = await getPayload({ config })
  await payload.db.migrate()

  const document = await payload.create({
    collection: 'property-documents',
    data: { title: 'EPC' },
    file: { data: pdfBytes(), mimetype: 'application/pdf', name: 'epc-geheimstraat.pdf', size: pdfBytes().length },
  })
  ids.document = document.id
  const project = await payload.create({
    collection: 'projects',
    locale: 'nl',
    data: { externalId: 7001, name: 'Residentie Geheim', city: 'Oostende', publishAddress: false, street: 'Projectstraat', houseNumber: '1', latitude: 51.2288, longitude: 2.9271 },
  })
  ids.project = project.id
  const base = { goal: 'sale', availability: 'available', city: 'Oostende', zip: '8400', countryId: 10, published: true } as const
  ids.hidden = (
    await payload.create({
      collection: 'properties',
      locale: 'nl',
      data: {
        ...base,
        ...HIDDEN,
        externalId: 9001,
        title: 'Villa zonder adres',
        publishAddress: false,
        publishPrice: false,
        registrationRights: 93_240,
        notaryFee: 4_100,
        project: project.id,
        documents: [{ name: 'EPC-attest', file: document.id }, { name: 'Plan', url: 'https://crm.example/secret-plan.pdf' }],
        onlineMedia: [{ label: 'Off-market link', url: 'https://portal.example/secret-listing' }],
      },
    })
  ).id
  ids.shown = (
    await payload.create({
      collection: 'properties',
      locale: 'nl',
      data: { ...base, externalId: 9002, title: 'Appartement Zeedijk', street: 'Zeedijk', houseNumber: '100', epcUniqueCode: '20230511-0002866542-RES-1', latitude: 51.2301, longitude: 2.915, price: 250_000, publishAddress: true, publishPrice: true },
    })
  ).id
  ids.unpublished = (
    await payload.create({ collection: 'properties', locale: 'nl', data: { ...base, externalId: 9003, title: 'Nog niet online', slug: 'geheime-slug', price: 100_000, publishPrice: true, published: false } })
  ).id
  await payload.create({ collection: 'articles', locale: 'nl', data: { title: 'Concept', slug: 'concept-artikel', status: 'draft', category: (await payload.create({ collection: 'categories', locale: 'nl', data: { name: 'Blog' } })).id } })
  const user = await payload.create({ collection: 'users', data: { email: 'staff@zeedijk.test', password: 'a-long-staff-password-for-tests', roles: ['administrator'] } })
  ids.lead = (await payload.create({ collection: 'leads', data: { kind: 'site-contact', locale: 'nl', summary: 'x', fields: {} }, user, draft: false } as never)).id as number
}, 120_000)

afterAll(async () => {
  await payload?.destroy()
  database?.cleanup()
})

describe('a hidden address or price', () => {
  it('is absent from an anonymous read; public coordinates are on the ~1 km grid; the shown one keeps its exact spot', async () => {
    const hidden = await payload.findByID({ collection: 'properties', id: ids.hidden, ...anonymous })
    // The EPC unique code names the address in the public EPC register: readable only when the address is.
    for (const field of ['street', 'houseNumber', 'boxNumber', 'latitude', 'longitude', 'price', 'registrationRights', 'notaryFee', 'epcUniqueCode'] as const) {
      expect(hidden[field], field).toBeUndefined()
    }
    expect(JSON.stringify(hidden)).not.toMatch(/Geheimstraat|777000|51\.23456|2\.91734|93240|0002866541/)
    expect([hidden.publicLatitude, hidden.publicLongitude]).toEqual([51.23, 2.92])
    expect(hidden.publicPrice).toBeNull()

    const shown = await payload.findByID({ collection: 'properties', id: ids.shown, ...anonymous })
    expect(shown).toMatchObject({ epcUniqueCode: '20230511-0002866542-RES-1', street: 'Zeedijk', houseNumber: '100', price: 250_000, publicPrice: 250_000, publicLatitude: 51.2301, publicLongitude: 2.915 })
    expect(shown.latitude).toBeUndefined()
  })

  it('is not found by where or sort probes on the hidden fields', async () => {
    const probes: { where?: Where; sort?: string }[] = [
      { where: { street: { like: 'Geheim' } } },
      { where: { houseNumber: { equals: '7' } } },
      { where: { latitude: { greater_than: 51.234 } } },
      { where: { longitude: { less_than: 2.92 } } },
      { where: { price: { greater_than: 700_000 } } },
      { where: { registrationRights: { exists: true } } },
      { where: { epcUniqueCode: { like: '0002866541' } } },
      { where: { 'documents.url': { like: 'secret' } } },
      { sort: 'price' },
      { sort: '-latitude' },
      { sort: 'street' },
    ]
    for (const probe of probes) {
      await expect(payload.find({ collection: 'properties', ...probe, ...anonymous, req: rest() }), JSON.stringify(probe)).rejects.toThrow(/cannot be queried/)
    }
    await expect(payload.find({ collection: 'projects', where: { street: { like: 'Project' } }, ...anonymous })).rejects.toThrow(/cannot be queried/)
  })

  it('lets a select without the flag not unlock the field (the flag must be there and true)', async () => {
    const { docs } = await payload.find({ collection: 'properties', select: { street: true, price: true }, where: { externalId: { equals: 9001 } }, ...anonymous })
    expect(docs[0]?.street).toBeUndefined()
    expect(docs[0]?.price).toBeUndefined()
  })

  it('sorts as "price on request" (publicPrice): the hidden price never orders the listing', async () => {
    const ascending = await payload.find({ collection: 'properties', sort: 'publicPrice', select: { externalId: true }, ...anonymous, req: rest() })
    const descending = await payload.find({ collection: 'properties', sort: '-publicPrice', select: { externalId: true }, ...anonymous, req: rest() })
    // 777,000 would be first in descending order if the hidden price counted.
    expect(descending.docs[0]?.externalId).not.toBe(9001)
    expect(ascending.docs.map((d) => d.externalId)).toContain(9001)
    const filtered = await payload.find({ collection: 'properties', where: { publicPrice: { greater_than: 500_000 } }, ...anonymous })
    expect(filtered.totalDocs).toBe(0)
  })

  it('keeps the project address hidden and its coordinates on the grid', async () => {
    const project = await payload.findByID({ collection: 'projects', id: ids.project, ...anonymous })
    expect(project.street).toBeUndefined()
    expect(project.latitude).toBeUndefined()
    expect([project.publicLatitude, project.publicLongitude]).toEqual([51.23, 2.93])
  })

  it('recomputes the public place when the address is published or hidden again (same grid point each time)', async () => {
    await payload.update({ collection: 'properties', id: ids.shown, data: { publishAddress: false } })
    const hiddenNow = await payload.findByID({ collection: 'properties', id: ids.shown, ...anonymous })
    expect([hiddenNow.publicLatitude, hiddenNow.publicLongitude, hiddenNow.street]).toEqual([51.23, 2.92, undefined])
    await payload.update({ collection: 'properties', id: ids.shown, data: { title: 'Appartement Zeedijk' }, locale: 'nl' })
    expect((await payload.findByID({ collection: 'properties', id: ids.shown, ...anonymous })).publicLatitude).toBe(51.23)
    await payload.update({ collection: 'properties', id: ids.shown, data: { publishAddress: true } })
    expect((await payload.findByID({ collection: 'properties', id: ids.shown, ...anonymous })).publicLatitude).toBe(51.2301)
  })

  it('keeps the links staff add for the owner portal (online media) from the public', async () => {
    const property = await payload.findByID({ collection: 'properties', id: ids.hidden, ...anonymous })
    expect(property.onlineMedia ?? []).toEqual([])
    expect(JSON.stringify(property)).not.toContain('secret-listing')
  })

  it('prints only the public facts in JSON-LD', async () => {
    const { propertyJsonLd } = await import('../../src/features/catalogue/structured-data')
    const property = await payload.findByID({ collection: 'properties', id: ids.hidden, ...anonymous })
    const jsonLd = JSON.stringify(propertyJsonLd(property, 'https://www.zeedijk.test/x', 'Zeedijk Vastgoed'))
    expect(jsonLd).not.toMatch(/Geheimstraat|777000|51\.23456|2\.91734/)
    expect(jsonLd).toContain('"latitude":51.23')
  })

  it('is still complete for staff', async () => {
    const user = (await payload.find({ collection: 'users', limit: 1 })).docs[0]!
    const staff = await payload.findByID({ collection: 'properties', id: ids.hidden, overrideAccess: false, user })
    expect(staff).toMatchObject({ ...HIDDEN, registrationRights: 93_240 })
    expect(staff.onlineMedia?.[0]?.url).toBe('https://portal.example/secret-listing')
    expect(staff.documents?.[1]?.url).toBe('https://crm.example/secret-plan.pdf')
    const probe = await payload.find({ collection: 'properties', where: { street: { like: 'Geheim' } }, sort: 'price', overrideAccess: false, user })
    expect(probe.docs.map((d) => d.externalId)).toEqual([9001])
  })
})

describe('anonymous API reads', () => {
  it('refuse every collection with personal or private data', async () => {
    // The owner portal's collections too (ADR 0028): owners, their sessions and links, price history, visits.
    for (const collection of ['users', 'leads', 'search-profiles', 'cv-files', 'appointment-slots', 'property-documents', 'payload-jobs', 'payload-preferences', 'owners', 'account-sessions', 'account-tokens', 'account-favourites', 'price-changes', 'visit-counts'] as const) {
      const result = await payload.find({ collection, ...anonymous, req: rest(), disableErrors: true }).catch((error: Error) => error)
      if (result instanceof Error) expect(result.message, collection).toMatch(/not allowed|forbidden/i)
      else expect(result.docs, collection).toEqual([])
    }
    await expect(payload.findByID({ collection: 'property-documents', id: ids.document, ...anonymous })).rejects.toThrow()
  })

  it('caps limit at 50 (limit=0 and pagination=false too) and depth at 1', async () => {
    expect((await payload.find({ collection: 'properties', limit: 100_000, ...anonymous, req: rest() })).limit).toBe(50)
    expect((await payload.find({ collection: 'properties', limit: 0, ...anonymous, req: rest() })).limit).toBe(50)
    expect((await payload.find({ collection: 'properties', pagination: false, ...anonymous, req: rest() })).limit).toBe(50)
    const deep = await payload.findByID({ collection: 'properties', id: ids.hidden, depth: 10, ...anonymous, req: rest() })
    // depth 1: the project is populated, but its own relations stay ids.
    expect(typeof deep.project).toBe('object')
    const { capAnonymousReads } = await import('../../src/collections/access')
    const capped = capAnonymousReads({ args: { depth: 10, limit: 100_000 }, operation: 'read', overrideAccess: false, req: { payloadAPI: 'REST', query: {} } } as never) as { depth: number; limit: number }
    expect(capped).toMatchObject({ depth: 1, limit: 50 })
    // Payload's own reads in a request (the JWT strategy loading the user, overrideAccess) are not refused,
    // or a staff request with ?fallback-locale=null (the admin's saves) would lose its login.
    const internal = { args: { depth: 10 }, operation: 'read', overrideAccess: true, req: { payloadAPI: 'REST', query: { 'fallback-locale': 'null' } } }
    expect(capAnonymousReads(internal as never)).toEqual({ depth: 10 })
  })

  it('refuse locale=all and fallback-locale dumps, and drafts', async () => {
    await expect(payload.find({ collection: 'properties', locale: 'all', ...anonymous, req: rest({ locale: 'all' }) })).rejects.toThrow(/not allowed|forbidden/i)
    await expect(payload.find({ collection: 'articles', ...anonymous, req: rest({ 'fallback-locale': 'none' }) })).rejects.toThrow(/not allowed|forbidden/i)
    await expect(payload.find({ collection: 'articles', draft: true, ...anonymous, req: rest({ draft: 'true' }) })).rejects.toThrow(/not allowed|forbidden/i)
  })

  it('show no unpublished property or draft article, also not through a relation', async () => {
    const properties = await payload.find({ collection: 'properties', ...anonymous, req: rest() })
    expect(properties.docs.map((d) => d.externalId)).not.toContain(9003)
    const articles = await payload.find({ collection: 'articles', ...anonymous, req: rest() })
    expect(articles.docs).toEqual([])
    const lead = await payload.findByID({ collection: 'leads', id: ids.lead, depth: 0 })
    expect(lead.id).toBe(ids.lead)
  })

  it('list no media (REST or GraphQL), while one picture and its file stay readable (ADR 0042)', async () => {
    const sharp = (await import('sharp')).default
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366aa' } }).png().toBuffer()
    const picture = await payload.create({ collection: 'media', data: { alt: 'Gevel' }, file: { data: png, mimetype: 'image/png', name: 'gevel.png', size: png.length } })
    for (const payloadAPI of ['REST', 'GraphQL'] as const) {
      await expect(payload.find({ collection: 'media', ...anonymous, req: { payloadAPI, query: {} } as Partial<PayloadRequest> }), payloadAPI).rejects.toThrow(/not allowed|forbidden/i)
    }
    expect((await payload.findByID({ collection: 'media', id: picture.id, ...anonymous, req: rest() })).alt).toBe('Gevel')
    // Payload's file route asks read access with isReadingStaticFile (uploads/checkFileAccess).
    const read = payload.collections.media.config.access.read
    expect(await read({ req: { payloadAPI: 'REST' } as PayloadRequest, isReadingStaticFile: true, data: { filename: picture.filename } })).toBe(true)
    // The site's own pages list pictures through the local API.
    expect((await payload.find({ collection: 'media', ...anonymous })).docs.map((doc) => doc.id)).toContain(picture.id)
    const staff = (await payload.find({ collection: 'users', limit: 1 })).docs[0]!
    expect((await payload.find({ collection: 'media', overrideAccess: false, user: staff, req: rest() })).totalDocs).toBeGreaterThan(0)
  })

  it('leave the site itself (local API, no user) unaffected by the caps', async () => {
    const result = await payload.find({ collection: 'properties', limit: 200, ...anonymous })
    expect(result.limit).toBe(200)
  })
})

describe('documents', () => {
  it('are linked only by name for the public; the file and the external link are staff-only', async () => {
    const property = await payload.findByID({ collection: 'properties', id: ids.hidden, depth: 2, ...anonymous })
    expect(property.documents?.map((d) => d.name)).toEqual(['EPC-attest', 'Plan'])
    expect(property.documents?.every((d) => d.file === undefined && d.url === undefined)).toBe(true)
  })

  it('are served through a signed link only, until it expires; forged and media-era links are refused', async () => {
    const { documentLink, readLinkedDocument, attachmentHeader } = await import('../../src/features/documents/document-links')
    const { signLink } = await import('../../src/server/signed-links')
    const url = documentLink('https://www.zeedijk.test', ids.document, ids.lead, new Date(Date.now() + 60_000))
    const token = url.split('/api/documents/')[1]!
    const file = await readLinkedDocument(payload, token)
    expect(file.ok && Buffer.from(file.body).subarray(0, 5).toString()).toBe('%PDF-')
    expect(file.ok && file.mimeType).toBe('application/pdf')
    expect(attachmentHeader('épc "1".pdf')).toBe(`attachment; filename="_pc _1_.pdf"; filename*=UTF-8''%C3%A9pc%20%221%22.pdf`)

    expect(await readLinkedDocument(payload, token, new Date(Date.now() + 120_000))).toEqual({ ok: false, reason: 'expired' })
    const [body, signature] = token.split('.')
    const forgedBody = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body!, 'base64url').toString()), doc: ids.document + 1 })).toString('base64url')
    expect(await readLinkedDocument(payload, `${forgedBody}.${signature}`)).toEqual({ ok: false, reason: 'invalid' })
    // A link without expiry, or one signed for the old media purpose, opens nothing.
    expect(await readLinkedDocument(payload, signLink('document-file', { doc: ids.document, lead: ids.lead }))).toEqual({ ok: false, reason: 'invalid' })
    expect((await readLinkedDocument(payload, signLink('document', { media: ids.document, lead: ids.lead }, new Date(Date.now() + 60_000)))).ok).toBe(false)
  })

  it('are no longer accepted as public media', async () => {
    await expect(
      payload.create({ collection: 'media', data: { alt: 'x' }, file: { data: pdfBytes(), mimetype: 'application/pdf', name: 'leak.pdf', size: pdfBytes().length } }),
    ).rejects.toThrow()
  })
})
