import { expect, test } from './fixtures'

test('sitemap.xml lists every page, article, property and project in every language', async ({ request }) => {
  const response = await request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  const xml = await response.text()
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
  for (const path of ['/nl/', '/fr/', '/en/', '/de/', '/nl/te-koop/', '/fr/a-vendre/', '/en/for-sale/', '/de/zu-verkaufen/', '/nl/over-ons/', '/de/datenschutzerklaerung/']) {
    expect(urls, path).toContain(path)
  }
  expect(urls.filter((u) => /^\/nl\/te-koop\/[^/]+\/[^/]+\/\d+\/$/.test(u)).length).toBeGreaterThan(20)
  expect(urls.filter((u) => /^\/de\/zu-vermieten\/[^/]+\/[^/]+\/\d+\/$/.test(u)).length).toBeGreaterThan(5)
  expect(urls.filter((u) => u.startsWith('/fr/blog/')).length).toBeGreaterThanOrEqual(45)
  expect(urls.some((u) => /^\/en\/projects\/[^/]+\/[^/]+\/\d+\/$/.test(u))).toBe(true)
  expect(xml).toContain('hreflang="fr"')
  // Every listed page answers.
  for (const path of urls.filter((_, i) => i % 25 === 0)) expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200)
})

test('robots.txt allows the site, keeps crawlers out of the back office and points to the sitemap', async ({ request }) => {
  const text = await (await request.get('/robots.txt')).text()
  expect(text).toContain('Allow: /')
  expect(text).toContain('Disallow: /admin')
  expect(text).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/)
})

test('the home page describes the agency for search engines', async ({ page }) => {
  await page.goto('/nl/')
  const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text))
  const agency = blocks.find((block) => block['@type'] === 'RealEstateAgent')
  expect(agency).toMatchObject({ name: 'Zeedijk Vastgoed', address: { addressLocality: 'Oostende', postalCode: '8400' } })
})

test('public pages ask for no client hints, so a first visit is fetched once; the back office keeps its colour hint', async ({ request }) => {
  for (const path of ['/nl/', '/fr/a-vendre/', '/property/4000101/']) {
    const response = await request.get(path)
    expect(response.ok()).toBe(true)
    expect(response.headers()['critical-ch']).toBeUndefined()
    expect(response.headers()['accept-ch']).toBeUndefined()
    expect(response.headers().vary ?? '').not.toContain('Sec-CH')
  }
  const admin = await request.get('/admin/login/')
  expect(admin.headers()['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
})

test('pictures are served from their own address, without a redirect', async ({ page, request }) => {
  await page.goto('/property/4000101/')
  const sources = await page.locator('.gallery img').evaluateAll((images) => images.map((image) => image.getAttribute('src')!))
  expect(sources.length).toBeGreaterThan(0)
  for (const source of sources) {
    expect(source).toMatch(/^\/api\/media\/file\/[^/]+\.webp$/)
    const response = await request.get(source, { maxRedirects: 0 })
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('image/webp')
  }
})
