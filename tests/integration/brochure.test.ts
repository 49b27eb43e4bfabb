import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import type { Payload } from 'payload'
import PostalMime, { type Email } from 'postal-mime'
import sharp from 'sharp'
import { extractImages, extractLinks, extractText, getDocumentProxy, getMeta } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { metresPerPixel, TILE_SIZE, tilesAround } from '../../src/domain/brochure/static-map'
import { mailsTo } from '../support/mail-outbox'

import { startPayload, type TestDatabase } from './setup-db'

/**
 * The brochure (ADR 0030) below the browser: the route's PDF read back as text in two
 * languages, hidden values absent, kept until the property changes (generations counted), 404s, the map
 * composed from a tile server started here (and the brochure made without it when no tile answers), and
 * the PDF attached to the visitor's confirmation only when the form's box was ticked.
 */
let payload: Payload
// The route asks for the web server's Payload; here it is the test's.
vi.mock('@/server/payload', () => ({ getPayloadClient: async () => payload }))

let database: TestDatabase
let dataDir: string
let tiles: Server
let tilePort = 0
const tileRequests: { url: string; headers: IncomingHttpHeaders }[] = []

const SITE = 'https://www.zeedijk.test'
const AGENCY = 'kantoor@zeedijk.test'
const ids = { shown: 0, hidden: 0, media: 0 }

/** Tiles of two shades by column (x even or odd) and row, so the seams of the composition can be found. */
const tileColour = (x: number, y: number) => ({ r: x % 2 ? 210 : 40, g: y % 2 ? 200 : 90, b: 120 })

async function startTileServer() {
  tiles = createServer((request, response) => {
    tileRequests.push({ url: request.url ?? '', headers: request.headers })
    const match = /^\/(\d+)\/(\d+)\/(\d+)\.png$/.exec(request.url ?? '')
    if (!match) return void response.writeHead(404).end()
    const [x, y] = [Number(match[2]), Number(match[3])]
    void sharp({ create: { width: 256, height: 256, channels: 3, background: tileColour(x, y) } })
      .png()
      .toBuffer()
      .then((png) => response.writeHead(200, { 'content-type': 'image/png' }).end(png))
  })
  await new Promise<void>((resolve) => tiles.listen(0, '127.0.0.1', resolve))
  tilePort = (tiles.address() as AddressInfo).port
}

const route = async () => (await import('../../src/app/(frontend)/[locale]/brochure/[file]/route')).GET
const brochure = async () => import('../../src/features/brochure/brochure')

async function get(locale: string, file: string, headers: Record<string, string> = {}) {
  const GET = await route()
  return GET(new Request(`${SITE}/${locale}/brochure/${file}`, { headers }), { params: Promise.resolve({ locale, file }) })
}

async function pdfText(bytes: Uint8Array): Promise<{ text: string; pages: number; title: unknown }> {
  const document = await getDocumentProxy(new Uint8Array(bytes))
  const { text, totalPages } = await extractText(document, { mergePages: true })
  const { info } = await getMeta(document)
  // Spaces of any kind (no-break ones in prices) read as one plain space.
  return { text: text.replace(/[\s\u00a0\u202f]+/g, ' '), pages: totalPages, title: (info as Record<string, unknown>).Title }
}

async function fetchPdf(locale: string, externalId: number) {
  const response = await get(locale, `${externalId}.pdf`)
  expect(response.status).toBe(200)
  return new Uint8Array(await response.arrayBuffer())
}

async function captcha(): Promise<string> {
  const { createCaptchaChallenge } = await import('../../src/features/captcha/captcha')
  const challenge = await createCaptchaChallenge()
  const solution = await solveChallenge({ challenge, deriveKey })
  return btoa(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }))
}

async function sendForm(values: Record<string, string>) {
  const { receiveLead } = await import('../../src/features/leads/receive-lead')
  const data = new FormData()
  for (const [name, value] of Object.entries({ altcha: await captcha(), ...values })) data.append(name, value)
  const result = await receiveLead(payload, data, { ip: '198.51.100.7' })
  if (!result.ok) throw new Error(`the form was refused: ${JSON.stringify(result)}`)
  await payload.jobs.run({ queue: 'leads', limit: 10, silent: true })
  return payload.findByID({ collection: 'leads', id: result.lead.id })
}

