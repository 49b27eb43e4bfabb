import type { APIRequestContext } from '@playwright/test'

import { propertyPath } from '../../src/shared/catalogue-paths'

import { expect, test } from './fixtures'
import { staffToken } from './staff'

/**
 * Cached public pages (ADR 0019) and Cache-Control by kind (ADR 0021). The change journey edits a property
 * through the back office's API, so it runs with the other journeys that change data, after all the rest
 * (playwright.config.ts: 'after-journeys'), and puts it back.
 */
test.describe.configure({ mode: 'serial' })

const PAGE = 'public, max-age=0, s-maxage=5, stale-while-revalidate=60'
const NEVER = 'private, no-store'

async function demoProperty(request: APIRequestContext) {
  const response = await request.get('/api/properties/?where[externalId][equals]=4000101&depth=1&locale=nl')
  const { docs } = (await response.json()) as { docs: (Parameters<typeof propertyPath>[0] & { id: number; description?: string | null })[] }
  expect(docs[0], 'the demo property 4000101').toBeTruthy()
  return docs[0]!
}

test('a public page is rendered once: its next answer comes from the cache', async ({ request }) => {
  const path = propertyPath(await demoProperty(request), 'nl')
  await request.get(path)
  const second = await request.get(path)
  expect(second.status()).toBe(200)
  expect(second.headers()['x-nextjs-cache']).toBe('HIT')
  expect(second.headers()['cache-control']).toBe(PAGE)
  // The home page too; a filtered listing is rendered for each request (from memory), never from the page cache.
  await request.get('/fr/')
  expect((await request.get('/fr/')).headers()['x-nextjs-cache']).toBe('HIT')
  const filtered = await request.get('/nl/te-koop/?type=3')
  expect(filtered.status()).toBe(200)
  expect(filtered.headers()['x-nextjs-cache']).toBeUndefined()
  expect(filtered.headers()['cache-control']).toBe(PAGE)
})

test('a change made through the admin API shows on the cached public page within 5 seconds', async ({ request }) => {
  const property = await demoProperty(request)
  const path = propertyPath(property, 'nl')
  await request.get(path)
  expect((await request.get(path)).headers()['x-nextjs-cache']).toBe('HIT')
  const marker = `Gewijzigd ${Date.now()}`
  const headers = { Authorization: `JWT ${await staffToken()}` }
  const patch = (description: string | null | undefined) => request.patch(`/api/properties/${property.id}/?locale=nl`, { data: { description }, headers })
  expect((await patch(`${marker}. ${property.description ?? ''}`)).ok()).toBe(true)
  const changedAt = Date.now()
  try {
    await expect.poll(async () => (await request.get(path)).text(), { timeout: 5_000, intervals: [200] }).toContain(marker)
    expect(Date.now() - changedAt).toBeLessThan(5_000)
  } finally {
    expect((await patch(property.description)).ok()).toBe(true)
  }
  await expect.poll(async () => (await request.get(path)).text(), { timeout: 5_000, intervals: [200] }).not.toContain(marker)
})

test('every kind of response has its Cache-Control', async ({ request }) => {
  const home = await request.get('/nl/')
  expect(home.headers()['cache-control']).toBe(PAGE)
  const html = await home.text()
  const chunk = /\/_next\/static\/[^"']+\.js/.exec(html)?.[0]
  expect(chunk, 'a Next.js script on the page').toBeTruthy()
  expect((await request.get(chunk!)).headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  const picture = /\/api\/media\/file\/[^"' ]+\.(?:webp|jpe?g|png)/.exec(html)?.[0]
  expect(picture, 'a picture on the home page').toBeTruthy()
  expect((await request.get(picture!)).headers()['cache-control']).toBe('public, max-age=31536000')
  expect((await request.get('/sitemap.xml')).headers()['cache-control']).toBe(PAGE)
  expect((await request.get('/api/search/?locale=nl&q=oost')).headers()['cache-control']).toContain('s-maxage=5')
  for (const path of ['/admin/login/', '/api/health/', '/api/properties/?limit=1', '/']) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.headers()['cache-control'], path).toBe(NEVER)
  }
  const token = await staffToken()
  expect((await request.get('/nl/', { headers: { Authorization: `JWT ${token}` } })).headers()['cache-control']).toBe(NEVER)
  // Anonymous callers cannot make the site drop its caches.
  const notice = await request.post('/api/changes/')
  expect(notice.status()).toBe(401)
  expect(notice.headers()['cache-control']).toBe(NEVER)
})
