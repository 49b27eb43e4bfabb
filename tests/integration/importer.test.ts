import { createRequire } from 'node:module'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Feed } from '../../src/server/import/import-feed'
import { temporaryDatabase } from './setup-db'

const require = createRequire(import.meta.url)

// SQLite, and PostgreSQL in the Vitest project "postgres".
const db = await temporaryDatabase()
let payload: Payload
let importFeed: typeof import('../../src/server/import/import-feed').importFeed

const property = (id: number, extra: Record<string, unknown> = {}) => ({
  ID: id,
  Goal: 0,
  Status: 1,
  City: 'Oostende',
  Zip: '8400',
  WebID: 3,
  TypeDescription: { nl: `Appartement ${id}`, fr: `Appartement ${id} FR`, en: `Apartment ${id}`, de: `Wohnung ${id}` },
  ...extra,
})

const feed: Feed = {
  PropertyTypes: [{ ID: 3, WebID: 3, ShowOrder: 3, Sale: true, Rent: true, Name: { nl: 'Appartement', fr: 'Appartement', en: 'Apartment', de: 'Wohnung' } }],
  Projects: [{ ID: 900, Goal: 0, City: 'Oostende', Name: { nl: 'Residentie Duinzicht', fr: 'Résidence Duinzicht' }, PriceMin: '245000', PriceMax: 480000 }],
  Properties: [
    property(1, { Price: '209000', GoogleX: '51,2301', GoogleY: 2.915, PublishPrice: '1', EPCTotal: 21056, EPCSpecific: '224,5', WebIDs: '3, 5' }),
    property(2, { Goal: '1', Status: 4, Price: 850 }),
    property(3, { ProjectID: 900 }),
    property(4, { Price: 'op aanvraag' }),
    property(5, { Goal: 9 }),
    { ID: 'x' },
  ],
}

beforeAll(async () => {
  process.env.DATABASE_URL = db.url
  process.env.PAYLOAD_SECRET = 'integration-test-secret-of-enough-length'
  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  ;({ importFeed } = await import('../../src/server/import/import-feed'))
  payload = await getPayload({ config })
  await payload.db.migrate()
})

afterAll(async () => {
  await payload?.destroy()
  await db.cleanup()
})

const find = async (externalId: number, locale: 'nl' | 'fr' = 'nl') =>
  (await payload.find({ collection: 'properties', where: { externalId: { equals: externalId } }, locale, depth: 1 })).docs[0]