const parsedMailsTo = (address: string): Promise<Email[]> => Promise.all(mailsTo(dataDir, address).map((mail) => PostalMime.parse(readFileSync(mail.file))))

beforeAll(async () => {
  await startTileServer()
  delete process.env.SMTP_URL
  ;({ payload, database } = await startPayload({
    SITE_URL: SITE,
    MAP_TILE_URL: `http://127.0.0.1:${tilePort}/{z}/{x}/{y}.png`,
    CAPTCHA_COST: '10',
    MAIL_RECIPIENT_LIMIT: '100',
  }))
  dataDir = process.env.DATA_DIR!
  await payload.updateGlobal({
    slug: 'settings',
    data: { agency: { name: 'Zeedijk Vastgoed', street: 'Zeedijk 100', zip: '8400', city: 'Oostende', phone: '059123456', email: AGENCY, bivNumber: '201.987' } },
  })
  const photo = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: { r: 20, g: 95, b: 140 } } })
    .jpeg()
    .toBuffer()
  ids.media = (await payload.create({ collection: 'media', data: { alt: 'Gevel' }, file: { data: photo, mimetype: 'image/jpeg', name: 'gevel-brochure.jpg', size: photo.length } })).id
  const common = { goal: 'sale', availability: 'available', city: 'Oostende', zip: '8400', countryId: 10, mainTypeName: 'Appartement', bedrooms: 2, surfaceLiving: 82, energyPerformance: 180 } as const
  const shown = await payload.create({
    collection: 'properties',
    locale: 'nl',
    data: {
      ...common,
      externalId: 7701,
      reference: 'ZD-7701',
      title: 'Appartement met zeezicht',
      description: 'Lichtrijk appartement op de Zeedijk.',
      street: 'Zeedijk',
      houseNumber: '118A',
      publishAddress: true,
      latitude: 51.2301,
      longitude: 2.9156,
      price: 249000,
      publishPrice: true,
      pictures: [{ image: ids.media }],
      agent: { name: 'Sofie Vermeulen', email: 'sofie@zeedijk.test', phone: '0475123456' },
    },
  })
  await payload.update({ collection: 'properties', id: shown.id, locale: 'fr', data: { title: 'Appartement avec vue sur mer', description: 'Appartement lumineux sur la digue.' } })
  ids.shown = shown.id
  ids.hidden = (
    await payload.create({
      collection: 'properties',
      locale: 'nl',
      data: {
        ...common,
        externalId: 7702,
        reference: 'ZD-7702',
        title: 'Villa in de duinen',
        street: 'Geheimstraat',
        houseNumber: '77',
        publishAddress: false,
        latitude: 51.2337,
        longitude: 2.9123,
        price: 512345,
        publishPrice: false,
        notaryFee: 3456,
        registrationRights: 61481,
      },
    })
  ).id
  await payload.create({ collection: 'properties', locale: 'nl', data: { ...common, externalId: 7703, title: 'Verkochte studio', availability: 'sold' } })
  await payload.create({ collection: 'properties', locale: 'nl', data: { ...common, externalId: 7704, title: 'Nog niet gepubliceerd', published: false } })
})

afterAll(async () => {
  await new Promise((resolve) => tiles?.close(resolve))
  await payload?.destroy()
  await database?.cleanup()
})

