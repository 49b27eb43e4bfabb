import { createHmac } from 'node:crypto'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import type { APIRequestContext } from '@playwright/test'

import { propertyPath } from '../../src/shared/catalogue-paths'
import { dataDir } from '../../src/server/env'

import { expect, test } from './fixtures'
import { staffToken } from './staff'

/**
 * The attacker's journeys over HTTP (issue "what leaks", part 1), against the running demo. The demo's
 * property 4000200 hides both its address and its price (content/demo/feed.json) and has four documents.
 */
const HIDDEN_ID = 4000200
const SECRETS = ['Nieuwpoortsesteenweg', '595000', '595.000', '595 000', '51.2228', '2.938363']

const json = async (request: APIRequestContext, url: string) => {
  const response = await request.get(url)
  return { status: response.status(), body: await response.text() }
}

/** A signed document link as the server makes it (src/features/documents/document-links.ts), with the demo's secret. */
function documentToken(content: Record<string, number>): string {
  const secret = readFileSync(path.join(dataDir, 'payload-secret'), 'utf8').trim()
  const key = createHmac('sha256', secret).update('signed-link:document-file').digest()
  const body = Buffer.from(JSON.stringify(content)).toString('base64url')
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`
}

test('the public REST API never gives a hidden address, exact spot or hidden price, and refuses probes on them', async ({ request }) => {
  const listed = await json(request, '/api/properties/?where[publishAddress][equals]=false&limit=50')
  expect(listed.status).toBe(200)
  const { docs } = JSON.parse(listed.body) as { docs: Record<string, unknown>[] }
  expect(docs.map((doc) => doc.externalId)).toContain(HIDDEN_ID)
  for (const doc of docs) {
    for (const field of ['street', 'houseNumber', 'boxNumber', 'latitude', 'longitude']) expect(doc[field], `${String(doc.externalId)} ${field}`).toBeUndefined()
    // Public coordinates of a hidden address are on the 0.01° grid.
    expect(Number.isInteger(Math.round(Number(doc.publicLatitude) * 100 * 1000) / 1000)).toBe(true)
  }
  for (const secret of SECRETS) expect(listed.body).not.toContain(secret)

  for (const probe of [
    'where[street][like]=Nieuwpoort',
    'where[latitude][greater_than]=51.22',
    'where[GoogleX][greater_than]=51.22',
    'where[price][greater_than]=500000',
    'where[documents.file][exists]=true',
    'sort=price',
    'sort=-latitude',
  ]) {
    const answer = await json(request, `/api/properties/?${probe}&where[externalId][equals]=${HIDDEN_ID}`)
    expect(answer.status, probe).toBeGreaterThanOrEqual(400)
    expect(answer.body, probe).not.toContain('Nieuwpoortsesteenweg')
  }
})

test('anonymous API reads are capped and personal collections closed', async ({ request }) => {
  const many = await json(request, '/api/properties/?limit=100000&depth=10')
  expect(many.status).toBe(200)
  const page = JSON.parse(many.body) as { limit: number; docs: { pictures?: { image: unknown }[] }[] }
  expect(page.limit).toBe(50)
  expect(page.docs.length).toBeLessThanOrEqual(50)
  expect((await json(request, '/api/properties/?limit=0')).body).toContain('"limit":50')
  expect((await json(request, '/api/properties/?locale=all')).status).toBe(403)
  expect((await json(request, '/api/articles/?fallback-locale=none')).status).toBe(403)
  for (const collection of ['users', 'leads', 'search-profiles', 'cv-files', 'property-documents', 'appointment-slots', 'payload-jobs', 'owners', 'account-sessions', 'account-tokens', 'account-favourites', 'price-changes', 'visit-counts']) {
    const answer = await json(request, `/api/${collection}/`)
    expect([403, 404], `${collection}: ${answer.status}`).toContain(answer.status)
  }
  // Staff are not capped: the admin's own requests carry ?fallback-locale=null and keep their login.
  const me = await request.get('/api/users/me/?fallback-locale=null', { headers: { Authorization: `JWT ${await staffToken()}` } })
  // Each parallel worker has its own staff user (tests/e2e/staff.ts).
  expect(((await me.json()) as { user: { email: string } | null }).user?.email).toMatch(/^e2e-staff-\d+@zeedijk\.test$/)
  const graphql = await request.post('/api/graphql', { data: { query: '{ Users { docs { email } } }' } })
  expect(graphql.status()).toBe(404)
})

test('media lists only pictures; documents are not public files', async ({ request }) => {
  // The media list is staff-only (ADR 0042); single pictures stay public. Even staff find no PDF among them.
  expect((await json(request, '/api/media/?limit=50')).status).toBe(403)
  const auth = { Authorization: `JWT ${await staffToken()}` }
  const media = (await (await request.get('/api/media/?limit=50&where[mimeType][equals]=application/pdf', { headers: auth })).json()) as { totalDocs: number }
  expect(media.totalDocs).toBe(0)
  const staffView = await request.get('/api/property-documents/?where[filename][like]=epc-4000200&depth=0', { headers: auth })
  const { docs } = (await staffView.json()) as { docs: { id: number; filename: string; url: string }[] }
  expect(docs[0]?.filename).toMatch(/^epc-4000200/)
  // The file's own address answers nothing to the public.
  expect((await request.get(docs[0]!.url)).status()).toBe(403)
  expect((await request.get(`/api/media/file/${docs[0]!.filename}`)).status()).toBeGreaterThanOrEqual(400)
  // A PDF left in the public media folder from before documents were private is not served either.
  const legacy = path.join(dataDir, 'media', 'legacy-epc-e2e.pdf')
  writeFileSync(legacy, '%PDF-1.4 legacy')
  try {
    expect((await request.get('/api/media/file/legacy-epc-e2e.pdf')).status()).toBe(404)
  } finally {
    rmSync(legacy, { force: true })
  }
})

test('a signed document link downloads the file as an attachment; forged and expired links are refused', async ({ request }) => {
  const auth = { Authorization: `JWT ${await staffToken()}` }
  const { docs } = (await (await request.get('/api/property-documents/?where[filename][like]=epc-4000200&depth=0', { headers: auth })).json()) as { docs: { id: number }[] }
  const id = docs[0]!.id
  const valid = documentToken({ doc: id, lead: 1, exp: Math.floor(Date.now() / 1000) + 600 })
  const download = await request.get(`/api/documents/${valid}`)
  expect(download.status()).toBe(200)
  expect(download.headers()['content-disposition']).toMatch(/^attachment; filename="epc-4000200.*\.pdf"/)
  expect(download.headers()['x-content-type-options']).toBe('nosniff')
  expect(download.headers()['cache-control']).toBe('private, no-store')
  expect((await download.body()).subarray(0, 5).toString()).toBe('%PDF-')

  const [body, signature] = valid.split('.')
  const forged = `${Buffer.from(JSON.stringify({ doc: id + 1, lead: 1, exp: Math.floor(Date.now() / 1000) + 600 })).toString('base64url')}.${signature}`
  expect((await request.get(`/api/documents/${forged}`)).status()).toBe(404)
  expect((await request.get(`/api/documents/${body}.${'A'.repeat(43)}`)).status()).toBe(404)
  const expired = await request.get(`/api/documents/${documentToken({ doc: id, lead: 1, exp: Math.floor(Date.now() / 1000) - 60 })}`)
  expect(expired.status()).toBe(410)
  // Without an expiry a link never opens.
  expect((await request.get(`/api/documents/${documentToken({ doc: id, lead: 1 })}`)).status()).toBe(404)
})

test('the page, JSON-LD, sitemap and search of a property with a hidden address and price show neither', async ({ page, request }) => {
  const found = JSON.parse((await json(request, `/api/properties/?where[externalId][equals]=${HIDDEN_ID}&depth=1`)).body) as { docs: Parameters<typeof propertyPath>[0][] }
  const url = propertyPath(found.docs[0]!, 'nl')
  const response = await page.goto(url)
  expect(response?.status()).toBe(200)
  const html = await page.content()
  for (const secret of SECRETS) expect(html, secret).not.toContain(secret)
  await expect(page.locator('.property-detail__price')).toHaveText(/op aanvraag/i)
  // The documents are named, not linked.
  await expect(page.getByText('Energieprestatiecertificaat (EPC)')).toBeVisible()
  expect(await page.locator('a[href*="/api/media/file/"][href$=".pdf"], a[href*="epc-4000200"]').count()).toBe(0)

  const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Record<string, unknown>)
  const offer = blocks.find((block) => block['@type'] === 'Offer') as { price?: number; itemOffered: { address: Record<string, unknown>; geo?: { latitude: number; longitude: number } } }
  expect(offer.price).toBeUndefined()
  expect(offer.itemOffered.address.streetAddress).toBeUndefined()
  expect(offer.itemOffered.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 51.22, longitude: 2.94 })

  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain(url)
  for (const secret of SECRETS) expect(sitemap).not.toContain(secret)

  const suggestions = await json(request, `/api/search?q=${HIDDEN_ID}&locale=nl`)
  expect(suggestions.body).toContain(String(HIDDEN_ID))
  for (const secret of SECRETS) expect(suggestions.body).not.toContain(secret)
  expect((await json(request, '/api/search?q=Nieuwpoortsesteenweg&locale=nl')).body).not.toContain(String(HIDDEN_ID))
})

test('the listing map marks a hidden address as an area on its public point, without the address or the price', async ({ request }) => {
  for (const url of [`/api/listing-map/nl/sale/?q=${HIDDEN_ID}`, '/api/listing-map/fr/sale/?city=Oostende%7C8400', '/api/listing-map/en/sale/?priceMin=500000&priceMax=700000']) {
    const answer = await json(request, url)
    expect(answer.status).toBe(200)
    // The zones' outlines are the regions' public polygons (one corner of Opex is 51.22281): the markers are what may leak.
    const { markers } = JSON.parse(answer.body) as { markers: unknown[] }
    for (const secret of SECRETS) expect(JSON.stringify(markers), url).not.toContain(secret)
  }
  const { markers } = JSON.parse((await json(request, `/api/listing-map/nl/sale/?q=${HIDDEN_ID}`)).body) as { markers: Record<string, unknown>[] }
  expect(markers).toEqual([expect.objectContaining({ exact: false, lat: 51.22, lng: 2.94, price: 'Prijs op aanvraag', path: expect.stringMatching(new RegExp(`/${HIDDEN_ID}/$`)) })])
  // A hidden price is never a filter of the map either: it is not within any price range.
  const ranged = JSON.parse((await json(request, '/api/listing-map/en/sale/?priceMin=590000&priceMax=600000')).body) as { markers: { path: string }[] }
  expect(ranged.markers.some((marker) => marker.path.endsWith(`/${HIDDEN_ID}/`))).toBe(false)
})

test('listings sort a hidden price as "on request", never by its value', async ({ page }) => {
  await page.goto('/nl/te-koop/?sort=price-desc')
  const first = await page.locator('.card__price').first().textContent()
  expect(first).not.toMatch(/595/)
  expect((await page.content()).includes('595.000')).toBe(false)
})