describe('importFeed', () => {
  it('stores valid records, parsing numbers sent as strings, and rejects the rest with reasons', async () => {
    const report = await importFeed(payload, feed, { full: true })
    expect(report.rejected).toEqual([
      { kind: 'property', id: '4', reason: 'Price: "op aanvraag" is not a number' },
      { kind: 'property', id: '5', reason: 'Goal: 9 is neither 0 (sale) nor 1 (rent)' },
      { kind: 'property', id: 'x', reason: 'ID: "x" is not a number' },
    ])
    expect(report.created).toBe(1 + 1 + 3)
    const first = await find(1)
    expect(first).toMatchObject({ price: 209000, latitude: 51.2301, longitude: 2.915, publishPrice: true, goal: 'sale', availability: 'available', slug: 'appartement-1' })
    expect(typeof first?.propertyType === 'object' && first.propertyType?.webId).toBe(3)
    // The specific energy beside the total; the type filter's web ids: the main type's and the WebIDs.
    expect(first).toMatchObject({ epcTotal: 21056, epcSpecific: 224.5, webIds: '3, 5', typeWebIds: [3, 5] })
    expect((await find(1, 'fr'))?.title).toBe('Appartement 1 FR')
    expect(await find(2)).toMatchObject({ goal: 'rent', availability: 'rented', price: 850 })
    const unit = await find(3)
    expect(typeof unit?.project === 'object' && unit.project?.externalId).toBe(900)
  })

  it('is idempotent: the same feed again updates in place and creates nothing', async () => {
    const before = await payload.count({ collection: 'properties' })
    const report = await importFeed(payload, feed, { full: true })
    expect(report.created).toBe(0)
    expect(report.unpublished).toBe(0)
    expect(await payload.count({ collection: 'properties' })).toEqual(before)
  })

  // ADR 0060: a 15-minute schedule over a large catalogue writes only what changed.
  it('writes nothing for a feed it already stored, and still writes a changed record', async () => {
    const stamps = async () => {
      const { docs } = await payload.find({ collection: 'properties', depth: 0, pagination: false, sort: 'externalId', select: { updatedAt: true, externalId: true } })
      return new Map(docs.map((doc) => [doc.externalId, doc.updatedAt]))
    }
    // Every save of a property or its type passes these hooks: what counts the writes, whatever the fields.
    const writes: string[] = []
    const count = (collection: string) => () => void writes.push(collection)
    const properties = payload.collections.properties.config.hooks
    const types = payload.collections['property-types'].config.hooks
    properties.beforeChange.push(count('properties'))
    types.beforeChange.push(count('property-types'))
    try {
      const before = await stamps()
      const unchanged = await importFeed(payload, feed, { full: true })
      expect(unchanged).toMatchObject({ created: 0, updated: 0, unchanged: 1 + 1 + 3, unpublished: 0 })
      expect(writes).toEqual([])
      expect(await stamps()).toEqual(before)

      const changed = { ...feed, Properties: feed.Properties!.map((record) => ((record as { ID: unknown }).ID === 2 ? property(2, { Goal: '1', Status: 4, Price: 900 }) : record)) }
      const report = await importFeed(payload, changed, { full: true })
      expect(report).toMatchObject({ created: 0, updated: 1, unchanged: 1 + 1 + 2 })
      expect(writes.every((collection) => collection === 'properties')).toBe(true)
      expect(await find(2)).toMatchObject({ price: 900 })
      expect((await find(2, 'fr'))?.title).toBe('Appartement 2 FR')
      const after = await stamps()
      expect([after.get(1), after.get(3)]).toEqual([before.get(1), before.get(3)])
      expect(after.get(2)).not.toBe(before.get(2))
    } finally {
      properties.beforeChange.pop()
      types.beforeChange.pop()
    }
  })

  it('writes a record again after anyone else saved it, and never shows its hash', async () => {
    const two = await find(2)
    await payload.update({ collection: 'properties', id: two!.id, data: { price: 1 }, locale: 'nl' })
    const report = await importFeed(payload, { Properties: [property(2, { Goal: '1', Status: 4, Price: 900 })] }, { full: false })
    expect(report).toMatchObject({ updated: 1, unchanged: 0 })
    expect(await find(2)).toMatchObject({ price: 900 })
    const stored = await payload.findByID({ collection: 'properties', id: two!.id, depth: 0 })
    expect(stored.importHash).toMatch(/^[\w-]{43}$/)
    const publicView = await payload.findByID({ collection: 'properties', id: two!.id, depth: 0, overrideAccess: false })
    expect(publicView).not.toHaveProperty('importHash')
  })

  it('unpublishes what a full feed no longer lists, without deleting it (beyond 20 % only with force)', async () => {
    // 1 of 3 published properties is a third of the catalogue: refused without force.
    const refused = await importFeed(payload, { Properties: [property(1), property(3, { ProjectID: 900 })] }, { full: true })
    expect(refused.unpublished).toBe(0)
    expect(refused.unpublishRefused).toMatch(/1 of 3 published properties/)
    expect((await find(2))?.published).toBe(true)
    const report = await importFeed(payload, { Properties: [property(1), property(3, { ProjectID: 900 })] }, { full: true, force: true })
    expect(report.unpublished).toBe(1)
    const two = await find(2)
    expect(two?.published).toBe(false)
    expect(await payload.count({ collection: 'properties' })).toEqual({ totalDocs: 3 })
    const publicView = await payload.find({ collection: 'properties', overrideAccess: false, depth: 0 })
    expect(publicView.docs.map((d) => d.externalId).sort()).toEqual([1, 3])
  })

  it('leaves absent properties alone for a partial feed, and republishes one that returns', async () => {
    const partial = await importFeed(payload, { Properties: [property(1)] }, { full: false })
    expect(partial.unpublished).toBe(0)
    expect((await find(3))?.published).toBe(true)
    await importFeed(payload, { Properties: [property(2, { Goal: 1 })] }, { full: false })
    expect((await find(2))?.published).toBe(true)
  })
})