describe('the brochure route', () => {
  it('serves a published property as an A4 PDF in Dutch with what its page shows', async () => {
    const response = await get('nl', '7701.pdf')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toBe('inline; filename="brochure-zd-7701.pdf"')
    expect(response.headers.get('etag')).toMatch(/^"[\w-]{27}"$/)
    expect(response.headers.get('last-modified')).toMatch(/GMT$/)
    expect(response.headers.get('x-robots-tag')).toBe('noindex')
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe('%PDF-')
    // Kept for a person to look at (test-results/ is not committed).
    mkdirSync('test-results', { recursive: true })
    writeFileSync('test-results/brochure-nl.pdf', bytes)
    expect(Number(response.headers.get('content-length'))).toBe(bytes.length)
    // Small enough to mail: a cover photo, the map, vectors and a font subset.
    expect(bytes.length).toBeLessThan(1_000_000)

    const { text, pages, title } = await pdfText(bytes)
    expect(pages).toBe(2)
    expect(title).toBe('Brochure: Appartement met zeezicht')
    for (const expected of [
      'Appartement met zeezicht',
      'APPARTEMENT · TE KOOP',
      'Zeedijk 118A, 8400 Oostende',
      '€ 249.000',
      'Ref. ZD-7701',
      '2 Slaapkamers',
      '82 m² Bewoonbare oppervlakte',
      'Lichtrijk appartement op de Zeedijk.',
      'Kenmerken',
      'Energieprestatie',
      'Vlaanderen',
      'EPC-waarde: 180 kWh/m²',
      'Kaartgegevens © OpenStreetMap-bijdragers',
      'Uw contactpersoon Sofie Vermeulen sofie@zeedijk.test 0475 12 34 56',
      'Bekijk dit pand online',
      'Zeedijk Vastgoed · Zeedijk 100, 8400 Oostende · BIV 201.987',
      '059 12 34 56',
      'Pagina 1 van 2',
    ])
      expect(text).toContain(expected)
    // The QR code's address, printed and linked under it: the page's absolute URL.
    const page = 'https://www.zeedijk.test/nl/te-koop/oostende/appartement-met-zeezicht/7701/'
    expect(text.replace(/ /g, '')).toContain(page)
    // pdf.js takes over the bytes it reads: each reading gets its own copy.
    const document = await getDocumentProxy(bytes.slice())
    expect((await extractLinks(document)).links).toEqual([page])
    // Page 1: the cover photo; page 2: the map (the tile server answered).
    expect(await extractImages(document, 1)).toHaveLength(1)
    expect((await extractImages(document, 2)).map((image) => [image.width, image.height])).toEqual([[560, 320]])
  })

  it('speaks French on the French address, with French number grouping the font can draw', async () => {
    const { text } = await pdfText(await fetchPdf('fr', 7701))
    for (const expected of [
      'Appartement avec vue sur mer',
      'APPARTEMENT · À VENDRE',
      '249 000 €',
      'Réf. ZD-7701',
      'Caractéristiques',
      'Performance énergétique',
      'Valeur PEB : 180 kWh/m²',
      'Voir ce bien en ligne',
      'IPI 201.987',
      'Page 2 sur 2',
    ])
      expect(text).toContain(expected)
    expect(text.replace(/ /g, '')).toContain('https://www.zeedijk.test/fr/a-vendre/oostende/')
  })

  it('never prints a hidden address or price, nor the amounts that give the price away', async () => {
    const bytes = await fetchPdf('nl', 7702)
    const { text } = await pdfText(bytes)
    expect(text).toContain('Villa in de duinen')
    expect(text).toContain('Prijs op aanvraag')
    expect(text).toContain('8400 Oostende · Adres op aanvraag')
    expect(text).toContain('Het adres geven we op aanvraag; de cirkel toont de buurt.')
    for (const secret of ['Geheimstraat', '512.345', '512345', 'Notariskosten', '3.456', 'Registratierechten', '61.481', '51.2337', '2.9123']) expect(text, secret).not.toContain(secret)
    // Nor anywhere in the file's own words (metadata, link targets).
    const raw = Buffer.from(bytes).toString('latin1')
    for (const secret of ['Geheimstraat', '512345', '51.2337']) expect(raw).not.toContain(secret)
    // The map was drawn around the public point, at the neighbourhood's zoom.
    expect(tileRequests.some((request) => request.url.startsWith('/14/'))).toBe(true)
  })

  it('answers 404 for a sold, unpublished or unknown property and a malformed name, without making anything', async () => {
    const { brochureGenerations } = await brochure()
    const before = brochureGenerations()
    for (const [locale, file] of [
      ['nl', '7703.pdf'],
      ['nl', '7704.pdf'],
      ['nl', '9999999.pdf'],
      ['nl', '7701.PDF'],
      ['nl', '7701'],
      ['xx', '7701.pdf'],
      ['nl', '..%2F7701.pdf'],
    ]) {
      const response = await get(locale!, file!)
      expect(response.status, `${locale}/${file}`).toBe(404)
      expect(response.headers.get('cache-control')).toBe('private, no-store')
    }
    expect(brochureGenerations()).toBe(before)
  })
})

describe('kept until the property changes', () => {
  it('makes a brochure once: the second request, a revalidation and a restart’s disk copy make none', async () => {
    const { brochureGenerations, forgetBrochuresInMemory } = await brochure()
    const first = await get('de', '7701.pdf')
    const made = brochureGenerations()
    const body = Buffer.from(await first.arrayBuffer())
    const etag = first.headers.get('etag')!

    const second = await get('de', '7701.pdf')
    expect(Buffer.from(await second.arrayBuffer()).equals(body)).toBe(true)
    expect(second.headers.get('etag')).toBe(etag)

    const revalidated = await get('de', '7701.pdf', { 'if-none-match': etag })
    expect(revalidated.status).toBe(304)
    expect(await revalidated.text()).toBe('')
    expect(revalidated.headers.get('etag')).toBe(etag)
    expect(revalidated.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=5, stale-while-revalidate=60')
    const since = await get('de', '7701.pdf', { 'if-modified-since': first.headers.get('last-modified')! })
    expect(since.status).toBe(304)
    // Another tag is not a match.
    expect((await get('de', '7701.pdf', { 'if-none-match': '"something-else"' })).status).toBe(200)

    forgetBrochuresInMemory()
    const fromDisk = await get('de', '7701.pdf')
    expect(fromDisk.headers.get('etag')).toBe(etag)
    expect(brochureGenerations()).toBe(made)
  })

  it('makes a new one after the property changed, and forgets the old file', async () => {
    const { brochureGenerations } = await brochure()
    const before = await get('nl', '7701.pdf')
    const made = brochureGenerations()
    await payload.update({ collection: 'properties', id: ids.shown, locale: 'nl', data: { title: 'Appartement met zicht op zee' } })
    const after = await get('nl', '7701.pdf')
    expect(brochureGenerations()).toBe(made + 1)
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'))
    expect((await pdfText(new Uint8Array(await after.arrayBuffer()))).text).toContain('Appartement met zicht op zee')
    const files = readdirSync(path.join(dataDir, 'cache', 'brochures')).filter((name) => name.startsWith(`${ids.shown}-nl-`))
    expect(files).toHaveLength(1)
  })

  it('makes one brochure for many who ask at once', async () => {
    const { brochureGenerations } = await brochure()
    await payload.update({ collection: 'properties', id: ids.shown, locale: 'nl', data: { bedrooms: 3 } })
    const made = brochureGenerations()
    const answers = await Promise.all(Array.from({ length: 5 }, () => get('nl', '7701.pdf')))
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200])
    expect(new Set(answers.map((answer) => answer.headers.get('etag'))).size).toBe(1)
    expect(brochureGenerations()).toBe(made + 1)
  })
})