describe('a bad full feed', () => {
  const published = async () => (await payload.count({ collection: 'properties', where: { published: { equals: true } } })).totalDocs

  it('an empty feed unpublishes nothing, and says why', async () => {
    await importFeed(payload, { Properties: [property(1), property(2), property(3), property(6), property(7)] }, { full: false })
    const before = await published()
    expect(before).toBeGreaterThanOrEqual(5)
    const report = await importFeed(payload, { Properties: [] }, { full: true })
    expect(report.unpublished).toBe(0)
    expect(report.unpublishRefused).toMatch(/lists no properties/)
    expect(await published()).toBe(before)
  })

  it('a mostly rejected feed unpublishes nothing; --force overrides', async () => {
    const before = await published()
    const broken = { Properties: [property(1), { ID: 'a' }, { ID: 'b' }, { Goal: 0 }] }
    const report = await importFeed(payload, broken, { full: true, maxUnpublishShare: 1 })
    expect(report.rejected).toHaveLength(3)
    expect(report.unpublished).toBe(0)
    expect(report.unpublishRefused).toMatch(/3 of 4 property records were rejected/)
    expect(await published()).toBe(before)
    // A listed record that is rejected keeps its current version, even with force.
    const forced = await importFeed(payload, { Properties: [property(1), property(2, { Goal: 9 })] }, { full: true, force: true })
    expect(forced.unpublishRefused).toBeUndefined()
    expect((await find(2))?.published).toBe(true)
    expect((await find(3))?.published).toBe(false)
    expect(await published()).toBe(2)
  })
})

describe('scripts/import.ts', () => {
  it('exits 3 when records are rejected and 4 when unpublishing is refused', async () => {
    const { spawnSync } = await import('node:child_process')
    const { mkdtempSync, writeFileSync } = await import('node:fs')
    const os = await import('node:os')
    const path = await import('node:path')
    const dir = mkdtempSync(path.join(os.tmpdir(), 'zeedijk-import-'))
    const run = (feedValue: unknown, ...args: string[]) => {
      const file = path.join(dir, `feed-${Math.random().toString(36).slice(2)}.json`)
      writeFileSync(file, JSON.stringify(feedValue))
      return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/import.ts', file, ...args], {
        encoding: 'utf8',
        env: { ...process.env, DATABASE_URL: db.url },
        timeout: 120_000,
      })
    }
    const rejected = run({ Properties: [property(1), property(2), { ID: 'x' }] }, '--partial')
    expect(rejected.stdout).toContain('1 rejected')
    expect(rejected.status).toBe(3)
    const refused = run({ Properties: [] })
    expect(refused.stdout).toContain('unpublishing refused')
    expect(refused.status).toBe(4)
    expect(run({ Properties: [property(1)] }, '--partial').status).toBe(0)
    expect(run({ Properties: [] }, '--bogus').status).toBe(2)
  }, 420_000)
})

describe('media from a feed', () => {
  const https = require('node:https') as typeof import('node:https')
  let server: import('node:https').Server
  let origin = ''
  let ca = ''
  let dir = ''
  let jpegA: Buffer
  let jpegB: Buffer
  let gpsJpeg: Buffer
  let mediaImport: (feed: Feed, maxBytes?: number) => ReturnType<typeof importFeed>

  beforeAll(async () => {
    const { execFileSync } = await import('node:child_process')
    const { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } = await import('node:fs')
    const os = await import('node:os')
    const path = await import('node:path')
    const { default: sharp } = await import('sharp')
    const { isForbiddenAddress } = await import('../../src/domain/import/addresses')
    dir = mkdtempSync(path.join(os.tmpdir(), 'zeedijk-media-'))
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', `${dir}/key.pem`, '-out', `${dir}/cert.pem`, '-days', '1', '-subj', '/CN=media.test', '-addext', 'subjectAltName=DNS:media.test,DNS:other.test,DNS:internal.test'], { stdio: 'ignore' })
    ca = readFileSync(`${dir}/cert.pem`, 'utf8')
    const image = (r: number) => sharp({ create: { width: 40, height: 30, channels: 3, background: { r, g: 90, b: 120 } } }).jpeg().toBuffer()
    jpegA = await image(10)
    jpegB = await image(200)
    gpsJpeg = await (await import('../support/photo-with-gps')).photoWithGps('jpeg', { width: 480, height: 240 })
    server = https.createServer({ key: readFileSync(`${dir}/key.pem`), cert: ca }, (req, res) => {
      const routes: Record<string, () => void> = {
        '/a/1.jpg': () => res.end(jpegA),
        '/b/1.jpg': () => res.end(jpegB),
        '/gps.jpg': () => res.end(gpsJpeg),
        '/moved.jpg': () => res.writeHead(302, { location: '/b/1.jpg' }).end(),
        '/to-private.jpg': () => res.writeHead(302, { location: `https://internal.test:${new URL(origin).port}/a/1.jpg` }).end(),
        '/to-metadata.jpg': () => res.writeHead(301, { location: 'https://169.254.169.254/latest/meta-data' }).end(),
        '/loop.jpg': () => res.writeHead(302, { location: '/loop.jpg' }).end(),
        '/big.jpg': () => {
          res.write(jpegA)
          res.end(Buffer.alloc(300_000, 1))
        },
        '/drip.jpg': () => {
          res.writeHead(200, { 'content-type': 'image/jpeg' })
          const timer = setInterval(() => res.write(Buffer.from([0xff])), 100)
          res.on('close', () => clearInterval(timer))
        },
        '/page.jpg': () => res.writeHead(200, { 'content-type': 'image/jpeg' }).end('<!doctype html><html><body>not a picture</body></html>'),
      }
      const route = routes[req.url ?? '']
      if (route) route()
      else res.writeHead(404).end()
    })
    // The importer's client keeps connections alive between pictures; under load a gap can pass Node's 5 s default,
    // the server closes the socket as the next request reuses it, and the test reads ECONNRESET instead of the
    // refusal it checks. Keep them open as long as the site's own server does (scripts/serve.mjs, 65 s).
    server.keepAliveTimeout = 65_000
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `https://media.test:${(server.address() as import('node:net').AddressInfo).port}`
    // The import folder, a secret beside it, and a link inside it that points out.
    mkdirSync(`${dir}/feed/images`, { recursive: true })
    writeFileSync(`${dir}/secret.jpg`, jpegA)
    writeFileSync(`${dir}/feed/images/1.jpg`, jpegB)
    symlinkSync(`${dir}/secret.jpg`, `${dir}/feed/images/escape.jpg`)
    const names: Record<string, string> = { 'media.test': '127.0.0.1', 'other.test': '127.0.0.1', 'internal.test': '10.0.0.5' }
    const lookup = ((hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
      const address = names[hostname]
      if (!address) return callback(Object.assign(new Error(`ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }))
      return options.all ? callback(null, [{ address, family: 4 }]) : callback(null, address, 4)
    }) as never
    mediaImport = (feedValue, maxBytes) =>
      importFeed(payload, feedValue, {
        full: false,
        mediaDirs: [`${dir}/feed`],
        media: {
          allowedHosts: ['media.test', 'internal.test'],
          maxBytes,
          // The test server is on loopback: only 127.0.0.1 is let through, every other private range is not.
          download: { ca, lookup, isForbidden: (address) => address !== '127.0.0.1' && isForbiddenAddress(address), deadlineMs: 2_000 },
        },
      })
  })

  afterAll(() => server?.close())

  const withPictures = (id: number, ...urls: string[]) => property(id, { LargePictureItems: urls.map((Url) => ({ Url })) })
  const picturesOf = async (id: number) => ((await find(id))?.pictures ?? []).map((row) => (typeof row.image === 'object' ? row.image : null))

  it('downloads over https from an allowed host; two properties\u2019 1.jpg stay two pictures, the same source is stored once', async () => {
    const report = await mediaImport({ Properties: [withPictures(11, `${origin}/a/1.jpg`), withPictures(12, `${origin}/b/1.jpg`, `${origin}/a/1.jpg`)] })
    expect(report.warnings).toEqual([])
    const [a] = await picturesOf(11)
    const [b, again] = await picturesOf(12)
    expect(a?.id).toBeDefined()
    expect(b?.id).not.toBe(a?.id)
    expect(again?.id).toBe(a?.id)
    expect(a?.filename).not.toBe(b?.filename)
    expect(a?.mimeType).toBe('image/jpeg')
    // A later run finds the stored picture by its source and downloads nothing new.
    const count = (await payload.count({ collection: 'media' })).totalDocs
    await mediaImport({ Properties: [withPictures(13, `${origin}/a/1.jpg`)] })
    expect((await payload.count({ collection: 'media' })).totalDocs).toBe(count)
  })

  it('stores a CRM photo without its EXIF (GPS, camera), original and sizes alike (ADR 0042)', async () => {
    const { readFileSync } = await import('node:fs')
    const path = await import('node:path')
    const { default: sharp } = await import('sharp')
    const { hasGps } = await import('../support/photo-with-gps')
    expect(hasGps((await sharp(gpsJpeg).metadata()).exif)).toBe(true)
    const report = await mediaImport({ Properties: [withPictures(17, `${origin}/gps.jpg`)] })
    expect(report.warnings).toEqual([])
    const [picture] = await picturesOf(17)
    const dir = payload.collections.media.config.upload.staticDir!
    const files = [picture!.filename!, ...Object.values(picture!.sizes ?? {}).map((size) => size?.filename)].filter((name): name is string => Boolean(name))
    expect(files.length).toBeGreaterThan(1)
    for (const file of files) {
      const bytes = readFileSync(path.join(dir, file))
      const metadata = await sharp(bytes).metadata()
      expect(metadata.exif, file).toBeUndefined()
      expect(bytes.toString('latin1'), file).not.toMatch(/CRM-Cam|Geheimstraat/)
    }
    // Turned upright from its orientation tag before the tag went.
    expect([picture!.width, picture!.height]).toEqual([240, 480])
  })

  it('follows a redirect within the rules', async () => {
    const report = await mediaImport({ Properties: [withPictures(14, `${origin}/moved.jpg`)] })
    expect(report.warnings).toEqual([])
    expect(await picturesOf(14)).toHaveLength(1)
  })

  it.each([
    ['plain http', () => origin.replace('https:', 'http:') + '/a/1.jpg', /http: is refused/],
    ['a host outside the allowlist', () => origin.replace('media.test', 'other.test') + '/a/1.jpg', /not in IMPORT_MEDIA_HOSTS/],
    ['a redirect to a private address', () => `${origin}/to-private.jpg`, /forbidden address 10\.0\.0\.5/],
    ['a redirect to the metadata address', () => `${origin}/to-metadata.jpg`, /not in IMPORT_MEDIA_HOSTS|forbidden/],
    ['endless redirects', () => `${origin}/loop.jpg`, /more than 3 redirects/],
    ['a file over the byte cap', () => `${origin}/big.jpg`, /larger than 200000 bytes/],
    ['an HTML page named .jpg', () => `${origin}/page.jpg`, /unsupported file type/],
    ['a server that never finishes', () => `${origin}/drip.jpg`, /took longer than 2 s/],
    ['a path out of the import folder', () => '../secret.jpg', /outside the import folder/],
    ['an absolute path', () => `${dir}/secret.jpg`, /outside the import folder/],
    ['a link out of the import folder', () => 'images/escape.jpg', /outside the import folder/],
    ['a file: URL', () => `file://${dir}/secret.jpg`, /outside the import folder/],
  ])('refuses %s', async (_, url, reason) => {
    const before = (await payload.count({ collection: 'media' })).totalDocs
    const report = await mediaImport({ Properties: [withPictures(15, url())] }, 200_000)
    expect(report.warnings).toEqual([expect.stringMatching(reason)])
    expect(await picturesOf(15)).toEqual([])
    expect((await payload.count({ collection: 'media' })).totalDocs).toBe(before)
  })

  it('reads a local picture inside the import folder', async () => {
    const report = await mediaImport({ Properties: [withPictures(16, 'images/1.jpg')] })
    expect(report.warnings).toEqual([])
    expect(await picturesOf(16)).toHaveLength(1)
  })

  it('stores type names and room captions in every language the CRM sends in Dutch only', async () => {
    const report = await mediaImport({
      PropertyTypes: [{ ID: 4, WebID: 4, Name: 'Grond' }],
      Properties: [property(18, { WebID: 4, MainTypeName: 'Bouwgrond', LargePictureItems: [{ Url: 'images/1.jpg', Name: 'Keuken' }, { Url: `${origin}/a/1.jpg`, Name: 'Zicht op de polder' }] })],
    })
    expect(report.warnings).toEqual([])
    const read = async (locale: 'nl' | 'fr' | 'en' | 'de') =>
      (await payload.find({ collection: 'properties', where: { externalId: { equals: 18 } }, locale, depth: 1 })).docs[0]
    const [nl, en, de] = [await read('nl'), await read('en'), await read('de')]
    expect([nl?.mainTypeName, en?.mainTypeName, de?.mainTypeName]).toEqual(['Bouwgrond', 'Building plot', 'Baugrundstück'])
    expect(typeof en?.propertyType === 'object' && en.propertyType?.name).toBe('Land')
    expect(typeof de?.propertyType === 'object' && de.propertyType?.name).toBe('Grundstück')
    expect(nl?.pictures?.map((p) => p.caption)).toEqual(['Keuken', 'Zicht op de polder'])
    // A caption the room-name table does not know stays Dutch (staff translate it in the admin).
    expect(en?.pictures?.map((p) => p.caption)).toEqual(['Kitchen', 'Zicht op de polder'])
    expect((await read('fr'))?.pictures?.[0]?.caption).toBe('Cuisine')
  })

  it('keeps only http(s) document links', async () => {
    const report = await mediaImport({
      Properties: [property(17, { Documents: [{ Url: 'javascript:alert(1)', Name: 'x' }, { Url: 'data:text/html,hi', Name: 'y' }, { Url: 'https://crm.example/plan.pdf', Name: 'Plan' }] })],
    })
    expect(report.warnings).toEqual([expect.stringMatching(/javascript:.*only http/), expect.stringMatching(/data:.*only http/)])
    expect((await find(17))?.documents?.map((d) => d.url)).toEqual(['https://crm.example/plan.pdf'])
  })
})