describe('the map', () => {
  it('is composed from the tiles around the point, seams where the tiles meet, a marker on the exact spot', async () => {
    const { staticMap, MAP_PICTURE, resetTilePause } = await import('../../src/features/brochure/static-map')
    resetTilePause()
    const asked = tileRequests.length
    const source = { template: `http://127.0.0.1:${tilePort}/{z}/{x}/{y}.png`, userAgent: 'ZeedijkVastgoed-brochure/1.0 (+test)', cacheDir: path.join(dataDir, 'tiles-test'), timeoutMs: 3000 }
    const place = { latitude: 51.2301, longitude: 2.9156, exact: true }
    const jpeg = await staticMap(place, source)
    expect(jpeg).not.toBeNull()
    const { data, info } = await sharp(jpeg!).raw().toBuffer({ resolveWithObject: true })
    expect([info.width, info.height]).toEqual([MAP_PICTURE.width, MAP_PICTURE.height])
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)]

    const cover = tilesAround(place.latitude, place.longitude, 16, MAP_PICTURE.width, MAP_PICTURE.height)
    expect(tileRequests.length - asked).toBe(cover.tiles.length)
    expect(tileRequests.at(-1)!.headers['user-agent']).toBe('ZeedijkVastgoed-brochure/1.0 (+test)')
    // A vertical seam (the first one not at the very edge): left of it one column's colour, right of it the next one's.
    const column = TILE_SIZE - cover.crop.left < 6 ? 1 : 0
    const seam = (column + 1) * TILE_SIZE - cover.crop.left
    const left = cover.tiles[column]!
    expect(Math.abs(pixel(seam - 3, 8)[0]! - tileColour(left.x, left.y).r)).toBeLessThan(12)
    expect(Math.abs(pixel(seam + 3, 8)[0]! - tileColour(left.x + 1, left.y).r)).toBeLessThan(12)
    // The marker's head, just above the centre: the coral pin with its white dot.
    const [r, g, b] = pixel(MAP_PICTURE.width / 2, MAP_PICTURE.height / 2 - 20)
    expect(r).toBeGreaterThan(150)
    expect(g).toBeLessThan(110)
    expect(b).toBeLessThan(90)

    // The tiles are kept a week: drawing it again asks the server nothing.
    const again = tileRequests.length
    expect(await staticMap(place, source)).not.toBeNull()
    expect(tileRequests.length).toBe(again)
  })

  it('draws a circle and no marker around the point of a hidden address', async () => {
    const { staticMap, MAP_PICTURE } = await import('../../src/features/brochure/static-map')
    const source = { template: `http://127.0.0.1:${tilePort}/{z}/{x}/{y}.png`, userAgent: 'test', cacheDir: null, timeoutMs: 3000 }
    const jpeg = await staticMap({ latitude: 51.23, longitude: 2.91, exact: false }, source)
    const { data, info } = await sharp(jpeg!).raw().toBuffer({ resolveWithObject: true })
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)]
    // No pin: above the centre is the tiles' colour under the circle's light blue wash (the pin is coral: g 69, b 43).
    const [, g, b] = pixel(MAP_PICTURE.width / 2, MAP_PICTURE.height / 2 - 20)
    expect(g).toBeGreaterThan(80)
    expect(b).toBeGreaterThan(100)
    // The circle's edge, 700 m from the point (about 117 px at zoom 14 on the coast): the sea blue stroke.
    const radius = Math.round(700 / metresPerPixel(51.23, 14))
    const [edgeRed, , edgeBlue] = pixel(MAP_PICTURE.width / 2 + radius, MAP_PICTURE.height / 2)
    expect(edgeRed).toBeLessThan(90)
    expect(edgeBlue).toBeGreaterThan(100)
  })

  it('gives up within its time when no tile answers; the brochure is then made without the map and kept only a while', async () => {
    const { staticMap, resetTilePause } = await import('../../src/features/brochure/static-map')
    const { makeBrochure } = await import('../../src/features/brochure/make-brochure')
    resetTilePause()
    // A server that accepts and never answers: only the time limit ends the wait.
    const silent = createServer(() => undefined)
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const template = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/{z}/{x}/{y}.png`
    try {
      const started = Date.now()
      expect(await staticMap({ latitude: 51.2301, longitude: 2.9156, exact: true }, { template, userAgent: 'test', cacheDir: null, timeoutMs: 600 })).toBeNull()
      expect(Date.now() - started).toBeLessThan(2500)

      const property = await payload.findByID({ collection: 'properties', id: ids.shown, locale: 'nl', depth: 1, overrideAccess: false })
      const settings = await payload.findGlobal({ slug: 'settings' })
      const tiles = { template: 'http://127.0.0.1:9/{z}/{x}/{y}.png', userAgent: 'test', cacheDir: null, timeoutMs: 600 }
      const made = await makeBrochure({ property, settings, locale: 'nl' }, { siteUrl: SITE, readMedia: async (media, file) => (await import('../../src/collections/file-storage')).readStoredFile('media', media, file), tiles, tileAttribution: null })
      expect(made.complete).toBe(false)
      const { text } = await pdfText(new Uint8Array(made.pdf))
      expect(text).toContain('De kaart kon niet worden geladen.')
      expect(text).toContain('Appartement met zicht op zee')
    } finally {
      silent.closeAllConnections()
      await new Promise((resolve) => silent.close(resolve))
    }
  })
})

describe('the brochure request on the forms', () => {
  const visitor = { firstName: 'Sophie', lastName: 'Lambert', phone: '0475 12 34 56', privacy: 'on' }

  it('attaches the brochure, in the visitor’s language, to the confirmation when the box is ticked, and tells the agency', async () => {
    const lead = await sendForm({ kind: 'contact-me', locale: 'fr', property: String(ids.shown), ...visitor, email: 'avec.brochure@example.be', brochure: 'on' })
    expect(lead).toMatchObject({ brochureRequested: true, delivery: 'sent' })
    const [confirmation] = await parsedMailsTo('avec.brochure@example.be')
    expect(confirmation?.text).toContain('Vous avez demandé la brochure de ce bien')
    const pdf = confirmation!.attachments.find((attachment) => attachment.mimeType === 'application/pdf')
    expect(pdf?.filename).toBe('brochure-zd-7701.pdf')
    const bytes = typeof pdf!.content === 'string' ? Buffer.from(pdf!.content, 'base64') : new Uint8Array(pdf!.content as ArrayBuffer)
    expect((await pdfText(new Uint8Array(bytes))).text).toContain('Appartement avec vue sur mer')
    const agency = (await parsedMailsTo(AGENCY)).find((mail) => mail.text?.includes('avec.brochure@example.be'))
    expect(agency?.text).toContain('De bezoeker vroeg de brochure; ze is bij de bevestiging gevoegd.')
    expect(agency?.attachments).toHaveLength(0)
  })

  it('sends no brochure when the box is not ticked, nor to a friend whatever the post says', async () => {
    const lead = await sendForm({ kind: 'visit-request', locale: 'nl', property: String(ids.shown), ...visitor, email: 'zonder.brochure@example.be', visitDate: '2099-06-01', timeSlots: '10:00-13:00' })
    expect(lead.brochureRequested).toBe(false)
    const [confirmation] = await parsedMailsTo('zonder.brochure@example.be')
    expect(confirmation?.attachments).toHaveLength(0)
    expect(confirmation?.text).not.toContain('brochure')

    const friend = await sendForm({
      kind: 'send-to-friend',
      locale: 'nl',
      property: String(ids.shown),
      name: 'Sophie',
      email: 'afzender@example.be',
      friendEmail: 'vriend@example.be',
      privacy: 'on',
      brochure: 'on',
    })
    expect(friend.brochureRequested).toBe(false)
    const [friendMail] = await parsedMailsTo('vriend@example.be')
    expect(friendMail?.attachments).toHaveLength(0)
  })

  it('says so to the agency, and still confirms, when the property left the market before the mail went', async () => {
    const { receiveLead } = await import('../../src/features/leads/receive-lead')
    const data = new FormData()
    for (const [name, value] of Object.entries({ altcha: await captcha(), kind: 'contact-me', locale: 'nl', property: String(ids.hidden), ...visitor, email: 'te.laat@example.be', brochure: 'on' }))
      data.append(name, value)
    const result = await receiveLead(payload, data, { ip: '198.51.100.8' })
    expect(result.ok).toBe(true)
    await payload.update({ collection: 'properties', id: ids.hidden, data: { availability: 'sold' } })
    await payload.jobs.run({ queue: 'leads', limit: 10, silent: true })
    const [confirmation] = await parsedMailsTo('te.laat@example.be')
    expect(confirmation?.attachments).toHaveLength(0)
    const agency = (await parsedMailsTo(AGENCY)).find((mail) => mail.text?.includes('te.laat@example.be'))
    expect(agency?.text).toContain('De bezoeker vroeg de brochure, maar ze kon niet worden bijgevoegd')
    expect(existsSync(path.join(dataDir, 'outbox'))).toBe(true)
  })
})
